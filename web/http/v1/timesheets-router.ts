import { type Request, Router } from 'express';
import { z } from 'zod';
import { isCalendarDate } from '../../domain/time/calendar-date.js';
import { approveTimesheet } from '../../services/timesheets/approve-timesheet.js';
import {
  getTimesheet,
  type WeekSummaryEntry,
  weekSummary,
} from '../../services/timesheets/read-timesheets.js';
import { reopenTimesheet } from '../../services/timesheets/reopen-timesheet.js';
import type { CsvColumn } from '../csv/csv-format.js';
import { sendCsv, wantsCsv } from '../csv/send-csv.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody, parseQuery } from '../validate.js';
import { CalendarDate, Format, NoteText } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';
import { sendJsonBytes, weekSummaryJsonCache } from './summary-cache.js';

export const WeekSummaryQuery = z.strictObject({ week: CalendarDate, format: Format });
export const ApproveTimesheetBody = z.strictObject({});
export const ReopenTimesheetBody = z.strictObject({
  reason: NoteText.trim().min(1, 'is required: say why the timesheet is reopened').max(1000),
});

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

export function timesheetsRouter(deps: V1Deps): Router {
  const router = Router();

  const summaries = weekSummaryJsonCache(deps);
  router.get('/timesheets', requireScope('read_timesheets'), async (req, res) => {
    const query = weekSummaryQuery(req);
    const shopId = principalOf(req).shopId;
    if (wantsCsv(req, query.format)) {
      const summary = await weekSummary(deps, shopId, query.week);
      const rows = summary.entries.map((entry) => ({ ...entry, week: summary.week }));
      await sendCsv(res, `timesheets-${summary.week}.csv`, WEEK_SUMMARY_CSV, rows);
      return;
    }
    sendJsonBytes(res, await summaries.body(shopId, query.week));
  });

  router.get('/timesheets/:id', requireScope('read_timesheets'), async (req, res) => {
    res.json(await getTimesheet(deps, principalOf(req).shopId, req.params.id as string));
  });

  router.post('/timesheets/:id/approve', requireScope('write_timesheets'), async (req, res) => {
    parseBody(ApproveTimesheetBody, req);
    const principal = principalOf(req);
    res.json(await approveTimesheet(deps, principal.shopId, req.params.id as string, principal.actor));
  });

  router.post('/timesheets/:id/reopen', requireScope('write_timesheets'), async (req, res) => {
    const body = parseBody(ReopenTimesheetBody, req);
    const principal = principalOf(req);
    res.json(
      await reopenTimesheet(deps, principal.shopId, req.params.id as string, body.reason, principal.actor),
    );
  });

  return router;
}
