import { z } from 'zod';
import type { OrderImportRow } from '../../db/repositories/order-imports-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { OVERTIME_RULES, type OvertimeRule } from '../../domain/pay/overtime.js';
import {
  parsePayrollExport,
  payrollExportSettings,
} from '../../domain/payroll/files/payroll-export-settings.js';
import { planLimits } from '../../domain/plans.js';
import { WEEKDAYS, type Weekday } from '../../domain/time/work-week.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Timestamp } from './schema-fields.js';

export const ShopSchema = z
  .object({
    object: z.literal('shop'),
    domain: z.string(),
    name: z.string().nullable(),
    timezone: z.string(),
    week_start: z.enum(WEEKDAYS),
    overtime_rule: z.enum(OVERTIME_RULES),
    currency: z.string(),
    plan: z.string(),
    pos_pin_required: z.boolean().meta({
      description:
        "True when the shop's POS asks staff no PIN: clock requests at POS then need the Shiftbook PIN.",
    }),
    staff_see_pay: z.boolean().meta({
      description:
        'True when staff see their rate, gross and commission amounts in the staff app (default false).',
    }),
    shift_requests_need_approval: z.boolean().meta({
      description: 'True (the default) when accepted shift requests wait for a manager (SPEC §17).',
    }),
    manager_emails: z
      .array(z.string())
      .meta({ description: 'Up to 10 addresses that receive manager emails.' }),
    shift_reminder_minutes: z.number().int().nullable().meta({
      description: 'Minutes before a published shift that staff are reminded (5–2880), or null: off.',
    }),
    payroll_export: z
      .object({
        adp_wfn: z.object({
          company_code: z
            .string()
            .nullable()
            .meta({ description: 'Co Code (2–3 characters); null: not set.' }),
          batch_id: z
            .string()
            .nullable()
            .meta({ description: "Batch ID; null: the run's period_end as YYMMDD." }),
          double_time_code: z.string(),
          commission_code: z.string(),
          paycheck_tips_code: z.string(),
          cash_tips_memo_code: z.string(),
        }),
        paychex_flex: z.object({
          client_id: z.string().nullable().meta({ description: 'The Paychex client ID; null: not set.' }),
          regular: z.string(),
          overtime: z.string(),
          double_time: z.string(),
          commission: z.string(),
          paycheck_tips: z.string(),
          cash_tips: z.string(),
        }),
        quickbooks: z.object({ regular: z.string(), overtime: z.string(), double_time: z.string() }),
      })
      .meta({
        id: 'PayrollExportSettings',
        description:
          'What the payroll provider files need (SPEC §19): ADP and Paychex account codes, and the names of earnings and payroll items, each with its default unless changed.',
      }),
    email_enabled: z
      .boolean()
      .meta({ description: 'True when the instance has an SMTP server (SMTP_URL) to send emails.' }),
    usage: z.object({
      active_staff: z.number().int(),
      active_staff_limit: z.number().int().nullable(),
      webhook_endpoints: z.number().int(),
      webhook_endpoints_limit: z.number().int(),
      requests_per_minute_limit: z.number().int(),
    }),
    order_import: z
      .object({
        status: z.string().meta({ enum: ['running', 'done', 'failed'] }),
        orders_imported: z.number().int(),
        refunds_imported: z.number().int(),
        started_at: Timestamp,
        finished_at: Timestamp.nullable(),
      })
      .nullable()
      .meta({
        description:
          "The import of the shop's paid orders and refunds of the last 60 days from Shopify, started at install or when read_orders is granted; null when there is none (standalone).",
      }),
    installed_at: Timestamp,
    created_at: Timestamp,
  })
  .meta({ id: 'Shop' });
export type ShopView = z.output<typeof ShopSchema>;

export interface ShopUsage {
  activeStaff: number;
  webhookEndpoints: number;
}

/** The import of past orders (decision 33), as the admin shows its progress; null when there is none. */
function orderImportView(row: OrderImportRow | undefined): ShopView['order_import'] {
  if (!row) return null;
  return {
    status: row.status,
    orders_imported: row.ordersImported,
    refunds_imported: row.refundsImported,
    started_at: formatInstant(row.startedAt),
    finished_at: formatOptionalInstant(row.finishedAt),
  };
}

/** The shop's manager emails, stored as a JSON array. */
export function managerEmailsOf(shop: Pick<ShopRow, 'managerEmails'>): string[] {
  const parsed: unknown = JSON.parse(shop.managerEmails);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

export function shopView(
  shop: ShopRow,
  usage: ShopUsage,
  orderImport: OrderImportRow | undefined,
  emailEnabled: boolean,
): ShopView {
  const limits = planLimits(shop.plan);
  return {
    object: 'shop',
    domain: shop.domain,
    name: shop.name,
    timezone: shop.timezone,
    week_start: shop.weekStart as Weekday,
    overtime_rule: shop.overtimeRule as OvertimeRule,
    currency: shop.currency,
    plan: shop.plan,
    pos_pin_required: shop.posPinRequired,
    staff_see_pay: shop.staffSeePay,
    shift_requests_need_approval: shop.shiftRequestsNeedApproval,
    manager_emails: managerEmailsOf(shop),
    shift_reminder_minutes: shop.shiftReminderMinutes,
    payroll_export: payrollExportSettings(parsePayrollExport(shop.payrollExport)),
    email_enabled: emailEnabled,
    usage: {
      active_staff: usage.activeStaff,
      active_staff_limit: limits.activeStaff,
      webhook_endpoints: usage.webhookEndpoints,
      webhook_endpoints_limit: limits.webhookEndpoints,
      requests_per_minute_limit: limits.requestsPerMinute,
    },
    order_import: orderImportView(orderImport),
    installed_at: formatInstant(shop.installedAt),
    created_at: formatInstant(shop.createdAt),
  };
}
