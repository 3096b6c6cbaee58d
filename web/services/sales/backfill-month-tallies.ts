import type { ServiceDeps } from '../deps.js';
import { orderTallyDeltas } from './month-sales-tally.js';
import { parseStoredShares } from './stored-shares.js';

/** Orders counted per transaction: a short hold of the shop's lock, a bounded read. */
export const BACKFILL_BATCH = 500;
/** Shops looked at per round. */
const SHOPS_PER_ROUND = 50;

/**
 * Counts in the month sales tallies the orders recorded before they were kept (decision 70),
 * with their refunds, `batch` orders of one shop per transaction under the shop's lock, so a
 * refund or attribution change of the same orders waits for it and then sees them counted
 * (`month_tallied`). Every instance may run it at start: the flag is read under the lock, so
 * an order is counted once. Ends when no order is left, or when a round counts nothing
 * (another instance holds the rest): answers how many orders it counted.
 */
export async function backfillMonthTallies(deps: ServiceDeps, batch = BACKFILL_BATCH): Promise<number> {
  let counted = 0;
  for (;;) {
    const shopIds = await deps.repos.goals.shopsWithUntalliedOrders(SHOPS_PER_ROUND);
    let round = 0;
    for (const shopId of shopIds) round += await backfillBatch(deps, shopId, batch);
    counted += round;
    if (round === 0) return counted;
  }
}

async function backfillBatch(deps: ServiceDeps, shopId: string, batch: number): Promise<number> {
  return deps.db.transaction(async () => {
    const shop = await deps.repos.shops.findByIdLocked(shopId);
    if (!shop) return 0;
    const orders = await deps.repos.goals.untalliedOrders(shopId, batch);
    await deps.repos.goals.addToTallies(
      shopId,
      orders.flatMap((order) =>
        orderTallyDeltas(shop.timezone, order, parseStoredShares(order.shares), order.refunds),
      ),
      // One slot for the batch: it runs under the shop's lock, so it waits for no order anyway.
      () => 0,
    );
    await deps.repos.goals.markTallied(orders.map((order) => order.id));
    return orders.length;
  });
}
