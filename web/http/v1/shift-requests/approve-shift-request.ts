import {
  getShiftRequest as read,
  shiftRequestViews,
} from '../../../services/shift-requests/read-shift-requests.js';
import { decideShiftRequest } from '../../../services/shift-requests/shift-request-actions.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { currentById, defineRoute } from '../route-spec.js';
import { DecideShiftRequestBody } from './shift-request-schemas.js';

/** `POST /v1/shift-requests/{id}/approve` (SPEC §17): a manager's decision on an accepted request. */
export const approveShiftRequest = defineRoute({
  method: 'post',
  path: '/v1/shift-requests/{id}/approve',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Approve an accepted shift request',
  body: DecideShiftRequestBody,
  example: {},
  response: ShiftRequestSchema,
  errors: ['request_state', 'shift_started', 'already_taken', 'overlap', 'time_off', 'staff_inactive'],
  current: currentById(read),
  handler: (deps) => async (req, res) => {
    const body = parseBody(DecideShiftRequestBody, req);
    const principal = principalOf(req);
    const row = await decideShiftRequest(
      deps,
      principal.shopId,
      req.params.id as string,
      'approve',
      body.reason ?? null,
      principal.actor,
    );
    res.json((await shiftRequestViews(deps, principal.shopId, [row]))[0]);
  },
});
