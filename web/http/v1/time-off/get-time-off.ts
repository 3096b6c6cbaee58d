import { getTimeOff as readTimeOff } from '../../../services/time-off/read-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** A time off as its GET answers it: what `If-Match` on its writes is checked against. */
export const currentTimeOff = currentById(readTimeOff);

/** `GET /v1/time-off/{id}`. */
export const getTimeOff = defineRoute({
  method: 'get',
  path: '/v1/time-off/{id}',
  scope: 'read_shifts',
  tag: 'Time off',
  summary: 'A time off, with the shifts on its days',
  response: TimeOffSchema,
  current: currentTimeOff,
  handler: (deps) => async (req, res) => {
    res.json(await readTimeOff(deps, principalOf(req).shopId, req.params.id as string));
  },
});
