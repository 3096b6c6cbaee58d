import { z } from 'zod';
import {
  MAX_PREVIEW_DAYS,
  previewCommissionRule as preview,
} from '../../../services/commission-rules/preview-commission-rule.js';
import { CommissionRulePreviewSchema } from '../../../services/views/commission-rule-preview-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody, parseQuery } from '../../validate.js';
import { CalendarDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { CreateCommissionRuleBody, ruleInput } from './commission-rule-schemas.js';

export const CommissionRulePreviewQuery = z.strictObject({
  from: CalendarDate.optional().meta({
    description: 'First local day of the orders read; with `to`. Both absent: last local month.',
  }),
  to: CalendarDate.optional().meta({
    description: `Last local day, included; with \`from\`, at most ${MAX_PREVIEW_DAYS} days after it.`,
  }),
});

/**
 * `POST /v1/commission-rules/preview` (an extension, decision 71): what a rule, saved or not,
 * would have paid on the orders recorded in a range, this rule alone. Writes nothing.
 */
export const previewCommissionRule = defineRoute({
  method: 'post',
  path: '/v1/commission-rules/preview',
  scope: 'read_commissions',
  tag: 'Commissions',
  summary:
    'What a commission rule (the body of a create) would have paid on the orders recorded from `from` to `to` (default last local month, at most 93 days)',
  query: CommissionRulePreviewQuery,
  body: CreateCommissionRuleBody,
  example: { name: 'Boots', product_types: ['boots'], rate: '8.00', staff: ['ana'] },
  response: CommissionRulePreviewSchema,
  errors: ['rule_matches_nothing', 'unknown_staff', 'invalid_range'],
  outsideTransaction: 'reads_in_pages',
  handler: (deps) => async (req, res) => {
    const query = parseQuery(CommissionRulePreviewQuery, req);
    const body = parseBody(CreateCommissionRuleBody, req);
    res.json(await preview(deps, principalOf(req).shopId, ruleInput(body), query));
  },
});
