import { z } from 'zod';
import { readAttendance } from '../../../services/clock/read-attendance.js';
import { AttendanceSchema } from '../../../services/views/attendance-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, Format } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { ATTENDANCE_CSV } from './clock-csv.js';

export const AttendanceQuery = z.strictObject({ week: CalendarDate, format: Format });

/** `GET /v1/attendance` (SPEC §10): the schedule against the clock, one row per shift or entry. */
export const getAttendance = defineRoute({
  method: 'get',
  path: '/v1/attendance',
  scope: 'read_timesheets',
  tag: 'Time clock',
  summary: 'Schedule against clock for the work week containing `week`',
  query: AttendanceQuery,
  response: AttendanceSchema,
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(AttendanceQuery, req);
    const attendance = await readAttendance(deps, principalOf(req).shopId, query.week);
    if (wantsCsv(req, query.format))
      await sendCsv(res, `attendance-${attendance.week}.csv`, ATTENDANCE_CSV, attendance.data);
    else res.json(attendance);
  },
});
