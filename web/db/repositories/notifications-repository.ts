import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { notifications } from '../schema/index.js';
import { outboxQueue, type QueueableRow } from './outbox-queue.js';
import type { Page } from './page.js';
import { writeAlone } from './write-alone.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** A notification waiting for the queue: its id, when it is due (ms) and the attempts it had. */
export type QueueableNotification = QueueableRow;

/** Where a notification stands after an attempt. */
export interface NotificationSettlement {
  status: 'queued' | 'sent' | 'failed';
  attemptCount: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  sentAt: number | null;
  updatedAt: number;
}

export interface NotificationFilter {
  kind?: string | undefined;
  status?: string | undefined;
  staffId?: string | undefined;
  recipient?: string | undefined;
  /** Created at or after (ms). */
  from?: number | undefined;
  /** Created before (ms). */
  to?: number | undefined;
}

/**
 * The email outbox (SPEC §16): the same claim, release and reconcile as webhook deliveries
 * (decision 8), over its own table, so the email relay and the webhook relay never wait for
 * each other.
 */
export function createNotificationsRepository(db: Database) {
  const { notifications: n } = db.tables;

  const filtered = (shopId: string, filter: NotificationFilter): SQL[] => {
    const conditions: SQL[] = [eq(n.shopId, shopId)];
    if (filter.kind) conditions.push(eq(n.kind, filter.kind));
    if (filter.status) conditions.push(eq(n.status, filter.status));
    if (filter.staffId) conditions.push(eq(n.staffId, filter.staffId));
    if (filter.recipient) conditions.push(eq(n.recipient, filter.recipient));
    if (filter.from !== undefined) conditions.push(gte(n.createdAt, filter.from));
    if (filter.to !== undefined) conditions.push(lt(n.createdAt, filter.to));
    return conditions;
  };

  return {
    /** A new queued email; the relays hear of it when the transaction commits. */
    async insert(row: NewNotificationRow): Promise<void> {
      await db.orm().insert(n).values(row);
      await db.announceOutbox();
    },
    /** New queued emails, 200 to a statement (15 columns each, far below either bound on parameters). */
    async insertMany(rows: readonly NewNotificationRow[]): Promise<void> {
      for (let i = 0; i < rows.length; i += 200)
        await db
          .orm()
          .insert(n)
          .values(rows.slice(i, i + 200));
      await db.announceOutbox();
    },
    async findById(shopId: string, id: string): Promise<NotificationRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(n)
        .where(and(eq(n.shopId, shopId), eq(n.id, id)))
        .limit(1);
      return rows[0];
    },
    /** What the worker needs: the row, whatever its shop. */
    async work(id: string): Promise<NotificationRow | undefined> {
      const rows = await db.orm().select().from(n).where(eq(n.id, id)).limit(1);
      return rows[0];
    },
    /** Newest first; the cursor is a notification id. */
    async list(shopId: string, filter: NotificationFilter, page: Page): Promise<NotificationRow[]> {
      const conditions = filtered(shopId, filter);
      if (page.startingAfter) conditions.push(lt(n.id, page.startingAfter));
      return db
        .orm()
        .select()
        .from(n)
        .where(and(...conditions))
        .orderBy(desc(n.id))
        .limit(page.limit + 1);
    },
    ...outboxQueue(db, n, 'queued'),
    /**
     * A failed notification queued again with a fresh schedule (decision 59): no attempts yet,
     * due now, not claimed, so the relay hands it to the queue like a new one. Only a `failed`
     * row changes; answers it, or undefined when there was none. The relays hear of it on commit.
     */
    async requeueFailed(shopId: string, id: string, now: number): Promise<NotificationRow | undefined> {
      const rows = await db
        .orm()
        .update(n)
        .set({ status: 'queued', attemptCount: 0, nextAttemptAt: now, enqueuedAt: null, updatedAt: now })
        .where(and(eq(n.shopId, shopId), eq(n.id, id), eq(n.status, 'failed')))
        .returning();
      if (rows[0]) await db.announceOutbox();
      return rows[0];
    },
    /** Records an attempt's outcome; only a notification still queued changes. */
    async settle(id: string, state: NotificationSettlement): Promise<void> {
      await writeAlone(db, () =>
        db
          .orm()
          .update(n)
          .set(state)
          .where(and(eq(n.id, id), eq(n.status, 'queued'))),
      );
    },
  };
}
