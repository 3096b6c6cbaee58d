import { readAvailability } from '../../../services/availability/staff-availability.js';
import { AvailabilitySchema } from '../../../services/views/availability-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/me/availability` (SPEC §17): my own availability. */
export const getMyAvailability = defineRoute({
  method: 'get',
  path: '/v1/me/availability',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My availability',
  response: AvailabilitySchema,
  handler: (deps) => async (req, res) => {
    res.json(await readAvailability(deps, staffPrincipalOf(req).staff));
  },
});
