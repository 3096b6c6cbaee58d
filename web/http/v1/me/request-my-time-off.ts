import { requestMyTimeOff as request } from '../../../services/staff-app/my-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { RequestMyTimeOffBody } from './me-schemas.js';

/** `POST /v1/me/time-off` (SPEC §15): a request in my own name, `requested`. */
export const requestMyTimeOff = defineRoute({
  method: 'post',
  path: '/v1/me/time-off',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'Request time off',
  body: RequestMyTimeOffBody,
  example: { starts_on: '2026-12-21', ends_on: '2026-12-24', kind: 'vacation', note: 'Family visit' },
  response: TimeOffSchema,
  status: 201,
  errors: ['out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(RequestMyTimeOffBody, req);
    const view = await request(deps, staffPrincipalOf(req), {
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      kind: body.kind,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/me/time-off/${view.id}`).json(view);
  },
});
