import { shiftRequestViews } from '../../../services/shift-requests/read-shift-requests.js';
import { claimShift } from '../../../services/shift-requests/shift-request-actions.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { EmptyBody } from '../shift-requests/shift-request-schemas.js';

/**
 * `POST /v1/me/open-shifts/{shift}/claim` (SPEC §17): `201` a new claim, or `200` the drop of
 * a shift offered to all, accepted with me as its taker.
 */
export const claimOpenShift = defineRoute({
  method: 'post',
  path: '/v1/me/open-shifts/{shift}/claim',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Claim an open shift, or take one offered to all',
  body: EmptyBody,
  example: {},
  response: ShiftRequestSchema,
  status: 201,
  errors: [
    'shift_started',
    'request_open',
    'already_taken',
    'overlap',
    'time_off',
    'staff_inactive',
    'same_staff',
  ],
  handler: (deps) => async (req, res) => {
    if (req.body !== undefined) parseBody(EmptyBody, req);
    const me = staffPrincipalOf(req);
    const { row, created } = await claimShift(deps, me, req.params.shift as string);
    const [view] = await shiftRequestViews(deps, me.shop.id, [row]);
    if (created) res.status(201).location(`/v1/shift-requests/${row.id}`);
    res.json(view);
  },
});
