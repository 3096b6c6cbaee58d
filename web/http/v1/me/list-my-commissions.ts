import { myCommissions } from '../../../services/staff-app/my-pay.js';
import { MyCommissionSchema } from '../../../services/views/my-pay-views.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
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
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyRangeQuery, req);
    res.json(await myCommissions(deps, staffPrincipalOf(req), pageRequested(query), query));
  },
});
