import { createCommissionRule as create } from '../../../services/commission-rules/write-commission-rules.js';
import { CommissionRuleSchema } from '../../../services/views/commission-rule-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { CreateCommissionRuleBody, ruleInput } from './commission-rule-schemas.js';

/** `POST /v1/commission-rules` (SPEC §18): pays orders recorded from now on. */
export const createCommissionRule = defineRoute({
  method: 'post',
  path: '/v1/commission-rules',
  scope: 'write_commissions',
  tag: 'Commissions',
  summary: 'Create a commission rule',
  body: CreateCommissionRuleBody,
  example: { name: 'Boots', product_types: ['boots'], rate: '8.00', staff: ['ana'] },
  response: CommissionRuleSchema,
  status: 201,
  errors: ['rule_matches_nothing', 'unknown_staff', 'invalid_range', 'too_many_rules'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateCommissionRuleBody, req);
    const rule = await create(deps, principalOf(req).shopId, ruleInput(body));
    res.status(201).location(`/v1/commission-rules/${rule.id}`).json(rule);
  },
});
