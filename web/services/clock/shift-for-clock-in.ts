import { MATCH_BEFORE_START_MS, matchShift } from '../../domain/clock/shift-match.js';
import type { ServiceDeps } from '../deps.js';

/**
 * The id of the staff member's shift that a clock-in at `at` falls in (SPEC §10), or null. Every
 * entry is matched this way, whether the clock or a manager made it.
 */
export async function shiftForClockIn(
  deps: ServiceDeps,
  staffId: string,
  at: number,
): Promise<string | null> {
  // Shifts that start no later than an hour after `at` and have not ended by then.
  const candidates = await deps.repos.shifts.listOverlapping([staffId], at, at + MATCH_BEFORE_START_MS + 1);
  return matchShift(at, candidates)?.id ?? null;
}
