import { Router } from 'express';
import { z } from 'zod';
import type { ClockAction } from '../../domain/clock/clock-state.js';
import { pinNeeded } from '../../domain/clock/pin-needed.js';
import { clockAction } from '../../services/clock/clock-action.js';
import { readAttendance } from '../../services/clock/read-attendance.js';
import { readClockBoard } from '../../services/clock/read-clock-board.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { ATTENDANCE_CSV, CLOCK_BOARD_CSV } from './clock-csv.js';
import { CalendarDate, Format, Instant, NoteText, Pin, PlainText } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

const Staff = PlainText.min(1).meta({ description: 'The staff member, by id or handle.' });
const At = Instant.meta({
  description: 'When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.',
});

export const ClockInBody = z.strictObject({
  staff: Staff,
  pin: Pin.optional(),
  at: At.optional(),
  note: NoteText.max(2000).nullable().optional(),
});

export const ClockChangeBody = z.strictObject({ staff: Staff, pin: Pin.optional(), at: At.optional() });

export const ClockBoardQuery = z.strictObject({ format: Format });
export const AttendanceQuery = z.strictObject({ week: CalendarDate, format: Format });

/** The routes of SPEC §10: the four clock actions, the board, and attendance. */
export function clockRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/clock', requireScope('read_clock'), async (req, res) => {
    const query = parseQuery(ClockBoardQuery, req);
    const board = await readClockBoard(deps, principalOf(req).shopId);
    if (wantsCsv(req, query.format)) await sendCsv(res, 'clock.csv', CLOCK_BOARD_CSV, board.data);
    else res.json(board);
  });

  router.get('/attendance', requireScope('read_timesheets'), async (req, res) => {
    const query = parseQuery(AttendanceQuery, req);
    const attendance = await readAttendance(deps, principalOf(req).shopId, query.week);
    if (wantsCsv(req, query.format))
      await sendCsv(res, `attendance-${attendance.week}.csv`, ATTENDANCE_CSV, attendance.data);
    else res.json(attendance);
  });

  const actions: ClockAction[] = ['in', 'out', 'break-start', 'break-end'];
  for (const action of actions) {
    router.post(`/clock/${action}`, requireScope('write_clock'), async (req, res) => {
      const body: z.output<typeof ClockInBody> = parseBody(
        action === 'in' ? ClockInBody : ClockChangeBody,
        req,
      );
      const principal = principalOf(req);
      const isSession = principal.tokenId === null;
      const entry = await clockAction(deps, principal.shopId, {
        action,
        staff: body.staff,
        pin: body.pin,
        at: body.at,
        note: body.note,
        pinRequired: pinNeeded({
          isSession,
          canWriteTimesheets: principal.scopes.has('write_timesheets'),
        }),
        // SPEC §10: a session token is Shopify's (POS or the embedded admin), an API token the clock's.
        source: isSession ? 'pos' : 'clock',
      });
      if (action === 'in') res.status(201).location(`/v1/time-entries/${entry.id}`);
      res.json(entry);
    });
  }

  return router;
}
