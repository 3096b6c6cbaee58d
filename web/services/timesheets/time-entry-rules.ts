import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

export interface EntryTimesInput {
  startedAt: number;
  endedAt: number | null;
  breakMinutes: number;
}

/** Longest single entry accepted; longer ones are almost always a forgotten clock-out. */
const MAX_ENTRY_MS = 24 * 3_600_000;

/**
 * The 422 rules of one entry: a positive span, a break that fits, no overlap with the same
 * person. The overlap is read then written: callers hold the shop's lock.
 */
export async function checkEntryTimes(
  deps: ServiceDeps,
  staff: StaffRow,
  times: EntryTimesInput,
  excludeId?: string,
): Promise<void> {
  checkEntrySpan(times, deps.now());
  const overlap = await deps.repos.timeEntries.findOverlap(
    staff.id,
    times.startedAt,
    times.endedAt,
    excludeId,
  );
  if (overlap) throw overlapViolation(overlap.id);
}

/** The rules of one entry that need no other entry: a positive span, a break that fits. */
export function checkEntrySpan(times: EntryTimesInput, now: number): void {
  const { startedAt, endedAt, breakMinutes } = times;
  if (endedAt !== null) {
    if (endedAt <= startedAt) throw ruleViolation('ended_at', 'ended_at must be after started_at.');
    if (endedAt - startedAt > MAX_ENTRY_MS)
      throw ruleViolation('ended_at', 'A time entry cannot last more than 24 hours.');
    if (breakMinutes * 60_000 > endedAt - startedAt) {
      throw ruleViolation('break_minutes', 'The break is longer than the time entry.');
    }
  }
  if (endedAt === null && startedAt > now + 60_000) {
    throw ruleViolation('started_at', 'An open entry (clocked in) cannot start in the future.');
  }
}

/** The 422 of an entry overlapping another of the same person. */
export function overlapViolation(otherId: string) {
  return ruleViolation('started_at', `The entry overlaps time entry ${otherId} of the same staff member.`);
}
