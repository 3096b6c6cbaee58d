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

/** Longest shift that can be planned (ms). */
export const MAX_SHIFT_MS = 24 * 3_600_000;

export interface TimesProblem {
  field: 'ends_at' | 'break_minutes';
  message: string;
}

/** What makes these times no shift at all, or null when they are fine. */
export function shiftTimesProblem({ startsAt, endsAt, breakMinutes }: ShiftTimes): TimesProblem | null {
  if (endsAt <= startsAt) return { field: 'ends_at', message: 'ends_at must be after starts_at.' };
  if (endsAt - startsAt > MAX_SHIFT_MS)
    return { field: 'ends_at', message: 'A shift cannot last more than 24 hours.' };
  if (breakMinutes * 60_000 > endsAt - startsAt)
    return { field: 'break_minutes', message: 'The break is longer than the shift.' };
  return null;
}

/** Two spans share some time; spans that only touch (one ends as the other starts) do not. */
export function spansOverlap(
  a: { startsAt: number; endsAt: number },
  b: { startsAt: number; endsAt: number },
): boolean {
  return a.startsAt < b.endsAt && b.startsAt < a.endsAt;
}
