import { z } from 'zod';
import { updateTimeOff as update } from '../../../services/time-off/update-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { StoredDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentTimeOff } from './get-time-off.js';
import { TimeOffKind, TimeOffNote } from './time-off-schemas.js';

export const UpdateTimeOffBody = z.strictObject({
  starts_on: StoredDate.optional(),
  ends_on: StoredDate.optional(),
  kind: TimeOffKind.optional(),
  note: TimeOffNote.optional(),
});

/** `PATCH /v1/time-off/{id}`: a request's days, kind or note, until it is decided. */
export const updateTimeOff = defineRoute({
  method: 'patch',
  path: '/v1/time-off/{id}',
  scope: 'write_shifts',
  tag: 'Time off',
  summary: 'Change the days, kind or note of a request (409 once decided)',
  body: UpdateTimeOffBody,
  example: { note: 'Back on Monday' },
  response: TimeOffSchema,
  errors: ['out_of_range', 'state_conflict'],
  current: currentTimeOff,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateTimeOffBody, req);
    res.json(
      await update(deps, principalOf(req).shopId, req.params.id as string, {
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        kind: body.kind,
        note: body.note,
      }),
    );
  },
});
