import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shifts } from './shifts.js';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';
import { timeEntries } from './time-entries.js';

/**
 * The due rows behind SPEC §16's timed emails (decision 56). The due-time scanner
 * (web/jobs/notification-scanner.ts) reads them from the database, never from timers held in
 * memory, so a restart or a second instance loses none and doubles none.
 */

/**
 * A change to a published shift waiting to be told to one person: one row per person and shift,
 * however often the shift moves in the window. Every row of a person carries the same `due_at`
 * (their first unsent change + NOTIFY_DEBOUNCE_MS); the scanner deletes a person's rows and
 * writes their one email in the same transaction, so only one scanner can take them.
 */
export const scheduleChanges = sqliteTable(
  'schedule_changes',
  {
    shopId: shopIdColumn(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** No foreign key: a deleted shift is told as removed. */
    shiftId: text('shift_id').notNull(),
    /** The shift's times when this person last had it (ms), to name it once it is gone. */
    wasStartsAt: integer('was_starts_at').notNull(),
    wasEndsAt: integer('was_ends_at').notNull(),
    dueAt: integer('due_at').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.shiftId] }), index('schedule_changes_due').on(t.dueAt)],
);

/**
 * A reminder made (SPEC §16): once per shift and start time, so a moved shift is reminded at
 * its new time only. Inserting the row is the claim: the primary key lets one scanner win.
 */
export const shiftReminders = sqliteTable(
  'shift_reminders',
  {
    shiftId: text('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
    startsAt: integer('starts_at').notNull(),
    shopId: shopIdColumn(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shiftId, t.startsAt] })],
);

/** An overdue entry told to the managers (SPEC §10, §16): once per entry; the key is the claim. */
export const overdueAlerts = sqliteTable('overdue_alerts', {
  entryId: text('entry_id')
    .primaryKey()
    .references(() => timeEntries.id, { onDelete: 'cascade' }),
  shopId: shopIdColumn(),
  createdAt: integer('created_at').notNull(),
});
