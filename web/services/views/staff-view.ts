import { z } from 'zod';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { payrollIdsOf } from '../staff/staff-payroll-ids.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { NotificationPreferencesSchema, notificationPreferences } from './notification-preferences.js';
import { Id, Money, Timestamp } from './schema-fields.js';

export const StaffSchema = z
  .object({
    id: Id('stf'),
    object: z.literal('staff'),
    handle: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    hourly_rate: Money.nullable(),
    commission_rate: z.string().nullable(),
    goal_amount: Money.nullable().meta({ description: 'SPEC §18: monthly sales goal, or null.' }),
    goal_bonus: Money.nullable().meta({
      description: 'SPEC §18: bonus once a month when sales reach the goal.',
    }),
    active: z.boolean(),
    shopify_staff_member_id: z.string().nullable().meta({
      description: 'The numeric id of the linked Shopify staff member, or null.',
      example: '103205625',
    }),
    /** Whether a clock PIN is set; the PIN itself is never returned (SPEC §10). */
    has_pin: z.boolean(),
    notifications: NotificationPreferencesSchema,
    payroll_ids: z
      .object({
        gusto: z.string().nullable().meta({ description: 'The Gusto employee ID (6 letters or digits).' }),
        adp_wfn: z
          .string()
          .nullable()
          .meta({ description: 'The ADP Workforce Now file number (51–999999).' }),
        paychex_flex: z.string().nullable().meta({ description: 'The Paychex Flex worker ID.' }),
        quickbooks: z
          .string()
          .nullable()
          .meta({ description: "The employee's display name in QuickBooks Online." }),
      })
      .meta({
        id: 'PayrollIds',
        description: "The staff member's id at each payroll provider (SPEC §19), or null where none.",
      }),
    last_sign_in_at: Timestamp.nullable().meta({
      description: 'When the staff member last signed in to the staff app, or null.',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Staff' });
export type StaffView = z.output<typeof StaffSchema>;

export function staffView(row: StaffRow): StaffView {
  return {
    id: row.id,
    object: 'staff',
    handle: row.handle,
    name: row.name,
    email: row.email,
    hourly_rate: row.hourlyRateCents === null ? null : formatMoney(row.hourlyRateCents),
    commission_rate: row.commissionRateBp === null ? null : formatPercent(row.commissionRateBp),
    goal_amount: row.goalAmountCents === null ? null : formatMoney(row.goalAmountCents),
    goal_bonus: row.goalBonusCents === null ? null : formatMoney(row.goalBonusCents),
    active: row.active,
    shopify_staff_member_id: row.shopifyStaffMemberId,
    has_pin: row.pinHash !== null,
    notifications: notificationPreferences(row),
    payroll_ids: payrollIdsOf(row),
    last_sign_in_at: formatOptionalInstant(row.lastSignInAt),
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
