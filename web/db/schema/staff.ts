import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

export const staff = sqliteTable(
  'staff',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    /** The email lower-cased: unique in the shop, so addresses compare case-insensitively (SPEC §15). */
    emailKey: text('email_key'),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** Basis points: `"5.00"` percent is 500. */
    commissionRateBp: integer('commission_rate_bp'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    /** The Shopify staff member's numeric id as text (SPEC §11), unique in the shop, or null. */
    shopifyStaffMemberId: text('shopify_staff_member_id'),
    /** `scrypt$…` of the clock PIN (web/security/pin-hash.ts), or null; never returned. */
    pinHash: text('pin_hash'),
    /** Wrong PINs since `pinFailuresSince` (UTC ms); the lock of SPEC §10 lives here, not in Redis. */
    pinFailures: integer('pin_failures').notNull().default(0),
    pinFailuresSince: integer('pin_failures_since'),
    pinLockedUntil: integer('pin_locked_until'),
    /** Email kinds this person wants (SPEC §16); changed by the staff member only. */
    notifySchedule: integer('notify_schedule', { mode: 'boolean' }).notNull().default(true),
    notifyReminder: integer('notify_reminder', { mode: 'boolean' }).notNull().default(true),
    notifyTimeOff: integer('notify_time_off', { mode: 'boolean' }).notNull().default(true),
    notifyPay: integer('notify_pay', { mode: 'boolean' }).notNull().default(true),
    /** SHA-256 of the calendar feed's secret (SPEC §15), and the secret sealed so /v1/me/calendar can show it again. */
    calendarSecretHash: text('calendar_secret_hash'),
    calendarSecretSealed: text('calendar_secret_sealed'),
    /**
     * SPEC §19: the staff member's id at each payroll provider, as sent, or null; each `…Key`
     * beside it is the form compared for uniqueness in the shop (decision 63).
     */
    payrollIdGusto: text('payroll_id_gusto'),
    payrollKeyGusto: text('payroll_key_gusto'),
    payrollIdAdpWfn: text('payroll_id_adp_wfn'),
    payrollKeyAdpWfn: text('payroll_key_adp_wfn'),
    payrollIdPaychexFlex: text('payroll_id_paychex_flex'),
    payrollKeyPaychexFlex: text('payroll_key_paychex_flex'),
    payrollIdQuickbooks: text('payroll_id_quickbooks'),
    payrollKeyQuickbooks: text('payroll_key_quickbooks'),
    /**
     * SPEC §18: the monthly sales goal and the bonus paid once a local month when sales reach
     * it, in cents; both set or both null.
     */
    goalAmountCents: integer('goal_amount_cents'),
    goalBonusCents: integer('goal_bonus_cents'),
    /** When the staff member last signed in to the staff app (ms), or null. */
    lastSignInAt: integer('last_sign_in_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('staff_shop_handle').on(t.shopId, t.handle),
    index('staff_shop_id').on(t.shopId, t.id),
    // Unlinked staff (null) do not collide: both databases treat nulls as distinct here.
    uniqueIndex('staff_shop_shopify_staff_member').on(t.shopId, t.shopifyStaffMemberId),
    uniqueIndex('staff_shop_email_key').on(t.shopId, t.emailKey),
    uniqueIndex('staff_calendar_secret').on(t.calendarSecretHash),
    uniqueIndex('staff_shop_payroll_gusto').on(t.shopId, t.payrollKeyGusto),
    uniqueIndex('staff_shop_payroll_adp_wfn').on(t.shopId, t.payrollKeyAdpWfn),
    uniqueIndex('staff_shop_payroll_paychex_flex').on(t.shopId, t.payrollKeyPaychexFlex),
    uniqueIndex('staff_shop_payroll_quickbooks').on(t.shopId, t.payrollKeyQuickbooks),
  ],
);
