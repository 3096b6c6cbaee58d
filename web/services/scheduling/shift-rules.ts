import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { invalidSpan, onTimeOff, ruleViolation, weekFull } from '../../domain/errors.js';
import { localDaysOf } from '../../domain/scheduling/local-days.js';
import {
  MAX_SHIFTS_PER_WEEK,
  type ShiftTimes,
  shiftTimesProblem,
} from '../../domain/scheduling/shift-times.js';
import { blockingTimeOff } from '../../domain/scheduling/time-off.js';
import type { WorkWeek } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { formatInstant } from '../views/instant.js';

/**
 * The 422 rules of a shift: it lasts from a minute to a day (`invalid_span`), its break fits,
 * it overlaps no other shift of the person. The overlap is read then written: callers hold the
 * shop's lock.
 */
export async function checkShift(
  deps: ServiceDeps,
  staff: StaffRow | null,
  times: ShiftTimes,
  excludeId?: string,
): Promise<void> {
  const problem = shiftTimesProblem(times);
  if (problem)
    throw (problem.code === 'invalid_span' ? invalidSpan : ruleViolation)(problem.field, problem.message);
  // An open shift (SPEC §17) is no one's yet: nothing for it to overlap.
  if (!staff) return;
  const overlap = await deps.repos.shifts.findOverlap(staff.id, times.startsAt, times.endsAt, excludeId);
  if (overlap) {
    throw ruleViolation(
      'starts_at',
      `The shift overlaps shift ${overlap.id} of staff member "${staff.handle}".`,
      {
        conflicting_shift: {
          id: overlap.id,
          staff: staff.handle,
          staff_id: staff.id,
          starts_at: formatInstant(overlap.startsAt),
          ends_at: formatInstant(overlap.endsAt),
        },
      },
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
      {
        time_off: {
          id: off.id,
          staff: staff.handle,
          staff_id: staff.id,
          starts_on: off.startsOn,
          ends_on: off.endsOn,
        },
      },
    );
  }
}

/**
 * A work week holds at most MAX_SHIFTS_PER_WEEK shifts (SPEC §13): `adding` more starting in
 * `week` must fit, or the answer is a 422 `week_full` on `field` and nothing is written. With
 * `adding` 0, the week must not be over the cap already (a week written before the cap, or
 * regrouped by a change of the shop's zone or first weekday), for work bounded by it.
 * Counted then written: callers hold the shop's lock for update (a create, a copy), or shared
 * with the week's lock (a move into another week, `shifts.lockWeek`), so parallel writes on any
 * instance cannot each see the last places free.
 */
export async function checkWeekRoom(
  deps: ServiceDeps,
  shopId: string,
  week: WorkWeek,
  adding: number,
  field: string,
): Promise<void> {
  const holds = await deps.repos.shifts.countStartingIn(shopId, week.startsAt, week.endsAt);
  if (holds + adding > MAX_SHIFTS_PER_WEEK)
    throw weekFull(
      field,
      `The work week of ${week.startDate} holds ${shifts(holds)}, and a week holds at most ${MAX_SHIFTS_PER_WEEK}: ` +
        (adding === 0
          ? `remove ${holds - MAX_SHIFTS_PER_WEEK} first.`
          : `it has no room for ${adding} more.`),
    );
}

const shifts = (n: number) => `${n} shift${n === 1 ? '' : 's'}`;
