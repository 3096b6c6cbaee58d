import { defineRoute } from '../route-spec.js';
import { clockActionHandler, clockActionSpec } from './clock-action-route.js';

/** `POST /v1/clock/in` (SPEC §10). */
export const clockIn = defineRoute({
  ...clockActionSpec('in', 'already_clocked_in'),
  path: '/v1/clock/in',
  summary: 'Clock in: opens a time entry (201)',
  status: 201,
  handler: clockActionHandler('in'),
});
