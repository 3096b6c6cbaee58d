import type { ServiceDeps } from './deps.js';

/** An uninstalled shop's data is erased this long after the uninstall (ms), unless it comes back. */
export const ERASE_AFTER_UNINSTALL_MS = 48 * 60 * 60 * 1000;
/** Shops erased per sweep, so one sweep never holds the database for long. */
const ERASE_BATCH = 50;

/**
 * Erases every row of the shop: deleting the shop row removes every table keyed by `shop_id`
 * (ON DELETE CASCADE), and the two tables keyed by the shop's domain (Shopify sessions and
 * webhook receipts) are cleared beside it, in the same transaction. Erasing an unknown shop
 * does nothing, so a repeated `shop/redact` is harmless.
 */
export function eraseShop(deps: ServiceDeps, shopDomain: string): void {
  const { repos } = deps;
  deps.db.transaction(() => {
    const shop = repos.shops.findByDomain(shopDomain);
    if (shop) repos.shops.delete(shop.id);
    repos.shopifySessions.deleteByShop(shopDomain);
    repos.shopifyWebhookReceipts.deleteByShop(shopDomain);
  });
}

/**
 * The periodic sweep: erases shops uninstalled at least 48 h before `now` (ms) and not
 * reinstalled since. Answers the domains it erased.
 */
export function eraseExpiredShops(deps: ServiceDeps, now: number): string[] {
  const erased: string[] = [];
  for (;;) {
    const due = deps.repos.shops.listUninstalledBefore(now - ERASE_AFTER_UNINSTALL_MS, ERASE_BATCH);
    for (const shop of due) {
      eraseShop(deps, shop.domain);
      erased.push(shop.domain);
    }
    if (due.length < ERASE_BATCH) return erased;
  }
}
