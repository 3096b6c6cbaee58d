import { z } from 'zod';
import { ShiftWriteSchema } from '../../../services/availability/shift-warnings.js';
import { createShift as create } from '../../../services/scheduling/create-shift.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { BreakMinutes, ShiftNote, ShortText } from './shift-schemas.js';

export const CreateShiftBody = z.strictObject({
  staff: PlainText.min(1)
    .nullable()
    .meta({ description: 'Id or handle; null for an open shift (SPEC §17).' }),
  starts_at: StoredInstant,
  ends_at: StoredInstant,
  break_minutes: BreakMinutes.optional(),
  location: ShortText.optional(),
  role: ShortText.optional(),
  note: ShiftNote.optional(),
});

/** `POST /v1/shifts` (SPEC §13): a draft until its week is published. */
export const createShift = defineRoute({
  method: 'post',
  path: '/v1/shifts',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Schedule a shift (a draft until its week is published)',
  body: CreateShiftBody,
  example: { staff: 'ana', starts_at: '2026-11-16T09:00:00Z', ends_at: '2026-11-16T17:00:00Z' },
  response: ShiftWriteSchema,
  status: 201,
  errors: ['time_off', 'invalid_span', 'week_full', 'out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateShiftBody, req);
    const shift = await create(deps, principalOf(req).shopId, {
      staff: body.staff,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      breakMinutes: body.break_minutes ?? 0,
      location: body.location ?? null,
      role: body.role ?? null,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/shifts/${shift.id}`).json(shift);
  },
});
