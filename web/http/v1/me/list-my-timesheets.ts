import { myTimesheets } from '../../../services/staff-app/my-pay.js';
import { MyTimesheetSchema } from '../../../services/views/my-pay-views.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { myTimesheetsCsv } from './me-csv.js';
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
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyRangeQuery, req);
    const me = staffPrincipalOf(req);
    const range = { from: query.from, to: query.to };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => myTimesheets(deps, me, { limit: 100, startingAfter }, range));
      await sendCsv(res, 'my-timesheets.csv', myTimesheetsCsv(me.shop.staffSeePay), rows);
      return;
    }
    res.json(await myTimesheets(deps, me, pageRequested(query), range));
  },
});
