import { z } from 'zod';
import { myOpenShifts } from '../../../services/staff-app/my-open-shifts.js';
import { ShiftSchema } from '../../../services/views/shift-view.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { MY_SHIFTS_CSV } from './me-csv.js';

const MyOpenShiftsQuery = z.strictObject({ ...ListQuery });

/** `GET /v1/me/open-shifts` (SPEC §17): open shifts I may claim, by start. */
export const listMyOpenShifts = defineRoute({
  method: 'get',
  path: '/v1/me/open-shifts',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Open shifts I may claim (published, not started, fitting my schedule)',
  query: MyOpenShiftsQuery,
  response: listSchema(ShiftSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(MyOpenShiftsQuery, req);
    const me = staffPrincipalOf(req);
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => myOpenShifts(deps, me, { limit: 100, startingAfter }));
      await sendCsv(res, 'open-shifts.csv', MY_SHIFTS_CSV, rows);
      return;
    }
    res.json(await myOpenShifts(deps, me, pageRequested(query)));
  },
});
