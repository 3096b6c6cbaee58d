import type { PayrollExportSettings } from './payroll-export-settings.js';
import {
  figure,
  nonZero,
  type PayrollFileInput,
  type PayrollFileLayout,
  type StaffFigures,
  text,
} from './payroll-file.js';
import { adpFileNumber } from './payroll-formats.js';

/**
 * ADP Workforce Now paydata import, "EPI" file (SPEC §19; ../shared/payroll-formats.md "ADP"):
 * the column order of ADP's Automated Paydata Integration
 * (https://apps.adp.com/en-US/apps/372723/automated-paydata-integration-for-adp-workforce-now/features),
 * the spellings, `Co Code` and `File #` padding and the `EPIcccXX.csv` name from open sources
 * (OpenDental's ADP export, SuccessWare21's spec). The earning and memo codes are the shop's own
 * (`payroll_export.adp_wfn`); each code is written only beside an amount.
 */

type Adp = PayrollExportSettings['adp_wfn'];

/** `Co Code`, right-padded to 3 with `_` (`AB` → `AB_`). */
export function adpCompanyCode(settings: Adp): string {
  return (settings.company_code ?? '').padEnd(3, '_');
}

/** `Batch ID`: the shop's, else the run's `period_end` as `YYMMDD`. */
export function adpBatchId(input: PayrollFileInput): string {
  const batch = input.settings.adp_wfn.batch_id;
  return (
    batch ?? `${input.periodEnd.slice(2, 4)}${input.periodEnd.slice(5, 7)}${input.periodEnd.slice(8, 10)}`
  );
}

/** A code column: the code when its amount is not zero, else empty. */
const codeFor = (amount: (l: StaffFigures) => number, code: (s: Adp) => string) =>
  text((l: StaffFigures, input: PayrollFileInput) => (amount(l) === 0 ? null : code(input.settings.adp_wfn)));

const doubleTime = (l: StaffFigures) => l.doubleTimeHours;
const commission = (l: StaffFigures) => l.commissionCents;
const paycheckTips = (l: StaffFigures) => l.paycheckTipsCents;
const cashTips = (l: StaffFigures) => l.cashTipsCents;

export const ADP_WFN_LAYOUT: PayrollFileLayout<StaffFigures> = {
  format: 'adp_wfn',
  rows: (input) =>
    input.lines.filter((l) =>
      nonZero(
        l.regularHours,
        l.overtimeHours,
        l.doubleTimeHours,
        l.commissionCents,
        l.paycheckTipsCents,
        l.cashTipsCents,
      ),
    ),
  staffOf: (line) => line,
  columns: [
    { name: 'Co Code', ...text((_l: StaffFigures, input) => adpCompanyCode(input.settings.adp_wfn)) },
    { name: 'Batch ID', ...text((_l: StaffFigures, input) => adpBatchId(input)) },
    { name: 'File #', ...text((l: StaffFigures) => adpFileNumber(l.payrollIds.adp_wfn ?? '')) },
    { name: 'Reg Hours', ...figure((l: StaffFigures) => l.regularHours) },
    { name: 'O/T Hours', ...figure((l: StaffFigures) => l.overtimeHours) },
    { name: 'Hours 3 Code', ...codeFor(doubleTime, (s) => s.double_time_code) },
    { name: 'Hours 3 Amount', ...figure(doubleTime) },
    { name: 'Earnings 3 Code', ...codeFor(commission, (s) => s.commission_code) },
    { name: 'Earnings 3 Amount', ...figure(commission) },
    { name: 'Earnings 4 Code', ...codeFor(paycheckTips, (s) => s.paycheck_tips_code) },
    { name: 'Earnings 4 Amount', ...figure(paycheckTips) },
    { name: 'Memo Code', ...codeFor(cashTips, (s) => s.cash_tips_memo_code) },
    { name: 'Memo Amount', ...figure(cashTips) },
  ],
  requiredSettings: (settings) => [
    { field: 'payroll_export.adp_wfn.company_code', value: settings.adp_wfn.company_code },
  ],
  fileName: (input) => `EPI${adpCompanyCode(input.settings.adp_wfn)}${adpBatchId(input).slice(-2)}.csv`,
};
