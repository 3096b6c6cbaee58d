import type { ClockReading } from '../db/change-clock-interface.js';
import type { StaffPrincipal } from '../services/staff-app/staff-sessions.js';
import type { Principal } from '../services/tokens/authenticate-token.js';
import type { RouteSpec } from './v1/route-spec.js';

declare global {
  namespace Express {
    interface Request {
      /** `req_…`, echoed as `X-Request-Id` and in every problem. */
      id: string;
      /** Set by the auth middleware on `/v1`. */
      principal?: Principal;
      /** Set on `/v1/me…` by the staff session cookie (SPEC §15); never with `principal`. */
      staffPrincipal?: StaffPrincipal;
      /**
       * The change clock as read for the staff session on `/v1/me…`, after the request arrived:
       * the route's own caches ask it too, so the request waits for one round trip, not one each.
       * A route that writes must not ask it after its write: it would not see that write.
       */
      clockReading?: ClockReading;
      /** The `/v1` route the request is for, set before its chain runs (`mount-routes.ts`). */
      routeSpec?: RouteSpec;
    }
  }
}
