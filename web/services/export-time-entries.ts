import type { TimeEntryExportRow } from '../db/repositories/exports-repository.js';
import { type Weekday, workWeekContaining } from '../domain/time/work-week.js';
import type { ExportDeps } from './deps.js';
import type { TimeEntryListQuery } from './read-time-entries.js';
import { loadShop } from './shop-context.js';

const EMPTY: TimeEntryExportRow[] = [];

/** Every matching time entry of the shop, oldest first, for a CSV stream. */
export function exportTimeEntries(
  deps: ExportDeps,
  shopId: string,
  query: TimeEntryListQuery,
): Iterable<TimeEntryExportRow> {
  const shop = loadShop(deps, shopId);
  let staffId: string | null = null;
  if (query.staff) {
    const staff = deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return EMPTY;
    staffId = staff.id;
  }
  const week = query.week ? workWeekContaining(query.week, shop.timezone, shop.weekStart as Weekday) : null;
  return deps.exports.timeEntries({
    shopId: shop.id,
    staffId,
    from: week?.startsAt ?? null,
    to: week?.endsAt ?? null,
  });
}
