import { listShiftRequests } from '../../../services/shift-requests/read-shift-requests.js';
import { MyShiftRequestSchema, myShiftRequests } from '../../../services/staff-app/my-shift-requests.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { MyShiftRequestQuery, SHIFT_REQUEST_CSV } from '../shift-requests/shift-request-schemas.js';

/**
 * `GET /v1/me/shift-requests` (SPEC §17): requests by me or to me, each with its shift's times
 * (`shift_detail`), which the staff app shows to answer an offer. The CSV keeps SPEC's columns.
 */
export const listMyShiftRequests = defineRoute({
  method: 'get',
  path: '/v1/me/shift-requests',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My shift requests: offers and claims I made, offers made to me',
  query: MyShiftRequestQuery,
  response: listSchema(MyShiftRequestSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyShiftRequestQuery, req);
    const me = staffPrincipalOf(req);
    const filters = { staff: me.staff.id };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) =>
        listShiftRequests(deps, me.shop.id, { limit: 100, startingAfter }, filters),
      );
      await sendCsv(res, 'my-shift-requests.csv', SHIFT_REQUEST_CSV, rows);
      return;
    }
    res.json(await myShiftRequests(deps, me, pageRequested(query)));
  },
});
