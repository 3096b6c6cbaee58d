import { Router } from 'express';
import { AppError } from '../../domain/errors.js';
import {
  type Authenticator,
  authenticate,
  requireRouteScope,
  requireScope,
} from '../middleware/authenticate.js';
import { conditionalRequests } from '../middleware/conditional-requests.js';
import { idempotency } from '../middleware/idempotency.js';
import { jsonBody } from '../middleware/json-body.js';
import { posCors } from '../middleware/pos-cors.js';
import { rateLimit } from '../middleware/rate-limit.js';
import { undocumentedQuery } from '../middleware/undocumented-query.js';
import { planRequestsPerMinute } from '../plan-rate.js';
import type { RateLimiter } from '../rate-limiter.js';
import { mountRoutes } from './mount-routes.js';
import { ROUTES } from './route-catalog.js';
import type { V1Deps } from './route-deps.js';

export interface V1RouterOptions {
  authenticator: Authenticator;
  /** Limits per caller and per shop, shared by every instance; null when `RATE_LIMIT_DISABLED=1`. */
  rateLimiter?: RateLimiter | null;
}

/**
 * `/v1`: refuse or answer CORS for the POS tile, authenticate, rate-limit and parse the body for
 * every request; then each route of `route-catalog.ts`, mounted with the chain its spec drives
 * (undocumented query, Idempotency-Key, If-Match, scope, handler: `mount-routes.ts`). Anything
 * else is a 404 problem.
 */
export function v1Router(deps: V1Deps, options: V1RouterOptions): Router {
  const router = Router();
  // Before authentication: a CORS preflight carries no credential.
  router.use(posCors());
  router.use(authenticate(options.authenticator));
  if (options.rateLimiter) router.use(rateLimit(options.rateLimiter, { limitFor: planRequestsPerMinute }));
  router.use(jsonBody());
  const keys = idempotency(deps);
  router.use(
    mountRoutes(deps, ROUTES, [undocumentedQuery(), keys, conditionalRequests(deps), requireRouteScope()]),
  );
  // No route matched. A write with an Idempotency-Key still has its 404 recorded and replayed,
  // and a caller without the scope of webhooks or tokens learns nothing of the paths beneath
  // them (a 403 before the 404), as when those were routers mounted on their prefix.
  router.use(keys);
  router.use('/webhooks', requireScope('write_webhooks'));
  router.use('/tokens', requireScope('write_tokens'));
  router.use((req) => {
    throw new AppError('not_found', `There is no route ${req.method} ${req.baseUrl}${req.path}.`);
  });
  return router;
}
