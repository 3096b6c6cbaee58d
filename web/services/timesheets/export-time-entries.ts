import type { ExportCursor } from '../../db/repositories/export-cursor.js';
import type { TimeEntryExportRow } from '../../db/repositories/exports-repository.js';
import { type Weekday, workWeekContaining } from '../../domain/time/work-week.js';
import type { ExportDeps } from '../deps.js';
import { noRows, openExport } from '../export-cursor.js';
import { loadShop } from '../shops/shop-context.js';
import type { TimeEntryListQuery } from './read-time-entries.js';

/** Every matching time entry of the shop, oldest first, as a cursor for a CSV stream. */
export async function exportTimeEntries(
  deps: ExportDeps,
  shopId: string,
  query: TimeEntryListQuery,
): Promise<ExportCursor<TimeEntryExportRow>> {
  const shop = await loadShop(deps, shopId);
  let staffId: string | null = null;
  if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return noRows(deps);
    staffId = staff.id;
  }
  const week = query.week ? workWeekContaining(query.week, shop.timezone, shop.weekStart as Weekday) : null;
  return openExport(() =>
    deps.exports.timeEntries({
      shopId: shop.id,
      staffId,
      from: week?.startsAt ?? null,
      to: week?.endsAt ?? null,
    }),
  );
}
