import { z } from 'zod';
import { readSales } from '../../../services/sales/read-sales.js';
import { type SalesDayView, SalesSchema } from '../../../services/views/sales-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, Format } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const SalesQuery = z.strictObject({
  from: CalendarDate.meta({ description: 'First local day of the report.' }),
  to: CalendarDate.meta({ description: 'Last local day, included; at most 366 days after from.' }),
  format: Format,
});

/** The report's columns, as its JSON names them, with the same numbers. */
const SALES_CSV: CsvColumn<SalesDayView>[] = [
  { name: 'date', kind: 'text', value: (r) => r.date },
  { name: 'orders', kind: 'number', value: (r) => r.orders },
  { name: 'sales', kind: 'money', value: (r) => r.sales },
  { name: 'tips', kind: 'money', value: (r) => r.tips },
  { name: 'labour_hours', kind: 'number', value: (r) => r.labour_hours },
  { name: 'labour_cost', kind: 'money', value: (r) => r.labour_cost },
  { name: 'labour_percent', kind: 'money', value: (r) => r.labour_percent },
];

/** `GET /v1/sales` (SPEC §12): sales against labour, one row per local day. */
export const getSales = defineRoute({
  method: 'get',
  path: '/v1/sales',
  scope: 'read_commissions',
  tag: 'Sales',
  summary: 'Sales against labour, one row per local day from `from` to `to` (at most 366 days)',
  query: SalesQuery,
  response: SalesSchema,
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(SalesQuery, req);
    const report = await readSales(deps, principalOf(req).shopId, query.from, query.to);
    if (wantsCsv(req, query.format))
      await sendCsv(res, `sales-${report.from}-${report.to}.csv`, SALES_CSV, report.data);
    else res.json(report);
  },
});
