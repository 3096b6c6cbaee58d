import { z } from 'zod';
import { readTips } from '../../../services/sales/read-tips.js';
import { type TipsRowView, TipsSchema } from '../../../services/views/tips-view.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, Format } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const TipsQuery = z.strictObject({
  from: CalendarDate.meta({ description: 'First local day of the report.' }),
  to: CalendarDate.meta({ description: 'Last local day, included; at most 366 days after from.' }),
  staff: z.string().min(1).optional().meta({ description: 'Only this staff member (id or handle).' }),
  format: Format,
});

/** The report's columns, as its JSON names them, with the same numbers. */
const TIPS_CSV: CsvColumn<TipsRowView>[] = [
  { name: 'date', kind: 'text', value: (r) => r.date },
  { name: 'staff', kind: 'text', value: (r) => r.staff },
  { name: 'staff_id', kind: 'text', value: (r) => r.staff_id },
  { name: 'paycheck_tips', kind: 'money', value: (r) => r.paycheck_tips },
  { name: 'cash_tips', kind: 'money', value: (r) => r.cash_tips },
];

/** `GET /v1/tips` (SPEC §18): tips per local day and staff member. */
export const getTips = defineRoute({
  method: 'get',
  path: '/v1/tips',
  scope: 'read_commissions',
  tag: 'Sales',
  summary: 'Paycheck and cash tips per local day and staff member, from `from` to `to` (at most 366 days)',
  query: TipsQuery,
  response: TipsSchema,
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(TipsQuery, req);
    const report = await readTips(deps, principalOf(req).shopId, query);
    if (wantsCsv(req, query.format))
      await sendCsv(res, `tips-${report.from}-${report.to}.csv`, TIPS_CSV, report.data);
    else res.json(report);
  },
});
