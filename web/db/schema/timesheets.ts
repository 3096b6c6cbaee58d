import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { staffOwnedColumns } from './staff-owned.js';

/**
 * One row per staff member per work week. Hours are materialised here (integer hundredths of
 * an hour) whenever an entry changes, so the weekly summary never re-aggregates raw entries.
 */
export const timesheets = sqliteTable(
  'timesheets',
  {
    ...staffOwnedColumns(),
    /** Local date of the work week's first day. */
    weekStart: text('week_start').notNull(),
    status: text('status').notNull().default('pending'),
    workedMs: integer('worked_ms').notNull().default(0),
    hours: integer('hours_centi').notNull().default(0),
    regularHours: integer('regular_hours_centi').notNull().default(0),
    overtimeHours: integer('overtime_hours_centi').notNull().default(0),
    doubleTimeHours: integer('double_time_hours_centi').notNull().default(0),
    openEntries: integer('open_entries').notNull().default(0),
    /** Rate frozen at approval; null while pending (the live staff rate applies). */
    approvedRateCents: integer('approved_rate_cents'),
    approvedAt: integer('approved_at'),
    approvedBy: text('approved_by'),
    /** Set when a finalized payroll run holds this timesheet; it can no longer be reopened. */
    finalizedRunId: text('finalized_run_id'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('timesheets_staff_week').on(t.staffId, t.weekStart),
    index('timesheets_shop_week').on(t.shopId, t.weekStart),
  ],
);
