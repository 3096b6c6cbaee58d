import { z } from 'zod';
import { listPayrollRuns as list } from '../../../services/payroll/read-payroll-runs.js';
import { PayrollRunSchema, type PayrollRunView } from '../../../services/views/payroll-run-view.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import type { V1Deps } from '../route-deps.js';
import { defineRoute } from '../route-spec.js';

export const PayrollRunListQuery = z.strictObject({ ...ListQuery });

const PAYROLL_RUN_CSV: CsvColumn<PayrollRunView>[] = [
  { name: 'id', kind: 'text', value: (r) => r.id },
  { name: 'period_start', kind: 'text', value: (r) => r.period_start },
  { name: 'period_end', kind: 'text', value: (r) => r.period_end },
  { name: 'status', kind: 'text', value: (r) => r.status },
  { name: 'finalized_at', kind: 'text', value: (r) => r.finalized_at },
  { name: 'finalized_by', kind: 'text', value: (r) => r.finalized_by },
  { name: 'timesheet_count', kind: 'number', value: (r) => r.timesheet_count },
  { name: 'commission_count', kind: 'number', value: (r) => r.commission_count },
  { name: 'line_count', kind: 'number', value: (r) => r.line_count },
  { name: 'regular_pay', kind: 'money', value: (r) => r.totals.regular_pay },
  { name: 'overtime_pay', kind: 'money', value: (r) => r.totals.overtime_pay },
  { name: 'commission', kind: 'money', value: (r) => r.totals.commission },
  { name: 'paycheck_tips', kind: 'money', value: (r) => r.totals.paycheck_tips },
  { name: 'cash_tips', kind: 'money', value: (r) => r.totals.cash_tips },
  { name: 'gross', kind: 'money', value: (r) => r.totals.gross },
  { name: 'created_at', kind: 'text', value: (r) => r.created_at },
  { name: 'updated_at', kind: 'text', value: (r) => r.updated_at },
];

/** Walks every page; a shop has a few dozen runs a year, so paging through them is cheap. */
function allRuns(deps: V1Deps, shopId: string) {
  return allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }));
}

/** `GET /v1/payroll-runs`, a page of JSON or every run as CSV. */
export const listPayrollRuns = defineRoute({
  method: 'get',
  path: '/v1/payroll-runs',
  scope: 'read_payroll',
  tag: 'Payroll',
  summary: 'List payroll runs',
  query: PayrollRunListQuery,
  response: listSchema(PayrollRunSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(PayrollRunListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'payroll-runs.csv', PAYROLL_RUN_CSV, allRuns(deps, shopId));
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query)));
  },
});
