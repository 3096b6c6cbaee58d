import { listShiftRequests as list } from '../../../services/shift-requests/read-shift-requests.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { SHIFT_REQUEST_CSV, ShiftRequestListQuery } from './shift-request-schemas.js';

/** `GET /v1/shift-requests` (SPEC §17): claims, swaps and drops, for the managers' queue. */
export const listShiftRequests = defineRoute({
  method: 'get',
  path: '/v1/shift-requests',
  scope: 'read_shifts',
  tag: 'Shifts',
  summary: 'Shift requests (claims, swaps, drops), filtered by status, kind, staff, shift and start',
  query: ShiftRequestListQuery,
  response: listSchema(ShiftRequestSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(ShiftRequestListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = {
      status: query.status,
      kind: query.kind,
      staff: query.staff,
      shift: query.shift,
      from: query.from,
      to: query.to,
    };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }, filters));
      await sendCsv(res, 'shift-requests.csv', SHIFT_REQUEST_CSV, rows);
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query), filters));
  },
});
