import { z } from 'zod';
import { TIME_OFF_KINDS } from '../../../domain/scheduling/time-off.js';
import { NoteText } from '../common-schemas.js';

export const TimeOffKind = z.enum(TIME_OFF_KINDS);
export const TimeOffNote = NoteText.max(2000).nullable();

/** The body of an approval or a denial: an optional reason. */
export const DecideTimeOffBody = z.strictObject({
  reason: NoteText.trim().min(1).max(1000).optional(),
});
