import type { MyCommissionView, MyTimesheetView } from '../../../services/views/my-pay-views.js';
import type { ShiftView } from '../../../services/views/shift-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';

/** The staff app's lists as CSV (SPEC §5): the JSON's columns, pay columns only when shown. */
export const MY_SHIFTS_CSV: CsvColumn<ShiftView>[] = [
  { name: 'id', kind: 'text', value: (s) => s.id },
  { name: 'starts_at', kind: 'text', value: (s) => s.starts_at },
  { name: 'ends_at', kind: 'text', value: (s) => s.ends_at },
  { name: 'break_minutes', kind: 'number', value: (s) => s.break_minutes },
  { name: 'location', kind: 'text', value: (s) => s.location },
  { name: 'role', kind: 'text', value: (s) => s.role },
  { name: 'note', kind: 'text', value: (s) => s.note },
];

const TIMESHEET_HOURS: CsvColumn<MyTimesheetView>[] = [
  { name: 'id', kind: 'text', value: (t) => t.id },
  { name: 'week_start', kind: 'text', value: (t) => t.week_start },
  { name: 'status', kind: 'text', value: (t) => t.status },
  { name: 'hours', kind: 'number', value: (t) => t.hours },
  { name: 'regular_hours', kind: 'number', value: (t) => t.regular_hours },
  { name: 'overtime_hours', kind: 'number', value: (t) => t.overtime_hours },
  { name: 'double_time_hours', kind: 'number', value: (t) => t.double_time_hours },
];

export function myTimesheetsCsv(seePay: boolean): CsvColumn<MyTimesheetView>[] {
  if (!seePay) return TIMESHEET_HOURS;
  return [
    ...TIMESHEET_HOURS,
    { name: 'rate', kind: 'money', value: (t) => t.rate },
    { name: 'gross', kind: 'money', value: (t) => t.gross },
  ];
}

const COMMISSION_SALES: CsvColumn<MyCommissionView>[] = [
  { name: 'id', kind: 'text', value: (c) => c.id },
  { name: 'occurred_at', kind: 'text', value: (c) => c.occurred_at },
  { name: 'reference', kind: 'text', value: (c) => c.reference },
  { name: 'source', kind: 'text', value: (c) => c.source },
  { name: 'sale_amount', kind: 'money', value: (c) => c.sale_amount },
];

export function myCommissionsCsv(seePay: boolean): CsvColumn<MyCommissionView>[] {
  if (!seePay) return COMMISSION_SALES;
  return [
    ...COMMISSION_SALES,
    { name: 'rate', kind: 'text', value: (c) => c.rate },
    { name: 'amount', kind: 'money', value: (c) => c.amount },
  ];
}
