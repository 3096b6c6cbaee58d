import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { staffOwnedColumns } from './staff-owned.js';

export const timeOff = sqliteTable(
  'time_off',
  {
    ...staffOwnedColumns(),
    /**
     * Local dates of the shop, `YYYY-MM-DD`, both included. Dates, not instants: the days stay
     * the same days if the shop's zone changes, and text compares as the calendar does.
     */
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    /** `vacation`, `sick`, `unpaid` or `other`. */
    kind: text('kind').notNull(),
    note: text('note'),
    /** `requested`, `approved`, `denied` or `cancelled` (by the staff member, SPEC §15). */
    status: text('status').notNull().default('requested'),
    decidedAt: integer('decided_at'),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('time_off_shop_start').on(t.shopId, t.startsOn, t.id),
    // The check of every new or moved shift: a staff member's approved days.
    index('time_off_staff_status_start').on(t.staffId, t.status, t.startsOn),
  ],
);
