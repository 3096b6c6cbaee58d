import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { onTimeOff, ruleViolation } from '../../domain/errors.js';
import { localDaysOf } from '../../domain/scheduling/local-days.js';
import { type ShiftTimes, shiftTimesProblem } from '../../domain/scheduling/shift-times.js';
import { blockingTimeOff } from '../../domain/scheduling/time-off.js';
import type { ServiceDeps } from '../deps.js';

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
  const problem = shiftTimesProblem(times);
  if (problem) throw ruleViolation(problem.field, problem.message);
  const overlap = await deps.repos.shifts.findOverlap(staff.id, times.startsAt, times.endsAt, excludeId);
  if (overlap) {
    throw ruleViolation(
      'starts_at',
      `The shift overlaps shift ${overlap.id} of staff member "${staff.handle}".`,
    );
  }
}

/**
 * A shift placed on a day of its staff member's approved time off is a 422 `time_off`; `field`
 * names what put it there (`staff` for a reassignment, else the time that changed). Read then written:
 * callers hold the shop's lock, as approving time off does.
 */
export async function checkNotOnTimeOff(
  deps: ServiceDeps,
  shop: ShopRow,
  staff: StaffRow,
  span: { startsAt: number; endsAt: number },
  field: 'staff' | 'starts_at' | 'ends_at',
): Promise<void> {
  const days = localDaysOf(span, shop.timezone);
  const approved = await deps.repos.timeOff.approvedOnDays([staff.id], days.first, days.last);
  const off = blockingTimeOff({ staffId: staff.id, ...span }, approved, shop.timezone);
  if (off) {
    throw onTimeOff(
      field,
      `Staff member "${staff.handle}" has approved time off ${off.id} from ${off.startsOn} to ${off.endsOn}.`,
    );
  }
}
