import { and, asc, count, eq, gt, gte, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { timeEntries } from '../schema/index.js';
import type { Page } from './page.js';

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
      return db
        .orm()
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.timesheetId, timesheetId))
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id));
    },
    async insert(row: NewTimeEntryRow): Promise<TimeEntryRow> {
      return (await db.orm().insert(timeEntries).values(row).returning())[0]!;
    },
    async update(id: string, patch: TimeEntryPatch & { updatedAt: number }): Promise<TimeEntryRow> {
      return (await db.orm().update(timeEntries).set(patch).where(eq(timeEntries.id, id)).returning())[0]!;
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(timeEntries).where(eq(timeEntries.id, id));
    },
    /** The staff member's open entry (clocked in, not out): at most one, by a unique index. */
    async findOpenByStaff(staffId: string): Promise<TimeEntryRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.staffId, staffId), isNull(timeEntries.endedAt)))
        .limit(1);
      return rows[0];
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
     * (no end) reaches forever, so a second clock-in overlaps it.
     */
    async findOverlap(
      staffId: string,
      start: number,
      end: number | null,
      excludeId?: string,
    ): Promise<TimeEntryRow | undefined> {
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
