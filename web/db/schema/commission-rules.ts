import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

/**
 * A commission rule (SPEC §18): which sale lines it matches, whose, when, and what it pays.
 * The criteria and staff are JSON arrays of strings (decision 66): a rule is read whole and
 * matched in memory through an index kept per shop (decision 72), never queried by one of its
 * criteria.
 */
export const commissionRules = sqliteTable(
  'commission_rules',
  {
    id: text('id').primaryKey(),
    shopId: shopIdColumn(),
    name: text('name'),
    /** JSON string arrays; at least one of them non-empty. */
    productIds: text('product_ids').notNull(),
    variantIds: text('variant_ids').notNull(),
    collectionIds: text('collection_ids').notNull(),
    vendors: text('vendors').notNull(),
    productTypes: text('product_types').notNull(),
    skus: text('skus').notNull(),
    /** JSON array of Shiftbook staff ids; `[]` is everyone. */
    staffIds: text('staff_ids').notNull(),
    /** Basis points, or null for a per-unit rule: exactly one of the two is set. */
    rateBp: integer('rate_bp'),
    amountPerUnitCents: integer('amount_per_unit_cents'),
    /** Local calendar dates of the shop, inclusive; null is open. */
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('commission_rules_shop_created').on(t.shopId, t.createdAt, t.id)],
);
