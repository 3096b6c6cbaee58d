import { z } from 'zod';
import { createPayrollRun as create } from '../../../services/payroll/create-payroll-run.js';
import { PayrollRunSchema } from '../../../services/views/payroll-run-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { StoredDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const CreatePayrollRunBody = z.strictObject({ period_start: StoredDate, period_end: StoredDate });

/** `POST /v1/payroll-runs`: a draft run over a period. */
export const createPayrollRun = defineRoute({
  method: 'post',
  path: '/v1/payroll-runs',
  scope: 'write_payroll',
  tag: 'Payroll',
  summary: 'Create a draft payroll run for a period',
  body: CreatePayrollRunBody,
  example: { period_start: '2026-11-01', period_end: '2026-11-30' },
  response: PayrollRunSchema,
  status: 201,
  errors: ['out_of_range', 'state_conflict'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreatePayrollRunBody, req);
    const run = await create(deps, principalOf(req).shopId, {
      periodStart: body.period_start,
      periodEnd: body.period_end,
    });
    res.status(201).location(`/v1/payroll-runs/${run.id}`).json(run);
  },
});
