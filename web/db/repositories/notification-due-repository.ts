import { and, asc, eq, gt, isNotNull, isNull, lt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { prepared } from './prepared.js';

/** One person's waiting change, as it was when it was theirs. */
export interface TakenScheduleChange {
  shiftId: string;
  wasStartsAt: number;
  wasEndsAt: number;
}

/** A published shift whose reminder is due. */
export interface DueReminder {
  shiftId: string;
  shopId: string;
  staffId: string;
  startsAt: number;
}

/** An open entry that has turned overdue and was not told yet. */
export interface DueOverdueEntry {
  entryId: string;
  shopId: string;
  staffId: string;
  startedAt: number;
}

/**
 * The due rows of SPEC §16's timed emails (decision 56). Every claim is one statement that only
 * one transaction can win: a DELETE … RETURNING of a person's changes, or an INSERT … ON
 * CONFLICT DO NOTHING … RETURNING of a reminder's or an overdue entry's key, so two scanners
 * (two instances on one PostgreSQL) never make one email twice.
 */
export function createNotificationDueRepository(db: Database) {
  const {
    scheduleChanges: c,
    shiftReminders: r,
    overdueAlerts: o,
    shifts: s,
    shops,
    timeEntries: e,
  } = db.tables;
  const now = sql.placeholder('now');
  // Prepared once: it runs four times a minute in every instance (bench: notifications). A CROSS
  // JOIN makes SQLite loop over the shops first, so each reads its own (shop, starts_at) index
  // range; left to choose, it scanned every shift by staff (PostgreSQL plans it alike either way).
  const dueRemindersStatement = prepared(db, 'due_reminders', (orm) =>
    orm
      .select({ shiftId: s.id, shopId: s.shopId, staffId: s.staffId, startsAt: s.startsAt })
      .from(shops)
      .crossJoin(s)
      .leftJoin(r, and(eq(r.shiftId, s.id), eq(r.startsAt, s.startsAt)))
      .where(
        and(
          eq(s.shopId, shops.id),
          eq(shops.status, 'active'),
          isNotNull(shops.shiftReminderMinutes),
          gt(s.startsAt, now),
          sql`${s.startsAt} <= ${now} + ${shops.shiftReminderMinutes} * 60000`,
          eq(s.published, true),
          // An open shift (SPEC §17) has no one to remind.
          isNotNull(s.staffId),
          isNull(r.shiftId),
        ),
      )
      .orderBy(asc(s.startsAt))
      .limit(sql.placeholder('limit')),
  );
  return {
    /**
     * Notes a change of a published shift for one person, due with the rest of their window:
     * at their first waiting change's `due_at`, or `firstDueAt` when none waits. A second change
     * of the same shift in the window keeps the first row (and its "was" times).
     */
    async addScheduleChange(row: {
      shopId: string;
      staffId: string;
      shiftId: string;
      wasStartsAt: number;
      wasEndsAt: number;
      firstDueAt: number;
      now: number;
    }): Promise<void> {
      const waiting = await db
        .orm()
        .select({ dueAt: min(c.dueAt) })
        .from(c)
        .where(eq(c.staffId, row.staffId));
      const dueAt = waiting[0]?.dueAt ?? row.firstDueAt;
      await db
        .orm()
        .insert(c)
        .values({
          shopId: row.shopId,
          staffId: row.staffId,
          shiftId: row.shiftId,
          wasStartsAt: row.wasStartsAt,
          wasEndsAt: row.wasEndsAt,
          dueAt,
          createdAt: row.now,
        })
        .onConflictDoNothing({ target: [c.staffId, c.shiftId] });
    },
    /** People whose window has ended, oldest first. */
    async dueScheduleChangeStaff(
      now: number,
      limit: number,
    ): Promise<Array<{ shopId: string; staffId: string }>> {
      return db
        .orm()
        .selectDistinct({ shopId: c.shopId, staffId: c.staffId })
        .from(c)
        .where(lte(c.dueAt, now))
        .limit(limit);
    },
    /** Takes (deletes) a person's due changes; a second scanner taking them finds none. */
    async takeScheduleChanges(staffId: string, now: number): Promise<TakenScheduleChange[]> {
      return db
        .orm()
        .delete(c)
        .where(and(eq(c.staffId, staffId), lte(c.dueAt, now)))
        .returning({ shiftId: c.shiftId, wasStartsAt: c.wasStartsAt, wasEndsAt: c.wasEndsAt });
    },
    /**
     * Published shifts of active shops with reminders on whose reminder time has come and whose
     * start has not, not yet reminded at this start. For each shop with reminders on, the index
     * on (shop, starts_at) is read over (now, now + its minutes] only: the shifts due, no more.
     */
    async dueReminders(now: number, limit: number): Promise<DueReminder[]> {
      // `staff_id IS NOT NULL` is in the statement; its row type cannot say so.
      return (await dueRemindersStatement({ now, limit })) as DueReminder[];
    },
    /** Claims a shift's reminder at this start: true for the one caller that wrote the row. */
    async claimReminder(row: {
      shiftId: string;
      startsAt: number;
      shopId: string;
      now: number;
    }): Promise<boolean> {
      const claimed = await db
        .orm()
        .insert(r)
        .values({ shiftId: row.shiftId, startsAt: row.startsAt, shopId: row.shopId, createdAt: row.now })
        .onConflictDoNothing({ target: [r.shiftId, r.startsAt] })
        .returning({ shiftId: r.shiftId });
      return claimed.length === 1;
    },
    /** Open entries started before `before` and not told yet (the partial index on open entries' start). */
    async dueOverdueEntries(before: number, limit: number): Promise<DueOverdueEntry[]> {
      return db
        .orm()
        .select({ entryId: e.id, shopId: e.shopId, staffId: e.staffId, startedAt: e.startedAt })
        .from(e)
        .leftJoin(o, eq(o.entryId, e.id))
        .where(and(isNull(e.endedAt), lt(e.startedAt, before), isNull(o.entryId)))
        .orderBy(asc(e.startedAt))
        .limit(limit);
    },
    /** Claims an overdue entry's alert: true for the one caller that wrote the row. */
    async claimOverdueEntry(row: { entryId: string; shopId: string; now: number }): Promise<boolean> {
      const claimed = await db
        .orm()
        .insert(o)
        .values({ entryId: row.entryId, shopId: row.shopId, createdAt: row.now })
        .onConflictDoNothing({ target: o.entryId })
        .returning({ entryId: o.entryId });
      return claimed.length === 1;
    },
  };
}
export type NotificationDueRepository = ReturnType<typeof createNotificationDueRepository>;
