import type { RequestHandler } from 'express';
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
import { noRouteError } from '../problem.js';
import type { RateLimiter } from '../rate-limiter.js';
import { chainOf } from '../run-chain.js';
import { requireStaffAppOrigin } from '../staff-app/staff-origin.js';
import { authenticateStaffSession } from '../staff-app/staff-session-auth.js';
import { mountRoutes } from './mount-routes.js';
import { ROUTES } from './route-catalog.js';
import type { V1Deps } from './route-deps.js';

export interface V1RouterOptions {
  authenticator: Authenticator;
  /** Limits per caller and per shop, shared by every instance; null when `RATE_LIMIT_DISABLED=1`. */
  rateLimiter?: RateLimiter | null;
}

/** `/webhooks`, `/webhooks/…` (any case, as Express matched a mount path), not `/webhooksx`. */
const UNDER_WEBHOOKS = /^\/webhooks(\/|$)/i;
const UNDER_TOKENS = /^\/tokens(\/|$)/i;
/** `/me`, `/me/…`: the staff app's own routes (SPEC §15), behind its cookie, not a bearer token. */
const UNDER_ME = /^\/me(\/|$)/i;

/**
 * `/v1`: refuse or answer CORS for the POS tile, authenticate, rate-limit and parse the body for
 * every request; then the route of `route-catalog.ts` the request is for, with the chain its spec
 * drives (undocumented query, Idempotency-Key, If-Match, scope, handler: `mount-routes.ts`).
 * Anything else is a 404 problem. One middleware runs the whole chain (`run-chain.ts`), so a
 * request pays for no router walking layers it will not use.
 */
export function v1Router(deps: V1Deps, options: V1RouterOptions): RequestHandler {
  const keys = idempotency(deps);
  const webhooksScope = requireScope('write_webhooks');
  const tokensScope = requireScope('write_tokens');
  // No route matched. A write with an Idempotency-Key still has its 404 recorded and replayed,
  // and a caller without the scope of webhooks or tokens learns nothing of the paths beneath
  // them (a 403 before the 404), as when those were routers mounted on their prefix.
  const unmatched: RequestHandler[] = [
    keys,
    (req, res, next) => (UNDER_WEBHOOKS.test(req.path) ? webhooksScope(req, res, next) : next()),
    (req, res, next) => (UNDER_TOKENS.test(req.path) ? tokensScope(req, res, next) : next()),
    (req) => {
      throw noRouteError(req);
    },
  ];
  const bearerRoutes = ROUTES.filter((route) => route.auth !== 'staff_session');
  const routes = mountRoutes(
    deps,
    bearerRoutes,
    [undocumentedQuery(), keys, conditionalRequests(deps), requireRouteScope()],
    unmatched,
  );
  // `/v1/me…`: the Origin of a write, then the cookie, then the body. No Idempotency-Key (a
  // staff member's writes are small and safe to repeat or are refused with 409), no If-Match,
  // no per-token rate limit (there is no token); the pipeline is driven by `auth: 'staff_session'`.
  const meRoutes = mountRoutes(
    deps,
    ROUTES.filter((route) => route.auth === 'staff_session'),
    [undocumentedQuery()],
    [
      (req) => {
        throw noRouteError(req);
      },
    ],
  );
  const me = chainOf([
    requireStaffAppOrigin(deps.staffApp.appUrl),
    authenticateStaffSession(deps, options.authenticator),
    jsonBody(),
    meRoutes,
  ]);
  const bearer = chainOf([
    // Before authentication: a CORS preflight carries no credential.
    posCors(),
    authenticate(options.authenticator),
    ...(options.rateLimiter ? [rateLimit(options.rateLimiter, { limitFor: planRequestsPerMinute })] : []),
    jsonBody(),
    routes,
  ]);
  return (req, res, next) => (UNDER_ME.test(req.path) ? me(req, res, next) : bearer(req, res, next));
}
