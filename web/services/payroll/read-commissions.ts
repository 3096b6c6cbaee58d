import type { CommissionFilters } from '../../db/repositories/commissions-repository.js';
import type { Page } from '../../db/repositories/page.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { invalidField, notFound } from '../../domain/errors.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import { type CommissionView, commissionView } from '../views/commission-view.js';

export async function getCommission(deps: ServiceDeps, shopId: string, id: string): Promise<CommissionView> {
  const row = await deps.repos.commissions.findById(shopId, id);
  if (!row) throw notFound('commission');
  return commissionView(row, (await deps.repos.staff.findById(shopId, row.staffId))!.handle);
}

export interface CommissionListQuery {
  /** Local dates of the shop, both inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  staff?: string | undefined;
}

/** The query as repository filters; null when it names a staff member the shop does not have. */
export async function commissionFilters(
  deps: ServiceDeps,
  shop: ShopRow,
  query: CommissionListQuery,
): Promise<CommissionFilters | null> {
  if (query.from && query.to && query.to < query.from) throw invalidField('to', 'must not be before from');
  const filters: CommissionFilters = {};
  if (query.staff) {
    const staff = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!staff) return null;
    filters.staffId = staff.id;
  }
  if (query.from) filters.from = localDateRange(query.from, query.from, shop.timezone).from;
  if (query.to) filters.to = localDateRange(query.to, query.to, shop.timezone).to;
  return filters;
}

export async function listCommissions(
  deps: ServiceDeps,
  shopId: string,
  page: Page,
  query: CommissionListQuery,
): Promise<ListResult<CommissionView>> {
  const shop = await loadShop(deps, shopId);
  const filters = await commissionFilters(deps, shop, query);
  if (!filters) return { data: [], has_more: false, next_cursor: null };
  const rows = await deps.repos.commissions.list(shop.id, page, filters);
  if (!rows) throw invalidField('starting_after', 'No commission with that id to start after.');
  const result = pageOf(rows, page.limit);
  const handleOf = await staffHandles(deps, shop.id, result.data);
  return { ...result, data: result.data.map((row) => commissionView(row, handleOf(row.staffId))) };
}
