import { defineRoute } from '../route-spec.js';
import { clockActionHandler, clockActionSpec } from './clock-action-route.js';

/** `POST /v1/clock/break-end` (SPEC §10). */
export const endBreak = defineRoute({
  ...clockActionSpec('break-end', 'not_on_break'),
  path: '/v1/clock/break-end',
  summary: 'End a break: its whole minutes join `break_minutes`',
  handler: clockActionHandler('break-end'),
});
