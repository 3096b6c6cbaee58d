import type { Page } from '../../db/repositories/page.js';
import { invalidField } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import type { StaffPrincipal } from './staff-sessions.js';

/** The last local date there is: every approved time off of the person from today on. */
const LAST_DATE = '9999-12-31';

/**
 * `GET /v1/me/open-shifts` (SPEC §17): the published, not started open shifts (and shifts
 * offered to all by others) the signed-in
 * person is eligible for (active, no overlapping shift, no approved time off on its local
 * days), a page by start. Eligibility is one statement (decision 61): the person's approved
 * time off ahead is read first and passed as spans of instants (its local days in the shop's
 * zone), so no shift is checked per person in code.
 */
export async function myOpenShifts(
  deps: ServiceDeps,
  me: StaffPrincipal,
  page: Page,
): Promise<ListResult<ShiftView>> {
  if (!me.staff.active) return { data: [], has_more: false, next_cursor: null };
  const now = deps.now();
  const zone = me.shop.timezone;
  const today = localDateOf(now, zone);
  const timeOff = await deps.repos.timeOff.approvedOnDays([me.staff.id], today, LAST_DATE);
  const blocked = timeOff.map((off) => localDateRange(off.startsOn, off.endsOn, zone));
  const rows = await deps.repos.shifts.listOpenEligible(me.shop.id, me.staff.id, now, blocked, page);
  if (!rows) throw invalidField('starting_after', 'No open shift with that id to start after.');
  const result = pageOf(rows, page.limit);
  // A shift offered to all still shows its staff member: the one who offers it.
  const handleOf = await staffHandles(deps, me.shop.id, result.data);
  return { ...result, data: result.data.map((row) => shiftView(row, handleOf(row.staffId))) };
}
