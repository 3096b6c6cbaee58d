import { createStaff as create } from '../../../services/staff/create-staff.js';
import { StaffSchema } from '../../../services/views/staff-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { CreateStaffBody } from './staff-schemas.js';

/** `POST /v1/staff`. */
export const createStaff = defineRoute({
  method: 'post',
  path: '/v1/staff',
  scope: 'write_staff',
  tag: 'Staff',
  summary: 'Add a staff member',
  body: CreateStaffBody,
  example: { handle: 'ana', name: 'Ana Lima', hourly_rate: '18.25' },
  response: StaffSchema,
  status: 201,
  errors: ['plan_limit', 'state_conflict', 'email_taken', 'invalid_email'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateStaffBody, req);
    const staff = await create(deps, principalOf(req).shopId, {
      handle: body.handle,
      name: body.name,
      email: body.email ?? null,
      hourlyRateCents: body.hourly_rate ?? null,
      commissionRateBp: body.commission_rate ?? null,
      goalAmountCents: body.goal_amount ?? null,
      goalBonusCents: body.goal_bonus ?? null,
      active: body.active ?? true,
      shopifyStaffMemberId: body.shopify_staff_member_id ?? null,
      pin: body.pin ?? null,
      payrollIds: body.payroll_ids,
    });
    res.status(201).location(`/v1/staff/${staff.id}`).json(staff);
  },
});
