import type { ExportCursor } from '../../db/repositories/export-cursor.js';
import type { Page } from '../../db/repositories/page.js';
import type { PayrollLineRecord } from '../../db/repositories/payroll-runs-repository.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ExportDeps, ServiceDeps } from '../deps.js';
import { openExport } from '../export-cursor.js';
import { type ListResult, pageOf } from '../list-page.js';
import { type PayrollLineView, payrollLineView } from '../views/payroll-line-view.js';

async function loadRun(deps: ServiceDeps, shopId: string, runId: string) {
  const run = await deps.repos.payrollRuns.findById(shopId, runId);
  if (!run) throw notFound('payroll run');
  return run;
}

/** A run's lines, one per staff member, ordered by handle. */
export async function listPayrollLines(
  deps: ServiceDeps,
  shopId: string,
  runId: string,
  page: Page,
): Promise<ListResult<PayrollLineView>> {
  const run = await loadRun(deps, shopId, runId);
  const records = await deps.repos.payrollRuns.listLines(shopId, run.id, page);
  if (!records)
    throw invalidField('starting_after', 'No payroll line of this run with that id to start after.');
  return pageOf(records.map(payrollLineView), page.limit);
}

/** Every line of a run as raw arrays, from a cursor of its own, for a CSV stream. */
export async function exportPayrollLines(
  deps: ExportDeps,
  shopId: string,
  runId: string,
): Promise<ExportCursor<PayrollLineRecord>> {
  const run = await loadRun(deps, shopId, runId);
  return openExport(() => deps.exports.payrollLines(shopId, run.id));
}
