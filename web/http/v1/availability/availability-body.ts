import { z } from 'zod';
import {
  MAX_EXCEPTIONS,
  MAX_RANGES_PER_EXCEPTION,
  MAX_WEEKLY_RANGES,
  TimeRangeSchema,
  WeeklyRangeSchema,
} from '../../../services/views/availability-view.js';
import { StoredDate } from '../common-schemas.js';

/**
 * The body of both availability `PUT`s (SPEC §17): the whole document. A bad weekday, time or
 * kind is a 400 here; a range that does not end after it starts and overlapping ranges are the
 * service's 422s. One exception per date (a second is a 400: which would win is not said).
 */
export const AvailabilityBody = z.strictObject({
  weekly: z.array(WeeklyRangeSchema).max(MAX_WEEKLY_RANGES),
  exceptions: z
    .array(
      z.strictObject({ date: StoredDate, ranges: z.array(TimeRangeSchema).max(MAX_RANGES_PER_EXCEPTION) }),
    )
    .max(MAX_EXCEPTIONS)
    .superRefine((exceptions, ctx) => {
      const seen = new Set<string>();
      for (const [i, e] of exceptions.entries()) {
        if (seen.has(e.date))
          ctx.addIssue({ code: 'custom', path: [i, 'date'], message: `${e.date} has an exception already` });
        seen.add(e.date);
      }
    }),
});

export const AVAILABILITY_EXAMPLE = {
  weekly: [
    { weekday: 'monday', start: '00:00', end: '12:00', kind: 'unavailable' },
    { weekday: 'saturday', start: '09:00', end: '17:00', kind: 'preferred' },
  ],
  exceptions: [{ date: '2026-12-24', ranges: [{ start: '14:00', end: '24:00', kind: 'unavailable' }] }],
};
