import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { commissions } from './commissions.js';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';
import { timesheets } from './timesheets.js';

export const payrollRuns = sqliteTable(
  'payroll_runs',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    periodStart: text('period_start').notNull(),
    periodEnd: text('period_end').notNull(),
    /** `draft` or `finalized`. */
    status: text('status').notNull().default('draft'),
    finalizedAt: integer('finalized_at'),
    finalizedBy: text('finalized_by'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('payroll_runs_shop').on(t.shopId, t.id)],
);

/** One line per staff member per run; amounts in cents, hours in hundredths. */
export const payrollLines = sqliteTable(
  'payroll_lines',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    runId: text('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    regularHours: integer('regular_hours_centi').notNull(),
    overtimeHours: integer('overtime_hours_centi').notNull(),
    doubleTimeHours: integer('double_time_hours_centi').notNull(),
    /** The hourly rate when every timesheet of the line had the same one; null otherwise. */
    rateCents: integer('rate_cents'),
    regularPayCents: integer('regular_pay_cents').notNull(),
    /** 1.5× and 2× pay together. */
    overtimePayCents: integer('overtime_pay_cents').notNull(),
    commissionCents: integer('commission_cents').notNull(),
    /** SPEC §18–19: tips paid through payroll and tips already in hand; 0 until tips are kept. */
    paycheckTipsCents: integer('paycheck_tips_cents').notNull().default(0),
    cashTipsCents: integer('cash_tips_cents').notNull().default(0),
    grossCents: integer('gross_cents').notNull(),
  },
  (t) => [index('payroll_lines_run').on(t.runId, t.staffId)],
);

/** Which timesheets a run pays. A timesheet may sit in several drafts but one finalized run. */
export const payrollRunTimesheets = sqliteTable(
  'payroll_run_timesheets',
  {
    runId: text('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    timesheetId: text('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.timesheetId] }),
    index('payroll_run_timesheets_ts').on(t.timesheetId),
  ],
);

export const payrollRunCommissions = sqliteTable(
  'payroll_run_commissions',
  {
    runId: text('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    commissionId: text('commission_id')
      .notNull()
      .references(() => commissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.commissionId] })],
);
