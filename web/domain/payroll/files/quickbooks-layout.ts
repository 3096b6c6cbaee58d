import { divideRoundHalfUp } from '../../money/money.js';
import type { PayrollExportSettings } from './payroll-export-settings.js';
import type { PayrollFileLayout, TimesheetFigures } from './payroll-file.js';
import { text } from './payroll-file.js';

/**
 * QuickBooks Online time activities (SPEC §19; ../shared/payroll-formats.md "QuickBooks"):
 * QuickBooks Online Payroll documents no file import of hours, so this is the time-activity CSV
 * that third-party importers read (Zed Axis:
 * https://support.zed-systems.com/kb/a375/how-to-import-timesheets-into-quickbooks-online-using-axis-online.aspx),
 * reduced to six columns. A row per staff member, timesheet and non-zero kind of hours; the
 * employee is matched by display name. Commission and tips cannot ride on a time activity.
 */

type Kind = keyof PayrollExportSettings['quickbooks'];

export interface QuickbooksRow {
  timesheet: TimesheetFigures;
  kind: Kind;
  hours: number;
}

/** `H:MM`: minutes = hours × 60, half-up (29.83 h → 1790 min → `29:50`). */
export function duration(hundredthsOfHours: number): string {
  const minutes = divideRoundHalfUp(hundredthsOfHours * 60, 100);
  const mm = minutes % 60;
  return `${(minutes - mm) / 60}:${mm < 10 ? '0' : ''}${mm}`;
}

/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
export function usDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

const KINDS: readonly [Kind, (t: TimesheetFigures) => number][] = [
  ['regular', (t) => t.regularHours],
  ['overtime', (t) => t.overtimeHours],
  ['double_time', (t) => t.doubleTimeHours],
];

export const QUICKBOOKS_LAYOUT: PayrollFileLayout<QuickbooksRow> = {
  format: 'quickbooks',
  rows: (input) =>
    [...input.timesheets]
      .sort((a, b) => (a.weekStart < b.weekStart ? -1 : a.weekStart > b.weekStart ? 1 : 0))
      .flatMap((timesheet) =>
        KINDS.flatMap(([kind, hoursOf]) => {
          const hours = hoursOf(timesheet);
          return hours === 0 ? [] : [{ timesheet, kind, hours }];
        }),
      ),
  staffOf: (row) => row.timesheet,
  columns: [
    { name: 'TxnDate', ...text((r: QuickbooksRow) => usDate(r.timesheet.weekStart)) },
    { name: 'NameOf', ...text(() => 'Employee') },
    { name: 'EmployeeVendorRefName', ...text((r: QuickbooksRow) => r.timesheet.payrollIds.quickbooks) },
    { name: 'PayrollItemRef', ...text((r: QuickbooksRow, input) => input.settings.quickbooks[r.kind]) },
    { name: 'Duration', ...text((r: QuickbooksRow) => duration(r.hours)) },
    { name: 'Description', ...text((r: QuickbooksRow) => `Shiftbook week ${r.timesheet.weekStart}`) },
  ],
  fileName: (input) => `shiftbook-quickbooks-${input.periodStart}-${input.periodEnd}.csv`,
};
