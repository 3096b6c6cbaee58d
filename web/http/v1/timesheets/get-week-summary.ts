import type { Request, Response } from 'express';
import { z } from 'zod';
import { isCalendarDate } from '../../../domain/time/calendar-date.js';
import {
  type WeekSummaryEntry,
  WeekSummarySchema,
  weekSummary,
} from '../../../services/timesheets/read-timesheets.js';
import type { CsvColumn } from '../../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, Format } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { sendJsonBytes, weekSummaryJsonCache } from './summary-cache.js';

export const WeekSummaryQuery = z.strictObject({ week: CalendarDate, format: Format });

const WEEK_SUMMARY_CSV: CsvColumn<WeekSummaryEntry & { week: string }>[] = [
  { name: 'week', kind: 'text', value: (row) => row.week },
  { name: 'staff', kind: 'text', value: (row) => row.staff },
  { name: 'hours', kind: 'number', value: (row) => row.hours },
  { name: 'rate', kind: 'money', value: (row) => row.rate },
  { name: 'overtime', kind: 'number', value: (row) => row.overtime },
  { name: 'timesheet', kind: 'text', value: (row) => row.timesheet },
  { name: 'status', kind: 'text', value: (row) => row.status },
  { name: 'gross', kind: 'money', value: (row) => row.gross },
];

/**
 * `WeekSummaryQuery.parse`, with the usual `?week=YYYY-MM-DD` alone accepted without zod (the
 * same checks); anything else, errors included, goes through the schema.
 */
function weekSummaryQuery(req: Request): z.output<typeof WeekSummaryQuery> {
  const query = req.query;
  const week = query.week;
  if (typeof week === 'string' && isCalendarDate(week)) {
    let keys = 0;
    for (const _ in query) keys++;
    if (keys === 1) return { week };
  }
  return parseQuery(WeekSummaryQuery, req);
}

/** `GET /v1/timesheets?week=` (SPEC §1): the weekly summary, its JSON bytes cached per app. */
export const getWeekSummary = defineRoute({
  method: 'get',
  path: '/v1/timesheets',
  scope: 'read_timesheets',
  tag: 'Timesheets',
  summary: 'Weekly summary of the work week containing `week`',
  query: WeekSummaryQuery,
  response: WeekSummarySchema,
  csv: true,
  handler(deps) {
    const summaries = weekSummaryJsonCache(deps);
    const sendCsvSummary = async (res: Response, shopId: string, week: string) => {
      const summary = await weekSummary(deps, shopId, week);
      const rows = summary.entries.map((entry) => ({ ...entry, week: summary.week }));
      await sendCsv(res, `timesheets-${summary.week}.csv`, WEEK_SUMMARY_CSV, rows);
    };
    return (req, res) => {
      const query = weekSummaryQuery(req);
      const shopId = principalOf(req).shopId;
      if (wantsCsv(req, query.format)) return sendCsvSummary(res, shopId, query.week);
      // The hot path of the API (SPEC §1): a cached summary is sent in the same turn.
      const body = summaries.body(shopId, query.week);
      if (body instanceof Promise) return body.then((bytes) => sendJsonBytes(res, bytes));
      sendJsonBytes(res, body);
    };
  },
});
