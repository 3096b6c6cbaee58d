import type { TimeEntryRow } from '../../db/repositories/time-entries-repository.js';
import { toCentihours } from '../../domain/pay/overtime.js';
import { workedMs } from '../../domain/timesheets/timesheet-hours.js';
import { centihoursToNumber } from './hours.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

export const TIME_ENTRY_SOURCES = ['manual', 'clock', 'pos'] as const;
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

export interface TimeEntryView {
  id: string;
  object: 'time_entry';
  staff: string;
  staff_id: string;
  timesheet: string;
  started_at: string;
  ended_at: string | null;
  break_minutes: number;
  hours: number;
  note: string | null;
  /** How the entry was made (SPEC §10). */
  source: TimeEntrySource;
  /** The scheduled shift its clock-in falls in, or null. */
  shift: string | null;
  /** The POS location the clock action came from, or null. */
  location_id: string | null;
  /** When its open break began, or null. */
  break_started_at: string | null;
  created_at: string;
  updated_at: string;
}

export function timeEntryView(row: TimeEntryRow, handle: string): TimeEntryView {
  return {
    id: row.id,
    object: 'time_entry',
    staff: handle,
    staff_id: row.staffId,
    timesheet: row.timesheetId,
    started_at: formatInstant(row.startedAt),
    ended_at: formatOptionalInstant(row.endedAt),
    break_minutes: row.breakMinutes,
    hours: centihoursToNumber(toCentihours(workedMs(row))),
    note: row.note,
    source: row.source as TimeEntrySource,
    shift: row.shiftId,
    location_id: row.locationId,
    break_started_at: formatOptionalInstant(row.breakStartedAt),
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
