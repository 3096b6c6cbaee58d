import { z } from 'zod';
import { OVERTIME_RULES } from '../../../domain/pay/overtime.js';
import { isTimeZone, WEEKDAYS } from '../../../domain/time/work-week.js';
import { updateShopSettings } from '../../../services/shops/shop-settings.js';
import { ShopSchema } from '../../../services/views/shop-view.js';
import { principalOf } from '../../middleware/authenticate.js';
import { parseBody } from '../../validate.js';
import { PlainText } from '../common-schemas.js';
import { defineRoute } from '../route-spec.js';
import { currentShop } from './get-shop.js';

export const UpdateShopBody = z.strictObject({
  timezone: PlainText.refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional(),
  week_start: z.enum(WEEKDAYS).optional(),
  overtime_rule: z.enum(OVERTIME_RULES).optional(),
  pos_pin_required: z.boolean().optional(),
  staff_see_pay: z.boolean().optional(),
  shift_requests_need_approval: z.boolean().optional(),
  /** Each is checked by the use case: a bad one is a 422 `invalid_email` naming it (SPEC §16). */
  manager_emails: z.array(PlainText.max(1000)).max(10).optional(),
  shift_reminder_minutes: z.number().int().min(5).max(2880).nullable().optional(),
});

/** `PATCH /v1/shop`: the settings sent change. */
export const updateShop = defineRoute({
  method: 'patch',
  path: '/v1/shop',
  scope: 'write_shop',
  tag: 'Shop',
  summary: 'Change shop settings',
  body: UpdateShopBody,
  example: { overtime_rule: 'weekly_40' },
  response: ShopSchema,
  errors: ['state_conflict', 'invalid_email'],
  current: currentShop,
  handler: (deps) => async (req, res) => {
    const body = parseBody(UpdateShopBody, req);
    res.json(
      await updateShopSettings(deps, principalOf(req).shopId, {
        timezone: body.timezone,
        weekStart: body.week_start,
        overtimeRule: body.overtime_rule,
        posPinRequired: body.pos_pin_required,
        staffSeePay: body.staff_see_pay,
        shiftRequestsNeedApproval: body.shift_requests_need_approval,
        managerEmails: body.manager_emails,
        shiftReminderMinutes: body.shift_reminder_minutes,
      }),
    );
  },
});
