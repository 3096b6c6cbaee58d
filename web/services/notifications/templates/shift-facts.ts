import { z } from 'zod';

/**
 * A shift as an email payload carries it: its times and labels, no bodies (decision 56). The
 * worker renders the message and the `.ics` from these at send time.
 */
export const ShiftFacts = z.object({
  id: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  breakMinutes: z.number().int(),
  updatedAt: z.number().int(),
  sequence: z.number().int(),
  role: z.string().nullable(),
  location: z.string().nullable(),
  note: z.string().nullable(),
});
export type ShiftFacts = z.output<typeof ShiftFacts>;

/** The fields of a shift row the payload keeps. */
export function shiftFactsOf(shift: ShiftFacts): ShiftFacts {
  const { id, startsAt, endsAt, breakMinutes, updatedAt, sequence, role, location, note } = shift;
  return { id, startsAt, endsAt, breakMinutes, updatedAt, sequence, role, location, note };
}

/** "Tue 2 Dec, 9:00–17:00 · Barista · Front" as one line of a list. */
export function withLabels(span: string, shift: { role: string | null; location: string | null }): string {
  return [span, shift.role, shift.location].filter((part) => part).join(' · ');
}
