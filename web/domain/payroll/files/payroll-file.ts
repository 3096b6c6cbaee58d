import { AppError } from '../../errors.js';
import { formatMoney } from '../../money/money.js';
import type { PayrollExportSettings } from './payroll-export-settings.js';
import type { PayrollFormat, PayrollIds } from './payroll-formats.js';

/** One staff member's line of a run as the files read it: hours in hundredths, money in cents. */
export interface StaffFigures {
  handle: string;
  name: string;
  payrollIds: PayrollIds;
  regularHours: number;
  /** 1.5× hours only. */
  overtimeHours: number;
  doubleTimeHours: number;
  commissionCents: number;
  paycheckTipsCents: number;
  cashTipsCents: number;
}

/** One timesheet a run pays, for the files that go per week (QuickBooks). */
export interface TimesheetFigures {
  handle: string;
  name: string;
  payrollIds: PayrollIds;
  /** The work week's first local day, `YYYY-MM-DD`. */
  weekStart: string;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
}

export interface PayrollFileInput {
  /** The run's period, `YYYY-MM-DD`, both inclusive. */
  periodStart: string;
  periodEnd: string;
  settings: PayrollExportSettings;
  lines: readonly StaffFigures[];
  timesheets: readonly TimesheetFigures[];
}

/** A cell: text, a figure in hundredths (hours or cents: both print with two decimals), or empty. */
export type Cell = { text: string } | { hundredths: number } | null;

export interface PayrollFileColumn<Row> {
  name: string;
  cell: (row: Row, input: PayrollFileInput) => Cell;
}

/**
 * A provider's file, said declaratively: where its rows come from (each with the staff member it
 * belongs to, already without the rows whose figures are all zero), its columns in order, the
 * settings it cannot do without, and its file name. `writePayrollFile` runs every layout.
 */
export interface PayrollFileLayout<Row> {
  format: PayrollFormat;
  /** Rows in the order the format gives within one staff member; the writer sorts by handle first. */
  rows: (input: PayrollFileInput) => Row[];
  staffOf: (row: Row) => { handle: string; payrollIds: PayrollIds };
  columns: readonly PayrollFileColumn<Row>[];
  /** Settings that must be set, by their path in `/v1/shop`, and their value. */
  requiredSettings?: (settings: PayrollExportSettings) => { field: string; value: string | null }[];
  fileName: (input: PayrollFileInput) => string;
}

export interface PayrollFile {
  fileName: string;
  /** The whole file: UTF-8 without BOM once encoded, every row ending CRLF. */
  text: string;
}

/** Cell builders, so a layout reads as a table of columns. */
export const text = <Row>(value: (row: Row, input: PayrollFileInput) => string | null) => ({
  cell: (row: Row, input: PayrollFileInput): Cell => {
    const made = value(row, input);
    return made === null ? null : { text: made };
  },
});
export const figure = <Row>(value: (row: Row) => number) => ({
  cell: (row: Row): Cell => ({ hundredths: value(row) }),
});
export const empty = { cell: (): Cell => null };

/** `=`, `+`, `-`, `@`, tab, CR: a spreadsheet runs a text cell starting with one as a formula (SPEC §5). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * SPEC §19: numbers with two decimals, never quoted, zero an empty cell; text quoted only when it
 * holds `,` `"` CR or LF (`"` doubled), with `'` before a formula start.
 */
export function formatCell(cell: Cell): string {
  if (cell === null) return '';
  if ('hundredths' in cell) return cell.hundredths === 0 ? '' : formatMoney(cell.hundredths);
  const guarded = FORMULA_START.test(cell.text) ? `'${cell.text}` : cell.text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Handles are ASCII: compared by code unit, the same order on every database. */
const byHandle = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The one writer of every provider file. It refuses, before writing anything, a layout whose
 * settings are missing (`payroll_settings_missing`) and any row of a staff member without an id
 * at the provider (`payroll_id_missing`, every such handle): never a partial file.
 */
export function writePayrollFile<Row>(layout: PayrollFileLayout<Row>, input: PayrollFileInput): PayrollFile {
  const { format } = layout;
  const unset = (layout.requiredSettings?.(input.settings) ?? []).filter((s) => s.value === null);
  if (unset.length > 0)
    throw new AppError(
      'payroll_settings_missing',
      `The ${format} file needs ${unset.map((s) => s.field).join(', ')}: set it in the shop's payroll_export.`,
      {
        errors: unset.map((s) => ({ field: s.field, message: 'must be set to write this file' })),
        parts: { format },
      },
    );
  // A stable sort: within a staff member, rows keep the order the layout made them in.
  const rows = layout
    .rows(input)
    .map((row) => ({ row, staff: layout.staffOf(row) }))
    .sort((a, b) => byHandle(a.staff.handle, b.staff.handle));
  const missing = [
    ...new Set(rows.filter((r) => r.staff.payrollIds[format] === null).map((r) => r.staff.handle)),
  ];
  if (missing.length > 0) {
    missing.sort(byHandle);
    throw new AppError(
      'payroll_id_missing',
      `${missing.length === 1 ? 'A staff member' : `${missing.length} staff members`} in the ${format} file ${missing.length === 1 ? 'has' : 'have'} no payroll_ids.${format}: ${missing.join(', ')}.`,
      {
        errors: missing.map((handle) => ({ field: `payroll_ids.${format}`, message: handle })),
        parts: { format, staff: missing },
      },
    );
  }
  let out = `${layout.columns.map((c) => formatCell({ text: c.name })).join(',')}\r\n`;
  for (const { row } of rows)
    out += `${layout.columns.map((c) => formatCell(c.cell(row, input))).join(',')}\r\n`;
  return { fileName: layout.fileName(input), text: out };
}

/** A figure that is not zero: the rows of a format are made only for those. */
export const nonZero = (...figures: number[]) => figures.some((f) => f !== 0);
