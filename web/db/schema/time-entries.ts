import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shifts } from './shifts.js';
import { staffOwnedColumns } from './staff-owned.js';
import { timesheets } from './timesheets.js';

export const timeEntries = sqliteTable(
  'time_entries',
  {
    ...staffOwnedColumns(),
    timesheetId: text('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'cascade' }),
    /** UTC instants in ms. */
    startedAt: integer('started_at').notNull(),
    endedAt: integer('ended_at'),
    breakMinutes: integer('break_minutes').notNull().default(0),
    note: text('note'),
    /** `manual`, `clock` or `pos` (SPEC §10): how the entry was made. */
    source: text('source').notNull().default('manual'),
    /** The scheduled shift the clock-in falls in (SPEC §10); gone with the shift. */
    shiftId: text('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    /** The POS location a clock action came from (SPEC §11), or null. */
    locationId: text('location_id'),
    /** Set while a break is open (UTC ms), else null. */
    breakStartedAt: integer('break_started_at'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('time_entries_timesheet').on(t.timesheetId),
    index('time_entries_staff_start').on(t.staffId, t.startedAt),
    index('time_entries_shop_start').on(t.shopId, t.startedAt, t.id),
    // One open entry per staff member, held by the database across requests and instances
    // (SPEC §10): the second of two racing clock-ins fails here, whatever it read before.
    uniqueIndex('time_entries_one_open').on(t.staffId).where(sql`ended_at is null`),
    index('time_entries_shift').on(t.shiftId),
    // The overdue scan (SPEC §16, decision 56) reads open entries by their start.
    index('time_entries_open_start').on(t.startedAt).where(sql`ended_at is null`),
  ],
);
