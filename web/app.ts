import express, { type Express, type RequestHandler } from 'express';
import { type AdminStaticOptions, adminStatic } from './http/admin-static.js';
import { type HealthReport, healthRouter } from './http/health-router.js';
import type { Authenticator } from './http/middleware/authenticate.js';
import { requestId } from './http/middleware/request-id.js';
import { openApiRouter } from './http/openapi-router.js';
import { noRouteError, problemHandler } from './http/problem.js';
import { parseQueryOnce } from './http/query-once.js';
import type { RateLimiter } from './http/rate-limiter.js';
import type { ShopifyIntegration } from './http/shopify/create-shopify.js';
import { shopifyAuthRouter } from './http/shopify/shopify-auth-router.js';
import { shopifyOffRouter } from './http/shopify/shopify-off-router.js';
import { shopifyWebhooksRouter } from './http/shopify/shopify-webhooks-router.js';
import { calendarFeedRouter } from './http/staff-app/calendar-feed-router.js';
import { staffAuthRouter } from './http/staff-app/staff-auth-router.js';
import { unsubscribeRouter } from './http/staff-app/unsubscribe-router.js';
import type { V1Deps } from './http/v1/route-deps.js';
import { openV1FrontDoor } from './http/v1/v1-front-door.js';
import { v1Router } from './http/v1/v1-router.js';
import type { Logger } from './logger.js';

export interface AppDeps {
  v1: V1Deps;
  logger: Logger;
  authenticator: Authenticator;
  health: () => Promise<HealthReport>;
  /** Install, Shopify webhooks and billing; absent in standalone mode (the routes say they are off). */
  shopify?: ShopifyIntegration | undefined;
  /** Rate limits per caller and per shop in Redis; null or absent turns them off (`RATE_LIMIT_DISABLED=1`). */
  rateLimiter?: RateLimiter | null;
  /**
   * The 15-minute limit of sign-in link requests per address and per IP (SPEC §15, decision 52);
   * null or absent: no limit (tests of other things).
   */
  linkLimiter?: RateLimiter | null;
  /** Where the built admin is and how to embed it; defaults serve dist/admin standalone. */
  admin?: AdminStaticOptions;
}

/** The HTTP app: middleware order and mounts only. It never listens and never reads the environment. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  parseQueryOnce(app);

  // Every answer, errors and assets included: a browser must never guess a type (a CSV or a
  // problem read as HTML would run an injected script).
  const identify = requestId();
  const stamp: RequestHandler = (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    identify(req, res, next);
  };
  app.use(stamp);
  // Shopify's webhooks first: at the rate orders arrive, walking the other routers costs a
  // share of each one (decision 76). Their HMAC is checked on the raw body, so no body parser
  // may run before them.
  if (deps.shopify) app.use(shopifyWebhooksRouter(deps.shopify, deps.v1, deps.logger));
  // `/v1/openapi.json` is public; the rest of `/v1` comes next. Requests for `/v1/…` as clients
  // write it never walk this stack: the front door below hands them to the same router.
  app.use(openApiRouter());
  const v1 = v1Router(deps.v1, { authenticator: deps.authenticator, rateLimiter: deps.rateLimiter });
  app.use('/v1', v1);
  app.use(healthRouter(deps.health));
  // The staff app's door, its calendar feed (SPEC §15) and the one-click unsubscribe links
  // (§16): each parses only its own bodies.
  app.use(staffAuthRouter({ deps: deps.v1, logger: deps.logger, linkLimiter: deps.linkLimiter ?? null }));
  app.use(calendarFeedRouter(deps.v1));
  app.use(unsubscribeRouter(deps.v1));
  // No body parser runs outside `/v1`: the install's routes read none either.
  app.use(deps.shopify ? shopifyAuthRouter(deps.shopify, deps.v1, deps.logger) : shopifyOffRouter());
  app.use(adminStatic(deps.admin));
  app.use((req) => {
    throw noRouteError(req);
  });
  const problems = problemHandler(deps.logger);
  app.use(problems);
  // The API's requests skip the stack above, which would only hand them to the same `/v1` router
  // (decision 79).
  openV1FrontDoor(app, { stamp, v1, problems });
  return app;
}
