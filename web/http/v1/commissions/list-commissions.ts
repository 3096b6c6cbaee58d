import { z } from 'zod';
import { exportCommissions } from '../../../services/payroll/export-commissions.js';
import { listCommissions as list } from '../../../services/payroll/read-commissions.js';
import { CommissionSchema } from '../../../services/views/commission-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { COMMISSION_CSV } from './commissions-csv.js';

export const CommissionListQuery = z.strictObject({
  ...ListQuery,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
});

/** `GET /v1/commissions`, a page of JSON or every commission as CSV. */
export const listCommissions = defineRoute({
  method: 'get',
  path: '/v1/commissions',
  scope: 'read_commissions',
  tag: 'Commissions',
  summary: 'List commissions',
  query: CommissionListQuery,
  response: listSchema(CommissionSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(CommissionListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'commissions.csv', COMMISSION_CSV, await exportCommissions(deps, shopId, filters));
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, shopId, page, filters));
  },
});
