import { Router } from 'express';
import { z } from 'zod';
import { exportPayrollLines, listPayrollLines } from '../../services/payroll/read-payroll-lines.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseQuery } from '../validate.js';
import { ListQuery, pageRequested } from './common-schemas.js';
import { PAYROLL_LINE_CSV } from './payroll-lines-csv.js';
import type { V1Deps } from './route-deps.js';

export const PayrollLineListQuery = z.strictObject({
  ...ListQuery,
  run: z.string().min(1, 'is required: the payroll run whose lines to list'),
});

export function payrollLinesRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/payroll-lines', requireScope('read_payroll'), async (req, res) => {
    const query = parseQuery(PayrollLineListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const rows = await exportPayrollLines(deps, shopId, query.run);
      await sendCsv(res, `payroll-lines-${query.run}.csv`, PAYROLL_LINE_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await listPayrollLines(deps, shopId, query.run, page));
  });

  return router;
}
