import { z } from 'zod';
import type { AvailabilityRow } from '../../db/repositories/availability-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { type Availability, EMPTY_AVAILABILITY, WEEKDAYS } from '../../domain/availability/availability.js';
import { formatInstant } from './instant.js';
import { DateOnly, Id, Timestamp } from './schema-fields.js';

/** Local `HH:MM` of the shop's zone; `24:00` ends a day (SPEC §17). */
export const LocalTime = z
  .string()
  .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a local time HH:MM from 00:00 to 24:00')
  .meta({ example: '09:00' });

export const AvailabilityKindSchema = z.enum(['unavailable', 'preferred']);

export const TimeRangeSchema = z.strictObject({
  start: LocalTime,
  end: LocalTime,
  kind: AvailabilityKindSchema,
});

export const WeeklyRangeSchema = z.strictObject({
  weekday: z.enum(WEEKDAYS),
  start: LocalTime,
  end: LocalTime,
  kind: AvailabilityKindSchema,
});

/** Bounds that keep every check of a document (and every shift write's warnings) small. */
export const MAX_WEEKLY_RANGES = 100;
export const MAX_EXCEPTIONS = 400;
export const MAX_RANGES_PER_EXCEPTION = 24;

/** The document as stored: already checked when written, parsed again when read (STYLE 3). */
export const StoredAvailability = z.object({
  weekly: z.array(WeeklyRangeSchema),
  exceptions: z.array(z.object({ date: z.string(), ranges: z.array(TimeRangeSchema) })),
});

export const AvailabilitySchema = z
  .object({
    staff: z.string(),
    staff_id: Id('stf'),
    weekly: z.array(WeeklyRangeSchema),
    exceptions: z.array(z.object({ date: DateOnly, ranges: z.array(TimeRangeSchema) })),
    updated_at: Timestamp.nullable().meta({ description: 'Null until availability is first set.' }),
  })
  .meta({ id: 'Availability' });
export type AvailabilityView = z.output<typeof AvailabilitySchema>;

export function availabilityOf(row: AvailabilityRow | undefined): Availability {
  return row ? StoredAvailability.parse(JSON.parse(row.document)) : EMPTY_AVAILABILITY;
}

export function availabilityView(staff: StaffRow, row: AvailabilityRow | undefined): AvailabilityView {
  const doc = availabilityOf(row);
  return {
    staff: staff.handle,
    staff_id: staff.id,
    weekly: doc.weekly,
    exceptions: doc.exceptions,
    updated_at: row ? formatInstant(row.updatedAt) : null,
  };
}
