/** A clock-in counts toward a shift from this long (ms) before the shift starts (SPEC §10). */
export const MATCH_BEFORE_START_MS = 60 * 60_000;

export interface ShiftSpan {
  id: string;
  startsAt: number;
  endsAt: number;
}

/**
 * The shift a clock-in at `at` falls in: from 60 minutes before its start until its end. When
 * several do, the one starting nearest to the clock-in (the earlier on a tie, then the lower
 * id, so the answer never depends on the order rows came in). Null when none does.
 */
export function matchShift<S extends ShiftSpan>(at: number, shifts: readonly S[]): S | null {
  let best: S | null = null;
  for (const shift of shifts) {
    if (at < shift.startsAt - MATCH_BEFORE_START_MS || at >= shift.endsAt) continue;
    if (best === null || closer(at, shift, best)) best = shift;
  }
  return best;
}

function closer(at: number, a: ShiftSpan, b: ShiftSpan): boolean {
  const da = Math.abs(a.startsAt - at);
  const db = Math.abs(b.startsAt - at);
  if (da !== db) return da < db;
  if (a.startsAt !== b.startsAt) return a.startsAt < b.startsAt;
  return a.id < b.id;
}

/** The window [from, to) of shift starts that a clock-in at `at` could match, for a range query. */
export function matchWindow(at: number): { startsBefore: number; endsAfter: number } {
  return { startsBefore: at + MATCH_BEFORE_START_MS, endsAfter: at };
}
