import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { eraseExpiredShops } from '../services/erase-shop.js';
import { pruneShopifyWebhookReceipts } from '../services/receive-shopify-webhook.js';

/** How often the sweep looks for shops due for erasure (ms), default one hour. */
export const ERASURE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases shops 48 h after their uninstall (when no `shop/redact` came first) and prunes old
 * webhook receipts: once at start, then every `intervalMs`. The timer never keeps the process
 * alive; the returned function stops it.
 */
export function startShopErasureSweep(
  deps: ServiceDeps,
  logger: Logger,
  intervalMs = ERASURE_SWEEP_INTERVAL_MS,
): () => void {
  const sweep = () => {
    try {
      const now = deps.now();
      const erased = eraseExpiredShops(deps, now);
      pruneShopifyWebhookReceipts(deps, now);
      if (erased.length > 0) logger.info('Erased the data of uninstalled shops', { shops: erased });
    } catch (error) {
      logger.error('Shop erasure sweep failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
