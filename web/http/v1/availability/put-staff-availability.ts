import { putStaffAvailability as put } from '../../../services/availability/staff-availability.js';
import { AvailabilitySchema } from '../../../services/views/availability-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { AVAILABILITY_EXAMPLE, AvailabilityBody } from './availability-body.js';

/** `PUT /v1/staff/{ref}/availability` (SPEC §17): replaces the whole document. */
export const putStaffAvailability = defineRoute({
  method: 'put',
  path: '/v1/staff/{ref}/availability',
  scope: 'write_staff',
  tag: 'Staff',
  summary: "Replace a staff member's availability",
  body: AvailabilityBody,
  example: AVAILABILITY_EXAMPLE,
  response: AvailabilitySchema,
  errors: ['invalid_range', 'overlapping_ranges', 'out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(AvailabilityBody, req);
    res.json(await put(deps, principalOf(req).shopId, req.params.ref as string, body));
  },
});
