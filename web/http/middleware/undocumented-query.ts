import type { RequestHandler } from 'express';
import { z } from 'zod';
import { matchRoute } from '../v1/route-catalog.js';
import { parseQuery } from '../validate.js';

const NO_PARAMETERS = z.object({}).strict();

/**
 * A `/v1` route that documents no query parameters refuses any (400, each one named), as the
 * listings already do through their strict schemas (decision 0006): a misspelt filter or a
 * `?format=csv` where there is no CSV must not quietly answer something else. Left to the
 * router when the caller lacks the route's scope, so the 403 comes first as it does elsewhere.
 */
export function undocumentedQuery(): RequestHandler {
  return (req, _res, next) => {
    if (Object.keys(req.query).length > 0) {
      const route = req.routeSpec ?? matchRoute(req.method, `${req.baseUrl}${req.path}`)?.route;
      if (route && !route.query && req.principal?.scopes.has(route.scope)) parseQuery(NO_PARAMETERS, req);
    }
    next();
  };
}
