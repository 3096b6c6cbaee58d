import { getMe as readMe } from '../../../services/staff-app/my-profile.js';
import { MeSchema } from '../../../services/views/me-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/me` (SPEC §15): the signed-in staff member and their shop. */
export const getMe = defineRoute({
  method: 'get',
  path: '/v1/me',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'The signed-in staff member',
  response: MeSchema,
  handler: () => (req, res) => {
    res.json(readMe(staffPrincipalOf(req)));
  },
});
