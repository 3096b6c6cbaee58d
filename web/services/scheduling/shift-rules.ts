import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

export interface ShiftTimes {
  startsAt: number;
  endsAt: number;
  breakMinutes: number;
}

/** Longest shift that can be planned (ms). */
const MAX_SHIFT_MS = 24 * 3_600_000;

/**
 * The 422 rules of a shift: it ends after it starts, its break fits, it overlaps no other shift
 * of the person. The overlap is read then written: callers hold the shop's lock.
 */
export async function checkShift(
  deps: ServiceDeps,
  staff: StaffRow,
  times: ShiftTimes,
  excludeId?: string,
): Promise<void> {
  const { startsAt, endsAt, breakMinutes } = times;
  if (endsAt <= startsAt) throw ruleViolation('ends_at', 'ends_at must be after starts_at.');
  if (endsAt - startsAt > MAX_SHIFT_MS)
    throw ruleViolation('ends_at', 'A shift cannot last more than 24 hours.');
  if (breakMinutes * 60_000 > endsAt - startsAt)
    throw ruleViolation('break_minutes', 'The break is longer than the shift.');
  const overlap = await deps.repos.shifts.findOverlap(staff.id, startsAt, endsAt, excludeId);
  if (overlap) {
    throw ruleViolation(
      'starts_at',
      `The shift overlaps shift ${overlap.id} of staff member "${staff.handle}".`,
    );
  }
}
