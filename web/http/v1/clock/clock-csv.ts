import type { BoardFields } from '../../../domain/clock/board-fields.js';
import type { AttendanceRowView } from '../../../services/views/attendance-view.js';
import type { ClockBoardRowView } from '../../../services/views/clock-board-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';

const SHOPIFY_STAFF_MEMBER_ID: CsvColumn<ClockBoardRowView> = {
  name: 'shopify_staff_member_id',
  kind: 'text',
  value: (r) => r.shopify_staff_member_id,
};
const HOURS_THIS_WEEK: CsvColumn<ClockBoardRowView> = {
  name: 'hours_this_week',
  kind: 'number',
  value: (r) => r.hours_this_week,
};

/**
 * The clock board's columns, as its JSON names them; `next_shift` (an object in JSON) is its
 * id, with its start and end beside it. A column whose field the caller may not read (SPEC
 * silent, minimised: `web/domain/clock/board-fields.ts`) is left out, as the JSON leaves it out.
 */
export function clockBoardCsv(fields: BoardFields): CsvColumn<ClockBoardRowView>[] {
  return [
    { name: 'staff', kind: 'text', value: (r) => r.staff },
    { name: 'staff_id', kind: 'text', value: (r) => r.staff_id },
    { name: 'name', kind: 'text', value: (r) => r.name },
    { name: 'state', kind: 'text', value: (r) => r.state },
    { name: 'since', kind: 'text', value: (r) => r.since },
    { name: 'entry', kind: 'text', value: (r) => r.entry },
    { name: 'has_pin', kind: 'text', value: (r) => r.has_pin },
    ...(fields.shopifyStaffMemberId ? [SHOPIFY_STAFF_MEMBER_ID] : []),
    ...(fields.hoursThisWeek ? [HOURS_THIS_WEEK] : []),
    { name: 'next_shift', kind: 'text', value: (r) => r.next_shift?.id },
    { name: 'next_shift_starts_at', kind: 'text', value: (r) => r.next_shift?.starts_at },
    { name: 'next_shift_ends_at', kind: 'text', value: (r) => r.next_shift?.ends_at },
    { name: 'overdue', kind: 'text', value: (r) => r.overdue },
  ];
}

/** The attendance rows' columns, in the JSON's order and with its numbers. */
export const ATTENDANCE_CSV: CsvColumn<AttendanceRowView>[] = [
  { name: 'staff', kind: 'text', value: (r) => r.staff },
  { name: 'staff_id', kind: 'text', value: (r) => r.staff_id },
  { name: 'date', kind: 'text', value: (r) => r.date },
  { name: 'shift', kind: 'text', value: (r) => r.shift },
  { name: 'scheduled_start', kind: 'text', value: (r) => r.scheduled_start },
  { name: 'scheduled_end', kind: 'text', value: (r) => r.scheduled_end },
  { name: 'entry', kind: 'text', value: (r) => r.entry },
  { name: 'clocked_in_at', kind: 'text', value: (r) => r.clocked_in_at },
  { name: 'clocked_out_at', kind: 'text', value: (r) => r.clocked_out_at },
  { name: 'late_minutes', kind: 'number', value: (r) => r.late_minutes },
  { name: 'early_leave_minutes', kind: 'number', value: (r) => r.early_leave_minutes },
  { name: 'status', kind: 'text', value: (r) => r.status },
];
