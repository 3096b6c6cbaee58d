import type { DisabledReason } from '../../domain/webhooks/disabled-reasons.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShopOrNone } from './shop-context.js';

/** `disabled_reason` of the webhook endpoints of an uninstalled shop. */
export const UNINSTALLED_REASON: DisabledReason = 'app_uninstalled';

/**
 * `app/uninstalled`: everything that lets anyone act for the shop stops at once, in one
 * transaction: the shop is marked uninstalled (so `/v1` answers 401 for it), its API tokens
 * are revoked, its Shopify sessions (access tokens) deleted and its webhook endpoints disabled.
 * Its data stays until `shop/redact` or the erasure sweep 48 h later. The shop's lock keeps a
 * token being issued on another instance from escaping the revocation.
 */
export async function uninstallShop(deps: ServiceDeps, shopDomain: string): Promise<void> {
  const now = deps.now();
  const { repos } = deps;
  await deps.db.transaction(async () => {
    await repos.shopifySessions.deleteByShop(shopDomain);
    const found = await repos.shops.findByDomain(shopDomain);
    if (!found) return;
    const shop = await lockedShopOrNone(deps, found.id);
    if (!shop) return;
    if (shop.status !== 'uninstalled') await repos.shops.markUninstalled(shop.id, now);
    await repos.apiTokens.revokeAllOfShop(shop.id, now);
    await repos.webhookEndpoints.disableAllOfShop(shop.id, UNINSTALLED_REASON, now);
    // SPEC §15: uninstall ends every staff app session of the shop.
    await repos.staffAuth.endAllOfShop(shop.id, now);
  });
}
