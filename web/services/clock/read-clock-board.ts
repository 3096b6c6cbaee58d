import { clockSince, clockStateOf, isOverdue } from '../../domain/clock/clock-state.js';
import { localDateOf, type Weekday, weekStartDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import type { ClockBoardView, NextShiftView } from '../views/clock-board-view.js';
import { centihoursToNumber } from '../views/hours.js';
import { formatInstant, formatOptionalInstant } from '../views/instant.js';

/**
 * `GET /v1/clock` (SPEC §10): every active staff member by handle, with their state, their
 * current or next published shift and their hours this week (the POS tile shows both, and may
 * call no other route: SPEC §11 opens CORS on the clock routes only). Four statements for the
 * whole shop, whatever its size.
 */
export async function readClockBoard(deps: ServiceDeps, shopId: string): Promise<ClockBoardView> {
  const shop = await loadShop(deps, shopId);
  const now = deps.now();
  const thisWeek = weekStartDateOf(localDateOf(now, shop.timezone), shop.weekStart as Weekday);
  const [staff, open, next, week] = await Promise.all([
    deps.repos.staff.listActive(shop.id),
    deps.repos.timeEntries.listOpen(shop.id),
    deps.repos.shifts.listNextPublished(shop.id, now),
    deps.repos.timesheets.weekSummaryRows(shop.id, thisWeek),
  ]);
  const hoursByStaff = new Map(week.map(([, , hours, , , , , staffId]) => [staffId, hours]));
  const openByStaff = new Map(open.map((entry) => [entry.staffId, entry]));
  const nextByStaff = new Map<string, NextShiftView>();
  for (const shift of next) {
    if (nextByStaff.has(shift.staffId)) continue;
    nextByStaff.set(shift.staffId, {
      id: shift.id,
      starts_at: formatInstant(shift.startsAt),
      ends_at: formatInstant(shift.endsAt),
    });
  }
  return {
    data: staff.map((member) => {
      const entry = openByStaff.get(member.id);
      return {
        staff: member.handle,
        staff_id: member.id,
        name: member.name,
        state: clockStateOf(entry),
        since: formatOptionalInstant(clockSince(entry)),
        entry: entry?.id ?? null,
        has_pin: member.pinHash !== null,
        shopify_staff_member_id: member.shopifyStaffMemberId,
        hours_this_week: centihoursToNumber(hoursByStaff.get(member.id) ?? 0),
        next_shift: nextByStaff.get(member.id) ?? null,
        overdue: isOverdue(entry, now),
      };
    }),
  };
}
