import { getCommissionRule as read } from '../../../services/commission-rules/read-commission-rules.js';
import { CommissionRuleSchema } from '../../../services/views/commission-rule-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A rule as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentCommissionRule = currentById(read);

/** `GET /v1/commission-rules/{id}`. */
export const getCommissionRule = defineRoute({
  method: 'get',
  path: '/v1/commission-rules/{id}',
  scope: 'read_commissions',
  tag: 'Commissions',
  summary: 'A commission rule',
  response: CommissionRuleSchema,
  current: currentCommissionRule,
  handler: (deps) => async (req, res) => {
    res.json(await read(deps, principalOf(req).shopId, req.params.id as string));
  },
});
