import { z } from 'zod';
import { TIME_OFF_STATUSES } from '../../../domain/scheduling/time-off.js';
import { listTimeOff as list } from '../../../services/time-off/read-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { TIME_OFF_CSV } from './time-off-csv.js';

export const TimeOffListQuery = z.strictObject({
  ...ListQuery,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
  status: z.enum(TIME_OFF_STATUSES).optional(),
});

/** `GET /v1/time-off` (SPEC §13, under the shifts' scopes: SPEC §6). */
export const listTimeOff = defineRoute({
  method: 'get',
  path: '/v1/time-off',
  scope: 'read_shifts',
  tag: 'Time off',
  summary: 'List time off (filters: days from–to, staff, status)',
  query: TimeOffListQuery,
  response: listSchema(TimeOffSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(TimeOffListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff, status: query.status };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }, filters));
      await sendCsv(res, 'time-off.csv', TIME_OFF_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, shopId, page, filters));
  },
});
