import type { CommissionRow } from '../../db/repositories/commissions-repository.js';
import type { TimesheetRow } from '../../db/repositories/timesheets-repository.js';
import { newId } from '../../domain/ids.js';
import { payrollLines } from '../../domain/payroll/payroll-lines.js';
import { tipsByStaff } from '../../domain/sales/daily-tips.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';

/**
 * (Re)writes a run's lines from the timesheets and commissions it holds, each timesheet priced
 * with its own frozen rate, and the tips of its days that no other finalized run paid (SPEC
 * §18–19: read again when the run is finalized, so tips recorded after the draft count, and
 * marked paid then by `markRunTipsPaid`). Runs inside the caller's transaction.
 */
export async function writeRunLines(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  run: { id: string; periodStart: string; periodEnd: string },
  timesheets: readonly TimesheetRow[],
  commissions: readonly CommissionRow[],
): Promise<void> {
  const now = deps.now();
  const shopId = shop.id;
  const runId = run.id;
  const period = localDateRange(run.periodStart, run.periodEnd, shop.timezone);
  const tips = tipsByStaff(await deps.repos.tips.payableIn(shopId, runId, period.from, period.to));
  const lines = payrollLines(timesheets, commissions, tips).map((line) => ({
    id: newId('pln', now),
    shopId,
    runId,
    staffId: line.staffId,
    regularHours: line.regularHours,
    overtimeHours: line.overtimeHours,
    doubleTimeHours: line.doubleTimeHours,
    rateCents: line.rateCents,
    regularPayCents: line.regularPayCents,
    overtimePayCents: line.overtimePayCents,
    commissionCents: line.commissionCents,
    paycheckTipsCents: line.paycheckTipsCents,
    cashTipsCents: line.cashTipsCents,
    grossCents: line.grossCents,
  }));
  await deps.repos.payrollRuns.replaceLines(runId, lines);
}

/** Marks the tips a run being finalized took (`writeRunLines`) as paid by it. */
export async function markRunTipsPaid(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  run: { id: string; periodStart: string; periodEnd: string },
): Promise<void> {
  const period = localDateRange(run.periodStart, run.periodEnd, shop.timezone);
  await deps.repos.tips.markPaid(shop.id, run.id, period.from, period.to);
}
