import { and, asc, eq, gt, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import {
  commissions,
  payrollLines,
  payrollRunCommissions,
  payrollRuns,
  payrollRunTimesheets,
  timesheets,
} from '../schema/index.js';
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
}

/** Rows per multi-row INSERT, well under SQLite's limit of bound variables. */
const INSERT_CHUNK = 500;

function inChunks<T>(rows: readonly T[], write: (chunk: T[]) => void): void {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) write(rows.slice(i, i + INSERT_CHUNK));
}

/**
 * Staff drive the line queries (CROSS JOIN keeps them the outer loop), so lines come in handle
 * order straight from the `staff_shop_handle` index and a page never sorts the whole run.
 */
export const PAYROLL_LINES_SQL = `
  SELECT l.id, l.run_id, s.handle, s.id, l.regular_hours_centi, l.overtime_hours_centi,
         l.double_time_hours_centi, l.rate_cents, l.regular_pay_cents, l.overtime_pay_cents,
         l.commission_cents, l.gross_cents
    FROM staff s CROSS JOIN payroll_lines l ON l.run_id = @runId AND l.staff_id = s.id
   WHERE s.shop_id = @shopId`;

export function createPayrollRunsRepository({ orm, sqlite }: DatabaseHandle) {
  // Two statements rather than `@after IS NULL OR …`, so a later page seeks straight to its handle.
  const firstLines = sqlite
    .prepare<{ shopId: string; runId: string; limit: number }>(
      `${PAYROLL_LINES_SQL} ORDER BY s.handle LIMIT @limit`,
    )
    .raw(true);
  const linesAfter = sqlite
    .prepare<{ shopId: string; runId: string; after: string; limit: number }>(
      `${PAYROLL_LINES_SQL} AND s.handle > @after ORDER BY s.handle LIMIT @limit`,
    )
    .raw(true);
  const lineHandle = sqlite
    .prepare<[string, string]>(
      'SELECT s.handle FROM payroll_lines l JOIN staff s ON s.id = l.staff_id WHERE l.id = ? AND l.run_id = ?',
    )
    .pluck(true);
  const heldTimesheetIds = (runId: string) =>
    orm
      .select({ id: payrollRunTimesheets.timesheetId })
      .from(payrollRunTimesheets)
      .where(eq(payrollRunTimesheets.runId, runId));
  const heldCommissionIds = (runId: string) =>
    orm
      .select({ id: payrollRunCommissions.commissionId })
      .from(payrollRunCommissions)
      .where(eq(payrollRunCommissions.runId, runId));
  const totals = sqlite.prepare<{ runId: string }>(
    `SELECT (SELECT count(*) FROM payroll_run_timesheets WHERE run_id = @runId) AS timesheetCount,
            (SELECT count(*) FROM payroll_run_commissions WHERE run_id = @runId) AS commissionCount,
            count(*) AS lineCount,
            coalesce(sum(regular_pay_cents), 0) AS regularPayCents,
            coalesce(sum(overtime_pay_cents), 0) AS overtimePayCents,
            coalesce(sum(commission_cents), 0) AS commissionCents,
            coalesce(sum(gross_cents), 0) AS grossCents
       FROM payroll_lines WHERE run_id = @runId`,
  );

  return {
    findById(shopId: string, id: string): PayrollRunRow | undefined {
      return orm
        .select()
        .from(payrollRuns)
        .where(and(eq(payrollRuns.shopId, shopId), eq(payrollRuns.id, id)))
        .get();
    },
    insert(row: NewPayrollRunRow): PayrollRunRow {
      return orm.insert(payrollRuns).values(row).returning().get();
    },
    update(id: string, patch: Partial<Omit<PayrollRunRow, 'id' | 'shopId'>>): PayrollRunRow {
      return orm.update(payrollRuns).set(patch).where(eq(payrollRuns.id, id)).returning().get();
    },
    /** Ordered by id, which is creation order; undefined when the cursor is unknown. */
    list(shopId: string, page: Page): PayrollRunRow[] | undefined {
      const conditions = [eq(payrollRuns.shopId, shopId)];
      if (page.startingAfter) {
        if (!this.findById(shopId, page.startingAfter)) return undefined;
        conditions.push(gt(payrollRuns.id, page.startingAfter));
      }
      return orm
        .select()
        .from(payrollRuns)
        .where(and(...conditions))
        .orderBy(asc(payrollRuns.id))
        .limit(page.limit + 1)
        .all();
    },
    totals(runId: string): PayrollRunTotals {
      return totals.get({ runId }) as PayrollRunTotals;
    },
    /** Approved timesheets whose week starts in [fromWeek, toWeek] and no finalized run holds. */
    payableTimesheets(shopId: string, fromWeek: string, toWeek: string): TimesheetRow[] {
      return orm
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
        )
        .all();
    },
    hold(runId: string, timesheetIds: readonly string[], commissionIds: readonly string[]): void {
      inChunks(timesheetIds, (chunk) =>
        orm
          .insert(payrollRunTimesheets)
          .values(chunk.map((timesheetId) => ({ runId, timesheetId })))
          .run(),
      );
      inChunks(commissionIds, (chunk) =>
        orm
          .insert(payrollRunCommissions)
          .values(chunk.map((commissionId) => ({ runId, commissionId })))
          .run(),
      );
    },
    heldTimesheets(runId: string): TimesheetRow[] {
      return orm
        .select()
        .from(timesheets)
        .where(inArray(timesheets.id, heldTimesheetIds(runId)))
        .all();
    },
    heldCommissions(runId: string): CommissionRow[] {
      return orm
        .select()
        .from(commissions)
        .where(inArray(commissions.id, heldCommissionIds(runId)))
        .all();
    },
    replaceLines(runId: string, lines: readonly NewPayrollLineRow[]): void {
      orm.delete(payrollLines).where(eq(payrollLines.runId, runId)).run();
      inChunks(lines, (chunk) => orm.insert(payrollLines).values(chunk).run());
    },
    /** Marks every timesheet and commission the run holds as paid by it. */
    markHeldFinalized(runId: string, now: number): void {
      orm
        .update(timesheets)
        .set({ finalizedRunId: runId, updatedAt: now })
        .where(inArray(timesheets.id, heldTimesheetIds(runId)))
        .run();
      orm
        .update(commissions)
        .set({ finalizedRunId: runId })
        .where(inArray(commissions.id, heldCommissionIds(runId)))
        .run();
    },
    /** Lines ordered by staff handle; the cursor is a line id. Undefined when it is unknown. */
    listLines(shopId: string, runId: string, page: Page): PayrollLineRecord[] | undefined {
      const limit = page.limit + 1;
      if (!page.startingAfter) return firstLines.all({ shopId, runId, limit }) as PayrollLineRecord[];
      const after = lineHandle.get(page.startingAfter, runId) as string | undefined;
      if (after === undefined) return undefined;
      return linesAfter.all({ shopId, runId, after, limit }) as PayrollLineRecord[];
    },
  };
}
export type PayrollRunsRepository = ReturnType<typeof createPayrollRunsRepository>;
