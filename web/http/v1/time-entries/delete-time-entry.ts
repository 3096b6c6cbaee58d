import { deleteTimeEntry as remove } from '../../../services/timesheets/delete-time-entry.js';
import { principalOf } from '../../middleware/authenticate.js';
import { deletedSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentTimeEntry } from './get-time-entry.js';

/** `DELETE /v1/time-entries/{id}`. */
export const deleteTimeEntry = defineRoute({
  method: 'delete',
  path: '/v1/time-entries/{id}',
  scope: 'write_timesheets',
  tag: 'Time entries',
  summary: 'Delete a time entry',
  response: deletedSchema('time_entry'),
  errors: ['state_conflict'],
  current: currentTimeEntry,
  handler: (deps) => async (req, res) => {
    const id = req.params.id as string;
    await remove(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'time_entry', deleted: true });
  },
});
