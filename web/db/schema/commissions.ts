import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.js';
import { staff } from './staff.js';

export const commissions = sqliteTable(
  'commissions',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    staffId: text('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    saleAmountCents: integer('sale_amount_cents').notNull(),
    /** Basis points: `"5.00"` percent is 500. */
    rateBp: integer('rate_bp').notNull(),
    /** half-up(sale × rate), in cents. */
    amountCents: integer('amount_cents').notNull(),
    occurredAt: integer('occurred_at').notNull(),
    /** `manual` or `shopify_order`. */
    source: text('source').notNull(),
    /** Free text for manual entries; the order id for `shopify_order`. */
    reference: text('reference'),
    /** Set when a finalized payroll run pays this commission. */
    finalizedRunId: text('finalized_run_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('commissions_shop_time').on(t.shopId, t.occurredAt, t.id),
    // A Shopify order pays its commission once, however often its webhook arrives.
    uniqueIndex('commissions_source_reference').on(t.shopId, t.source, t.reference),
  ],
);
