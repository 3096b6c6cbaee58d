import { defineRoute } from '../route-spec.js';
import { clockActionHandler, clockActionSpec } from './clock-action-route.js';

/** `POST /v1/clock/out` (SPEC §10). */
export const clockOut = defineRoute({
  ...clockActionSpec('out', 'not_clocked_in'),
  path: '/v1/clock/out',
  summary: 'Clock out, ending an open break first',
  handler: clockActionHandler('out'),
});
