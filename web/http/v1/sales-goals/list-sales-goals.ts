import { z } from 'zod';
import { listGoalProgress } from '../../../services/sales/read-goal-progress.js';
import { GoalProgressSchema, type GoalProgressView } from '../../../services/views/goal-progress-view.js';
import { allPages } from '../../csv/all-pages.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';

export const SalesGoalsQuery = z.strictObject({
  ...ListQuery,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month, YYYY-MM')
    .optional()
    .meta({
      description: 'A local month of the shop, YYYY-MM; this month when left out.',
      example: '2026-11',
    }),
});

const SALES_GOALS_CSV: CsvColumn<GoalProgressView>[] = [
  { name: 'month', kind: 'text', value: (r) => r.month },
  { name: 'staff', kind: 'text', value: (r) => r.staff },
  { name: 'staff_id', kind: 'text', value: (r) => r.staff_id },
  { name: 'goal_amount', kind: 'money', value: (r) => r.goal_amount },
  { name: 'goal_bonus', kind: 'money', value: (r) => r.goal_bonus },
  { name: 'sales', kind: 'money', value: (r) => r.sales },
  { name: 'reached', kind: 'text', value: (r) => r.reached },
  { name: 'bonus_commission_id', kind: 'text', value: (r) => r.bonus_commission_id },
];

/**
 * `GET /v1/sales-goals` (decision 70, an extension of SPEC §18): the staff with a sales goal,
 * by handle, each with the month's sales and its bonus if paid; a page of JSON or all as CSV.
 */
export const listSalesGoals = defineRoute({
  method: 'get',
  path: '/v1/sales-goals',
  scope: 'read_commissions',
  tag: 'Sales',
  summary: "Each staff member's sales goal and the month's sales toward it",
  query: SalesGoalsQuery,
  response: listSchema(GoalProgressSchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(SalesGoalsQuery, req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const month = query.month;
      await sendCsv(
        res,
        `sales-goals${month ? `-${month}` : ''}.csv`,
        SALES_GOALS_CSV,
        allPages((startingAfter) => listGoalProgress(deps, shopId, month, { limit: 100, startingAfter })),
      );
      return;
    }
    res.json(await listGoalProgress(deps, shopId, query.month, pageRequested(query)));
  },
});
