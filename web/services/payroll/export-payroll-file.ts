import type { PayrollFileStaff } from '../../db/repositories/payroll-runs-repository.js';
import { notFound } from '../../domain/errors.js';
import {
  parsePayrollExport,
  payrollExportSettings,
} from '../../domain/payroll/files/payroll-export-settings.js';
import type { PayrollFile } from '../../domain/payroll/files/payroll-file.js';
import { payrollFile } from '../../domain/payroll/files/payroll-files.js';
import type { PayrollFormat, PayrollIds } from '../../domain/payroll/files/payroll-formats.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';

function staffOf(row: PayrollFileStaff): { handle: string; name: string; payrollIds: PayrollIds } {
  return {
    handle: row.handle,
    name: row.name,
    payrollIds: {
      gusto: row.payrollIdGusto,
      adp_wfn: row.payrollIdAdpWfn,
      paychex_flex: row.payrollIdPaychexFlex,
      quickbooks: row.payrollIdQuickbooks,
    },
  };
}

/**
 * SPEC §19: a run, draft or finalized, as the file a payroll provider imports. The whole file is
 * made before a byte is sent, so a missing setting or id answers a 422 and never a partial file;
 * a run has a line per staff member, so it is as small as the shop's staff (decision 64).
 */
export async function exportPayrollFile(
  deps: ServiceDeps,
  shopId: string,
  runId: string,
  format: PayrollFormat,
): Promise<PayrollFile> {
  const shop = await loadShop(deps, shopId);
  const run = await deps.repos.payrollRuns.findById(shop.id, runId);
  if (!run) throw notFound('payroll run');
  const { payrollRuns } = deps.repos;
  // QuickBooks goes per timesheet and reads no line; the others read only the lines.
  const perTimesheet = format === 'quickbooks';
  const lines = perTimesheet ? [] : await payrollRuns.fileLines(shop.id, run.id);
  const timesheets = perTimesheet ? await payrollRuns.fileTimesheets(shop.id, run.id) : [];
  return payrollFile(format, {
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    settings: payrollExportSettings(parsePayrollExport(shop.payrollExport)),
    lines: lines.map((line) => ({ ...line, ...staffOf(line) })),
    timesheets: timesheets.map((timesheet) => ({ ...timesheet, ...staffOf(timesheet) })),
  });
}
