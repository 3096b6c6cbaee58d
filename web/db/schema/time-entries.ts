import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';
import { staff } from './staff.js';
import { timesheets } from './timesheets.js';

export const timeEntries = sqliteTable(
  'time_entries',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    timesheetId: text('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    /** UTC instants in ms. */
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    note: text('note'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('time_entries_timesheet').on(t.timesheetId),
    index('time_entries_staff_start').on(t.staffId, t.startedAt),
    index('time_entries_shop_start').on(t.shopId, t.startedAt, t.id),
  ],
);
