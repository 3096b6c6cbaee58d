import { shiftRequestViews } from '../../../services/shift-requests/read-shift-requests.js';
import { decideShiftRequest } from '../../../services/shift-requests/shift-request-actions.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import type { V1Deps } from '../route-deps.js';
import type { RouteHandler } from '../route-spec.js';
import { DecideShiftRequestBody } from './shift-request-schemas.js';

/** The handler of a manager's decision on an accepted shift request (SPEC §17): the request as it now stands. */
export function decideShiftRequestHandler(decision: 'approve' | 'deny'): (deps: V1Deps) => RouteHandler {
  return (deps) => async (req, res) => {
    const body = parseBody(DecideShiftRequestBody, req);
    const principal = principalOf(req);
    const row = await decideShiftRequest(
      deps,
      principal.shopId,
      req.params.id as string,
      decision,
      body.reason ?? null,
      principal.actor,
    );
    res.json((await shiftRequestViews(deps, principal.shopId, [row]))[0]);
  };
}
