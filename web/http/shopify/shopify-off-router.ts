import { Router } from 'express';
import { AppError } from '../../domain/errors.js';

/** Standalone mode: the Shopify routes exist but say plainly that they are off. */
export function shopifyOffRouter(): Router {
  const router = Router();
  router.all(['/api/auth', '/api/auth/*path', '/api/webhooks', '/api/billing/*path'], () => {
    throw new AppError(
      'service_unavailable',
      'Shopify is not configured on this server (set SHOPIFY_API_KEY, SHOPIFY_API_SECRET and SHOPIFY_APP_URL).',
    );
  });
  return router;
}
