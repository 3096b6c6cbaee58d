import { z } from 'zod';
import { PublishAnswerSchema, publishWeek as publish } from '../../../services/scheduling/publish-week.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { StoredDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const PublishWeekBody = z.strictObject({
  week: StoredDate.meta({ description: "Any date of the shop's work week to publish." }),
});

/** `POST /v1/shifts/publish` (SPEC §13). */
export const publishWeek = defineRoute({
  method: 'post',
  path: '/v1/shifts/publish',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary: 'Publish every draft shift of a work week (sends one `schedule.published` when any was a draft)',
  body: PublishWeekBody,
  example: { week: '2026-11-16' },
  response: PublishAnswerSchema,
  errors: ['week_full', 'out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(PublishWeekBody, req);
    res.json(await publish(deps, principalOf(req).shopId, body.week));
  },
});
