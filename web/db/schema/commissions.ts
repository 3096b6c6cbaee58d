import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { staffOwnedColumns } from './staff-owned.js';

export const commissions = sqliteTable(
  'commissions',
  {
    ...staffOwnedColumns(),
    saleAmountCents: integer('sale_amount_cents').notNull(),
    /**
     * Basis points: `"5.00"` percent is 500. Null for an order commission whose lines differ in
     * rate or pay per unit (SPEC §18).
     */
    rateBp: integer('rate_bp'),
    /** half-up(sale × rate), in cents. */
    amountCents: integer('amount_cents').notNull(),
    occurredAt: integer('occurred_at').notNull(),
    /** `manual`, `shopify_order` or `goal_bonus`. */
    source: text('source').notNull(),
    /** Free text for manual entries; the order's name (`#1001`) for `shopify_order`. */
    reference: text('reference'),
    /** The Shopify order (numeric id as text) a `shopify_order` commission comes from. */
    orderId: text('order_id'),
    /** The Shopify refund a negative commission claws back, or null. */
    refundId: text('refund_id'),
    /** The commission this one reverses after an attribution edit (SPEC §12), or null. */
    reversalOf: text('reversal_of'),
    /** Set when a finalized payroll run pays this commission. */
    finalizedRunId: text('finalized_run_id'),
    /**
     * The local month (`YYYY-MM`) a `goal_bonus` commission pays (SPEC §18), else null: the
     * unique index below keeps it to one per staff member and month on every instance.
     */
    goalMonth: text('goal_month'),
    createdAt: integer('created_at').notNull(),
    /**
     * The per-line figures of an order commission (JSON `StoredCommissionLine[]`, SPEC §18,
     * decision 66): what each share earned and by which rule, so a refund takes it back the
     * same way. Null for manual commissions and for order commissions from before §18.
     */
    lines: text('lines'),
  },
  (t) => [
    index('commissions_shop_time').on(t.shopId, t.occurredAt, t.id),
    // A manual reference names one commission. An order's commissions share its name (one per
    // staff member, reversals, refunds); they are kept once by the order's own row.
    uniqueIndex('commissions_manual_reference').on(t.shopId, t.reference).where(sql`source = 'manual'`),
    index('commissions_shop_order').on(t.shopId, t.orderId),
    // Null months (every other commission) do not collide: both databases treat nulls as distinct.
    uniqueIndex('commissions_goal_month').on(t.shopId, t.staffId, t.goalMonth),
  ],
);
