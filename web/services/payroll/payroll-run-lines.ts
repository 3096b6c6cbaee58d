import type { CommissionRow } from '../../db/repositories/commissions-repository.js';
import type { TimesheetRow } from '../../db/repositories/timesheets-repository.js';
import { newId } from '../../domain/ids.js';
import { payrollLines } from '../../domain/payroll/payroll-lines.js';
import type { ServiceDeps } from '../deps.js';

/**
 * (Re)writes a run's lines from the timesheets and commissions it holds, each timesheet priced
 * with its own frozen rate. Runs inside the caller's transaction.
 */
export async function writeRunLines(
  deps: ServiceDeps,
  shopId: string,
  runId: string,
  timesheets: readonly TimesheetRow[],
  commissions: readonly CommissionRow[],
): Promise<void> {
  const now = deps.now();
  const lines = payrollLines(timesheets, commissions).map((line) => ({
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
