import { getStaffAvailability as read } from '../../../services/availability/staff-availability.js';
import { AvailabilitySchema } from '../../../services/views/availability-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/staff/{ref}/availability` (SPEC §17). */
export const getStaffAvailability = defineRoute({
  method: 'get',
  path: '/v1/staff/{ref}/availability',
  scope: 'read_staff',
  tag: 'Staff',
  summary: "A staff member's availability: weekly ranges and dated exceptions",
  response: AvailabilitySchema,
  handler: (deps) => async (req, res) => {
    res.json(await read(deps, principalOf(req).shopId, req.params.ref as string));
  },
});
