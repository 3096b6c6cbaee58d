import { getShiftRequest as read } from '../../../services/shift-requests/read-shift-requests.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { currentById, defineRoute } from '../route-spec.js';
import { decideShiftRequestHandler } from './decide-handler.js';
import { DecideShiftRequestBody } from './shift-request-schemas.js';

/** `POST /v1/shift-requests/{id}/approve` (SPEC §17): a manager's decision on an accepted request. */
export const approveShiftRequest = defineRoute({
  method: 'post',
  path: '/v1/shift-requests/{id}/approve',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Approve an accepted shift request',
  body: DecideShiftRequestBody,
  example: {},
  response: ShiftRequestSchema,
  errors: ['request_state', 'shift_started', 'already_taken', 'overlap', 'time_off', 'staff_inactive'],
  current: currentById(read),
  handler: decideShiftRequestHandler('approve'),
});
