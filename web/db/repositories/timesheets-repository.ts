import { and, asc, count, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { timesheets } from '../schema/index.js';
import type { Page } from './page.js';
import { placeholders, prepared } from './prepared.js';

export type TimesheetRow = typeof timesheets.$inferSelect;
export type NewTimesheetRow = typeof timesheets.$inferInsert;
export type TimesheetPatch = Partial<
  Omit<TimesheetRow, 'id' | 'shopId' | 'staffId' | 'weekStart' | 'createdAt'>
>;

/** One line of the weekly summary, as an array (see bench/README.md). */
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

export function createTimesheetsRepository(db: Database) {
  const { staff, timesheets } = db.tables;
  // The summary is the hottest report: prepared, so a cache miss costs only the read.
  const weekSummary = prepared(db, 'timesheets_week_summary', (orm) =>
    orm
      .select({
        id: timesheets.id,
        status: timesheets.status,
        hours: timesheets.hours,
        overtime: timesheets.overtimeHours,
        double: timesheets.doubleTimeHours,
        approvedRateCents: timesheets.approvedRateCents,
        handle: staff.handle,
        staffId: staff.id,
        liveRateCents: staff.hourlyRateCents,
      })
      .from(timesheets)
      .innerJoin(staff, eq(staff.id, timesheets.staffId))
      .where(
        and(
          eq(timesheets.shopId, sql.placeholder('shopId')),
          eq(timesheets.weekStart, sql.placeholder('weekStart')),
        ),
      )
      .orderBy(asc(staff.handle)),
  );

  // Read by every clock action and entry write: prepared.
  const byId = prepared(db, 'timesheets_by_id', (orm) =>
    orm
      .select()
      .from(timesheets)
      .where(and(eq(timesheets.shopId, sql.placeholder('shopId')), eq(timesheets.id, sql.placeholder('id')))),
  );
  const byStaffWeek = prepared(db, 'timesheets_by_staff_week', (orm) =>
    orm
      .select()
      .from(timesheets)
      .where(
        and(
          eq(timesheets.staffId, sql.placeholder('staffId')),
          eq(timesheets.weekStart, sql.placeholder('weekStart')),
        ),
      ),
  );
  // A clock-in's timesheet: created with its first open entry, or one more open entry added to
  // the week's, in one statement (decision 43). The unique index on staff and week decides.
  const withOpenEntry = prepared(db, 'timesheets_upsert_open_entry', (orm) =>
    orm
      .insert(timesheets)
      .values({
        ...placeholders('id', 'shopId', 'staffId', 'weekStart'),
        openEntries: 1,
        createdAt: sql.placeholder('now'),
        updatedAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [timesheets.staffId, timesheets.weekStart],
        set: {
          openEntries: sql`${timesheets.openEntries} + 1`,
          updatedAt: sql`${sql.placeholder('now')}`,
        },
      })
      .returning(),
  );

  return {
    async findById(shopId: string, id: string): Promise<TimesheetRow | undefined> {
      return (await byId({ shopId, id }))[0];
    },
    async findByStaffWeek(staffId: string, weekStart: string): Promise<TimesheetRow | undefined> {
      return (await byStaffWeek({ staffId, weekStart }))[0];
    },
    async insert(row: NewTimesheetRow): Promise<TimesheetRow> {
      return (await db.orm().insert(timesheets).values(row).returning())[0]!;
    },
    /**
     * Inserts the week's timesheet unless the staff member has one (the unique index on staff
     * and week decides, also against another transaction); undefined when they had.
     */
    async insertIfAbsent(row: NewTimesheetRow): Promise<TimesheetRow | undefined> {
      return (await db.orm().insert(timesheets).values(row).onConflictDoNothing().returning())[0];
    },
    async update(id: string, patch: TimesheetPatch): Promise<TimesheetRow> {
      return (await db.orm().update(timesheets).set(patch).where(eq(timesheets.id, id)).returning())[0]!;
    },
    /**
     * A clock-in's timesheet of the week: the staff member's, with one more open entry, or a
     * new one holding just that entry. An open entry counts no time, so nothing else of the
     * timesheet changes. The caller still checks its status, and rolls back when it may not
     * change.
     */
    async upsertWithOpenEntry(row: {
      id: string;
      shopId: string;
      staffId: string;
      weekStart: string;
      now: number;
    }): Promise<TimesheetRow> {
      return (await withOpenEntry(row))[0]!;
    },
    /**
     * Changes the timesheet only while its status is still `status` (a conditional update, so
     * two transactions acting on one timesheet change it once); undefined when it was not.
     */
    async updateIfStatus(
      id: string,
      status: string,
      patch: TimesheetPatch,
    ): Promise<TimesheetRow | undefined> {
      const rows = await db
        .orm()
        .update(timesheets)
        .set(patch)
        .where(and(eq(timesheets.id, id), eq(timesheets.status, status)))
        .returning();
      return rows[0];
    },
    async delete(id: string): Promise<void> {
      await db.orm().delete(timesheets).where(eq(timesheets.id, id));
    },
    /**
     * One staff member's timesheets whose week starts in [from, to] (local dates, either
     * optional), by week then id; undefined when the cursor is not theirs (SPEC §15).
     */
    async listOfStaff(
      shopId: string,
      staffId: string,
      page: Page,
      range: { from?: string | undefined; to?: string | undefined },
    ): Promise<TimesheetRow[] | undefined> {
      const conditions: SQL[] = [eq(timesheets.shopId, shopId), eq(timesheets.staffId, staffId)];
      if (page.startingAfter) {
        const after = await this.findById(shopId, page.startingAfter);
        if (after?.staffId !== staffId) return undefined;
        conditions.push(
          or(
            gt(timesheets.weekStart, after.weekStart),
            and(eq(timesheets.weekStart, after.weekStart), gt(timesheets.id, after.id)),
          )!,
        );
      }
      if (range.from) conditions.push(gte(timesheets.weekStart, range.from));
      if (range.to) conditions.push(lte(timesheets.weekStart, range.to));
      return db
        .orm()
        .select()
        .from(timesheets)
        .where(and(...conditions))
        .orderBy(asc(timesheets.weekStart), asc(timesheets.id))
        .limit(page.limit + 1);
    },
    async countByShop(shopId: string): Promise<number> {
      const rows = await db
        .orm()
        .select({ n: count() })
        .from(timesheets)
        .where(eq(timesheets.shopId, shopId));
      return rows[0]?.n ?? 0;
    },
    async listPendingByShop(shopId: string): Promise<TimesheetRow[]> {
      return db
        .orm()
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.shopId, shopId), eq(timesheets.status, 'pending')));
    },
    async weekSummaryRows(shopId: string, weekStart: string): Promise<WeekSummaryRow[]> {
      const rows = await weekSummary({ shopId, weekStart });
      return rows.map(
        (r): WeekSummaryRow => [
          r.id,
          r.status,
          r.hours,
          r.overtime,
          r.double,
          r.approvedRateCents,
          r.handle,
          r.staffId,
          r.liveRateCents,
        ],
      );
    },
  };
}
export type TimesheetsRepository = ReturnType<typeof createTimesheetsRepository>;
