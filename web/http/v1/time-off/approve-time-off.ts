import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { defineRoute } from '../route-spec.js';
import { decideTimeOffHandler } from './decide-time-off.js';
import { currentTimeOff } from './get-time-off.js';
import { DecideTimeOffBody } from './time-off-schemas.js';

/** `POST /v1/time-off/{id}/approve` (SPEC §13). */
export const approveTimeOff = defineRoute({
  method: 'post',
  path: '/v1/time-off/{id}/approve',
  scope: 'write_shifts',
  tag: 'Time off',
  summary: 'Approve a request; its days then refuse new and moved shifts (409 unless requested)',
  body: DecideTimeOffBody,
  example: {},
  response: TimeOffSchema,
  errors: ['state_conflict'],
  current: currentTimeOff,
  handler: decideTimeOffHandler('approved'),
});
