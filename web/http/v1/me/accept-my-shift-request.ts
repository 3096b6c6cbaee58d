import { shiftRequestViews } from '../../../services/shift-requests/read-shift-requests.js';
import { actOnMyRequest } from '../../../services/shift-requests/shift-request-actions.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { EmptyBody } from '../shift-requests/shift-request-schemas.js';

/** `POST /v1/me/shift-requests/{id}/accept` (SPEC §17). */
export const acceptMyShiftRequest = defineRoute({
  method: 'post',
  path: '/v1/me/shift-requests/{id}/accept',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Accept a shift request',
  body: EmptyBody,
  example: {},
  response: ShiftRequestSchema,
  errors: [
    'shift_started',
    'request_state',
    'already_taken',
    'overlap',
    'time_off',
    'staff_inactive',
    'same_staff',
  ],
  handler: (deps) => async (req, res) => {
    if (req.body !== undefined) parseBody(EmptyBody, req);
    const me = staffPrincipalOf(req);
    const row = await actOnMyRequest(deps, me, req.params.id as string, 'accept');
    res.json((await shiftRequestViews(deps, me.shop.id, [row]))[0]);
  },
});
