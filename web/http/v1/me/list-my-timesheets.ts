import { myTimesheets } from '../../../services/staff-app/my-pay.js';
import { MyTimesheetSchema } from '../../../services/views/my-pay-views.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { MyRangeQuery } from './me-schemas.js';

/** `GET /v1/me/timesheets` (SPEC §15): hours always; rate and gross only with `staff_see_pay`. */
export const listMyTimesheets = defineRoute({
  method: 'get',
  path: '/v1/me/timesheets',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My timesheets (week starts from–to)',
  query: MyRangeQuery,
  response: listSchema(MyTimesheetSchema),
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyRangeQuery, req);
    res.json(await myTimesheets(deps, staffPrincipalOf(req), pageRequested(query), query));
  },
});
