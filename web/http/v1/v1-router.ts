import { Router } from 'express';
import { AppError } from '../../domain/errors.js';
import { type Authenticator, authenticate, requireRouteScope } from '../middleware/authenticate.js';
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
import { tokensRouter } from './tokens-router.js';
import { webhooksRouter } from './webhooks-router.js';

export interface V1RouterOptions {
  authenticator: Authenticator;
  /** Limits per caller and per shop, shared by every instance; null when `RATE_LIMIT_DISABLED=1`. */
  rateLimiter?: RateLimiter | null;
}

/**
 * `/v1`: authenticate, rate-limit, parse the body, refuse undocumented query parameters, claim
 * the Idempotency-Key, check If-Match, then the resource routers; anything else is a 404
 * problem. Every route is listed in `route-catalog.ts` (the OpenAPI document); a test fails
 * when one is missing there.
 */
export function v1Router(deps: V1Deps, options: V1RouterOptions): Router {
  const router = Router();
  // Before authentication: a CORS preflight carries no credential.
  router.use(posCors());
  router.use(authenticate(options.authenticator));
  if (options.rateLimiter) router.use(rateLimit(options.rateLimiter, { limitFor: planRequestsPerMinute }));
  router.use(jsonBody());
  const pipeline = [undocumentedQuery(), idempotency(deps), conditionalRequests(deps)];
  // Routes written as modules carry their own chain, built from their spec; the resource
  // routers not yet written so run the same middlewares for every request that reaches them.
  router.use(mountRoutes(deps, ROUTES, [...pipeline, requireRouteScope()]));
  router.use(...pipeline);
  router.use(webhooksRouter(deps));
  router.use(tokensRouter(deps));
  router.use((req) => {
    throw new AppError('not_found', `There is no route ${req.method} ${req.baseUrl}${req.path}.`);
  });
  return router;
}
