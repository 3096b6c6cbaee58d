import { ruleViolation } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import { localDateRange } from '../domain/time/local-date-range.js';
import type { ServiceDeps } from './deps.js';
import { writeRunLines } from './payroll-run-lines.js';
import { loadShop } from './shop-context.js';
import { type PayrollRunView, payrollRunView } from './views/payroll-run-view.js';

export interface CreatePayrollRunInput {
  /** Local dates of the shop, both inclusive. */
  periodStart: string;
  periodEnd: string;
}

/**
 * A draft run of `periodStart`..`periodEnd`: every approved timesheet whose week starts in the
 * period and every commission that occurred in it (local days of the shop), unless a finalized
 * run already paid it. The draft holds them and prices one line per staff member.
 */
export function createPayrollRun(
  deps: ServiceDeps,
  shopId: string,
  input: CreatePayrollRunInput,
): PayrollRunView {
  const shop = loadShop(deps, shopId);
  if (input.periodEnd < input.periodStart) {
    throw ruleViolation('period_end', 'period_end must not be before period_start.');
  }
  const range = localDateRange(input.periodStart, input.periodEnd, shop.timezone);
  const { repos } = deps;
  return deps.db.transaction(() => {
    const timesheets = repos.payrollRuns.payableTimesheets(shop.id, input.periodStart, input.periodEnd);
    const commissions = repos.commissions.listUnpaid(shop.id, range.from, range.to);
    const now = deps.now();
    const run = repos.payrollRuns.insert({
      id: newId('run', now),
      shopId: shop.id,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    repos.payrollRuns.hold(
      run.id,
      timesheets.map((t) => t.id),
      commissions.map((c) => c.id),
    );
    writeRunLines(deps, shop.id, run.id, timesheets, commissions);
    return payrollRunView(run, repos.payrollRuns.totals(run.id));
  });
}
