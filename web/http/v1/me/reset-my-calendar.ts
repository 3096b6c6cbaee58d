import { resetCalendar } from '../../../services/staff-app/staff-calendar.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';
import { CalendarUrlSchema } from './me-schemas.js';

/** `POST /v1/me/calendar/reset` (SPEC §15): a new feed URL; the old one is a 404 at once. */
export const resetMyCalendar = defineRoute({
  method: 'post',
  path: '/v1/me/calendar/reset',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Replace my calendar feed URL',
  response: CalendarUrlSchema,
  handler: (deps) => async (req, res) => {
    res.json(await resetCalendar(deps, staffPrincipalOf(req)));
  },
});
