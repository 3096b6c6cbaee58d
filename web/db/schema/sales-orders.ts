import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // An order is recorded once, however often and on whichever instance its webhook arrives.
    uniqueIndex('sales_orders_shop_order').on(t.shopId, t.shopifyOrderId),
    index('sales_orders_shop_processed').on(t.shopId, t.processedAt),
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
