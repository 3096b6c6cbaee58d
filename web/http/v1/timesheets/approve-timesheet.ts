import { z } from 'zod';
import { approveTimesheet as approve } from '../../../services/timesheets/approve-timesheet.js';
import { TimesheetSchema } from '../../../services/views/timesheet-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { defineRoute } from '../route-spec.js';
import { currentTimesheet } from './get-timesheet.js';

export const ApproveTimesheetBody = z.strictObject({});

/** `POST /v1/timesheets/{id}/approve` (SPEC §4). */
export const approveTimesheet = defineRoute({
  method: 'post',
  path: '/v1/timesheets/{id}/approve',
  scope: 'write_timesheets',
  tag: 'Timesheets',
  summary: 'Approve a timesheet (approving an approved one changes nothing)',
  body: ApproveTimesheetBody,
  example: {},
  response: TimesheetSchema,
  errors: ['state_conflict'],
  current: currentTimesheet,
  handler: (deps) => async (req, res) => {
    parseBody(ApproveTimesheetBody, req);
    const principal = principalOf(req);
    res.json(await approve(deps, principal.shopId, req.params.id as string, principal.actor));
  },
});
