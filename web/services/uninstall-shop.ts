import type { DisabledReason } from '../domain/webhooks/disabled-reasons.js';
import type { ServiceDeps } from './deps.js';

/** `disabled_reason` of the webhook endpoints of an uninstalled shop. */
export const UNINSTALLED_REASON: DisabledReason = 'app_uninstalled';

/**
 * `app/uninstalled`: everything that lets anyone act for the shop stops at once, in one
 * transaction: the shop is marked uninstalled (so `/v1` answers 401 for it), its API tokens
 * are revoked, its Shopify sessions (access tokens) deleted and its webhook endpoints disabled.
 * Its data stays until `shop/redact` or the erasure sweep 48 h later.
 */
export function uninstallShop(deps: ServiceDeps, shopDomain: string): void {
  const now = deps.now();
  const { repos } = deps;
  deps.db.transaction(() => {
    repos.shopifySessions.deleteByShop(shopDomain);
    const shop = repos.shops.findByDomain(shopDomain);
    if (!shop) return;
    if (shop.status !== 'uninstalled') repos.shops.markUninstalled(shop.id, now);
    repos.apiTokens.revokeAllOfShop(shop.id, now);
    repos.webhookEndpoints.disableAllOfShop(shop.id, UNINSTALLED_REASON, now);
  });
}
