import { myTimesheets } from '../../../services/staff-app/my-pay.js';
import { MyTimesheetSchema } from '../../../services/views/my-pay-views.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { myTimesheetsCsv } from './me-csv.js';
import { MyRangeQuery } from './me-schemas.js';
import { myRangeListHandler } from './my-range-list.js';

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
  handler: myRangeListHandler(myTimesheets, 'my-timesheets.csv', myTimesheetsCsv),
});
