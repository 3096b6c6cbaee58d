import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import { eraseExpiredShops } from '../services/shops/erase-shop.js';
import { pruneShopifyWebhookReceipts } from '../services/shops/receive-shopify-webhook.js';

/** How often the sweep looks for shops due for erasure (ms), default one hour. */
export const ERASURE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases shops 48 h after their uninstall (when no `shop/redact` came first) and prunes old
 * webhook receipts: once at start, then every `intervalMs`. A sweep still running when the
 * next is due lets that one pass. Every instance may sweep: a shop is erased once, by the
 * first to lock it. The timer never keeps the process alive; the returned function stops it
 * and answers once a sweep under way has ended, so the database can be closed after it.
 */
export function startShopErasureSweep(
  deps: ServiceDeps,
  logger: Logger,
  intervalMs = ERASURE_SWEEP_INTERVAL_MS,
): () => Promise<void> {
  const sweepOnce = async () => {
    try {
      const now = deps.now();
      const erased = await eraseExpiredShops(deps, now);
      await pruneShopifyWebhookReceipts(deps, now);
      if (erased.length > 0) logger.info('Erased the data of uninstalled shops', { shops: erased });
    } catch (error) {
      logger.error('Shop erasure sweep failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  };
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepOnce().finally(() => {
      running = undefined;
    });
  };
  sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
