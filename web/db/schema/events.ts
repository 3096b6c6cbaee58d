import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

/**
 * The outbox: an event row is written in the same transaction as the change it announces, so
 * no announced change is ever lost and no unannounced change is ever published.
 */
export const events = sqliteTable(
  'events',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    type: text('type').notNull(),
    /** The full envelope, JSON. */
    payload: text('payload').notNull(),
    createdAt: integer('created_at').notNull(),
    /** When the relay fanned this event out to endpoint deliveries; null until then. */
    dispatchedAt: integer('dispatched_at'),
  },
  (t) => [index('events_undispatched').on(t.dispatchedAt, t.createdAt), index('events_shop').on(t.shopId)],
);
