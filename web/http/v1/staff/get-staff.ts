import { getStaff as readStaff } from '../../../services/staff/read-staff.js';
import { StaffSchema } from '../../../services/views/staff-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import type { RouteSpec } from '../route-spec.js';
import { defineRoute } from '../route-spec.js';

/** A staff member as their GET answers them (by id or handle): what `If-Match` is checked against. */
export const currentStaff: NonNullable<RouteSpec['current']> = (deps, shopId, params) =>
  readStaff(deps, shopId, params.ref!);

/** `GET /v1/staff/{ref}`. */
export const getStaff = defineRoute({
  method: 'get',
  path: '/v1/staff/{ref}',
  scope: 'read_staff',
  tag: 'Staff',
  summary: 'A staff member, by id or handle',
  response: StaffSchema,
  current: currentStaff,
  handler: (deps) => async (req, res) => {
    res.json(await readStaff(deps, principalOf(req).shopId, req.params.ref as string));
  },
});
