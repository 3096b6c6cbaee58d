import { Router } from 'express';
import { AppError } from '../../domain/errors.js';
import { type Authenticator, authenticate } from '../middleware/authenticate.js';
import { jsonBody } from '../middleware/json-body.js';
import type { V1Deps } from './route-deps.js';
import { shiftsRouter } from './shifts-router.js';
import { shopRouter } from './shop-router.js';
import { staffRouter } from './staff-router.js';
import { timeEntriesRouter } from './time-entries-router.js';
import { timesheetsRouter } from './timesheets-router.js';

export interface V1RouterOptions {
  authenticator: Authenticator;
}

/** `/v1`: authenticate, parse the body, then the resource routers; anything else is a 404 problem. */
export function v1Router(deps: V1Deps, options: V1RouterOptions): Router {
  const router = Router();
  router.use(authenticate(options.authenticator));
  router.use(jsonBody());
  router.use(timesheetsRouter(deps));
  router.use(timeEntriesRouter(deps));
  router.use(shiftsRouter(deps));
  router.use(staffRouter(deps));
  router.use(shopRouter(deps));
  router.use((req) => {
    throw new AppError('not_found', `There is no route ${req.method} ${req.baseUrl}${req.path}.`);
  });
  return router;
}
