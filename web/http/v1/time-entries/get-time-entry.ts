import { getTimeEntry as readTimeEntry } from '../../../services/timesheets/read-time-entries.js';
import { TimeEntrySchema } from '../../../services/views/time-entry-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A time entry as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentTimeEntry = currentById(readTimeEntry);

/** `GET /v1/time-entries/{id}`. */
export const getTimeEntry = defineRoute({
  method: 'get',
  path: '/v1/time-entries/{id}',
  scope: 'read_timesheets',
  tag: 'Time entries',
  summary: 'A time entry',
  response: TimeEntrySchema,
  current: currentTimeEntry,
  handler: (deps) => async (req, res) => {
    res.json(await readTimeEntry(deps, principalOf(req).shopId, req.params.id as string));
  },
});
