import express, { type RequestHandler, Router } from 'express';
import { AppError } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import type { ServiceDeps } from '../../services/deps.js';
import { refreshCatalog } from '../../services/sales/catalog-refresh.js';
import { CATALOG_TOPICS } from '../../services/sales/catalog-webhooks.js';
import { receiveShopifyWebhook } from '../../services/shops/receive-shopify-webhook.js';
import { bodyReadProblem } from '../problem.js';
import { SHOPIFY_PATHS, type ShopifyIntegration } from './create-shopify.js';
import { checkShopifyWebhook } from './shopify-webhook-check.js';

/** At most 3 targets of 4 pages (12 Admin API calls, usually 1) before a webhook is answered. */
const WEBHOOK_CATALOG_BOUNDS = { targetsPerRun: 3, pagesPerTarget: 4 };

/**
 * `POST /api/webhooks`: Shopify's own webhooks (shopify.app.toml lists them). The HMAC is
 * checked on the raw body, so this router reads the body itself and must be mounted before
 * any JSON parser. A bad or missing HMAC is a 401 (Shopify's compliance review sends one); a
 * verified body that is not a JSON object is a 400, and one that does not name the header's
 * shop a 401, both before anything is recorded.
 */
export function shopifyWebhooksRouter(
  shopify: ShopifyIntegration,
  deps: ServiceDeps,
  logger: Logger,
): Router {
  const router = Router();
  const apiSecret = shopify.app.api.config.apiSecretKey;
  const readText = express.text({ type: () => true, limit: '1mb' });
  const readBody: RequestHandler = (req, res, next) =>
    readText(req, res, (error?: unknown) => next(error && bodyReadProblem(error, req)));
  router.post(SHOPIFY_PATHS.webhooks, readBody, async (req, res) => {
    const rawBody = typeof req.body === 'string' ? req.body : '';
    const check = checkShopifyWebhook(req.headers, rawBody, apiSecret);
    if (!check.valid) {
      if (check.reason === 'missing_headers')
        throw new AppError(
          'validation_error',
          `Missing Shopify webhook headers: ${check.missingHeaders.join(', ')}.`,
        );
      throw new AppError('unauthorized', 'The webhook HMAC does not match its body.');
    }
    // The HMAC proves only that Shopify signed these bytes; the service decides whether they
    // are a webhook about the header's shop (docs/decisions/0020).
    const outcome = await receiveShopifyWebhook(deps, logger, {
      webhookId: check.webhookId,
      topic: check.topic,
      shopDomain: check.domain,
      rawBody,
    });
    logger.info('Shopify webhook', { topic: check.topic, shop: check.domain, outcome });
    // The catalog's Admin API reads run after the commit, never inside it (decision 67); a
    // repeat runs them too, so a read that failed is tried again. They never fail the answer,
    // and few are read here, so Shopify has its answer within its 5 s: the rest wait.
    if (CATALOG_TOPICS.has(check.topic) || check.topic === 'APP_SCOPES_UPDATE')
      await refreshCatalog(deps, shopify.catalogReader, logger, check.domain, WEBHOOK_CATALOG_BOUNDS);
    res.status(200).json({ received: true, duplicate: outcome === 'duplicate' });
  });
  return router;
}
