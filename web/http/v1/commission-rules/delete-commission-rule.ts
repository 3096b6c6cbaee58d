import { z } from 'zod';
import { deleteCommissionRule as remove } from '../../../services/commission-rules/write-commission-rules.js';
import { principalOf } from '../../middleware/authenticate.js';
import { defineRoute } from '../route-spec.js';
import { currentCommissionRule } from './get-commission-rule.js';

/** `DELETE /v1/commission-rules/{id}` → 204 (SPEC §18); orders recorded keep their commissions. */
export const deleteCommissionRule = defineRoute({
  method: 'delete',
  path: '/v1/commission-rules/{id}',
  scope: 'write_commissions',
  tag: 'Commissions',
  summary: 'Delete a commission rule',
  response: z.never(),
  status: 204,
  current: currentCommissionRule,
  handler: (deps) => async (req, res) => {
    await remove(deps, principalOf(req).shopId, req.params.id as string);
    res.status(204).end();
  },
});
