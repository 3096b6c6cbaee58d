import { type RequestHandler, Router } from 'express';
import type { V1Deps } from './route-deps.js';
import type { V1Route } from './route-spec.js';

/** `/v1/staff/{ref}` → `/staff/{ref}` → `/staff/:ref`: Express's form, under the `/v1` mount. */
export function expressPath(path: string): string {
  return path.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Mounts every route of the list: Express matches the method and path once,
 * the route's spec is put on the request, and the chain that reads it (`pipeline`: undocumented
 * query, Idempotency-Key, If-Match, scope) runs before the handler. No middleware of the chain
 * matches the URL again.
 */
export function mountRoutes(deps: V1Deps, routes: readonly V1Route[], pipeline: RequestHandler[]): Router {
  const router = Router();
  for (const route of routes) {
    const matched: RequestHandler = (req, _res, next) => {
      req.routeSpec = route;
      next();
    };
    router[route.method](expressPath(route.path), matched, ...pipeline, route.handler(deps));
  }
  return router;
}
