import type { RequestHandler } from 'express';
import { z } from 'zod';
import { parseQuery } from '../validate.js';

const NO_PARAMETERS = z.object({}).strict();

/**
 * A `/v1` route that documents no query parameters refuses any (400, each one named), as the
 * listings already do through their strict schemas (decision 0006): a misspelt filter or a
 * `?format=csv` where there is no CSV must not quietly answer something else. Left to the
 * route's scope check when the caller lacks its scope, so the 403 comes first as it does
 * elsewhere. It reads the matched route's spec (`req.routeSpec`).
 */
export function undocumentedQuery(): RequestHandler {
  return (req, _res, next) => {
    if (Object.keys(req.query).length > 0) {
      const route = req.routeSpec;
      const allowed =
        route?.auth === 'staff_session'
          ? req.staffPrincipal !== undefined
          : route?.scope !== undefined && req.principal?.scopes.has(route.scope);
      if (route && !route.query && allowed) parseQuery(NO_PARAMETERS, req);
    }
    next();
  };
}
