import { writeAvailability } from '../../../services/availability/staff-availability.js';
import { AvailabilitySchema } from '../../../services/views/availability-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { AVAILABILITY_EXAMPLE, AvailabilityBody } from './availability-body.js';

/** `PUT /v1/me/availability` (SPEC §17): replaces my whole document. */
export const putMyAvailability = defineRoute({
  method: 'put',
  path: '/v1/me/availability',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Replace my availability',
  body: AvailabilityBody,
  example: AVAILABILITY_EXAMPLE,
  response: AvailabilitySchema,
  errors: ['invalid_range', 'overlapping_ranges', 'out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(AvailabilityBody, req);
    res.json(await writeAvailability(deps, staffPrincipalOf(req).staff, body));
  },
});
