import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import { MAX_SHIFT_MS } from '../../domain/scheduling/shift-times.js';

/** A shift a shop offers to claim: open (`offeredBy` null) or offered to all by a colleague. */
export interface Claimable {
  shift: ShiftRow;
  offeredBy: string | null;
}

/** Instants [from, to) a person may not take a shift in: their approved time off's local days. */
export interface Span {
  from: number;
  to: number;
}

/**
 * The claimable shifts `staffId` may take, in the order given (by start, then id), after
 * `after` and at most `limit` (SPEC §17): not started, not offered by them, outside their time
 * off, overlapping none of `own` (their shifts, by start). One pass over the shop's list: each
 * shift checks only the person's shifts that start within a day before it.
 */
export function eligibleClaimables(
  claimables: readonly Claimable[],
  person: { staffId: string; own: readonly ShiftRow[]; blocked: readonly Span[] },
  page: { now: number; after: { startsAt: number; id: string } | undefined; limit: number },
): ShiftRow[] {
  const { own, blocked } = person;
  const found: ShiftRow[] = [];
  for (let i = firstStartingAfter(claimables, page.now); i < claimables.length; i++) {
    if (found.length === page.limit) break;
    const { shift, offeredBy } = claimables[i]!;
    if (shift.startsAt <= page.now || offeredBy === person.staffId) continue;
    const { after } = page;
    if (
      after &&
      (shift.startsAt < after.startsAt || (shift.startsAt === after.startsAt && shift.id <= after.id))
    )
      continue;
    if (blocked.some((span) => shift.startsAt < span.to && shift.endsAt > span.from)) continue;
    if (overlapsAny(own, shift)) continue;
    found.push(shift);
  }
  return found;
}

/** Whether one of `own` (by start) shares time with `shift`; the shift itself never counts. */
function overlapsAny(own: readonly ShiftRow[], shift: ShiftRow): boolean {
  // The first of `own` that may still run at the shift's start: none lasts over MAX_SHIFT_MS.
  let low = 0;
  let high = own.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (own[middle]!.startsAt <= shift.startsAt - MAX_SHIFT_MS) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < own.length && own[i]!.startsAt < shift.endsAt; i++)
    if (own[i]!.id !== shift.id && own[i]!.endsAt > shift.startsAt) return true;
  return false;
}

/** The index of the first claimable (by start) starting after `now`: those before have started. */
export function firstStartingAfter(claimables: readonly Claimable[], now: number): number {
  let low = 0;
  let high = claimables.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (claimables[middle]!.shift.startsAt <= now) low = middle + 1;
    else high = middle;
  }
  return low;
}
