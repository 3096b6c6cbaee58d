import { Badge, DataTable } from '@shopify/polaris';
import type { AttendanceRow, AttendanceStatus } from '../api/types.js';
import { ATTENDANCE_STATUS_LABELS, formatMinutes } from '../lib/attendance.js';
import { timeOnDay } from '../lib/clock.js';
import { formatDay } from '../lib/time.js';
import { KeyboardScrollable } from './keyboard-scrollable.js';

const STATUS_TONES: Record<AttendanceStatus, 'success' | 'warning' | 'critical' | 'info' | undefined> = {
  on_time: 'success',
  late: 'warning',
  open: 'info',
  no_show: 'critical',
  missing: 'warning',
  scheduled: undefined,
  unscheduled: 'info',
};

/**
 * A week of attendance, one row per shift or unscheduled entry, in the API's order. Times on the
 * row's own day show bare; an overnight clock-out shows its date.
 */
export function AttendanceTable({
  rows,
  names,
  timeZone,
}: {
  rows: AttendanceRow[];
  names: Map<string, string>;
  timeZone: string;
}) {
  const at = (iso: string | null, date: string) => timeOnDay(iso, date, timeZone);
  return (
    <KeyboardScrollable label="Attendance table">
      <DataTable
        columnContentTypes={['text', 'text', 'text', 'text', 'text', 'numeric', 'numeric', 'text']}
        headings={['Staff', 'Day', 'Scheduled', 'Clocked in', 'Clocked out', 'Late', 'Left early', 'Status']}
        rows={rows.map((row) => [
          names.get(row.staff_id) ?? row.staff,
          formatDay(row.date),
          row.scheduled_start
            ? `${at(row.scheduled_start, row.date)}–${at(row.scheduled_end, row.date)}`
            : '—',
          at(row.clocked_in_at, row.date),
          at(row.clocked_out_at, row.date),
          formatMinutes(row.late_minutes),
          formatMinutes(row.early_leave_minutes),
          <Badge key="s" tone={STATUS_TONES[row.status]}>
            {ATTENDANCE_STATUS_LABELS[row.status]}
          </Badge>,
        ])}
      />
    </KeyboardScrollable>
  );
}
