import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';

/**
 * The import of a shop's past orders (issue 17 point 4, docs/decisions/0033): one row per shop,
 * where it stands and who runs it. Each page of orders commits with the cursor after it, so a
 * runner that stops anywhere leaves the next one exactly where to go on.
 */
export const orderImports = sqliteTable(
  'order_imports',
  {
    shopId: text('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** `running`, `done` or `failed`. */
    status: text('status').notNull(),
    /** The window's start (UTC ms): orders processed at or after it are read. Fixed per import, so its cursors stay valid. */
    since: integer('since').notNull(),
    /** Shopify's cursor after the last committed page; null before the first. */
    cursor: text('cursor'),
    ordersImported: integer('orders_imported').notNull().default(0),
    refundsImported: integer('refunds_imported').notNull().default(0),
    /** Orders Shopify answered that could not be read (logged with their reason). */
    ordersSkipped: integer('orders_skipped').notNull().default(0),
    /** Failed attempts in a row; a committed page sets it back to 0. */
    failures: integer('failures').notNull().default(0),
    /** The last failure's message. */
    error: text('error'),
    startedAt: integer('started_at').notNull(),
    finishedAt: integer('finished_at'),
    /** The runner holding the import, and until when (UTC ms); also "not before" after a failure. */
    owner: text('owner'),
    leaseUntil: integer('lease_until'),
  },
  (t) => [index('order_imports_status_lease').on(t.status, t.leaseUntil)],
);
