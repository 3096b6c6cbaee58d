/** When a shift runs: UTC instants (ms) and an unpaid break in minutes. */
export interface ShiftTimes {
  startsAt: number;
  endsAt: number;
  breakMinutes: number;
}

/** A shift of one staff member over [startsAt, endsAt). */
export interface PlacedShift {
  id: string;
  staffId: string;
  startsAt: number;
  endsAt: number;
}

/** Shortest shift that can be planned (ms): a minute (SPEC §13). */
export const MIN_SHIFT_MS = 60_000;

/** Longest shift that can be planned (ms): a day (SPEC §13). */
export const MAX_SHIFT_MS = 24 * 3_600_000;

/** Most shifts a shop's work week holds (SPEC §13); a create, move or copy beyond it is refused. */
export const MAX_SHIFTS_PER_WEEK = 2000;

export interface TimesProblem {
  /** `invalid_span`: start and end make no shift; `rule_violation`: the break does not fit. */
  code: 'invalid_span' | 'rule_violation';
  field: 'ends_at' | 'break_minutes';
  message: string;
}

/**
 * What makes these times no shift at all, or null when they are fine. A span shorter than a
 * minute (ending at or before its start included) or longer than a day is `invalid_span`,
 * named on `ends_at` as the end is what is measured from the start.
 */
export function shiftTimesProblem({ startsAt, endsAt, breakMinutes }: ShiftTimes): TimesProblem | null {
  const span = (message: string): TimesProblem => ({ code: 'invalid_span', field: 'ends_at', message });
  if (endsAt <= startsAt) return span('ends_at must be after starts_at.');
  if (endsAt - startsAt < MIN_SHIFT_MS) return span('A shift lasts at least 1 minute.');
  if (endsAt - startsAt > MAX_SHIFT_MS) return span('A shift cannot last more than 24 hours.');
  if (breakMinutes * 60_000 > endsAt - startsAt)
    return { code: 'rule_violation', field: 'break_minutes', message: 'The break is longer than the shift.' };
  return null;
}

/** Two spans share some time; spans that only touch (one ends as the other starts) do not. */
export function spansOverlap(
  a: { startsAt: number; endsAt: number },
  b: { startsAt: number; endsAt: number },
): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
