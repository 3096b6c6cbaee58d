import type { AttendanceRow, AttendanceStatus } from '../../domain/clock/attendance.js';
import { formatOptionalInstant } from './instant.js';

/** One row of `GET /v1/attendance` (SPEC §10): a scheduled shift against the clock. */
export interface AttendanceRowView {
  staff: string;
  staff_id: string;
  date: string;
  shift: string | null;
  scheduled_start: string | null;
  scheduled_end: string | null;
  entry: string | null;
  clocked_in_at: string | null;
  clocked_out_at: string | null;
  late_minutes: number | null;
  early_leave_minutes: number | null;
  status: AttendanceStatus;
}

export interface AttendanceView {
  week: string;
  data: AttendanceRowView[];
}

export function attendanceRowView(row: AttendanceRow): AttendanceRowView {
  return {
    staff: row.handle,
    staff_id: row.staffId,
    date: row.date,
    shift: row.shift,
    scheduled_start: formatOptionalInstant(row.scheduledStart),
    scheduled_end: formatOptionalInstant(row.scheduledEnd),
    entry: row.entry,
    clocked_in_at: formatOptionalInstant(row.clockedInAt),
    clocked_out_at: formatOptionalInstant(row.clockedOutAt),
    late_minutes: row.lateMinutes,
    early_leave_minutes: row.earlyLeaveMinutes,
    status: row.status,
  };
}
