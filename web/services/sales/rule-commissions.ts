import type { OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import {
  type CommissionLine,
  type LineFacts,
  type LineShare,
  ruleCommissions,
  saleLines,
} from '../../domain/sales/index.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { keptCatalogOf } from './catalog-cache.js';
import type { CatalogEntry } from './product-catalog.js';
import { ruleIndexFor } from './rule-index-cache.js';
import type { PaidOrder } from './sales-inputs.js';

export { ruleOf } from './stored-rules.js';

/**
 * The commissions an order's shares earn (SPEC §12 and §18), keyed by Shiftbook staff id, with
 * the rules standing now that hold on the order's local `processed_at` date, from the shop's
 * kept rule index (rule-index-cache.ts). The fallback rate is a staff member's standing
 * commission's on the order when it had one rate (`standing`, on a re-issue: their rate when the
 * order was processed), else their rate now. `linked`: the shop's linked staff by Shopify id.
 */
export async function commissionsOfShares(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  shares: readonly LineShare[],
  linked: ReadonlyMap<string, LinkedStaff>,
  standing: ReadonlyMap<string, OrderCommissionRow> = new Map(),
): Promise<CommissionLine[]> {
  const date = localDateOf(order.processedAt, shop.timezone);
  const index = await ruleIndexFor(deps, shop, date);
  const facts = index.empty
    ? new Map<string, LineFacts>()
    : await lineFacts(deps, shop, order, index.needsCatalog);
  return ruleCommissions(
    shares,
    (shopifyId) => {
      const member = linked.get(shopifyId);
      if (!member) return null;
      return { staffId: member.id, rateBp: standing.get(member.id)?.rateBp ?? member.commissionRateBp };
    },
    (lineId, staffId) => {
      const line = facts.get(lineId);
      return line ? index.winner(line, staffId, date) : null;
    },
  );
}

/**
 * Each sale line's facts: the payload's ids, sku and vendor, the catalog's type and collections
 * (only when a rule names a type or a collection: `withCatalog`; kept per shop, catalog-cache.ts).
 */
async function lineFacts(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  withCatalog: boolean,
): Promise<Map<string, LineFacts>> {
  const lines = saleLines(order.sale);
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const catalog = withCatalog ? await keptCatalogOf(deps, shop, productIds) : new Map<string, CatalogEntry>();
  return new Map(
    lines.map((line) => {
      const product = line.productId ? catalog.get(line.productId) : undefined;
      return [
        line.id,
        {
          productId: line.productId ?? null,
          variantId: line.variantId ?? null,
          sku: line.sku ?? null,
          vendor: line.vendor ?? null,
          productType: product?.productType ?? null,
          collectionIds: product?.collectionIds ?? [],
        },
      ];
    }),
  );
}
