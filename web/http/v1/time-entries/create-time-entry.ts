import { z } from 'zod';
import { createTimeEntry as create } from '../../../services/timesheets/create-time-entry.js';
import { TimeEntrySchema } from '../../../services/views/time-entry-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { BreakMinutes, EntryNote } from './time-entry-schemas.js';

export const CreateTimeEntryBody = z.strictObject({
  staff: PlainText.min(1),
  started_at: StoredInstant,
  ended_at: StoredInstant.nullable().optional(),
  break_minutes: BreakMinutes.optional(),
  note: EntryNote.optional(),
});

/** `POST /v1/time-entries`: a manager records worked time. */
export const createTimeEntry = defineRoute({
  method: 'post',
  path: '/v1/time-entries',
  scope: 'write_timesheets',
  tag: 'Time entries',
  summary: 'Record a time entry',
  body: CreateTimeEntryBody,
  example: { staff: 'ana', started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T17:00:00Z' },
  response: TimeEntrySchema,
  status: 201,
  errors: ['out_of_range', 'state_conflict'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CreateTimeEntryBody, req);
    const entry = await create(deps, principalOf(req).shopId, {
      staff: body.staff,
      startedAt: body.started_at,
      endedAt: body.ended_at ?? null,
      breakMinutes: body.break_minutes ?? 0,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/time-entries/${entry.id}`).json(entry);
  },
});
