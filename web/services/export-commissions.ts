import type { CommissionExportRow } from '../db/repositories/exports-repository.js';
import type { ExportDeps } from './deps.js';
import { type CommissionListQuery, commissionFilters } from './read-commissions.js';
import { loadShop } from './shop-context.js';

const EMPTY: CommissionExportRow[] = [];

/** Every matching commission of the shop, oldest first, for a CSV stream. */
export function exportCommissions(
  deps: ExportDeps,
  shopId: string,
  query: CommissionListQuery,
): Iterable<CommissionExportRow> {
  const shop = loadShop(deps, shopId);
  const filters = commissionFilters(deps, shop, query);
  if (!filters) return EMPTY;
  return deps.exports.commissions({
    shopId: shop.id,
    staffId: filters.staffId ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
  });
}
