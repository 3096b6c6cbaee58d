import { getPayrollRun as readPayrollRun } from '../../../services/payroll/read-payroll-runs.js';
import { PayrollRunSchema } from '../../../services/views/payroll-run-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A run as its GET answers it: what `If-Match` on its finalize is checked against. */
export const currentPayrollRun = currentById(readPayrollRun);

/** `GET /v1/payroll-runs/{id}`. */
export const getPayrollRun = defineRoute({
  method: 'get',
  path: '/v1/payroll-runs/{id}',
  scope: 'read_payroll',
  tag: 'Payroll',
  summary: 'A payroll run',
  response: PayrollRunSchema,
  current: currentPayrollRun,
  handler: (deps) => async (req, res) => {
    res.json(await readPayrollRun(deps, principalOf(req).shopId, req.params.id as string));
  },
});
