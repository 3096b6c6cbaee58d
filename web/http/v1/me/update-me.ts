import { updateMe as update } from '../../../services/staff-app/my-profile.js';
import { MeSchema } from '../../../services/views/me-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { UpdateMeBody } from './me-schemas.js';

/** `PATCH /v1/me` (SPEC §15): only `name` and `notifications`; anything else is a 400. */
export const updateMe = defineRoute({
  method: 'patch',
  path: '/v1/me',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Change my name or email preferences',
  body: UpdateMeBody,
  example: { notifications: { reminder: false } },
  response: MeSchema,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateMeBody, req);
    res.json(
      await update(deps, staffPrincipalOf(req), { name: body.name, notifications: body.notifications }),
    );
  },
});
