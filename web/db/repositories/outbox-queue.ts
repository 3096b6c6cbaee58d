import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../database.js';
import { writeAlone } from './write-alone.js';

/** A row waiting for the queue: its id, when it is due (ms) and the attempts it had. */
export type QueueableRow = [id: string, nextAttemptAt: number | null, attempts: number];

interface PgLockable {
  for(strength: 'update', config: { skipLocked: boolean }): SQLWrapper;
}

/** The outbox tables: webhook deliveries and notifications (emails) share these columns. */
type OutboxTable = Database['tables']['webhookDeliveries'] | Database['tables']['notifications'];

/**
 * The statements by which a relay hands an outbox table's rows to BullMQ (decision 8), over
 * either outbox table: rows whose `status` is `pending` (the table's word for "still to send")
 * and that no relay has claimed (`enqueued_at` null).
 */
export function outboxQueue(db: Database, table: OutboxTable, pending: string) {
  // Both tables have these columns; drizzle types each table's builder apart, so the shared
  // statements see them through the notifications table's type (the casts below).
  const t = table as Database['tables']['notifications'];
  const waiting = and(eq(t.status, pending as 'queued'), isNull(t.enqueuedAt));
  const picked = { id: t.id, nextAttemptAt: t.nextAttemptAt, attemptCount: t.attemptCount };
  const queueable = (rows: Array<{ id: string; nextAttemptAt: number | null; attemptCount: number }>) =>
    rows.map((row): QueueableRow => [row.id, row.nextAttemptAt, row.attemptCount]);

  return {
    /**
     * Claims up to `limit` never-queued rows for one relay, due first: one statement picks them
     * and marks them enqueued at `now` (a transaction of its own, or the caller's), so no other
     * relay, in this process or another, is handed the same rows. On PostgreSQL the pick is
     * `FOR UPDATE SKIP LOCKED`: a relay skips the rows another is claiming instead of waiting
     * for them, and a row claimed since its statement began no longer matches; being one
     * statement, it commits alone, with no BEGIN and COMMIT around it (one round trip a pass,
     * not four: decision 73). On SQLite the write lock already lets one claim run at a time,
     * and a pass with nothing to claim only reads, so it opens no transaction (one would reset
     * the read caches). Hand the rows to the queue, then `releaseClaim` them if it refused.
     */
    async claimUnqueued(limit: number, now: number): Promise<QueueableRow[]> {
      if (
        db.dialect === 'sqlite' &&
        (await db.orm().select({ id: t.id }).from(t).where(waiting).limit(1)).length === 0
      )
        return [];
      const claim = async () => {
        const orm = db.orm();
        const candidates = orm
          .select({ id: t.id })
          .from(t)
          .where(waiting)
          .orderBy(asc(t.nextAttemptAt))
          .limit(limit);
        // The builder is typed as SQLite's, which has no locking clause; PostgreSQL's has.
        const claimable: SQLWrapper =
          db.dialect === 'postgres'
            ? (candidates as unknown as PgLockable).for('update', { skipLocked: true })
            : candidates;
        const rows = await orm
          .update(t)
          .set({ enqueuedAt: now })
          .where(and(inArray(t.id, claimable), waiting))
          .returning(picked);
        // RETURNING keeps no order: due first, as they were picked.
        rows.sort((a, b) => (a.nextAttemptAt ?? 0) - (b.nextAttemptAt ?? 0));
        return queueable(rows);
      };
      return db.dialect === 'postgres' ? claim() : writeAlone(db, claim);
    },
    /**
     * Gives back a claim the queue did not take (Redis away), so the next pass of any relay
     * tries again at once. Only rows still as `claimUnqueued` left them change. A claim never
     * given back (the process died in between) is the reconciler's: it is queued, but overdue.
     */
    async releaseClaim(ids: readonly string[], claimedAt: number): Promise<void> {
      if (ids.length === 0) return;
      await writeAlone(db, () =>
        db
          .orm()
          .update(t)
          .set({ enqueuedAt: null })
          .where(
            and(inArray(t.id, [...ids]), eq(t.enqueuedAt, claimedAt), eq(t.status, pending as 'queued')),
          ),
      );
    },
    /** Handed to the queue, still pending, but due before `before`: the job may have vanished with Redis. */
    async overdue(before: number, limit: number): Promise<QueueableRow[]> {
      const rows = await db
        .orm()
        .select(picked)
        .from(t)
        .where(and(eq(t.status, pending as 'queued'), isNotNull(t.enqueuedAt), lt(t.nextAttemptAt, before)))
        .orderBy(asc(t.nextAttemptAt))
        .limit(limit);
      return queueable(rows);
    },
    /** Notes that the queue took these rows; a transaction of its own when the caller holds none. */
    async markEnqueued(ids: readonly string[], now: number): Promise<void> {
      if (ids.length === 0) return;
      await writeAlone(db, () =>
        db
          .orm()
          .update(t)
          .set({ enqueuedAt: now })
          .where(inArray(t.id, [...ids])),
      );
    },
    async statusOf(id: string): Promise<string | undefined> {
      const rows = await db.orm().select({ status: t.status }).from(t).where(eq(t.id, id)).limit(1);
      return rows[0]?.status;
    },
  };
}
