import { getShift as readShift } from '../../../services/scheduling/read-shifts.js';
import { ShiftSchema } from '../../../services/views/shift-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A shift as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentShift = currentById(readShift);

/** `GET /v1/shifts/{id}`. */
export const getShift = defineRoute({
  method: 'get',
  path: '/v1/shifts/{id}',
  scope: 'read_shifts',
  tag: 'Shifts',
  summary: 'A shift',
  response: ShiftSchema,
  current: currentShift,
  handler: (deps) => async (req, res) => {
    res.json(await readShift(deps, principalOf(req).shopId, req.params.id as string));
  },
});
