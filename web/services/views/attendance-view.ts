import { z } from 'zod';
import { ATTENDANCE_STATUSES, type AttendanceRow } from '../../domain/clock/attendance.js';
import { formatOptionalInstant } from './instant.js';
import { DateOnly, Id, Timestamp } from './schema-fields.js';

/** `GET /v1/attendance` (SPEC §10): each scheduled shift of a week against the clock. */
export const AttendanceSchema = z
  .object({
    week: DateOnly,
    data: z.array(
      z.object({
        staff: z.string(),
        staff_id: Id('stf'),
        date: DateOnly.meta({ description: 'Local day of the shift, or of the entry when unscheduled.' }),
        shift: Id('shf').nullable(),
        scheduled_start: Timestamp.nullable(),
        scheduled_end: Timestamp.nullable(),
        entry: Id('ent').nullable(),
        clocked_in_at: Timestamp.nullable(),
        clocked_out_at: Timestamp.nullable(),
        late_minutes: z.number().int().nullable(),
        early_leave_minutes: z.number().int().nullable(),
        status: z.enum(ATTENDANCE_STATUSES),
      }),
    ),
  })
  .meta({ id: 'Attendance' });
export type AttendanceView = z.output<typeof AttendanceSchema>;
export type AttendanceRowView = AttendanceView['data'][number];

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
