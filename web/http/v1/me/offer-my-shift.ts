import { shiftRequestViews } from '../../../services/shift-requests/read-shift-requests.js';
import { offerShift } from '../../../services/shift-requests/shift-request-actions.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { OfferBody } from '../shift-requests/shift-request-schemas.js';

/** `POST /v1/me/shifts/{id}/offer` (SPEC §17): a swap to one colleague, or a drop to all. */
export const offerMyShift = defineRoute({
  method: 'post',
  path: '/v1/me/shifts/{id}/offer',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Offer my shift to a colleague (a swap) or to everyone eligible (a drop)',
  body: OfferBody,
  example: { to_staff: 'bea', note: 'Family dinner' },
  response: ShiftRequestSchema,
  status: 201,
  errors: [
    'shift_started',
    'request_open',
    'overlap',
    'time_off',
    'staff_inactive',
    'same_staff',
    'unknown_staff',
  ],
  handler: (deps) => async (req, res) => {
    const body = parseBody(OfferBody, req);
    const me = staffPrincipalOf(req);
    const row = await offerShift(deps, me, req.params.id as string, {
      toStaff: body.to_staff,
      note: body.note ?? null,
    });
    const [view] = await shiftRequestViews(deps, me.shop.id, [row]);
    res.status(201).location(`/v1/shift-requests/${row.id}`).json(view);
  },
});
