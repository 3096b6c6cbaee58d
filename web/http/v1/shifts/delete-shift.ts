import { deleteShift as remove } from '../../../services/scheduling/delete-shift.js';
import { principalOf } from '../../middleware/authenticate.js';
import { deletedSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentShift } from './get-shift.js';

/** `DELETE /v1/shifts/{id}`. */
export const deleteShift = defineRoute({
  method: 'delete',
  path: '/v1/shifts/{id}',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Delete a shift',
  response: deletedSchema('shift'),
  current: currentShift,
  handler: (deps) => async (req, res) => {
    const id = req.params.id as string;
    await remove(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'shift', deleted: true });
  },
});
