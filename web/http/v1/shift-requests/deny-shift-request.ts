import { getShiftRequest as read } from '../../../services/shift-requests/read-shift-requests.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { currentById, defineRoute } from '../route-spec.js';
import { decideShiftRequestHandler } from './decide-handler.js';
import { DecideShiftRequestBody } from './shift-request-schemas.js';

/** `POST /v1/shift-requests/{id}/deny` (SPEC §17): a manager's decision on an accepted request. */
export const denyShiftRequest = defineRoute({
  method: 'post',
  path: '/v1/shift-requests/{id}/deny',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Deny an accepted shift request',
  body: DecideShiftRequestBody,
  example: {},
  response: ShiftRequestSchema,
  errors: ['request_state'],
  current: currentById(read),
  handler: decideShiftRequestHandler('deny'),
});
