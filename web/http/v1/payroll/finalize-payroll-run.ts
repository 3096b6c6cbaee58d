import { z } from 'zod';
import { finalizePayrollRun as finalize } from '../../../services/payroll/finalize-payroll-run.js';
import { PayrollRunSchema } from '../../../services/views/payroll-run-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { currentPayrollRun } from './get-payroll-run.js';

export const FinalizePayrollRunBody = z.strictObject({});

/** `POST /v1/payroll-runs/{id}/finalize`: the run becomes immutable. */
export const finalizePayrollRun = defineRoute({
  method: 'post',
  path: '/v1/payroll-runs/{id}/finalize',
  scope: 'write_payroll',
  tag: 'Payroll',
  summary: 'Finalize a payroll run (it becomes immutable)',
  body: FinalizePayrollRunBody,
  example: {},
  response: PayrollRunSchema,
  errors: ['state_conflict'],
  current: currentPayrollRun,
  handler: (deps) => async (req, res) => {
    parseBody(FinalizePayrollRunBody, req);
    const principal = principalOf(req);
    res.json(await finalize(deps, principal.shopId, req.params.id as string, principal.actor));
  },
});
