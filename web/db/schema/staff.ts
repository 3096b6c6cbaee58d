import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';

export const staff = sqliteTable(
  'staff',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    hourlyRateCents: integer('hourly_rate_cents'),
    /** Basis points: `"5.00"` percent is 500. */
    commissionRateBp: integer('commission_rate_bp'),
    active: integer('active', { mode: 'boolean' }).notNull().default(true),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [uniqueIndex('staff_shop_handle').on(t.shopId, t.handle), index('staff_shop_id').on(t.shopId, t.id)],
);
