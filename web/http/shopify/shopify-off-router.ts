import { Router } from 'express';
import { AppError } from '../../domain/errors.js';

const OFF =
  'Shopify is not configured on this server (set SHOPIFY_API_KEY, SHOPIFY_API_SECRET and SHOPIFY_APP_URL).';

/** Standalone mode: the Shopify routes exist but say plainly that they are off. */
export function shopifyOffRouter(): Router {
  const router = Router();
  // Without the app secret no webhook can prove it comes from Shopify: every one is refused
  // like a bad HMAC, so nothing unverified is ever processed.
  router.post('/api/webhooks', () => {
    throw new AppError('unauthorized', `The webhook's HMAC cannot be verified: ${OFF}`, {
      headers: { 'WWW-Authenticate': 'HMAC' },
    });
  });
  router.all(['/api/auth', '/api/auth/*path', '/api/webhooks', '/api/billing/*path'], () => {
    throw new AppError('service_unavailable', OFF);
  });
  return router;
}
