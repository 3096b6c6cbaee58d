import express, { type Express } from 'express';
import { AppError } from './domain/errors.js';
import { type HealthReport, healthRouter } from './http/health-router.js';
import type { Authenticator } from './http/middleware/authenticate.js';
import { requestId } from './http/middleware/request-id.js';
import { problemHandler } from './http/problem.js';
import { shopifyOffRouter } from './http/shopify/shopify-off-router.js';
import type { V1Deps } from './http/v1/route-deps.js';
import { v1Router } from './http/v1/v1-router.js';
import type { Logger } from './logger.js';

export interface AppDeps {
  v1: V1Deps;
  logger: Logger;
  authenticator: Authenticator;
  health: () => Promise<HealthReport>;
}

/** The HTTP app: middleware order and mounts only. It never listens and never reads the environment. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');

  app.use(requestId());
  app.use(healthRouter(deps.health));
  app.use(shopifyOffRouter());
  app.use('/v1', v1Router(deps.v1, { authenticator: deps.authenticator }));
  app.get('/', (_req, res) => {
    res.type('text/plain').send('Shiftbook is running. The API is under /v1; see README.md.\n');
  });
  app.use((req) => {
    throw new AppError('not_found', `There is no route ${req.method} ${req.path}.`);
  });
  app.use(problemHandler(deps.logger));
  return app;
}
