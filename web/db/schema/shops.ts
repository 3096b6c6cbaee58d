import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const shops = sqliteTable('shops', {
  id: text('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  name: text('name'),
  timezone: text('timezone').notNull().default('UTC'),
  weekStart: text('week_start').notNull().default('monday'),
  overtimeRule: text('overtime_rule').notNull().default('weekly_40'),
  currency: text('currency').notNull().default('USD'),
  plan: text('plan').notNull().default('free'),
  /** SPEC §11: true when the shop's POS asks staff no PIN, so the clock at POS asks Shiftbook's. */
  posPinRequired: integer('pos_pin_required', { mode: 'boolean' }).notNull().default(false),
  /** SPEC §15: staff see their rate, gross and commission amounts in the staff app. */
  staffSeePay: integer('staff_see_pay', { mode: 'boolean' }).notNull().default(false),
  /** SPEC §17: accepted shift requests wait for a manager's approval (the default), or not. */
  shiftRequestsNeedApproval: integer('shift_requests_need_approval', { mode: 'boolean' })
    .notNull()
    .default(true),
  /** SPEC §16: JSON array of at most 10 addresses that receive manager emails. */
  managerEmails: text('manager_emails').notNull().default('[]'),
  /** SPEC §16: minutes before a published shift that its reminder goes, or null (off). */
  shiftReminderMinutes: integer('shift_reminder_minutes'),
  /** SPEC §19: JSON of the payroll file settings the shop changed from their defaults. */
  payrollExport: text('payroll_export').notNull().default('{}'),
  /**
   * Moves with every write to the shop's commission rules, in the same transaction: an
   * instance keeps the shop's rule index while the shop row it reads with each order still
   * carries the version it was built at (decision 0072).
   */
  rulesVersion: integer('rules_version').notNull().default(0),
  /**
   * Moves with every write of a staff member's fields that sales read (their link to Shopify,
   * handle, commission rate and goal), in the same transaction: an instance keeps the shop's
   * linked staff while the shop row it reads with each order still carries it (decision 0075).
   */
  staffVersion: integer('staff_version').notNull().default(0),
  /**
   * Moves with every write to the shop's product catalog, in the same transaction: an instance
   * keeps the catalog entries orders read while the shop row still carries it (decision 0075).
   */
  catalogVersion: integer('catalog_version').notNull().default(0),
  /** `active` or `uninstalled`. */
  status: text('status').notNull().default('active'),
  /** Shopify offline access token, encrypted with the app's secret key (AES-256-GCM). */
  accessTokenEncrypted: text('access_token_encrypted'),
  installedAt: integer('installed_at').notNull(),
  uninstalledAt: integer('uninstalled_at'),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
});
