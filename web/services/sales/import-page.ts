import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { ServiceDeps } from '../deps.js';
import { type OrderPage, readOrderPage } from './graphql-orders.js';
import type { ShopifyOrderHistory } from './import-order-history.js';
import { recordPaidOrder } from './record-order.js';
import { recordRefund } from './record-refund.js';
import type { SalesWarn } from './sales-inputs.js';

/** An import as a runner holds it: whose, and where its next page starts. */
export interface ImportHold {
  shopId: string;
  owner: string;
  /** The window's start (UTC ms), fixed for the import. */
  since: number;
  /** The cursor the next page is read after (null: the first page). */
  cursor: string | null;
}

export type ImportPageRead =
  | { granted: false }
  | { granted: true; page: OrderPage; cursor: string | null; last: boolean };

/** Reads the page after the hold's cursor from Shopify: a network call, made outside any transaction. */
export async function readImportPage(
  history: ShopifyOrderHistory,
  shopDomain: string,
  hold: ImportHold,
): Promise<ImportPageRead> {
  const answer = await history.page(shopDomain, { since: hold.since, after: hold.cursor });
  if (!answer.granted) return { granted: false };
  return {
    granted: true,
    page: readOrderPage(answer.nodes),
    // An empty last page may carry no cursor: the import stays where it was.
    cursor: answer.endCursor ?? hold.cursor,
    last: !answer.hasNextPage,
  };
}

/**
 * Records a page and moves the import's cursor past it in one transaction (decision 33), so a
 * page is never imported twice nor skipped: a runner stopped before the commit leaves the page
 * for the next one, and one stopped after it has moved the cursor. The move is conditional on
 * the runner still holding the import at the cursor it read after; when it no longer does
 * (its lease ran out and another runner took over), nothing is written and this answers false.
 *
 * Orders go through the webhooks' own `recordPaidOrder` and `recordRefund`, under the shop's
 * lock. An order already recorded, by a webhook or an earlier import, is left as it is: a
 * webhook carries the exact attribution (a line split by quantity), which GraphQL cannot give,
 * and `orders/updated` keeps it current. Its refunds are still recorded, once per refund id,
 * and a refund a webhook brought before the order is applied as the order is recorded.
 * Amounts bounded on the way (SPEC §12) are reported through `warn`.
 */
export async function commitImportPage(
  deps: ServiceDeps,
  shop: ShopRow,
  hold: ImportHold,
  read: Extract<ImportPageRead, { granted: true }>,
  leaseMs: number,
  warn: SalesWarn = () => {},
): Promise<boolean> {
  return deps.db.transaction(async () => {
    // The shop as it is now, locked: its `rules_version` says whether the kept rule index
    // (rule-index-cache.ts) still holds its rules, which `shop`, read before the page, may not.
    const current = (await deps.repos.shops.findByIdLocked(shop.id)) ?? shop;
    const now = deps.now();
    const held = await deps.repos.orderImports.advance(shop.id, hold.owner, hold.cursor, {
      cursor: read.cursor,
      orders: read.page.orders.length,
      refunds: read.page.refunds.length,
      skipped: read.page.skipped.length,
      finishedAt: read.last ? now : null,
      leaseUntil: now + leaseMs,
    });
    if (!held) return false;
    for (const order of read.page.orders)
      await recordPaidOrder(deps, current, order, now, { onlyIfNew: true, warn });
    for (const refund of read.page.refunds) await recordRefund(deps, current, refund, warn);
    return true;
  });
}
