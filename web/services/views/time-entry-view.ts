import { z } from 'zod';
import type { TimeEntryRow } from '../../db/repositories/time-entries-repository.js';
import { toCentihours } from '../../domain/pay/overtime.js';
import { workedMs } from '../../domain/timesheets/timesheet-hours.js';
import { centihoursToNumber } from './hours.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

/** How an entry was made (SPEC §10): by hand, at a kiosk or clock client, or at Shopify POS. */
export const TIME_ENTRY_SOURCES = ['manual', 'clock', 'pos'] as const;
export type TimeEntrySource = (typeof TIME_ENTRY_SOURCES)[number];

export const TimeEntrySchema = z
  .object({
    id: Id('ent'),
    object: z.literal('time_entry'),
    staff: z.string(),
    staff_id: Id('stf'),
    timesheet: Id('tms'),
    started_at: Timestamp,
    ended_at: Timestamp.nullable(),
    break_minutes: z.number().int(),
    hours: z.number(),
    note: z.string().nullable(),
    source: z.enum(TIME_ENTRY_SOURCES),
    /** The scheduled shift its clock-in falls in, or null. */
    shift: Id('shf').nullable(),
    location_id: z
      .string()
      .nullable()
      .meta({ description: 'The POS location the clock action came from, or null.' }),
    /** When its open break began, or null. */
    break_started_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'TimeEntry' });
export type TimeEntryView = z.output<typeof TimeEntrySchema>;

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
