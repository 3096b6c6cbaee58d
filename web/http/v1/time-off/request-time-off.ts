import { z } from 'zod';
import { createTimeOff } from '../../../services/time-off/create-time-off.js';
import { TimeOffSchema } from '../../../services/views/time-off-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { TimeOffKind, TimeOffNote } from './time-off-schemas.js';

export const CreateTimeOffBody = z.strictObject({
  staff: PlainText.min(1),
  starts_on: StoredDate,
  ends_on: StoredDate,
  kind: TimeOffKind,
  note: TimeOffNote.optional(),
});

/** `POST /v1/time-off` (SPEC §13): a request, `requested` until decided. */
export const requestTimeOff = defineRoute({
  method: 'post',
  path: '/v1/time-off',
  scope: 'write_shifts',
  tag: 'Time off',
  summary: 'Request time off (status `requested`)',
  body: CreateTimeOffBody,
  example: { staff: 'ana', starts_on: '2026-11-18', ends_on: '2026-11-20', kind: 'vacation' },
  response: TimeOffSchema,
  status: 201,
  errors: ['out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateTimeOffBody, req);
    const timeOff = await createTimeOff(deps, principalOf(req).shopId, {
      staff: body.staff,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      kind: body.kind,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/time-off/${timeOff.id}`).json(timeOff);
  },
});
