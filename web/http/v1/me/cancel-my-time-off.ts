import { cancelMyTimeOff as cancel } from '../../../services/staff-app/my-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';

/** `POST /v1/me/time-off/{id}/cancel` (SPEC §15): `requested`, or `approved` before its first day. */
export const cancelMyTimeOff = defineRoute({
  method: 'post',
  path: '/v1/me/time-off/{id}/cancel',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Cancel my time off',
  response: TimeOffSchema,
  errors: ['not_cancellable'],
  handler: (deps) => async (req, res) => {
    res.json(await cancel(deps, staffPrincipalOf(req), req.params.id as string));
  },
});
