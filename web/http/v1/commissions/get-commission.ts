import { getCommission as readCommission } from '../../../services/payroll/read-commissions.js';
import { CommissionSchema } from '../../../services/views/commission-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/commissions/{id}`. A commission is never changed through the API: no `current`. */
export const getCommission = defineRoute({
  method: 'get',
  path: '/v1/commissions/{id}',
  scope: 'read_commissions',
  tag: 'Commissions',
  summary: 'A commission',
  response: CommissionSchema,
  handler: (deps) => async (req, res) => {
    res.json(await readCommission(deps, principalOf(req).shopId, req.params.id as string));
  },
});
