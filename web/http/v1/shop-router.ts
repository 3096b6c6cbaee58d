import { Router } from 'express';
import { z } from 'zod';
import { OVERTIME_RULES } from '../../domain/pay/overtime.js';
import { isTimeZone, WEEKDAYS } from '../../domain/time/work-week.js';
import { getShop, updateShopSettings } from '../../services/shops/shop-settings.js';
import { principalOf, requireScope } from '../middleware/authenticate.js';
import { parseBody } from '../validate.js';
import { PlainText } from './common-schemas.js';
import type { V1Deps } from './route-deps.js';

export const UpdateShopBody = z.strictObject({
  timezone: PlainText.refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional(),
  week_start: z.enum(WEEKDAYS).optional(),
  overtime_rule: z.enum(OVERTIME_RULES).optional(),
  pos_pin_required: z.boolean().optional(),
});

export function shopRouter(deps: V1Deps): Router {
  const router = Router();

  router.get('/shop', requireScope('read_shop'), async (req, res) => {
    res.json(await getShop(deps, principalOf(req).shopId));
  });

  router.patch('/shop', requireScope('write_shop'), async (req, res) => {
    const body = parseBody(UpdateShopBody, req);
    res.json(
      await updateShopSettings(deps, principalOf(req).shopId, {
        timezone: body.timezone,
        weekStart: body.week_start,
        overtimeRule: body.overtime_rule,
        posPinRequired: body.pos_pin_required,
      }),
    );
  });

  return router;
}
