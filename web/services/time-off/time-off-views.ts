import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { TimeOffRow } from '../../db/repositories/time-off-repository.js';
import { isOnTimeOff } from '../../domain/scheduling/time-off.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type TimeOffView, timeOffView } from '../views/time-off-view.js';

const DAY_MS = 86_400_000;

/**
 * Time off as the API answers it, with `conflicting_shifts`: the ids of the staff member's
 * shifts on its local days in the shop's zone, read now, so the list shrinks as the manager
 * reassigns them. A denied request conflicts with nothing. One query for the shifts of a whole
 * page (each span a day wider than its days, then the domain's rule decides) and one for the
 * handles.
 */
export async function timeOffViews(
  deps: ServiceDeps,
  shop: ShopRow,
  rows: readonly TimeOffRow[],
): Promise<TimeOffView[]> {
  // Denied and cancelled time off blocks nothing, so nothing conflicts with it.
  const live = rows.filter((row) => row.status !== 'denied' && row.status !== 'cancelled');
  const spans = live.map((row) => {
    const days = localDateRange(row.startsOn, row.endsOn, shop.timezone);
    return { staffId: row.staffId, from: days.from - DAY_MS, to: days.to + DAY_MS };
  });
  const shifts = await deps.repos.shifts.listWithin(spans);
  const handleOf = await staffHandles(deps, shop.id, rows);
  const conflicts = new Map(
    live.map((row) => [
      row.id,
      shifts.filter((shift) => isOnTimeOff(shift, row, shop.timezone)).map((shift) => shift.id),
    ]),
  );
  return rows.map((row) => timeOffView(row, handleOf(row.staffId), conflicts.get(row.id) ?? []));
}

export async function timeOffViewOf(deps: ServiceDeps, shop: ShopRow, row: TimeOffRow): Promise<TimeOffView> {
  return (await timeOffViews(deps, shop, [row]))[0]!;
}
