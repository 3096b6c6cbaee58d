import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { OrderToPlace } from '../../db/repositories/shopify-webhook-receipts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { writeAlone } from '../../db/repositories/write-alone.js';
import { newId } from '../../domain/ids.js';
import {
  attributionChange,
  type LineShare,
  lineShares,
  linesBelowZero,
  orderNetCents,
} from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { linkedStaffOf } from './linked-staff-cache.js';
import { retallyOrder, tallyEarlyRefunds } from './month-sales-tally.js';
import { writeNewOrderSales } from './new-order-sales.js';
import {
  asLine,
  insertOrderCommissions,
  staffByShopifyId,
  standingCommissions,
} from './order-commissions.js';
import { moveOrderTips, recordOrderTips, storedTips } from './order-tips.js';
import { applyPendingRefunds } from './record-refund.js';
import { commissionsOfShares } from './rule-commissions.js';
import { payGoalBonuses } from './sales-goals.js';
import type { PaidOrder, SalesWarn } from './sales-inputs.js';
import { shareRefundsAgain } from './share-refunds-again.js';
import { storedLineFacts } from './stored-line-facts.js';
import { parseStoredShares } from './stored-shares.js';

/**
 * A paid order (SPEC §12), from `orders/paid`, `orders/updated` or the import. The first time
 * the order is seen it is recorded with one commission per attributed staff member who has a
 * rate, at that rate, dated when the order was processed, and the refunds that arrived before
 * it (record-refund.ts) are applied. Seen again with the same attribution, nothing changes,
 * however often and from wherever it comes. Seen again with another attribution (POS lets staff
 * edit it), the standing commissions are reversed and the new ones issued, both dated at `at`
 * (the update), and its refunds shared out again under the new attribution
 * (share-refunds-again.ts), so each staff member's sum is right once more.
 *
 * Shopify does not deliver webhooks in order, so an update is applied only when its
 * `updated_at` is newer than the last one applied to the order (`shopify_updated_at`); one no
 * newer changes nothing, its delivery still answered and its receipt written. A payload that
 * does not say when (`updatedAt` null) cannot be shown newer than one that did: it is applied
 * only while no payload applied to the order said when.
 *
 * A new order takes no lock of its own: the order row's unique index lets one delivery in, so
 * orders of one shop are recorded in parallel on PostgreSQL. Its insert still waits for a
 * refund being recorded under the shop's lock, and the other way round (record-refund.ts), so
 * the pending refunds it takes after its insert are all there are. An order seen before is
 * compared, and re-issued, under the shop's lock: its standing commissions are read then
 * written.
 *
 * `onlyIfNew` records an order only when it was never recorded: `orders/paid` (SPEC §12: paid
 * again, it creates nothing new) and the import of past orders (the GraphQL API attributes
 * whole lines where a webhook has exact splits, so the webhook wins, and the unique index
 * settles the race between the two).
 *
 * Commissions are paid by the commission rules standing when the order is recorded, or at the
 * update for a re-issue (rule-commissions.ts, SPEC §18). A re-issue keeps each staff member's
 * fallback rate from when the order was processed: the rate of their standing commission on it.
 * Only staff new to the order get today's rate, the only one known for them.
 *
 * Lines discounted below zero count as 0.00 (`lineNetCents`); each such line, and each refund
 * line bounded by its line, is reported through `warn` when the order takes effect.
 *
 * A new order takes the shop's linked staff as kept for the shop row it read (linked-staff-cache.ts);
 * a re-issue, under the lock, reads them again.
 *
 * Tips (order-tips.ts) and sales goals (sales-goals.ts, SPEC §18) are kept by the same calls:
 * an order's tips are written with it and moved by an applied update like its commissions, its
 * month sales tallies likewise (month-sales-tally.ts), and a goal reached by the order pays its
 * bonus once.
 *
 * It runs in the caller's transaction when there is one (the webhook's receipt, the import's
 * page), all or nothing with it, without a savepoint (writeAlone).
 */
export async function recordPaidOrder(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  at: number,
  options: RecordOptions = {},
): Promise<void> {
  await recordPlacedOrder(deps, shop, order, placingOf(deps, order), undefined, at, options);
}

export interface RecordOptions {
  onlyIfNew?: boolean;
  warn?: SalesWarn;
}

/** A paid order's new row but for its shop, and its line shares, built before any write. */
export interface OrderPlacing {
  row: OrderToPlace;
  shares: LineShare[];
}

/** The row `recordPaidOrder` inserts for `order` when it is new, and the order's line shares. */
export function placingOf(deps: ServiceDeps, order: PaidOrder): OrderPlacing {
  const shares = lineShares(order.sale);
  const now = deps.now();
  return {
    shares,
    row: {
      id: newId('ord', now),
      shopifyOrderId: order.orderId,
      name: order.name,
      processedAt: order.processedAt,
      locationId: order.locationId,
      netCents: orderNetCents(order.sale),
      shares: JSON.stringify(shares),
      shopifyUpdatedAt: order.updatedAt ?? null,
      tips: storedTips(order.sale),
      lineFacts: storedLineFacts(order.sale),
      createdAt: now,
      updatedAt: now,
    },
  };
}

/**
 * `recordPaidOrder` with its row built (`placingOf`) and perhaps inserted by the caller: the
 * webhook inserts it with its receipt on PostgreSQL (decision 76). `placed` is then the row
 * inserted, or null when the shop had the order already; undefined, the row is inserted here.
 */
export async function recordPlacedOrder(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  placing: OrderPlacing,
  placed: SalesOrderRow | null | undefined,
  at: number,
  options: RecordOptions = {},
): Promise<void> {
  await writeAlone(deps.db, async () => {
    const inserted =
      placed !== undefined
        ? placed
        : ((await deps.repos.sales.insertOrderIfAbsent({ ...placing.row, shopId: shop.id })) ?? null);
    await recordAfterInsert(deps, shop, order, placing.shares, inserted, at, options);
  });
}

async function recordAfterInsert(
  deps: ServiceDeps,
  shop: ShopRow,
  order: PaidOrder,
  shares: LineShare[],
  inserted: SalesOrderRow | null,
  at: number,
  options: RecordOptions,
): Promise<void> {
  const warn = options.warn ?? (() => {});
  const updatedAt = order.updatedAt ?? null;
  const now = deps.now();
  if (inserted) {
    warnBelowZero(order, warn);
    const linked = await linkedStaffOf(deps, shop);
    const fresh = await commissionsOfShares(deps, shop, order, shares, linked);
    const taken = await writeNewOrderSales(deps, shop, inserted, shares, fresh, linked);
    await recordOrderTips(deps, inserted, linked);
    const early = await applyPendingRefunds(deps, inserted, taken, warn);
    await tallyEarlyRefunds(deps, shop, inserted, shares, early);
    await payGoalBonuses(deps, shop, inserted, shares, linked);
    return;
  }
  if (options.onlyIfNew) return;
  await deps.db.lockShop(shop.id);
  const existing = (await deps.repos.sales.findOrder(shop.id, order.orderId))!;
  if (!newerThan(updatedAt, existing.shopifyUpdatedAt)) return;
  await moveOrderTips(deps, existing, order.sale, at);
  if (sameAttribution(parseStoredShares(existing.shares), shares)) {
    // Nothing to re-issue, but later updates are compared with this one.
    if (updatedAt !== null)
      await deps.repos.sales.updateOrder(existing.id, { shopifyUpdatedAt: updatedAt, updatedAt: now });
    return;
  }
  warnBelowZero(order, warn);
  const origin = { shopId: shop.id, name: order.name, orderId: order.orderId };
  const standing = standingCommissions(
    await deps.repos.sales.issuedCommissions(shop.id, existing.shopifyOrderId),
  );
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(shop.id));
  const fresh = await commissionsOfShares(deps, shop, order, shares, linked, standing);
  const change = attributionChange([...standing.values()].map(asLine), fresh);
  const reversals = change.reversals.map((line) => ({
    line,
    reversalOf: standing.get(line.staffMemberId)!.id,
  }));
  await insertOrderCommissions(deps, origin, reversals, at);
  await insertOrderCommissions(deps, origin, change.issues, at);
  await shareRefundsAgain(deps, existing, { shares, commissions: fresh, linked }, at);
  await retallyOrder(deps, shop, existing, shares);
  await deps.repos.sales.updateOrder(existing.id, {
    netCents: orderNetCents(order.sale),
    shares: JSON.stringify(shares),
    lineFacts: storedLineFacts(order.sale),
    locationId: order.locationId,
    name: order.name,
    shopifyUpdatedAt: updatedAt,
    updatedAt: now,
  });
  await payGoalBonuses(deps, shop, { ...existing, name: order.name }, shares, linked);
}

/**
 * Whether an update of `updatedAt` comes after the last one applied (`applied`), both Shopify's
 * `updated_at` in ms: strictly later, or anything when no applied payload said when. One that
 * does not say when is newer only than one that did not either.
 */
function newerThan(updatedAt: number | null, applied: number | null): boolean {
  if (applied === null) return true;
  return updatedAt !== null && updatedAt > applied;
}

function warnBelowZero(order: PaidOrder, warn: SalesWarn): void {
  for (const line of linesBelowZero(order.sale))
    warn('Shopify order line discounted below zero counted as 0.00', {
      order: order.orderId,
      line: line.lineId,
      net_cents: line.netCents,
    });
}

/** The same staff with the same cents on the same lines: an update that changed no attribution. */
function sameAttribution(before: readonly LineShare[], after: readonly LineShare[]): boolean {
  const key = (shares: readonly LineShare[]) =>
    JSON.stringify(
      shares
        .map((share) => [share.lineId, share.staffMemberId, share.cents, share.quantity])
        .sort((a, b) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)),
    );
  return key(before) === key(after);
}
