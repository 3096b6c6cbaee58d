import { myTimeOff } from '../../../services/staff-app/my-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { TIME_OFF_CSV } from '../time-off/time-off-csv.js';
import { MyRangeQuery } from './me-schemas.js';
import { myRangeListHandler } from './my-range-list.js';

/** `GET /v1/me/time-off` (SPEC §15): my requests and their status. */
export const listMyTimeOff = defineRoute({
  method: 'get',
  path: '/v1/me/time-off',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My time off (days from–to)',
  query: MyRangeQuery,
  response: listSchema(TimeOffSchema),
  csv: true,
  handler: myRangeListHandler(myTimeOff, 'my-time-off.csv', () => TIME_OFF_CSV),
});
