import { getTimesheet as readTimesheet } from '../../../services/timesheets/read-timesheets.js';
import { TimesheetSchema } from '../../../services/views/timesheet-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A timesheet as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentTimesheet = currentById(readTimesheet);

/** `GET /v1/timesheets/{id}` (SPEC §4). */
export const getTimesheet = defineRoute({
  method: 'get',
  path: '/v1/timesheets/{id}',
  scope: 'read_timesheets',
  tag: 'Timesheets',
  summary: 'A timesheet with its entries and pay',
  response: TimesheetSchema,
  current: currentTimesheet,
  handler: (deps) => async (req, res) => {
    res.json(await readTimesheet(deps, principalOf(req).shopId, req.params.id as string));
  },
});
