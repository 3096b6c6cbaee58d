import { z } from 'zod';
import { CopyAnswerSchema, copyWeek as copy } from '../../../services/scheduling/copy-week.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText, StoredDate } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';

export const CopyWeekBody = z.strictObject({
  from_week: StoredDate.meta({ description: 'Any date of the work week to copy.' }),
  to_week: StoredDate.meta({ description: 'Any date of the work week to copy it to (another week).' }),
  staff: PlainText.min(1).optional().meta({ description: "Only this staff member's shifts (id or handle)." }),
});

/** `POST /v1/shifts/copy` (SPEC §13). */
export const copyWeek = defineRoute({
  method: 'post',
  path: '/v1/shifts/copy',
  scope: 'write_shifts',
  tag: 'Shifts',
  summary:
    'Copy a work week of shifts to another week at the same local times, as drafts; copies in the way are skipped with a reason',
  body: CopyWeekBody,
  example: { from_week: '2026-11-16', to_week: '2026-11-23' },
  response: CopyAnswerSchema,
  errors: ['week_full', 'out_of_range'],
  handler: (deps) => async (req, res) => {
    const body = parseBody(CopyWeekBody, req);
    res.json(
      await copy(deps, principalOf(req).shopId, {
        fromWeek: body.from_week,
        toWeek: body.to_week,
        staff: body.staff,
      }),
    );
  },
});
