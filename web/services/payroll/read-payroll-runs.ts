import type { Page } from '../../db/repositories/page.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { type PayrollRunView, payrollRunView } from '../views/payroll-run-view.js';

export async function getPayrollRun(deps: ServiceDeps, shopId: string, id: string): Promise<PayrollRunView> {
  const run = await deps.repos.payrollRuns.findById(shopId, id);
  if (!run) throw notFound('payroll run');
  return payrollRunView(run, await deps.repos.payrollRuns.totals(run.id));
}

export async function listPayrollRuns(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
): Promise<ListResult<PayrollRunView>> {
  const rows = await deps.repos.payrollRuns.list(shopId, page);
  if (!rows) throw invalidField('starting_after', 'No payroll run with that id to start after.');
  const result = pageOf(rows, page.limit);
  const data: PayrollRunView[] = [];
  for (const run of result.data) data.push(payrollRunView(run, await deps.repos.payrollRuns.totals(run.id)));
  return { ...result, data };
}
