import { updateCommissionRule as update } from '../../../services/commission-rules/write-commission-rules.js';
import { CommissionRuleSchema } from '../../../services/views/commission-rule-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { rulePatch, UpdateCommissionRuleBody } from './commission-rule-schemas.js';
import { currentCommissionRule } from './get-commission-rule.js';

/** `PATCH /v1/commission-rules/{id}`: only the fields sent change; orders recorded stay as paid. */
export const updateCommissionRule = defineRoute({
  method: 'patch',
  path: '/v1/commission-rules/{id}',
  scope: 'write_commissions',
  tag: 'Commissions',
  summary: 'Change a commission rule (orders already recorded keep their commissions)',
  body: UpdateCommissionRuleBody,
  example: { rate: '10.00', ends_on: '2026-12-31' },
  response: CommissionRuleSchema,
  errors: ['rule_matches_nothing', 'unknown_staff', 'invalid_range', 'too_many_rules'],
  current: currentCommissionRule,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateCommissionRuleBody, req);
    res.json(await update(deps, principalOf(req).shopId, req.params.id as string, rulePatch(body)));
  },
});
