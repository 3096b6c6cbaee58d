import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { salesOrders } from './sales-orders.js';
import { shopIdColumn } from './shop-owned.js';
import { staff } from './staff.js';

/**
 * Tips of Shopify orders (SPEC §18), as a ledger: each row is cents of one kind (`paycheck` or
 * `cash`) for one staff member (null: unattributed) on the day of `occurred_at`. An order's
 * tips are written when it is recorded (dated `processed_at`), a refunded tip as negative rows
 * dated the refund's `created_at`, and an attribution change as the difference per staff
 * member and kind, dated at the update. Sums per day and staff member are what /v1/tips,
 * /v1/sales and payroll runs read (decision 68).
 */
export const salesTips = sqliteTable(
  'sales_tips',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    /** Null: a share of nobody or of a Shopify staff member linked to no one. */
    staffId: text('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    /** `paycheck` or `cash`. */
    kind: text('kind').notNull(),
    /** Signed: negative for a refunded tip or a share moved away. */
    amountCents: integer('amount_cents').notNull(),
    /** UTC ms: the day the tip counts on. */
    occurredAt: integer('occurred_at').notNull(),
    /** The Shopify refund a negative row comes from, or null. */
    refundId: text('refund_id'),
    /**
     * The finalized payroll run that paid this row (SPEC §19), or null: a run takes the unpaid
     * rows of its days, so runs that overlap never pay a tip twice.
     */
    finalizedRunId: text('finalized_run_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('sales_tips_shop_time').on(t.shopId, t.occurredAt), index('sales_tips_order').on(t.orderId)],
);
