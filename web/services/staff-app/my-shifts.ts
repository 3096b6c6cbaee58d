import { invalidField } from '../../domain/errors.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import { localDateOf, localMidnight } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import type { ListResult } from '../list-page.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** SPEC §15: a range of at most 93 days; by default today and the 13 days after. */
export const MAX_MY_SHIFT_DAYS = 93;
const DEFAULT_DAYS = 14;

/**
 * `GET /v1/me/shifts`: the person's published shifts overlapping the local days [from, to],
 * by start. The range is bounded, so the answer is one page.
 */
export async function myShifts(
  deps: ServiceDeps,
  me: StaffPrincipal,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<ListResult<ShiftView>> {
  const zone = me.shop.timezone;
  const from =
    range.from ?? (range.to ? addDays(range.to, -(DEFAULT_DAYS - 1)) : localDateOf(deps.now(), zone));
  const to = range.to ?? addDays(from, DEFAULT_DAYS - 1);
  if (to < from) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_MY_SHIFT_DAYS)
    throw invalidField('to', `The range may cover at most ${MAX_MY_SHIFT_DAYS} days.`);
  const rows = await deps.repos.shifts.listPublishedOfStaff(
    me.shop.id,
    me.staff.id,
    localMidnight(from, zone),
    localMidnight(addDays(to, 1), zone),
    true,
  );
  return { data: rows.map((row) => shiftView(row, me.staff.handle)), has_more: false, next_cursor: null };
}
