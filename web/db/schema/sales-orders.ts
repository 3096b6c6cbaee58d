import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

/**
 * A paid Shopify order as sales and commissions need it (SPEC §12), and nothing of its
 * customer: id, name, processed time, location, net amount and each line's attributed shares.
 */
export const salesOrders = sqliteTable(
  'sales_orders',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    /** Shopify's numeric order id, as text. */
    shopifyOrderId: text('shopify_order_id').notNull(),
    /** `#1001`. */
    name: text('name').notNull(),
    /** UTC ms. */
    processedAt: integer('processed_at').notNull(),
    locationId: text('location_id'),
    /** The order's sales: Σ net of its lines that are sales, attributed or not. */
    netCents: integer('net_cents').notNull(),
    /** The line shares (JSON `LineShare[]`, web/domain/sales), as last received. */
    shares: text('shares').notNull(),
    /**
     * Shopify's `updated_at` (UTC ms) of the order as last applied, so that an `orders/updated`
     * delivered late, no newer than that, changes nothing (SPEC §12). Null when no payload
     * applied said when (and for orders recorded before 28 November).
     */
    shopifyUpdatedAt: integer('shopify_updated_at'),
    /**
     * The tip lines' shares (JSON `TipShare[]`, web/domain/sales/tips.ts), as last received, so
     * a refund of a tip comes back in the same shares (SPEC §18). Null for orders recorded
     * before tips were kept: their tips are not counted.
     */
    tips: text('tips'),
    /**
     * Whether this order and its refunds are counted in `sales_month_tallies` (decision 70).
     * New orders are, from their insert; orders recorded before the tallies were kept are not
     * until the startup backfill counts them, and until then nothing moves their tallies.
     */
    monthTallied: integer('month_tallied', { mode: 'boolean' }).notNull().default(true),
    /**
     * What commission rules match on, per sale line (JSON `StoredLineFacts`,
     * web/services/sales/stored-line-facts.ts), as last received: the payload's product,
     * variant, sku and vendor, so a rule can be previewed on past orders without asking Shopify
     * (decision 71). Null for orders recorded before it was kept: they match no rule there.
     */
    lineFacts: text('line_facts'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // An order is recorded once, however often and on whichever instance its webhook arrives.
    uniqueIndex('sales_orders_shop_order').on(t.shopId, t.shopifyOrderId),
    index('sales_orders_shop_processed').on(t.shopId, t.processedAt),
    // The start-up backfill of the month tallies (decision 70) asks for orders not counted yet at
    // every start: without this it would scan every order of every shop long after all are counted.
    index('sales_orders_untallied').on(t.shopId, t.id).where(sql`month_tallied = false`),
  ],
);

/** A refund of a recorded order: the day and amount it takes off the shop's sales. */
export const salesRefunds = sqliteTable(
  'sales_refunds',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => salesOrders.id, { onDelete: 'cascade' }),
    shopifyRefundId: text('shopify_refund_id').notNull(),
    /** UTC ms. */
    createdAt: integer('created_at').notNull(),
    /** Σ refunded lines' subtotal that were sales. */
    subtotalCents: integer('subtotal_cents').notNull(),
    /**
     * The refunded lines (JSON `RefundLine[]`, web/domain/sales), so that a later change of the
     * order's attribution can share the refund out again. Null for refunds recorded before it
     * was kept: their clawbacks stay as they were.
     */
    lines: text('lines'),
  },
  (t) => [
    uniqueIndex('sales_refunds_shop_refund').on(t.shopId, t.shopifyRefundId),
    index('sales_refunds_shop_created').on(t.shopId, t.createdAt),
  ],
);

/**
 * A refund of an order not recorded yet (SPEC §12: Shopify does not deliver webhooks in order).
 * It is kept with its lines and its own `created_at` until the order is recorded, by a webhook
 * or the import, which applies it as a refund then and deletes this row in the same transaction.
 */
export const salesPendingRefunds = sqliteTable(
  'sales_pending_refunds',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    shopifyRefundId: text('shopify_refund_id').notNull(),
    /** The Shopify order it refunds, as text: no `sales_orders` row exists for it yet. */
    shopifyOrderId: text('shopify_order_id').notNull(),
    /** The refund's `created_at`, UTC ms: the date its clawbacks and lower sales land on. */
    createdAt: integer('created_at').notNull(),
    /** The refunded lines (JSON `RefundLine[]`), as received: bounded when applied. */
    lines: text('lines').notNull(),
    /** When it was received, UTC ms. */
    receivedAt: integer('received_at').notNull(),
  },
  (t) => [
    // Kept once per refund, however often it is delivered before its order.
    uniqueIndex('sales_pending_refunds_shop_refund').on(t.shopId, t.shopifyRefundId),
    index('sales_pending_refunds_shop_order').on(t.shopId, t.shopifyOrderId),
  ],
);

/**
 * Month sales (SPEC §18 sales goals) kept as they change, per Shopify staff member and local
 * month (`YYYY-MM`, in the shop's zone when the row moved): the net shares of the orders
 * processed in the month, less the shares of the refunds created in it, under each order's
 * current attribution. Written with `cents = cents + delta` in the transaction that stores or
 * changes the shares, so a goal check reads one row instead of the month's orders (decision 70).
 * Keyed by Shopify staff id as shares are, so a person linked after their orders came counts them.
 *
 * A month's sales are the sum of its rows over `slot` (0 to TALLY_SLOTS − 1): each order adds to
 * the slot of its id, so orders of one seller recorded at once lock different rows until they
 * commit, rather than waiting for each other (decision 0075).
 */
export const salesMonthTallies = sqliteTable(
  'sales_month_tallies',
  {
    shopId: shopIdColumn(),
    shopifyStaffMemberId: text('shopify_staff_member_id').notNull(),
    month: text('month').notNull(),
    slot: integer('slot').notNull().default(0),
    cents: integer('cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.shopifyStaffMemberId, t.month, t.slot] })],
);
