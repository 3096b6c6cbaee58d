import type { ShiftRequestRow } from '../../db/repositories/shift-requests-repository.js';
import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { AppError, notFound, requestRefused } from '../../domain/errors.js';
import { localDaysOf } from '../../domain/scheduling/local-days.js';
import { blockingTimeOff } from '../../domain/scheduling/time-off.js';
import type { ServiceDeps } from '../deps.js';
import { formatInstant } from '../views/instant.js';

/**
 * The refusals of SPEC §17 that every step shares (offer, claim, accept, approve), each a
 * function so a step calls them in the order SPEC lists: not one's own or unpublished (404),
 * started (409 `shift_started`), wrong state (409 `request_state`), a second open request (409
 * `request_open`), taken (409 `already_taken`), then the taker's rules (`overlap`, `time_off`,
 * `staff_inactive`, `same_staff`, `unknown_staff`, 422). The shift itself never counts as an
 * overlap.
 */
export function requirePublished(shift: ShiftRow | undefined): ShiftRow {
  if (!shift?.published) throw notFound('shift');
  return shift;
}

export function requireNotStarted(shift: ShiftRow, now: number): void {
  if (shift.startsAt <= now)
    throw requestRefused('shift_started', 'The shift has started: it can no longer change hands.');
}

export function requireStatus(request: ShiftRequestRow, allowed: readonly string[], action: string): void {
  if (!allowed.includes(request.status))
    throw requestRefused('request_state', `This shift request is ${request.status}: it cannot be ${action}.`);
}

/** The taker's rules, in SPEC's order: overlap, time off, inactive, the offerer themself. */
export async function checkTaker(
  deps: ServiceDeps,
  shop: ShopRow,
  shift: ShiftRow,
  taker: StaffRow,
  offererId: string | null,
): Promise<void> {
  const overlap = await deps.repos.shifts.findOverlap(taker.id, shift.startsAt, shift.endsAt, shift.id);
  if (overlap)
    throw new AppError('overlap', `${taker.handle} has shift ${overlap.id} at that time.`, {
      errors: [{ field: 'to_staff', message: `${taker.handle} has another shift at that time.` }],
      // As a shift write's overlap does: the admin names the shift in the way, in its own words.
      parts: {
        conflicting_shift: {
          id: overlap.id,
          staff: taker.handle,
          staff_id: taker.id,
          starts_at: formatInstant(overlap.startsAt),
          ends_at: formatInstant(overlap.endsAt),
        },
      },
    });
  const days = localDaysOf(shift, shop.timezone);
  const approved = await deps.repos.timeOff.approvedOnDays([taker.id], days.first, days.last);
  const off = blockingTimeOff({ ...shift, staffId: taker.id }, approved, shop.timezone);
  if (off)
    throw new AppError(
      'time_off',
      `${taker.handle} has approved time off from ${off.startsOn} to ${off.endsOn}.`,
      {
        errors: [{ field: 'to_staff', message: `${taker.handle} has approved time off then.` }],
        // As a shift write's does (decision 50): the admin names the time off in its own words.
        parts: {
          time_off: {
            id: off.id,
            staff: taker.handle,
            staff_id: taker.id,
            starts_on: off.startsOn,
            ends_on: off.endsOn,
          },
        },
      },
    );
  if (!taker.active) throw requestRefused('staff_inactive', `${taker.handle} is inactive.`, 'to_staff');
  if (offererId !== null && taker.id === offererId)
    throw requestRefused('same_staff', 'A shift cannot go to the staff member who offers it.', 'to_staff');
}
