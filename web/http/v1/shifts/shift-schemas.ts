import { z } from 'zod';
import { isCalendarDate } from '../../../domain/time/calendar-date.js';
import type { RangeBound } from '../../../services/scheduling/read-shifts.js';
import { Instant, NoteText, PlainText } from '../common-schemas.js';

/** Minutes of unpaid break in one shift, at most a day. */
export const BreakMinutes = z.number().int().min(0).max(1440);
/** A location or a role: short, trimmed, null to clear. */
export const ShortText = PlainText.trim().max(200).nullable();
export const ShiftNote = NoteText.max(2000).nullable();

/** A calendar date (a local day of the shop) or an RFC 3339 instant. */
export const RangeBoundParam = z.union(
  [
    z
      .string()
      .refine(isCalendarDate)
      .transform((date): RangeBound => ({ date })),
    Instant.transform((instant): RangeBound => ({ instant })),
  ],
  { error: 'must be a date YYYY-MM-DD or an RFC 3339 timestamp' },
);
