import type { CommissionRuleRow } from '../../db/repositories/commission-rules-repository.js';
import type { OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import {
  type CommissionLine,
  type CommissionRule,
  type LineFacts,
  type LineShare,
  RuleIndex,
  ruleCommissions,
  saleLines,
} from '../../domain/sales/index.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { catalogOf } from './product-catalog.js';
import type { PaidOrder } from './sales-inputs.js';
import { parseStoredStrings } from './stored-rules.js';

/** A rule row as the matching reads it. */
export function ruleOf(row: CommissionRuleRow): CommissionRule {
  return {
    id: row.id,
    createdAt: row.createdAt,
    productIds: parseStoredStrings(row.productIds),
    variantIds: parseStoredStrings(row.variantIds),
    collectionIds: parseStoredStrings(row.collectionIds),
    vendors: parseStoredStrings(row.vendors),
    productTypes: parseStoredStrings(row.productTypes),
    skus: parseStoredStrings(row.skus),
    staffIds: parseStoredStrings(row.staffIds),
    rateBp: row.rateBp,
    amountPerUnitCents: row.amountPerUnitCents,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
  };
}

/**
 * The commissions an order's shares earn (SPEC §12 and §18), keyed by Shiftbook staff id, with
 * the rules standing now that hold on the order's local `processed_at` date, indexed once for
 * the order. The fallback rate is a staff member's standing commission's on the order when it
 * had one rate (`standing`, on a re-issue: their rate when the order was processed), else their
 * rate now. `linked`: the shop's linked staff by Shopify id.
 */
export async function commissionsOfShares(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  shares: readonly LineShare[],
  linked: ReadonlyMap<string, StaffRow>,
  standing: ReadonlyMap<string, OrderCommissionRow> = new Map(),
): Promise<CommissionLine[]> {
  const date = localDateOf(order.processedAt, shop.timezone);
  const index = new RuleIndex((await deps.repos.commissionRules.holdingOn(shop.id, date)).map(ruleOf));
  const facts = index.empty ? new Map<string, LineFacts>() : await lineFacts(deps, shop.id, order);
  return ruleCommissions(
    shares,
    (shopifyId) => {
      const member = linked.get(shopifyId);
      if (!member) return null;
      return { staffId: member.id, rateBp: standing.get(member.id)?.rateBp ?? member.commissionRateBp };
    },
    (lineId, staffId) => {
      const line = facts.get(lineId);
      return line ? index.winner(line, staffId) : null;
    },
  );
}

/** Each sale line's facts: the payload's ids, sku and vendor, the catalog's type and collections. */
async function lineFacts(
  deps: ServiceDeps,
  shopId: string,
  order: PaidOrder,
): Promise<Map<string, LineFacts>> {
  const lines = saleLines(order.sale);
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  const catalog = await catalogOf(deps, shopId, productIds);
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
