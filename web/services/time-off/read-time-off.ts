import type { Page } from '../../db/repositories/page.js';
import type { TimeOffFilters } from '../../db/repositories/time-off-repository.js';
import { invalidField, notFound } from '../../domain/errors.js';
import type { TimeOffStatus } from '../../domain/scheduling/time-off.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import type { TimeOffView } from '../views/time-off-view.js';
import { timeOffViewOf, timeOffViews } from './time-off-views.js';

export interface TimeOffListQuery {
  /** Time off with a day in [from, to]: local dates of the shop, both included. */
  from?: string | undefined;
  to?: string | undefined;
  staff?: string | undefined;
  status?: TimeOffStatus | undefined;
}

export async function getTimeOff(deps: ServiceDeps, shopId: string, id: string): Promise<TimeOffView> {
  const shop = await loadShop(deps, shopId);
  const row = await deps.repos.timeOff.findById(shop.id, id);
  if (!row) throw notFound('time off');
  return timeOffViewOf(deps, shop, row);
}

/** Time off by first day then id, a page at a time; the CSV reads every page of the same list. */
export async function listTimeOff(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: TimeOffListQuery,
): Promise<ListResult<TimeOffView>> {
  // As for shifts and commissions: a range that ends before it starts is a mistake, not an empty list.
  if (query.from && query.to && query.to < query.from) throw invalidField('to', 'must not be before from');
  const shop = await loadShop(deps, shopId);
  const filters: TimeOffFilters = { from: query.from, to: query.to, status: query.status };
  if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return { data: [], has_more: false, next_cursor: null };
    filters.staffId = staff.id;
  }
  const rows = await deps.repos.timeOff.list(shop.id, page, filters);
  if (!rows) throw invalidField('starting_after', 'No time off with that id to start after.');
  const result = pageOf(rows, page.limit);
  return { ...result, data: await timeOffViews(deps, shop, result.data) };
}
