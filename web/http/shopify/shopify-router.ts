import { Router } from 'express';
import type { Logger } from '../../logger.js';
import type { ServiceDeps } from '../../services/deps.js';
import type { ShopifyIntegration } from './create-shopify.js';
import { shopifyAuthRouter } from './shopify-auth-router.js';
import { shopifyWebhooksRouter } from './shopify-webhooks-router.js';

/** Every Shopify route (install, webhooks, billing return); mount before any body parser. */
export function shopifyRouter(shopify: ShopifyIntegration, deps: ServiceDeps, logger: Logger): Router {
  const router = Router();
  router.use(shopifyWebhooksRouter(shopify, deps, logger));
  router.use(shopifyAuthRouter(shopify, deps, logger));
  return router;
}
