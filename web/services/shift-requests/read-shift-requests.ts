import type { Page } from '../../db/repositories/page.js';
import type {
  ShiftRequestFilters,
  ShiftRequestRow,
} from '../../db/repositories/shift-requests-repository.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { boundToInstant, type RangeBound } from '../scheduling/read-shifts.js';
import { loadShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type ShiftRequestView, shiftRequestView } from '../views/shift-request-view.js';

/** Rows as views, each staff member's handle read once. */
export async function shiftRequestViews(
  deps: ServiceDeps,
  shopId: string,
  rows: readonly ShiftRequestRow[],
): Promise<ShiftRequestView[]> {
  const handleOf = await staffHandles(
    deps,
    shopId,
    rows.flatMap((row) => [{ staffId: row.fromStaffId }, { staffId: row.toStaffId }]),
  );
  return rows.map((row) => shiftRequestView(row, handleOf));
}

export async function getShiftRequest(
  deps: ServiceDeps,
  shopId: string,
  id: string,
): Promise<ShiftRequestView> {
  const row = await deps.repos.shiftRequests.findById(shopId, id);
  if (!row) throw notFound('shift request');
  return (await shiftRequestViews(deps, shopId, [row]))[0]!;
}

export interface ShiftRequestQuery {
  status?: string | undefined;
  kind?: string | undefined;
  /** Either side, by id or handle. */
  staff?: string | undefined;
  shift?: string | undefined;
  from?: RangeBound | undefined;
  to?: RangeBound | undefined;
}

/** `GET /v1/shift-requests` and `/v1/me/shift-requests` (with `staffId` the signed-in person). */
export async function listShiftRequests(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: ShiftRequestQuery,
): Promise<ListResult<ShiftRequestView>> {
  const shop = await loadShop(deps, shopId);
  const filters: ShiftRequestFilters = {
    status: query.status,
    kind: query.kind,
    shiftId: query.shift,
    from: boundToInstant(shop, query.from, 'from'),
    to: boundToInstant(shop, query.to, 'to'),
  };
  if (query.staff !== undefined) {
    const staff = await deps.repos.staff.findByRef(shopId, query.staff);
    if (!staff) return { data: [], has_more: false, next_cursor: null };
    filters.staffId = staff.id;
  }
  const rows = await deps.repos.shiftRequests.list(shopId, page, filters);
  if (!rows) throw invalidField('starting_after', 'No shift request with that id to start after.');
  const result = pageOf(rows, page.limit);
  return { ...result, data: await shiftRequestViews(deps, shopId, result.data) };
}
