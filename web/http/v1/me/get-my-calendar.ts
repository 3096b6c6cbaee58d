import { calendarUrl } from '../../../services/staff-app/staff-calendar.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';
import { CalendarUrlSchema } from './me-schemas.js';

/** `GET /v1/me/calendar` (SPEC §15): my calendar feed's URL, stable until reset. */
export const getMyCalendar = defineRoute({
  method: 'get',
  path: '/v1/me/calendar',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My calendar feed URL',
  response: CalendarUrlSchema,
  handler: (deps) => async (req, res) => {
    res.json(await calendarUrl(deps, staffPrincipalOf(req)));
  },
});
