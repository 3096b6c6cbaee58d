import type { ExportCursor } from '../../db/repositories/export-cursor.js';
import type { ShiftExportRow } from '../../db/repositories/exports-repository.js';
import type { Page } from '../../db/repositories/page.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { invalidField, notFound } from '../../domain/errors.js';
import { addDays } from '../../domain/time/calendar-date.js';
import { localMidnight } from '../../domain/time/work-week.js';
import type { ExportDeps, ServiceDeps } from '../deps.js';
import { noRows, openExport } from '../export-cursor.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';

/** A range bound as sent: a local calendar date of the shop, or an exact instant. */
export type RangeBound = { date: string } | { instant: number };

export interface ShiftListQuery {
  from?: RangeBound | undefined;
  to?: RangeBound | undefined;
  staff?: string | undefined;
}

/** `from` a date starts at its local midnight; `to` a date includes that whole local day. */
export function boundToInstant(
  shop: ShopRow,
  bound: RangeBound | undefined,
  edge: 'from' | 'to',
): number | undefined {
  if (bound === undefined) return undefined;
  if ('instant' in bound) return bound.instant;
  return localMidnight(edge === 'from' ? bound.date : addDays(bound.date, 1), shop.timezone);
}

interface ResolvedFilters {
  /** Null: open shifts only. */
  staffId?: string | null;
  from?: number;
  to?: number;
  /** A named staff member that does not exist: nothing can match. */
  empty: boolean;
}

async function resolveFilters(
  deps: ServiceDeps,
  shop: ShopRow,
  query: ShiftListQuery,
): Promise<ResolvedFilters> {
  const from = boundToInstant(shop, query.from, 'from');
  const to = boundToInstant(shop, query.to, 'to');
  // As for commissions: a range that ends before it starts is a mistake, not an empty list.
  if (from !== undefined && to !== undefined && to < from)
    throw invalidField('to', 'must not be before from');
  const filters: ResolvedFilters = { empty: false };
  // `staff=open` lists open shifts (SPEC §17), whatever handles the shop has; an id still names anyone.
  if (query.staff === 'open') filters.staffId = null;
  else if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return { empty: true };
    filters.staffId = staff.id;
  }
  if (from !== undefined) filters.from = from;
  if (to !== undefined) filters.to = to;
  return filters;
}

export async function getShift(deps: ServiceDeps, shopId: string, id: string): Promise<ShiftView> {
  const shift = await deps.repos.shifts.findById(shopId, id);
  if (!shift) throw notFound('shift');
  if (shift.staffId === null) return shiftView(shift, null);
  return shiftView(shift, (await deps.repos.staff.findById(shopId, shift.staffId))!.handle);
}

export async function listShifts(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: ShiftListQuery,
): Promise<ListResult<ShiftView>> {
  const shop = await loadShop(deps, shopId);
  const filters = await resolveFilters(deps, shop, query);
  if (filters.empty) return { data: [], has_more: false, next_cursor: null };
  const rows = await deps.repos.shifts.list(shop.id, page, filters);
  if (!rows) throw invalidField('starting_after', 'No shift with that id to start after.');
  const result = pageOf(rows, page.limit);
  const handleOf = await staffHandles(deps, shop.id, result.data);
  return { ...result, data: result.data.map((row) => shiftView(row, handleOf(row.staffId))) };
}

/** Every matching shift, as a cursor of its own for a CSV stream. */
export async function exportShifts(
  deps: ExportDeps,
  shopId: string,
  query: ShiftListQuery,
): Promise<ExportCursor<ShiftExportRow>> {
  const shop = await loadShop(deps, shopId);
  const filters = await resolveFilters(deps, shop, query);
  if (filters.empty) return noRows(deps);
  return openExport(() =>
    deps.exports.shifts({
      shopId: shop.id,
      staffId: filters.staffId === null ? '' : (filters.staffId ?? null),
      from: filters.from ?? null,
      to: filters.to ?? null,
    }),
  );
}
