import { z } from 'zod';
import { exportTimeEntries } from '../../../services/timesheets/export-time-entries.js';
import { listTimeEntries as list } from '../../../services/timesheets/read-time-entries.js';
import { TimeEntrySchema } from '../../../services/views/time-entry-view.js';
import { sendCsv, wantsCsv } from '../../csv/send-csv.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseQuery } from '../../validate.js';
import { CalendarDate, ListQuery, pageRequested } from '../common-schemas.js';
import { listSchema } from '../response-schemas.js';
import { defineRoute } from '../route-spec.js';
import { TIME_ENTRY_CSV } from './time-entries-csv.js';

export const TimeEntryListQuery = z.strictObject({
  ...ListQuery,
  week: CalendarDate.optional(),
  staff: z.string().min(1).optional(),
});

/** `GET /v1/time-entries`, a page of JSON or every entry as CSV. */
export const listTimeEntries = defineRoute({
  method: 'get',
  path: '/v1/time-entries',
  scope: 'read_timesheets',
  tag: 'Time entries',
  summary: 'List time entries',
  query: TimeEntryListQuery,
  response: listSchema(TimeEntrySchema),
  csv: true,
  handler: (deps) => async (req, res) => {
    const query = parseQuery(TimeEntryListQuery, req);
    const shopId = principalOf(req).shopId;
    const filters = { week: query.week, staff: query.staff };
    if (wantsCsv(req, query.format)) {
      await sendCsv(res, 'time-entries.csv', TIME_ENTRY_CSV, await exportTimeEntries(deps, shopId, filters));
      return;
    }
    const page = pageRequested(query);
    res.json(await list(deps, shopId, page, filters));
  },
});
