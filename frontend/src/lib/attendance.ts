import type { AttendanceStatus } from '../api/types.js';

/** The attendance statuses of SPEC §10 in a manager's words. */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  on_time: 'On time',
  late: 'Late',
  open: 'Still clocked in',
  no_show: 'No-show',
  missing: 'Missing: not clocked in',
  scheduled: 'Scheduled',
  unscheduled: 'Not on the schedule',
};

/** "12 min"; "—" when the API could not tell (no shift, or not clocked both ways). */
export function formatMinutes(minutes: number | null): string {
  return minutes === null ? '—' : `${minutes} min`;
}
