import { z } from 'zod';
import type { Logger } from '../logger.js';
import type { ServiceDeps } from './deps.js';
import { eraseShop } from './erase-shop.js';
import { setShopPlan } from './shop-plan.js';
import { uninstallShop } from './uninstall-shop.js';

/** A Shopify webhook whose HMAC has been verified. `topic` as Shopify's library names it: `APP_UNINSTALLED`. */
export interface ShopifyWebhook {
  webhookId: string;
  topic: string;
  shopDomain: string;
  payload: unknown;
}

/** Receipts are kept this long (ms): far beyond Shopify's retries, which stop within 48 h. */
export const RECEIPT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const ScopesUpdatePayload = z.object({ current: z.array(z.string()) });
const SubscriptionUpdatePayload = z.object({
  app_subscription: z.object({ name: z.string(), status: z.string() }),
});
const ENDED_SUBSCRIPTION = new Set(['CANCELLED', 'DECLINED', 'EXPIRED', 'FROZEN']);

/**
 * Processes a verified delivery once per `X-Shopify-Webhook-Id`: the receipt and the effect
 * commit in one transaction, so a repeat (Shopify retries, and re-sends after timeouts) finds
 * the receipt and changes nothing. Answers whether it was processed or a duplicate.
 */
export function receiveShopifyWebhook(
  deps: ServiceDeps,
  logger: Logger,
  webhook: ShopifyWebhook,
): 'processed' | 'duplicate' {
  const { repos } = deps;
  return deps.db.transaction(() => {
    const first = repos.shopifyWebhookReceipts.record({
      webhookId: webhook.webhookId,
      shopDomain: webhook.shopDomain,
      topic: webhook.topic,
      receivedAt: deps.now(),
    });
    if (!first) return 'duplicate';
    switch (webhook.topic) {
      case 'APP_UNINSTALLED':
        uninstallShop(deps, webhook.shopDomain);
        break;
      case 'SHOP_REDACT':
        eraseShop(deps, webhook.shopDomain);
        break;
      case 'CUSTOMERS_REDACT':
      case 'CUSTOMERS_DATA_REQUEST':
        // Shiftbook stores no data about a shop's customers (docs/decisions/0010): nothing to
        // export or erase, and the 200 answer is the acknowledgement Shopify needs.
        break;
      case 'APP_SCOPES_UPDATE': {
        const payload = ScopesUpdatePayload.safeParse(webhook.payload);
        if (payload.success)
          repos.shopifySessions.updateScopeOfShop(webhook.shopDomain, payload.data.current.join(','));
        break;
      }
      case 'APP_SUBSCRIPTIONS_UPDATE': {
        const payload = SubscriptionUpdatePayload.safeParse(webhook.payload);
        if (!payload.success || payload.data.app_subscription.name !== 'pro') break;
        const { status } = payload.data.app_subscription;
        if (status === 'ACTIVE') setShopPlan(deps, webhook.shopDomain, 'pro');
        else if (ENDED_SUBSCRIPTION.has(status)) setShopPlan(deps, webhook.shopDomain, 'free');
        break;
      }
      default:
        logger.warn('Shopify webhook with a topic Shiftbook does not subscribe to', { topic: webhook.topic });
    }
    return 'processed';
  });
}

/** Drops receipts older than the retention window; run by the periodic sweep. */
export function pruneShopifyWebhookReceipts(deps: ServiceDeps, now: number): void {
  deps.repos.shopifyWebhookReceipts.deleteReceivedBefore(now - RECEIPT_RETENTION_MS);
}
