import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { defineRoute } from '../route-spec.js';
import { decideTimeOffHandler } from './decide-time-off.js';
import { currentTimeOff } from './get-time-off.js';
import { DecideTimeOffBody } from './time-off-schemas.js';

/** `POST /v1/time-off/{id}/deny` (SPEC §13). */
export const denyTimeOff = defineRoute({
  method: 'post',
  path: '/v1/time-off/{id}/deny',
  scope: 'write_shifts',
  tag: 'Time off',
  summary: 'Deny a request, with an optional reason (409 unless requested)',
  body: DecideTimeOffBody,
  example: { reason: 'Inventory week' },
  response: TimeOffSchema,
  errors: ['state_conflict'],
  current: currentTimeOff,
  handler: decideTimeOffHandler('denied'),
});
