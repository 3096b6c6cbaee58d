import { myGoal } from '../../../services/sales/read-goal-progress.js';
import { MyGoalSchema } from '../../../services/views/goal-progress-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { defineRoute } from '../route-spec.js';

/** `GET /v1/me/goal` (decision 70): my sales goal this month; only `month` unless `staff_see_pay`. */
export const getMyGoal = defineRoute({
  method: 'get',
  path: '/v1/me/goal',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My sales goal and sales this month',
  response: MyGoalSchema,
  handler: (deps) => async (req, res) => {
    res.json(await myGoal(deps, staffPrincipalOf(req)));
  },
});
