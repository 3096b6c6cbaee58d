import { z } from 'zod';
import { CalendarDate, Format, ListQuery, PlainText, StoredDate } from '../common-schemas.js';
import { TimeOffKind, TimeOffNote } from '../time-off/time-off-schemas.js';

/** `from`, `to`: local dates of the shop, both included (SPEC §15). */
export const MyRangeQuery = z.strictObject({
  ...ListQuery,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});

export const MyShiftsQuery = z.strictObject({
  format: Format,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});

export const UpdateMeBody = z.strictObject({
  name: PlainText.trim().min(1).max(200).optional(),
  notifications: z
    .strictObject({
      schedule: z.boolean().optional(),
      reminder: z.boolean().optional(),
      time_off: z.boolean().optional(),
      pay: z.boolean().optional(),
    })
    .optional(),
});

/** §13's request, in the person's own name: no `staff` (400 when sent). */
export const RequestMyTimeOffBody = z.strictObject({
  starts_on: StoredDate,
  ends_on: StoredDate,
  kind: TimeOffKind,
  note: TimeOffNote.optional(),
});

export const CalendarUrlSchema = z
  .object({
    url: z.string().meta({ description: 'The personal iCalendar feed: subscribe to it, keep it private.' }),
  })
  .meta({ id: 'CalendarUrl' });
