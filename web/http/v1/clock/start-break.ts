import { defineRoute } from '../route-spec.js';
import { clockActionHandler, clockActionSpec } from './clock-action-route.js';

/** `POST /v1/clock/break-start` (SPEC §10). */
export const startBreak = defineRoute({
  ...clockActionSpec('break-start', 'on_break'),
  path: '/v1/clock/break-start',
  summary: 'Start a break',
  handler: clockActionHandler('break-start'),
});
