import { z } from 'zod';
import { NoteText } from '../common-schemas.js';

/** Minutes of unpaid break in one entry, at most a day. */
export const BreakMinutes = z.number().int().min(0).max(1440);
export const EntryNote = NoteText.max(2000).nullable();
