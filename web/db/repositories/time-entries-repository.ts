import { and, asc, count, eq, gt, gte, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { timeEntries } from '../schema/index.js';
import type { Page } from './page.js';

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type NewTimeEntryRow = typeof timeEntries.$inferInsert;
export type TimeEntryPatch = Partial<
  Pick<TimeEntryRow, 'staffId' | 'timesheetId' | 'startedAt' | 'endedAt' | 'breakMinutes' | 'note'>
>;

export interface TimeEntryFilters {
  staffId?: string | undefined;
  /** UTC instants (ms) of the selected work week. */
  from?: number | undefined;
  to?: number | undefined;
}

export function createTimeEntriesRepository({ orm }: DatabaseHandle) {
  return {
    findById(shopId: string, id: string): TimeEntryRow | undefined {
      return orm
        .select()
        .from(timeEntries)
        .where(and(eq(timeEntries.shopId, shopId), eq(timeEntries.id, id)))
        .get();
    },
    listByTimesheet(timesheetId: string): TimeEntryRow[] {
      return orm
        .select()
        .from(timeEntries)
        .where(eq(timeEntries.timesheetId, timesheetId))
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
        .all();
    },
    insert(row: NewTimeEntryRow): TimeEntryRow {
      return orm.insert(timeEntries).values(row).returning().get();
    },
    update(id: string, patch: TimeEntryPatch & { updatedAt: number }): TimeEntryRow {
      return orm.update(timeEntries).set(patch).where(eq(timeEntries.id, id)).returning().get();
    },
    delete(id: string): void {
      orm.delete(timeEntries).where(eq(timeEntries.id, id)).run();
    },
    countByTimesheet(timesheetId: string): number {
      return (
        orm.select({ n: count() }).from(timeEntries).where(eq(timeEntries.timesheetId, timesheetId)).get()
          ?.n ?? 0
      );
    },
    /**
     * Another entry of the same staff member sharing some time with [start, end). An open entry
     * (no end) reaches forever, so a second clock-in overlaps it.
     */
    findOverlap(
      staffId: string,
      start: number,
      end: number | null,
      excludeId?: string,
    ): TimeEntryRow | undefined {
      const conditions: SQL[] = [
        eq(timeEntries.staffId, staffId),
        or(isNull(timeEntries.endedAt), gt(timeEntries.endedAt, start))!,
      ];
      if (end !== null) conditions.push(lt(timeEntries.startedAt, end));
      if (excludeId) conditions.push(ne(timeEntries.id, excludeId));
      return orm
        .select()
        .from(timeEntries)
        .where(and(...conditions))
        .limit(1)
        .get();
    },
    /** Ordered by start then id; undefined when the cursor is unknown. */
    list(shopId: string, page: Page, filters: TimeEntryFilters): TimeEntryRow[] | undefined {
      const conditions: SQL[] = [eq(timeEntries.shopId, shopId)];
      if (page.startingAfter) {
        const after = this.findById(shopId, page.startingAfter);
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
      return orm
        .select()
        .from(timeEntries)
        .where(and(...conditions))
        .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
        .limit(page.limit + 1)
        .all();
    },
  };
}
export type TimeEntriesRepository = ReturnType<typeof createTimeEntriesRepository>;
