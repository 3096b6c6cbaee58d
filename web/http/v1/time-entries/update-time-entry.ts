import { z } from 'zod';
import { updateTimeEntry as update } from '../../../services/timesheets/update-time-entry.js';
import { TimeEntrySchema } from '../../../services/views/time-entry-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredInstant } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentTimeEntry } from './get-time-entry.js';
import { BreakMinutes, EntryNote } from './time-entry-schemas.js';

export const UpdateTimeEntryBody = z.strictObject({
  staff: PlainText.min(1).optional(),
  started_at: StoredInstant.optional(),
  ended_at: StoredInstant.nullable().optional(),
  break_minutes: BreakMinutes.optional(),
  note: EntryNote.optional(),
});

/** `PATCH /v1/time-entries/{id}`: only the fields sent change. */
export const updateTimeEntry = defineRoute({
  method: 'patch',
  path: '/v1/time-entries/{id}',
  scope: 'write_timesheets',
  tag: 'Time entries',
  summary: 'Change a time entry',
  body: UpdateTimeEntryBody,
  example: { note: 'Closed the till' },
  response: TimeEntrySchema,
  errors: ['out_of_range', 'state_conflict'],
  current: currentTimeEntry,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateTimeEntryBody, req);
    const entry = await update(deps, principalOf(req).shopId, req.params.id as string, {
      staff: body.staff,
      startedAt: body.started_at,
      endedAt: body.ended_at,
      breakMinutes: body.break_minutes,
      note: body.note,
    });
    res.json(entry);
  },
});
