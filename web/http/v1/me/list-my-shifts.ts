import { myShifts } from '../../../services/staff-app/my-shifts.js';
import { ShiftSchema } from '../../../services/views/shift-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { MY_SHIFTS_CSV } from './me-csv.js';
import { MyShiftsQuery } from './me-schemas.js';

/** `GET /v1/me/shifts` (SPEC §15): own published shifts of local days from–to (default 14 days from today). */
export const listMyShifts = defineRoute({
  method: 'get',
  path: '/v1/me/shifts',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My published shifts (days from–to, at most 93)',
  query: MyShiftsQuery,
  response: listSchema(ShiftSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyShiftsQuery, req);
    const shifts = await myShifts(deps, staffPrincipalOf(req), { from: query.from, to: query.to });
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'my-shifts.csv', MY_SHIFTS_CSV, shifts.data);
      return;
    }
    res.json(shifts);
  },
});
