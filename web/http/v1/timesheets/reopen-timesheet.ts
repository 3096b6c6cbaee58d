import { z } from 'zod';
import { reopenTimesheet as reopen } from '../../../services/timesheets/reopen-timesheet.js';
import { TimesheetSchema } from '../../../services/views/timesheet-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { NoteText } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentTimesheet } from './get-timesheet.js';

export const ReopenTimesheetBody = z.strictObject({
  reason: NoteText.trim().min(1, 'is required: say why the timesheet is reopened').max(1000),
});

/** `POST /v1/timesheets/{id}/reopen` (SPEC §4). */
export const reopenTimesheet = defineRoute({
  method: 'post',
  path: '/v1/timesheets/{id}/reopen',
  scope: 'write_timesheets',
  tag: 'Timesheets',
  summary: 'Reopen an approved timesheet, with a reason',
  body: ReopenTimesheetBody,
  example: { reason: 'Missed a Sunday shift' },
  response: TimesheetSchema,
  errors: ['state_conflict'],
  current: currentTimesheet,
  handler: (deps) => async (req, res) => {
    const body = parseBody(ReopenTimesheetBody, req);
    const principal = principalOf(req);
    res.json(await reopen(deps, principal.shopId, req.params.id as string, body.reason, principal.actor));
  },
});
