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

const Code = (pattern: RegExp, what: string) => PlainText.regex(pattern, what).nullable().optional();
/** A Paychex earning's name or a QuickBooks payroll item's: text of 1–20 (Paychex) or 1–100 characters. */
const Named = (max: number) => PlainText.min(1).max(max).nullable().optional();
const ADP_CODE = Code(/^[A-Z0-9]{1,2}$/, 'must be 1 or 2 capital letters or digits');

/** SPEC §19: each key sent with a value changes it, with null restores its default. */
export const PayrollExportBody = z
  .strictObject({
    adp_wfn: z
      .strictObject({
        company_code: Code(/^[A-Z0-9]{2,3}$/, 'must be 2 or 3 capital letters or digits'),
        batch_id: Code(/^[A-Z0-9]{1,6}$/, 'must be 1 to 6 capital letters or digits'),
        double_time_code: ADP_CODE,
        commission_code: ADP_CODE,
        paycheck_tips_code: ADP_CODE,
        cash_tips_memo_code: ADP_CODE,
      })
      .optional(),
    paychex_flex: z
      .strictObject({
        client_id: Code(/^[A-Za-z0-9]{1,8}$/, 'must be 1 to 8 letters or digits'),
        regular: Named(20),
        overtime: Named(20),
        double_time: Named(20),
        commission: Named(20),
        paycheck_tips: Named(20),
        cash_tips: Named(20),
      })
      .optional(),
    quickbooks: z
      .strictObject({ regular: Named(100), overtime: Named(100), double_time: Named(100) })
      .optional(),
  })
  .meta({ id: 'PayrollExportChange' });

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
  payroll_export: PayrollExportBody.optional(),
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
        payrollExport: body.payroll_export,
      }),
    );
  },
});
