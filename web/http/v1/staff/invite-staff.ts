import { z } from 'zod';
import { inviteStaff as invite } from '../../../services/staff-app/sign-in-links.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';

export const InviteStaffBody = z.strictObject({});
export const InviteSentSchema = z.object({ status: z.literal('sent') }).meta({ id: 'InviteSent' });

/** `POST /v1/staff/{ref}/invite` (SPEC §15): email the staff member a sign-in link valid 7 days. */
export const inviteStaff = defineRoute({
  method: 'post',
  path: '/v1/staff/{ref}/invite',
  scope: 'write_staff',
  tag: 'Staff',
  summary: 'Email a staff member an invite to the staff app',
  body: InviteStaffBody,
  example: {},
  response: InviteSentSchema,
  status: 202,
  errors: ['no_email', 'staff_inactive'],
  handler: (deps) => async (req, res) => {
    parseBody(InviteStaffBody, req);
    await invite(deps, principalOf(req).shopId, req.params.ref as string);
    res.status(202).json({ status: 'sent' });
  },
});
