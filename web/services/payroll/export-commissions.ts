import type { ExportCursor } from '../../db/repositories/export-cursor.js';
import type { CommissionExportRow } from '../../db/repositories/exports-repository.js';
import type { ExportDeps } from '../deps.js';
import { noRows, openExport } from '../export-cursor.js';
import { loadShop } from '../shops/shop-context.js';
import { type CommissionListQuery, commissionFilters } from './read-commissions.js';

/** Every matching commission of the shop, oldest first, as a cursor for a CSV stream. */
export async function exportCommissions(
  deps: ExportDeps,
  shopId: string,
  query: CommissionListQuery,
): Promise<ExportCursor<CommissionExportRow>> {
  const shop = await loadShop(deps, shopId);
  const filters = await commissionFilters(deps, shop, query);
  if (!filters) return noRows(deps);
  return openExport(() =>
    deps.exports.commissions({
      shopId: shop.id,
      staffId: filters.staffId ?? null,
      from: filters.from ?? null,
      to: filters.to ?? null,
    }),
  );
}
