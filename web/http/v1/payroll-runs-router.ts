import { Router } from 'express';
import { z } from 'zod';
import { createPayrollRun } from '../../services/payroll/create-payroll-run.js';
import { finalizePayrollRun } from '../../services/payroll/finalize-payroll-run.js';
import { getPayrollRun, listPayrollRuns } from '../../services/payroll/read-payroll-runs.js';
import type { PayrollRunView } from '../../services/views/payroll-run-view.js';
import { allPages } from '../csv/all-pages.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { ListQuery, pageRequested, StoredDate } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const CreatePayrollRunBody = z.strictObject({ period_start: StoredDate, period_end: StoredDate });
export const FinalizePayrollRunBody = z.strictObject({});
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
  { name: 'gross', kind: 'money', value: (r) => r.totals.gross },
  { name: 'created_at', kind: 'text', value: (r) => r.created_at },
  { name: 'updated_at', kind: 'text', value: (r) => r.updated_at },
];

/** Walks every page; a shop has a few dozen runs a year, so paging through them is cheap. */
function allRuns(deps: V1Deps, shopId: string) {
  return allPages((startingAfter) => listPayrollRuns(deps, shopId, { limit: 100, startingAfter }));
}

export function payrollRunsRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/payroll-runs', requireScope('read_payroll'), async (req, res) => {
    const query = parseQuery(PayrollRunListQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'payroll-runs.csv', PAYROLL_RUN_CSV, allRuns(deps, shopId));
      return;
    }
    res.json(await listPayrollRuns(deps, shopId, pageRequested(query)));
  });

  router.post('/payroll-runs', requireScope('write_payroll'), async (req, res) => {
    const body = parseBody(CreatePayrollRunBody, req);
    const run = await createPayrollRun(deps, principalOf(req).shopId, {
      periodStart: body.period_start,
      periodEnd: body.period_end,
    });
    res.status(201).location(`/v1/payroll-runs/${run.id}`).json(run);
  });

  router.get('/payroll-runs/:id', requireScope('read_payroll'), async (req, res) => {
    res.json(await getPayrollRun(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.post('/payroll-runs/:id/finalize', requireScope('write_payroll'), async (req, res) => {
    parseBody(FinalizePayrollRunBody, req);
    const principal = principalOf(req);
    res.json(await finalizePayrollRun(deps, principal.shopId, req.params.id as string, principal.actor));
  });

  return router;
}
