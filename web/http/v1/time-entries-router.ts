import { Router } from 'express';
import { z } from 'zod';
import { createTimeEntry } from '../../services/timesheets/create-time-entry.js';
import { deleteTimeEntry } from '../../services/timesheets/delete-time-entry.js';
import { exportTimeEntries } from '../../services/timesheets/export-time-entries.js';
import { getTimeEntry, listTimeEntries } from '../../services/timesheets/read-time-entries.js';
import { updateTimeEntry } from '../../services/timesheets/update-time-entry.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import {
  CalendarDate,
  ListQuery,
  NoteText,
  PlainText,
  pageRequested,
  StoredInstant,
} from './common-schemas.js';
import type { V1Deps } from './route-deps.js';
import { TIME_ENTRY_CSV } from './time-entries-csv.js';

const BreakMinutes = z.number().int().min(0).max(1440);
const Note = NoteText.max(2000).nullable();

export const CreateTimeEntryBody = z.strictObject({
  staff: PlainText.min(1),
  started_at: StoredInstant,
  ended_at: StoredInstant.nullable().optional(),
  break_minutes: BreakMinutes.optional(),
  note: Note.optional(),
});

export const UpdateTimeEntryBody = z.strictObject({
  staff: PlainText.min(1).optional(),
  started_at: StoredInstant.optional(),
  ended_at: StoredInstant.nullable().optional(),
  break_minutes: BreakMinutes.optional(),
  note: Note.optional(),
});

export const TimeEntryListQuery = z.strictObject({
  ...ListQuery,
  week: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
});

export function timeEntriesRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/time-entries', requireScope('read_timesheets'), async (req, res) => {
    const query = parseQuery(TimeEntryListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { week: query.week, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'time-entries.csv', TIME_ENTRY_CSV, await exportTimeEntries(deps, shopId, filters));
      return;
    }
    const page = pageRequested(query);
    res.json(await listTimeEntries(deps, shopId, page, filters));
  });

  router.post('/time-entries', requireScope('write_timesheets'), async (req, res) => {
    const body = parseBody(CreateTimeEntryBody, req);
    const entry = await createTimeEntry(deps, principalOf(req).shopId, {
      staff: body.staff,
      startedAt: body.started_at,
      endedAt: body.ended_at ?? null,
      breakMinutes: body.break_minutes ?? 0,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/time-entries/${entry.id}`).json(entry);
  });

  router.get('/time-entries/:id', requireScope('read_timesheets'), async (req, res) => {
    res.json(await getTimeEntry(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.patch('/time-entries/:id', requireScope('write_timesheets'), async (req, res) => {
    const body = parseBody(UpdateTimeEntryBody, req);
    const entry = await updateTimeEntry(deps, principalOf(req).shopId, req.params.id as string, {
      staff: body.staff,
      startedAt: body.started_at,
      endedAt: body.ended_at,
      breakMinutes: body.break_minutes,
      note: body.note,
    });
    res.json(entry);
  });

  router.delete('/time-entries/:id', requireScope('write_timesheets'), async (req, res) => {
    const id = req.params.id as string;
    await deleteTimeEntry(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'time_entry', deleted: true });
  });

  return router;
}
