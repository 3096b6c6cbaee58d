import { empty, figure, nonZero, type PayrollFileLayout, type StaffFigures, text } from './payroll-file.js';

/**
 * Gusto's CSV upload of a regular payroll (SPEC §19; ../shared/payroll-formats.md "Gusto"):
 * https://support.gusto.com/article/999914471000000/Run-payroll-with-CSV-upload — Gusto's own
 * template less `owners_draw` (Gusto lets columns be dropped); the snake_case header as public
 * implementations pin it. A blank cell changes nothing in Gusto, where a 0 would overwrite.
 */

/** `last_name` is the last space-separated word of the name; `first_name` what precedes it. */
export function splitName(name: string): { first: string; last: string } {
  const cut = name.lastIndexOf(' ');
  return cut < 0
    ? { first: '', last: name }
    : { first: name.slice(0, cut).trimEnd(), last: name.slice(cut + 1) };
}

export const GUSTO_LAYOUT: PayrollFileLayout<StaffFigures> = {
  format: 'gusto',
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
    { name: 'last_name', ...text((l: StaffFigures) => splitName(l.name).last) },
    { name: 'first_name', ...text((l: StaffFigures) => splitName(l.name).first) },
    { name: 'title', ...empty },
    { name: 'gusto_employee_id', ...text((l: StaffFigures) => l.payrollIds.gusto) },
    { name: 'regular_hours', ...figure((l: StaffFigures) => l.regularHours) },
    { name: 'overtime_hours', ...figure((l: StaffFigures) => l.overtimeHours) },
    { name: 'double_overtime_hours', ...figure((l: StaffFigures) => l.doubleTimeHours) },
    { name: 'missed_break_hours', ...empty },
    { name: 'bonus', ...empty },
    { name: 'commission', ...figure((l: StaffFigures) => l.commissionCents) },
    { name: 'paycheck_tips', ...figure((l: StaffFigures) => l.paycheckTipsCents) },
    { name: 'cash_tips', ...figure((l: StaffFigures) => l.cashTipsCents) },
    { name: 'correction_payment', ...empty },
    { name: 'reimbursement', ...empty },
    { name: 'personal_note', ...empty },
  ],
  fileName: (input) => `shiftbook-gusto-${input.periodStart}-${input.periodEnd}.csv`,
};
