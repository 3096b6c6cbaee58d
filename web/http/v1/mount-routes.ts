import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { runChain } from '../run-chain.js';
import type { V1Deps } from './route-deps.js';
import type { V1Route } from './route-spec.js';
import { routeTable } from './route-table.js';

/** Express's answer to an OPTIONS request that no route takes, for a path other methods answer. */
function sendAllow(res: Response, methods: string[]): void {
  const allow = methods.join(', ');
  res.setHeader('Allow', allow);
  res.setHeader('Content-Length', Buffer.byteLength(allow));
  res.setHeader('Content-Type', 'text/plain');
  res.end(allow);
}

/**
 * Mounts every route of the list: the route is found once (`route-table.ts`), its spec is put on
 * the request, and the chain that reads it (`pipeline`: undocumented query, Idempotency-Key,
 * If-Match, scope) runs before the handler. No middleware of the chain matches the URL again.
 * A request no route takes, or that its route passes on, runs `unmatched`.
 */
export function mountRoutes(
  deps: V1Deps,
  routes: readonly V1Route[],
  pipeline: readonly RequestHandler[],
  unmatched: readonly RequestHandler[],
): RequestHandler {
  const table = routeTable(routes);
  const chains = new Map(routes.map((route) => [route, [...pipeline, route.handler(deps)] as const]));
  return (req: Request, res: Response, next: NextFunction) => {
    const found = table.match(req.method, req.path);
    if (!found) {
      const methods = req.method === 'OPTIONS' ? table.methodsOn(req.path) : [];
      if (methods.length > 0) sendAllow(res, methods);
      else runChain(unmatched, req, res, next);
      return;
    }
    req.routeSpec = found.route;
    req.params = found.params;
    runChain(chains.get(found.route)!, req, res, (error?: unknown) => {
      if (error) next(error);
      else runChain(unmatched, req, res, next);
    });
  };
}
