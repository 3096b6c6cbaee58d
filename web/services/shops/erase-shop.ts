import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShopOrNone } from './shop-context.js';

/** An uninstalled shop's data is erased this long after the uninstall (ms), unless it comes back. */
export const ERASE_AFTER_UNINSTALL_MS = 48 * 60 * 60 * 1000;
/** Shops erased per sweep, so one sweep never holds the database for long. */
const ERASE_BATCH = 50;

/** Deletes the shop's rows; runs inside the caller's transaction. */
async function eraseRows(deps: ServiceDeps, shopDomain: string, shop: ShopRow | undefined): Promise<void> {
  const { repos } = deps;
  if (shop) await repos.shops.delete(shop.id);
  await repos.shopifySessions.deleteByShop(shopDomain);
  await repos.shopifyWebhookReceipts.deleteByShop(shopDomain);
}

/**
 * Erases every row of the shop: deleting the shop row removes every table keyed by `shop_id`
 * (ON DELETE CASCADE), and the two tables keyed by the shop's domain (Shopify sessions and
 * webhook receipts) are cleared beside it, in the same transaction. For an unknown shop only
 * those two are cleared, so a repeated `shop/redact` is harmless.
 */
export async function eraseShop(deps: ServiceDeps, shopDomain: string): Promise<void> {
  await deps.db.transaction(async () => {
    await eraseRows(deps, shopDomain, await deps.repos.shops.findByDomain(shopDomain));
  });
}

/**
 * Erases one shop found due by the sweep, if it still is once locked: the list was read
 * outside the transaction, and the shop may have been reinstalled (or erased by another
 * instance's sweep) since. Answers whether it erased it.
 */
async function eraseIfStillDue(deps: ServiceDeps, shopId: string, cutoff: number): Promise<boolean> {
  return deps.db.transaction(async () => {
    const shop = await lockedShopOrNone(deps, shopId);
    if (shop?.status !== 'uninstalled' || shop.uninstalledAt === null || shop.uninstalledAt > cutoff)
      return false;
    await eraseRows(deps, shop.domain, shop);
    return true;
  });
}

/**
 * The periodic sweep: erases shops uninstalled at least 48 h before `now` (ms) and not
 * reinstalled since, one transaction per shop. Answers the domains it erased. Several
 * instances may sweep at once: each shop is erased by whichever gets to it first.
 */
export async function eraseExpiredShops(deps: ServiceDeps, now: number): Promise<string[]> {
  const cutoff = now - ERASE_AFTER_UNINSTALL_MS;
  const erased: string[] = [];
  for (;;) {
    const due = await deps.repos.shops.listUninstalledBefore(cutoff, ERASE_BATCH);
    let erasedNow = 0;
    for (const shop of due) {
      if (!(await eraseIfStillDue(deps, shop.id, cutoff))) continue;
      erased.push(shop.domain);
      erasedNow++;
    }
    // A whole batch left alone (reinstalled, or erased by another instance): stop rather than
    // risk reading the same rows again; the next sweep goes on.
    if (due.length < ERASE_BATCH || erasedNow === 0) return erased;
  }
}
