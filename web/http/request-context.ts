import type { Principal } from '../services/tokens/authenticate-token.js';
import type { RouteSpec } from './v1/route-spec.js';

declare global {
  namespace Express {
    interface Request {
      /** `req_…`, echoed as `X-Request-Id` and in every problem. */
      id: string;
      /** Set by the auth middleware on `/v1`. */
      principal?: Principal;
      /** The `/v1` route the request is for, set before its chain runs (`mount-routes.ts`). */
      routeSpec?: RouteSpec;
    }
  }
}
