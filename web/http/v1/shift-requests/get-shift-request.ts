import { getShiftRequest as read } from '../../../services/shift-requests/read-shift-requests.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { currentById, defineRoute } from '../route-spec.js';

/** `GET /v1/shift-requests/{id}`. */
export const getShiftRequest = defineRoute({
  method: 'get',
  path: '/v1/shift-requests/{id}',
  scope: 'read_shifts',
  tag: 'Shifts',
  summary: 'A shift request',
  response: ShiftRequestSchema,
  current: currentById(read),
  handler: (deps) => async (req, res) => {
    res.json(await read(deps, principalOf(req).shopId, req.params.id as string));
  },
});
