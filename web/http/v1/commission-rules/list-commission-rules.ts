import { listCommissionRules as list } from '../../../services/commission-rules/read-commission-rules.js';
import { CommissionRuleSchema } from '../../../services/views/commission-rule-view.js';
import { allPages } from '../../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { COMMISSION_RULE_CSV, CommissionRuleListQuery } from './commission-rule-schemas.js';

/** `GET /v1/commission-rules` (SPEC §18), oldest first; filters `staff` and `active_on`. */
export const listCommissionRules = defineRoute({
  method: 'get',
  path: '/v1/commission-rules',
  scope: 'read_commissions',
  tag: 'Commissions',
  summary: 'List commission rules',
  query: CommissionRuleListQuery,
  response: listSchema(CommissionRuleSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(CommissionRuleListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { staff: query.staff, activeOn: query.active_on };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) => list(deps, shopId, { limit: 100, startingAfter }, filters));
      await sendCsv(res, 'commission-rules.csv', COMMISSION_RULE_CSV, rows);
      return;
    }
    res.json(await list(deps, shopId, pageRequested(query), filters));
  },
});
