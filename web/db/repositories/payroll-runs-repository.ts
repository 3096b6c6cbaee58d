import { and, asc, eq, gt, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { payrollLines, payrollRuns } from '../schema/index.js';
import type { CommissionRow } from './commissions-repository.js';
import type { Page } from './page.js';
import type { TimesheetRow } from './timesheets-repository.js';

export type PayrollRunRow = typeof payrollRuns.$inferSelect;
export type NewPayrollRunRow = typeof payrollRuns.$inferInsert;
export type NewPayrollLineRow = typeof payrollLines.$inferInsert;

/** A payroll line with its staff handle, read as an array (lists and the CSV export share it). */
export type PayrollLineRecord = [
  id: string,
  runId: string,
  handle: string,
  staffId: string,
  regularHours: number,
  overtimeHours: number,
  doubleTimeHours: number,
  rateCents: number | null,
  regularPayCents: number,
  overtimePayCents: number,
  commissionCents: number,
  grossCents: number,
  paycheckTipsCents: number,
  cashTipsCents: number,
];

/** What a run answers beside its own row: counts and money totals over its lines, in cents. */
export interface PayrollRunTotals {
  timesheetCount: number;
  commissionCount: number;
  lineCount: number;
  regularPayCents: number;
  overtimePayCents: number;
  commissionCents: number;
  grossCents: number;
  paycheckTipsCents: number;
  cashTipsCents: number;
}

/** What a payroll provider file reads of a staff member beside their figures (SPEC §19). */
export interface PayrollFileStaff {
  handle: string;
  name: string;
  payrollIdGusto: string | null;
  payrollIdAdpWfn: string | null;
  payrollIdPaychexFlex: string | null;
  payrollIdQuickbooks: string | null;
}

export interface PayrollFileLineRow extends PayrollFileStaff {
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  commissionCents: number;
  paycheckTipsCents: number;
  cashTipsCents: number;
}

export interface PayrollFileTimesheetRow extends PayrollFileStaff {
  weekStart: string;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
}

/** Rows per multi-row INSERT, well under SQLite's limit of bound variables. */
const INSERT_CHUNK = 500;

async function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) await write(rows.slice(i, i + INSERT_CHUNK));
}

export function createPayrollRunsRepository(db: Database) {
  const {
    commissions,
    payrollLines,
    payrollRunCommissions,
    payrollRuns,
    payrollRunTimesheets,
    staff,
    timesheets,
  } = db.tables;
  const heldTimesheetIds = (runId: string) =>
    db
      .orm()
      .select({ id: payrollRunTimesheets.timesheetId })
      .from(payrollRunTimesheets)
      .where(eq(payrollRunTimesheets.runId, runId));
  const heldCommissionIds = (runId: string) =>
    db
      .orm()
      .select({ id: payrollRunCommissions.commissionId })
      .from(payrollRunCommissions)
      .where(eq(payrollRunCommissions.runId, runId));

  /**
   * Staff drive the line queries (a CROSS JOIN keeps them SQLite's outer loop; PostgreSQL plans
   * it as a plain join), so lines come in handle order straight from the `staff_shop_handle`
   * index and a page never sorts the whole run.
   */
  const lines = async (shopId: string, runId: string, limit: number, after?: string) => {
    const conditions: SQL[] = [
      eq(staff.shopId, shopId),
      eq(payrollLines.runId, runId),
      eq(payrollLines.staffId, staff.id),
    ];
    if (after !== undefined) conditions.push(gt(staff.handle, after));
    const rows = await db
      .orm()
      .select({
        id: payrollLines.id,
        runId: payrollLines.runId,
        handle: staff.handle,
        staffId: staff.id,
        regularHours: payrollLines.regularHours,
        overtimeHours: payrollLines.overtimeHours,
        doubleTimeHours: payrollLines.doubleTimeHours,
        rateCents: payrollLines.rateCents,
        regularPayCents: payrollLines.regularPayCents,
        overtimePayCents: payrollLines.overtimePayCents,
        commissionCents: payrollLines.commissionCents,
        grossCents: payrollLines.grossCents,
        paycheckTipsCents: payrollLines.paycheckTipsCents,
        cashTipsCents: payrollLines.cashTipsCents,
      })
      .from(staff)
      .crossJoin(payrollLines)
      .where(and(...conditions))
      .orderBy(asc(staff.handle))
      .limit(limit);
    return rows.map(
      (l): PayrollLineRecord => [
        l.id,
        l.runId,
        l.handle,
        l.staffId,
        l.regularHours,
        l.overtimeHours,
        l.doubleTimeHours,
        l.rateCents,
        l.regularPayCents,
        l.overtimePayCents,
        l.commissionCents,
        l.grossCents,
        l.paycheckTipsCents,
        l.cashTipsCents,
      ],
    );
  };

  const fileStaff = {
    handle: staff.handle,
    name: staff.name,
    payrollIdGusto: staff.payrollIdGusto,
    payrollIdAdpWfn: staff.payrollIdAdpWfn,
    payrollIdPaychexFlex: staff.payrollIdPaychexFlex,
    payrollIdQuickbooks: staff.payrollIdQuickbooks,
  };

  return {
    /** Every line of a run with its staff member's name and payroll ids, for a provider file. */
    async fileLines(shopId: string, runId: string): Promise<PayrollFileLineRow[]> {
      return db
        .orm()
        .select({
          ...fileStaff,
          regularHours: payrollLines.regularHours,
          overtimeHours: payrollLines.overtimeHours,
          doubleTimeHours: payrollLines.doubleTimeHours,
          commissionCents: payrollLines.commissionCents,
          paycheckTipsCents: payrollLines.paycheckTipsCents,
          cashTipsCents: payrollLines.cashTipsCents,
        })
        .from(payrollLines)
        .innerJoin(staff, eq(staff.id, payrollLines.staffId))
        .where(and(eq(payrollLines.runId, runId), eq(staff.shopId, shopId)));
    },
    /** Every timesheet a run holds with its staff member's name and payroll ids, for a provider file. */
    async fileTimesheets(shopId: string, runId: string): Promise<PayrollFileTimesheetRow[]> {
      return db
        .orm()
        .select({
          ...fileStaff,
          weekStart: timesheets.weekStart,
          regularHours: timesheets.regularHours,
          overtimeHours: timesheets.overtimeHours,
          doubleTimeHours: timesheets.doubleTimeHours,
        })
        .from(payrollRunTimesheets)
        .innerJoin(timesheets, eq(timesheets.id, payrollRunTimesheets.timesheetId))
        .innerJoin(staff, eq(staff.id, timesheets.staffId))
        .where(and(eq(payrollRunTimesheets.runId, runId), eq(staff.shopId, shopId)));
    },
    async findById(shopId: string, id: string): Promise<PayrollRunRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(payrollRuns)
        .where(and(eq(payrollRuns.shopId, shopId), eq(payrollRuns.id, id)))
        .limit(1);
      return rows[0];
    },
    async insert(row: NewPayrollRunRow): Promise<PayrollRunRow> {
      return (await db.orm().insert(payrollRuns).values(row).returning())[0]!;
    },
    /**
     * Changes the run only while its status is still `status` (a conditional update, so of two
     * finalizations at once one changes it); undefined when it was not.
     */
    async updateIfStatus(
      id: string,
      status: string,
      patch: Partial<Omit<PayrollRunRow, 'id' | 'shopId'>>,
    ): Promise<PayrollRunRow | undefined> {
      const rows = await db
        .orm()
        .update(payrollRuns)
        .set(patch)
        .where(and(eq(payrollRuns.id, id), eq(payrollRuns.status, status)))
        .returning();
      return rows[0];
    },
    /** Ordered by id, which is creation order; undefined when the cursor is unknown. */
    async list(shopId: string, page: Page): Promise<PayrollRunRow[] | undefined> {
      const conditions = [eq(payrollRuns.shopId, shopId)];
      if (page.startingAfter) {
        if (!(await this.findById(shopId, page.startingAfter))) return undefined;
        conditions.push(gt(payrollRuns.id, page.startingAfter));
      }
      return db
        .orm()
        .select()
        .from(payrollRuns)
        .where(and(...conditions))
        .orderBy(asc(payrollRuns.id))
        .limit(page.limit + 1);
    },
    async totals(runId: string): Promise<PayrollRunTotals> {
      // Sums are cast back to integers: PostgreSQL's sum of a bigint is a numeric.
      const [totals] = await db.rows<PayrollRunTotals>(sql`
        SELECT (SELECT count(*) FROM payroll_run_timesheets WHERE run_id = ${runId}) AS "timesheetCount",
               (SELECT count(*) FROM payroll_run_commissions WHERE run_id = ${runId}) AS "commissionCount",
               count(*) AS "lineCount",
               CAST(coalesce(sum(regular_pay_cents), 0) AS bigint) AS "regularPayCents",
               CAST(coalesce(sum(overtime_pay_cents), 0) AS bigint) AS "overtimePayCents",
               CAST(coalesce(sum(commission_cents), 0) AS bigint) AS "commissionCents",
               CAST(coalesce(sum(gross_cents), 0) AS bigint) AS "grossCents",
               CAST(coalesce(sum(paycheck_tips_cents), 0) AS bigint) AS "paycheckTipsCents",
               CAST(coalesce(sum(cash_tips_cents), 0) AS bigint) AS "cashTipsCents"
          FROM payroll_lines WHERE run_id = ${runId}`);
      return totals!;
    },
    /** Approved timesheets whose week starts in [fromWeek, toWeek] and no finalized run holds. */
    async payableTimesheets(shopId: string, fromWeek: string, toWeek: string): Promise<TimesheetRow[]> {
      return db
        .orm()
        .select()
        .from(timesheets)
        .where(
          and(
            eq(timesheets.shopId, shopId),
            gte(timesheets.weekStart, fromWeek),
            lte(timesheets.weekStart, toWeek),
            eq(timesheets.status, 'approved'),
            isNull(timesheets.finalizedRunId),
          ),
        );
    },
    async hold(
      runId: string,
      timesheetIds: readonly string[],
      commissionIds: readonly string[],
    ): Promise<void> {
      await inChunks(timesheetIds, (chunk) =>
        db
          .orm()
          .insert(payrollRunTimesheets)
          .values(chunk.map((timesheetId) => ({ runId, timesheetId }))),
      );
      await inChunks(commissionIds, (chunk) =>
        db
          .orm()
          .insert(payrollRunCommissions)
          .values(chunk.map((commissionId) => ({ runId, commissionId }))),
      );
    },
    async heldTimesheets(runId: string): Promise<TimesheetRow[]> {
      return db
        .orm()
        .select()
        .from(timesheets)
        .where(inArray(timesheets.id, heldTimesheetIds(runId)));
    },
    async heldCommissions(runId: string): Promise<CommissionRow[]> {
      return db
        .orm()
        .select()
        .from(commissions)
        .where(inArray(commissions.id, heldCommissionIds(runId)));
    },
    async replaceLines(runId: string, lines: readonly NewPayrollLineRow[]): Promise<void> {
      await db.orm().delete(payrollLines).where(eq(payrollLines.runId, runId));
      await inChunks(lines, (chunk) => db.orm().insert(payrollLines).values(chunk));
    },
    /** Marks every timesheet and commission the run holds as paid by it. */
    async markHeldFinalized(runId: string, now: number): Promise<void> {
      await db
        .orm()
        .update(timesheets)
        .set({ finalizedRunId: runId, updatedAt: now })
        .where(inArray(timesheets.id, heldTimesheetIds(runId)));
      await db
        .orm()
        .update(commissions)
        .set({ finalizedRunId: runId })
        .where(inArray(commissions.id, heldCommissionIds(runId)));
    },
    /** Lines ordered by staff handle; the cursor is a line id. Undefined when it is unknown. */
    async listLines(shopId: string, runId: string, page: Page): Promise<PayrollLineRecord[] | undefined> {
      const limit = page.limit + 1;
      // A later page seeks straight to the handle after the cursor's.
      if (!page.startingAfter) return lines(shopId, runId, limit);
      const [after] = await db
        .orm()
        .select({ handle: staff.handle })
        .from(payrollLines)
        .innerJoin(staff, eq(staff.id, payrollLines.staffId))
        .where(and(eq(payrollLines.id, page.startingAfter), eq(payrollLines.runId, runId)))
        .limit(1);
      if (after === undefined) return undefined;
      return lines(shopId, runId, limit, after.handle);
    },
  };
}
export type PayrollRunsRepository = ReturnType<typeof createPayrollRunsRepository>;
