import { type StaffChanges, updateStaff as update } from '../../../services/staff/update-staff.js';
import { StaffSchema } from '../../../services/views/staff-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { currentStaff } from './get-staff.js';
import { UpdateStaffBody } from './staff-schemas.js';

/** `PATCH /v1/staff/{ref}`: only the fields sent change. */
export const updateStaff = defineRoute({
  method: 'patch',
  path: '/v1/staff/{ref}',
  scope: 'write_staff',
  tag: 'Staff',
  summary: 'Change a staff member',
  body: UpdateStaffBody,
  example: { hourly_rate: '19.00' },
  response: StaffSchema,
  errors: ['plan_limit', 'state_conflict', 'email_taken', 'invalid_email'],
  current: currentStaff,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateStaffBody, req);
    const changes: StaffChanges = {
      handle: body.handle,
      name: body.name,
      email: body.email,
      hourlyRateCents: body.hourly_rate,
      commissionRateBp: body.commission_rate,
      goalAmountCents: body.goal_amount,
      goalBonusCents: body.goal_bonus,
      active: body.active,
      shopifyStaffMemberId: body.shopify_staff_member_id,
      pin: body.pin,
      payrollIds: body.payroll_ids,
    };
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as StaffChanges;
    res.json(await update(deps, principalOf(req).shopId, req.params.ref as string, defined));
  },
});
