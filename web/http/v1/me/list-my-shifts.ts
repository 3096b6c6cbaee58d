import type { Request, Response } from 'express';
import { isCalendarDate } from '../../../domain/time/calendar-date.js';
import { type MyShifts, myShifts } from '../../../services/staff-app/my-shifts.js';
import { ShiftSchema } from '../../../services/views/shift-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { staffPrincipalOf } from '../../staff-app/staff-session-auth.js';
import { parseQuery } from '../../validate.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { sendJsonBytes } from '../timesheets/summary-cache.js';
import { MY_SHIFTS_CSV } from './me-csv.js';
import { MyShiftsQuery } from './me-schemas.js';

/**
 * The JSON bytes of each answer, made once: a kept answer is the same frozen object for every
 * request that reads it, and its bytes go when it does (decision 74).
 */
const jsonOfAnswer = new WeakMap<MyShifts, Buffer>();

function jsonOf(answer: MyShifts): Buffer {
  let body = jsonOfAnswer.get(answer);
  if (!body) {
    body = Buffer.from(JSON.stringify(answer));
    jsonOfAnswer.set(answer, body);
  }
  return body;
}

type Query = { format?: 'csv' | 'json' | undefined; from?: string | undefined; to?: string | undefined };

/**
 * `MyShiftsQuery.parse`, with the staff app's own request (no query, or plain `from`/`to`
 * dates) read without zod (the same checks); anything else, errors included, goes through
 * the schema.
 */
function myShiftsQuery(req: Request): Query {
  const query = req.query;
  let keys = 0;
  for (const name in query) {
    const value = query[name];
    if ((name !== 'from' && name !== 'to') || typeof value !== 'string' || !isCalendarDate(value))
      return parseQuery(MyShiftsQuery, req);
    keys++;
  }
  if (keys === 0) return {};
  return { from: query.from as string | undefined, to: query.to as string | undefined };
}

/** `GET /v1/me/shifts` (SPEC §15): own published shifts of local days from–to (default 14 days from today). */
export const listMyShifts = defineRoute({
  method: 'get',
  path: '/v1/me/shifts',
  auth: 'staff_session',
  tag: 'Me',
  summary: 'My published shifts (days from–to, at most 93)',
  query: MyShiftsQuery,
  response: listSchema(ShiftSchema),
  csv: true,
  handler: (deps) => (req, res) => {
    const query = myShiftsQuery(req);
    const range = { from: query.from, to: query.to };
    const answer = myShifts(deps, staffPrincipalOf(req), range, req.clockReading);
    if (wantsCsv(req, query.format)) return Promise.resolve(answer).then((shifts) => sendCsvOf(res, shifts));
    // The staff app's hot path (issue 29): a kept answer is sent in the same turn.
    if (answer instanceof Promise) return answer.then((shifts) => sendJsonBytes(res, jsonOf(shifts)));
    sendJsonBytes(res, jsonOf(answer));
  },
});

function sendCsvOf(res: Response, shifts: MyShifts): Promise<void> {
  return sendCsv(res, 'my-shifts.csv', MY_SHIFTS_CSV, shifts.data);
}
