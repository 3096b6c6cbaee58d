import { and, asc, count, eq, gt, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { timeEntries } from '../schema/index.js';
import type { Page } from './page.js';
import { LIMIT_ONE, placeholderSet, prepared } from './prepared.js';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type NewTimeEntryRow = typeof timeEntries.$inferInsert;
export type TimeEntryPatch = Partial<
  Pick<
    TimeEntryRow,
    | 'staffId'
    | 'timesheetId'
    | 'startedAt'
    | 'endedAt'
    | 'breakMinutes'
    | 'note'
    | 'shiftId'
    | 'breakStartedAt'
  >
>;

export interface TimeEntryFilters {
  staffId?: string | undefined;
  /** UTC instants (ms) of the selected work week. */
  from?: number | undefined;
  to?: number | undefined;
}

export function createTimeEntriesRepository(db: Database) {
  const { timeEntries } = db.tables;
  // The statements of every clock action: prepared (decision 23).
  const openByStaff = prepared(db, 'time_entries_open_by_staff', (orm) =>
    orm
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.staffId, sql.placeholder('staffId')), isNull(timeEntries.endedAt))),
  );
  const byTimesheet = prepared(db, 'time_entries_by_timesheet', (orm) =>
    orm
      .select()
      .from(timeEntries)
      .where(eq(timeEntries.timesheetId, sql.placeholder('timesheetId')))
      .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id)),
  );
  // An entry of the staff member still open or ending after `start` (a clock-in's overlap)...
  const openOrEndingAfter = and(
    eq(timeEntries.staffId, sql.placeholder('staffId')),
    or(isNull(timeEntries.endedAt), gt(timeEntries.endedAt, sql.placeholder('start'))),
  );
  // An open entry first: a clock-in tells "already clocked in" from an overlap by this read.
  const overlapFromNow = prepared(db, 'time_entries_overlap_open', (orm) =>
    orm
      .select()
      .from(timeEntries)
      .where(openOrEndingAfter)
      .orderBy(sql`${timeEntries.endedAt} IS NULL DESC`)
      .limit(LIMIT_ONE),
  );
  // ...and, for a closed span, also starting before its end, other than the entry itself.
  const overlapOfSpan = prepared(db, 'time_entries_overlap_span', (orm) =>
    orm
      .select()
      .from(timeEntries)
      .where(
        and(
          openOrEndingAfter,
          lt(timeEntries.startedAt, sql.placeholder('end')),
          ne(timeEntries.id, sql.placeholder('excludeId')),
        ),
      )
      .limit(LIMIT_ONE),
  );
  const clockUpdate = prepared(db, 'time_entries_clock_update', (orm) =>
    orm
      .update(timeEntries)
      .set(placeholderSet('endedAt', 'breakMinutes', 'breakStartedAt', 'updatedAt'))
      .where(eq(timeEntries.id, sql.placeholder('id')))
      .returning(),
  );
  return {
    async findById(shopId: string, id: string): Promise<TimeEntryRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.shopId, shopId), eq(timeEntries.id, id)))
        .limit(1);
      return rows[0];
    },
    async listByTimesheet(timesheetId: string): Promise<TimeEntryRow[]> {
      return byTimesheet({ timesheetId });
    },
    async insert(row: NewTimeEntryRow): Promise<TimeEntryRow> {
      return (await db.orm().insert(timeEntries).values(row).returning())[0]!;
    },
    /**
     * Inserts an open entry unless the staff member has one: the partial unique index on open
     * entries decides, also against another transaction or instance. Undefined when they had.
     */
    async insertUnlessOpen(row: NewTimeEntryRow & { endedAt: null }): Promise<TimeEntryRow | undefined> {
      return (await db.orm().insert(timeEntries).values(row).onConflictDoNothing().returning())[0];
    },
    async update(id: string, patch: TimeEntryPatch & { updatedAt: number }): Promise<TimeEntryRow> {
      return (await db.orm().update(timeEntries).set(patch).where(eq(timeEntries.id, id)).returning())[0]!;
    },
    /** What a clock action changes of an open entry (break-start, break-end, out), prepared. */
    async updateClockState(
      id: string,
      state: Pick<TimeEntryRow, 'endedAt' | 'breakMinutes' | 'breakStartedAt' | 'updatedAt'>,
    ): Promise<TimeEntryRow> {
      return (await clockUpdate({ id, ...state }))[0]!;
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(timeEntries).where(eq(timeEntries.id, id));
    },
    /** The staff member's open entry (clocked in, not out): at most one, by a unique index. */
    async findOpenByStaff(staffId: string): Promise<TimeEntryRow | undefined> {
      return (await openByStaff({ staffId }))[0];
    },
    /** Every open entry of the shop (the clock board). */
    async listOpen(shopId: string): Promise<TimeEntryRow[]> {
      return db
        .orm()
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.shopId, shopId), isNull(timeEntries.endedAt)));
    },
    /** The shop's entries starting in [from, to) (UTC ms), by start then id, unpaged (one week). */
    async listStartingIn(shopId: string, from: number, to: number): Promise<TimeEntryRow[]> {
      return db
        .orm()
        .select()
        .from(timeEntries)
        .where(
          and(
            eq(timeEntries.shopId, shopId),
            gte(timeEntries.startedAt, from),
            lt(timeEntries.startedAt, to),
          ),
        )
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
    },
    async countByTimesheet(timesheetId: string): Promise<number> {
      const rows = await db
        .orm()
        .select({ n: count() })
        .from(timeEntries)
        .where(eq(timeEntries.timesheetId, timesheetId));
      return rows[0]?.n ?? 0;
    },
    /**
     * Another entry of the same staff member sharing some time with [start, end). An open entry
     * (no end) reaches forever, so a second clock-in overlaps it; for an open span (`end`
     * null, no `excludeId`) an open entry is the one answered when there is one.
     */
    async findOverlap(
      staffId: string,
      start: number,
      end: number | null,
      excludeId?: string,
    ): Promise<TimeEntryRow | undefined> {
      // The two shapes the clock and the entry routes ask most: prepared.
      if (end === null && excludeId === undefined) return (await overlapFromNow({ staffId, start }))[0];
      if (end !== null && excludeId !== undefined)
        return (await overlapOfSpan({ staffId, start, end, excludeId }))[0];
      const conditions: SQL[] = [
        eq(timeEntries.staffId, staffId),
        or(isNull(timeEntries.endedAt), gt(timeEntries.endedAt, start))!,
      ];
      if (end !== null) conditions.push(lt(timeEntries.startedAt, end));
      if (excludeId) conditions.push(ne(timeEntries.id, excludeId));
      const rows = await db
        .orm()
        .select()
        .from(timeEntries)
        .where(and(...conditions))
        .limit(1);
      return rows[0];
    },
    /** Ordered by start then id; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page, filters: TimeEntryFilters): Promise<TimeEntryRow[] | undefined> {
      const conditions: SQL[] = [eq(timeEntries.shopId, shopId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (!after) return undefined;
        conditions.push(
          or(
            gt(timeEntries.startedAt, after.startedAt),
            and(eq(timeEntries.startedAt, after.startedAt), gt(timeEntries.id, after.id)),
          )!,
        );
      }
      if (filters.staffId) conditions.push(eq(timeEntries.staffId, filters.staffId));
      if (filters.from !== undefined) conditions.push(gte(timeEntries.startedAt, filters.from));
      if (filters.to !== undefined) conditions.push(lt(timeEntries.startedAt, filters.to));
      return db
        .orm()
        .select()
        .from(timeEntries)
        .where(and(...conditions))
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
        .limit(page.limit + 1);
    },
  };
}
export type TimeEntriesRepository = ReturnType<typeof createTimeEntriesRepository>;
