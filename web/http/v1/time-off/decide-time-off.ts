import type { TimeOffStatus } from '../../../domain/scheduling/time-off.js';
import { decideTimeOffRequest } from '../../../services/time-off/decide-time-off.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import type { V1Deps } from '../route-deps.js';
import type { RouteHandler } from '../route-spec.js';
import { DecideTimeOffBody } from './time-off-schemas.js';

/** The handler of `approve` and `deny`: the request moves to `to`, with the optional reason. */
export function decideTimeOffHandler(to: Extract<TimeOffStatus, 'approved' | 'denied'>) {
  return (deps: V1Deps): RouteHandler =>
    async (req, res) => {
      const body = parseBody(DecideTimeOffBody, req);
      const principal = principalOf(req);
      const id = req.params.id as string;
      res.json(
        await decideTimeOffRequest(deps, principal.shopId, id, to, body.reason ?? null, principal.actor),
      );
    };
}
