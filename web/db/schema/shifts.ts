import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

export const shifts = sqliteTable(
  'shifts',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    /** Null for an open shift (SPEC §17), which eligible staff may claim. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** UTC instants in ms. */
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    breakMinutes: integer('break_minutes').notNull().default(0),
    location: text('location'),
    role: text('role'),
    note: text('note'),
    /** Staff see a shift once its week is published (SPEC §13); a new shift is a draft. */
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    /** The iCalendar SEQUENCE (SPEC §15): one more on each move, so calendars take the new times. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    index('shifts_shop_start').on(t.shopId, t.startsAt, t.id),
    index('shifts_staff_start').on(t.staffId, t.startsAt),
  ],
);
