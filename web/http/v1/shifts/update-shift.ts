import { z } from 'zod';
import { ShiftWriteSchema } from '../../../services/availability/shift-warnings.js';
import { updateShift as update } from '../../../services/scheduling/move-shift.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentShift } from './get-shift.js';
import { BreakMinutes, ShiftNote, ShortText } from './shift-schemas.js';

export const UpdateShiftBody = z.strictObject({
  staff: PlainText.min(1)
    .nullable()
    .optional()
    .meta({ description: 'Id or handle; null makes it an open shift (SPEC §17).' }),
  starts_at: StoredInstant.optional(),
  ends_at: StoredInstant.optional(),
  break_minutes: BreakMinutes.optional(),
  location: ShortText.optional(),
  role: ShortText.optional(),
  note: ShiftNote.optional(),
});

/** `PATCH /v1/shifts/{id}`: only the fields sent change; a move sends `shift.moved`. */
export const updateShift = defineRoute({
  method: 'patch',
  path: '/v1/shifts/{id}',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Change or move a shift (a move sends `shift.moved`)',
  body: UpdateShiftBody,
  example: { starts_at: '2026-11-16T10:00:00Z', ends_at: '2026-11-16T18:00:00Z' },
  response: ShiftWriteSchema,
  errors: ['time_off', 'invalid_span', 'week_full', 'out_of_range'],
  current: currentShift,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateShiftBody, req);
    const shift = await update(deps, principalOf(req).shopId, req.params.id as string, {
      staff: body.staff,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      breakMinutes: body.break_minutes,
      location: body.location,
      role: body.role,
      note: body.note,
    });
    res.json(shift);
  },
});
