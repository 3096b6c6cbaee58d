import { Router } from 'express';
import { z } from 'zod';
import { copyWeek } from '../../services/scheduling/copy-week.js';
import { publishWeek } from '../../services/scheduling/publish-week.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody } from '../validate.js';
import { PlainText, StoredDate } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const PublishWeekBody = z.strictObject({
  week: StoredDate.meta({ description: "Any date of the shop's work week to publish." }),
});

export const CopyWeekBody = z.strictObject({
  from_week: StoredDate.meta({ description: 'Any date of the work week to copy.' }),
  to_week: StoredDate.meta({ description: 'Any date of the work week to copy it to (another week).' }),
  staff: PlainText.min(1).optional().meta({ description: "Only this staff member's shifts (id or handle)." }),
});

/** The week actions of SPEC §13 (`write_shifts`): publish a week, copy a week. */
export function shiftWeekRouter(deps: V1Deps): Router {
  const router = Router();

  router.post('/shifts/publish', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(PublishWeekBody, req);
    res.json(await publishWeek(deps, principalOf(req).shopId, body.week));
  });

  router.post('/shifts/copy', requireScope('write_shifts'), async (req, res) => {
    const body = parseBody(CopyWeekBody, req);
    res.json(
      await copyWeek(deps, principalOf(req).shopId, {
        fromWeek: body.from_week,
        toWeek: body.to_week,
        staff: body.staff,
      }),
    );
  });

  return router;
}
