import type { Page } from '../db/repositories/page.js';
import { invalidField, notFound } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';
import { type ListResult, pageOf } from './list-page.js';
import { type PayrollRunView, payrollRunView } from './views/payroll-run-view.js';

export function getPayrollRun(deps: ServiceDeps, shopId: string, id: string): PayrollRunView {
  const run = deps.repos.payrollRuns.findById(shopId, id);
  if (!run) throw notFound('payroll run');
  return payrollRunView(run, deps.repos.payrollRuns.totals(run.id));
}

export function listPayrollRuns(deps: ServiceDeps, shopId: string, page: Page): ListResult<PayrollRunView> {
  const rows = deps.repos.payrollRuns.list(shopId, page);
  if (!rows) throw invalidField('starting_after', 'No payroll run with that id to start after.');
  const result = pageOf(rows, page.limit);
  return {
    ...result,
    data: result.data.map((run) => payrollRunView(run, deps.repos.payrollRuns.totals(run.id))),
  };
}
