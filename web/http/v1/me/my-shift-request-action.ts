import type { ErrorCode } from '../../../domain/errors.js';
import { shiftRequestViews } from '../../../services/shift-requests/read-shift-requests.js';
import { actOnMyRequest } from '../../../services/shift-requests/shift-request-actions.js';
import { ShiftRequestSchema } from '../../../services/views/shift-request-view.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { EmptyBody } from '../shift-requests/shift-request-schemas.js';

/**
 * The route of one thing a person does to a shift request in the staff app (SPEC §17): no body,
 * the request as it now stands in the answer. Each route module names its path and refusals.
 */
export function myShiftRequestAction(route: {
  action: 'accept' | 'decline' | 'cancel';
  path: `/v1/me/shift-requests/{id}/${string}`;
  summary: string;
  errors: ErrorCode[];
}) {
  return defineRoute({
    method: 'post',
    path: route.path,
    auth: 'staff_session',
    tag: 'Me',
    summary: route.summary,
    body: EmptyBody,
    example: {},
    response: ShiftRequestSchema,
    errors: route.errors,
    handler: (deps) => async (req, res) => {
      if (req.body !== undefined) parseBody(EmptyBody, req);
      const me = staffPrincipalOf(req);
      const row = await actOnMyRequest(deps, me, req.params.id as string, route.action);
      res.json((await shiftRequestViews(deps, me.shop.id, [row]))[0]);
    },
  });
}
