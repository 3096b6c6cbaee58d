import { ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { type PayrollRunView, payrollRunView } from '../views/payroll-run-view.js';
import { writeRunLines } from './payroll-run-lines.js';

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
export async function createPayrollRun(
  deps: ServiceDeps,
  shopId: string,
  input: CreatePayrollRunInput,
): Promise<PayrollRunView> {
  const shop = await loadShop(deps, shopId);
  if (input.periodEnd < input.periodStart) {
    throw ruleViolation('period_end', 'period_end must not be before period_start.');
  }
  const range = localDateRange(input.periodStart, input.periodEnd, shop.timezone);
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const timesheets = await repos.payrollRuns.payableTimesheets(shop.id, input.periodStart, input.periodEnd);
    const commissions = await repos.commissions.listUnpaid(shop.id, range.from, range.to);
    const now = deps.now();
    const run = await repos.payrollRuns.insert({
      id: newId('run', now),
      shopId: shop.id,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    });
    await repos.payrollRuns.hold(
      run.id,
      timesheets.map((t) => t.id),
      commissions.map((c) => c.id),
    );
    await writeRunLines(deps, shop, run, timesheets, commissions);
    return payrollRunView(run, await repos.payrollRuns.totals(run.id));
  });
}
