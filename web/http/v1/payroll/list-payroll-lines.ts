import { z } from 'zod';
import {
  exportPayrollLines,
  listPayrollLines as list,
} from '../../../services/payroll/read-payroll-lines.js';
import { PayrollLineSchema } from '../../../services/views/payroll-line-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { PAYROLL_LINE_CSV } from './payroll-lines-csv.js';

export const PayrollLineListQuery = z.strictObject({
  ...ListQuery,
  run: z.string().min(1, 'is required: the payroll run whose lines to list'),
});

/** `GET /v1/payroll-lines?run=`, a page of JSON or every line of the run as CSV. */
export const listPayrollLines = defineRoute({
  method: 'get',
  path: '/v1/payroll-lines',
  scope: 'read_payroll',
  tag: 'Payroll',
  summary: 'Lines of a payroll run, per staff member',
  query: PayrollLineListQuery,
  response: listSchema(PayrollLineSchema),
  csv: true,
  errors: ['not_found'],
  handler: (deps) => async (req, res) => {
    const query = parseQuery(PayrollLineListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = await exportPayrollLines(deps, shopId, query.run);
      await sendCsv(res, `payroll-lines-${query.run}.csv`, PAYROLL_LINE_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, shopId, query.run, page));
  },
});
