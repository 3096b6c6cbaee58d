import { myCommissions } from '../../../services/staff-app/my-pay.js';
import { MyCommissionSchema } from '../../../services/views/my-pay-views.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { myCommissionsCsv } from './me-csv.js';
import { MyRangeQuery } from './me-schemas.js';

/** `GET /v1/me/commissions` (SPEC §15): sales always; rate and amount only with `staff_see_pay`. */
export const listMyCommissions = defineRoute({
  method: 'get',
  path: '/v1/me/commissions',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My commissions (days from–to)',
  query: MyRangeQuery,
  response: listSchema(MyCommissionSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyRangeQuery, req);
    const me = staffPrincipalOf(req);
    const range = { from: query.from, to: query.to };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => myCommissions(deps, me, { limit: 100, startingAfter }, range));
      await sendCsv(res, 'my-commissions.csv', myCommissionsCsv(me.shop.staffSeePay), rows);
      return;
    }
    res.json(await myCommissions(deps, me, pageRequested(query), range));
  },
});
