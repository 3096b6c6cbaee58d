import { and, count, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { timesheets } from '../schema/index.js';

export type TimesheetRow = typeof timesheets.$inferSelect;
export type NewTimesheetRow = typeof timesheets.$inferInsert;
export type TimesheetPatch = Partial<
  Omit<TimesheetRow, 'id' | 'shopId' | 'staffId' | 'weekStart' | 'createdAt'>
>;

/** One line of the weekly summary, read as an array for speed (see bench/README.md). */
export type WeekSummaryRow = [
  id: string,
  status: string,
  hours: number,
  overtime: number,
  double: number,
  approvedRateCents: number | null,
  handle: string,
  staffId: string,
  liveRateCents: number | null,
];

export function createTimesheetsRepository({ orm, sqlite }: DatabaseHandle) {
  const weekSummary = sqlite
    .prepare<[string, string]>(
      `SELECT t.id, t.status, t.hours_centi, t.overtime_hours_centi, t.double_time_hours_centi,
              t.approved_rate_cents, s.handle, s.id, s.hourly_rate_cents
         FROM timesheets t JOIN staff s ON s.id = t.staff_id
        WHERE t.shop_id = ? AND t.week_start = ?
        ORDER BY s.handle`,
    )
    .raw(true);

  return {
    findById(shopId: string, id: string): TimesheetRow | undefined {
      return orm
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.shopId, shopId), eq(timesheets.id, id)))
        .get();
    },
    findByStaffWeek(staffId: string, weekStart: string): TimesheetRow | undefined {
      return orm
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.staffId, staffId), eq(timesheets.weekStart, weekStart)))
        .get();
    },
    insert(row: NewTimesheetRow): TimesheetRow {
      return orm.insert(timesheets).values(row).returning().get();
    },
    update(id: string, patch: TimesheetPatch): TimesheetRow {
      return orm.update(timesheets).set(patch).where(eq(timesheets.id, id)).returning().get();
    },
    delete(id: string): void {
      orm.delete(timesheets).where(eq(timesheets.id, id)).run();
    },
    countByShop(shopId: string): number {
      return orm.select({ n: count() }).from(timesheets).where(eq(timesheets.shopId, shopId)).get()?.n ?? 0;
    },
    listPendingByShop(shopId: string): TimesheetRow[] {
      return orm
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.shopId, shopId), eq(timesheets.status, 'pending')))
        .all();
    },
    weekSummaryRows(shopId: string, weekStart: string): WeekSummaryRow[] {
      return weekSummary.all(shopId, weekStart) as WeekSummaryRow[];
    },
  };
}
export type TimesheetsRepository = ReturnType<typeof createTimesheetsRepository>;
