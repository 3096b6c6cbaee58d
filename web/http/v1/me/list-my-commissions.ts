import { myCommissions } from '../../../services/staff-app/my-pay.js';
import { MyCommissionSchema } from '../../../services/views/my-pay-views.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { myCommissionsCsv } from './me-csv.js';
import { MyRangeQuery } from './me-schemas.js';
import { myRangeListHandler } from './my-range-list.js';

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
  handler: myRangeListHandler(myCommissions, 'my-commissions.csv', myCommissionsCsv),
});
