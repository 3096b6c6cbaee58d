import { Router } from 'express';
import { z } from 'zod';
import type { ShiftExportRow } from '../../db/repositories/exports-repository.js';
import { isCalendarDate } from '../../domain/time/calendar-date.js';
import { createShift } from '../../services/scheduling/create-shift.js';
import { deleteShift } from '../../services/scheduling/delete-shift.js';
import { updateShift } from '../../services/scheduling/move-shift.js';
import {
  exportShifts,
  getShift,
  listShifts,
  type RangeBound,
} from '../../services/scheduling/read-shifts.js';
import { formatInstant } from '../../services/views/instant.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { Instant, ListQuery, NoteText, PlainText, pageRequested, StoredInstant } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const BreakMinutes = z.number().int().min(0).max(1440);
const ShortText = PlainText.trim().max(200).nullable();
const Note = NoteText.max(2000).nullable();

export const CreateShiftBody = z.strictObject({
  staff: PlainText.min(1),
  starts_at: StoredInstant,
  ends_at: StoredInstant,
  break_minutes: BreakMinutes.optional(),
  location: ShortText.optional(),
  role: ShortText.optional(),
  note: Note.optional(),
});

export const UpdateShiftBody = z.strictObject({
  staff: PlainText.min(1).optional(),
  starts_at: StoredInstant.optional(),
  ends_at: StoredInstant.optional(),
  break_minutes: BreakMinutes.optional(),
  location: ShortText.optional(),
  role: ShortText.optional(),
  note: Note.optional(),
});

/** A calendar date (a local day of the shop) or an RFC 3339 instant. */
const RangeBoundParam = z.union(
  [
    z
      .string()
      .refine(isCalendarDate)
      .transform((date): RangeBound => ({ date })),
    Instant.transform((instant): RangeBound => ({ instant })),
  ],
  { error: 'must be a date YYYY-MM-DD or an RFC 3339 timestamp' },
);

export const ShiftListQuery = z.strictObject({
  ...ListQuery,
  from: RangeBoundParam.optional(),
  to: RangeBoundParam.optional(),
  staff: z.string().min(1).optional(),
});

const SHIFT_CSV: CsvColumn<ShiftExportRow>[] = [
  { name: 'id', kind: 'text', value: (r) => r[0] },
  { name: 'staff', kind: 'text', value: (r) => r[1] },
  { name: 'staff_id', kind: 'text', value: (r) => r[2] },
  { name: 'starts_at', kind: 'text', value: (r) => formatInstant(r[3]) },
  { name: 'ends_at', kind: 'text', value: (r) => formatInstant(r[4]) },
  { name: 'break_minutes', kind: 'number', value: (r) => r[5] },
  { name: 'location', kind: 'text', value: (r) => r[6] },
  { name: 'role', kind: 'text', value: (r) => r[7] },
  { name: 'note', kind: 'text', value: (r) => r[8] },
  { name: 'published', kind: 'text', value: (r) => Boolean(r[9]) },
  { name: 'created_at', kind: 'text', value: (r) => formatInstant(r[10]) },
  { name: 'updated_at', kind: 'text', value: (r) => formatInstant(r[11]) },
];

export function shiftsRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/shifts', requireScope('read_shifts'), async (req, res) => {
    const query = parseQuery(ShiftListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { from: query.from, to: query.to, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'shifts.csv', SHIFT_CSV, await exportShifts(deps, shopId, filters));
      return;
    }
    res.json(await listShifts(deps, shopId, pageRequested(query), filters));
  });

  router.post('/shifts', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(CreateShiftBody, req);
    const shift = await createShift(deps, principalOf(req).shopId, {
      staff: body.staff,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      breakMinutes: body.break_minutes ?? 0,
      location: body.location ?? null,
      role: body.role ?? null,
      note: body.note ?? null,
    });
    res.status(201).location(`/v1/shifts/${shift.id}`).json(shift);
  });

  router.get('/shifts/:id', requireScope('read_shifts'), async (req, res) => {
    res.json(await getShift(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.patch('/shifts/:id', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(UpdateShiftBody, req);
    const shift = await updateShift(deps, principalOf(req).shopId, req.params.id as string, {
      staff: body.staff,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      breakMinutes: body.break_minutes,
      location: body.location,
      role: body.role,
      note: body.note,
    });
    res.json(shift);
  });

  router.delete('/shifts/:id', requireScope('write_shifts'), async (req, res) => {
    const id = req.params.id as string;
    await deleteShift(deps, principalOf(req).shopId, id);
    res.json({ id, object: 'shift', deleted: true });
  });

  return router;
}
