import { Router } from 'express';
import { z } from 'zod';
import { TIME_OFF_KINDS, TIME_OFF_STATUSES } from '../../domain/scheduling/time-off.js';
import { createTimeOff } from '../../services/time-off/create-time-off.js';
import { decideTimeOffRequest } from '../../services/time-off/decide-time-off.js';
import { getTimeOff, listTimeOff } from '../../services/time-off/read-time-off.js';
import { updateTimeOff } from '../../services/time-off/update-time-off.js';
import { allPages } from '../csv/all-pages.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { CalendarDate, ListQuery, NoteText, PlainText, pageRequested, StoredDate } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';
import { TIME_OFF_CSV } from './time-off-csv.js';

const Kind = z.enum(TIME_OFF_KINDS);
const Note = NoteText.max(2000).nullable();

export const CreateTimeOffBody = z.strictObject({
  staff: PlainText.min(1),
  starts_on: StoredDate,
  ends_on: StoredDate,
  kind: Kind,
  note: Note.optional(),
});

export const UpdateTimeOffBody = z.strictObject({
  starts_on: StoredDate.optional(),
  ends_on: StoredDate.optional(),
  kind: Kind.optional(),
  note: Note.optional(),
});

export const DecideTimeOffBody = z.strictObject({
  reason: NoteText.trim().min(1).max(1000).optional(),
});

export const TimeOffListQuery = z.strictObject({
  ...ListQuery,
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
  status: z.enum(TIME_OFF_STATUSES).optional(),
});

/** SPEC §13 time off, under the shifts' scopes (SPEC §6). */
export function timeOffRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/time-off', requireScope('read_shifts'), async (req, res) => {
    const query = parseQuery(TimeOffListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff, status: query.status };
    if (wantsCsv(req, query.format)) {
      const rows = allPages((startingAfter) =>
        listTimeOff(deps, shopId, { limit: 100, startingAfter }, filters),
      );
      await sendCsv(res, 'time-off.csv', TIME_OFF_CSV, rows);
      return;
    }
    const page = pageRequested(query);
    res.json(await listTimeOff(deps, shopId, page, filters));
  });

  router.post('/time-off', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(CreateTimeOffBody, req);
    const timeOff = await createTimeOff(deps, principalOf(req).shopId, {
      staff: body.staff,
      startsOn: body.starts_on,
      endsOn: body.ends_on,
      kind: body.kind,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/time-off/${timeOff.id}`).json(timeOff);
  });

  router.get('/time-off/:id', requireScope('read_shifts'), async (req, res) => {
    res.json(await getTimeOff(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.patch('/time-off/:id', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(UpdateTimeOffBody, req);
    res.json(
      await updateTimeOff(deps, principalOf(req).shopId, req.params.id as string, {
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        kind: body.kind,
        note: body.note,
      }),
    );
  });

  for (const [action, to] of [
    ['approve', 'approved'],
    ['deny', 'denied'],
  ] as const) {
    router.post(`/time-off/:id/${action}`, requireScope('write_shifts'), async (req, res) => {
      const body = parseBody(DecideTimeOffBody, req);
      const principal = principalOf(req);
      const id = req.params.id as string;
      res.json(
        await decideTimeOffRequest(deps, principal.shopId, id, to, body.reason ?? null, principal.actor),
      );
    });
  }

  return router;
}
