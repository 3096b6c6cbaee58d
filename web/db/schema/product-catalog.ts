import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shopIdColumn } from './shop-owned.js';

/**
 * The shop's product catalog as commission rules read it (SPEC §18, docs/decisions/0067):
 * what an order payload lacks. Product ids are Shopify's numeric ids, as text (REST's `id`).
 */

/** A product's type, from the `products/create|update` payload that last set it. */
export const catalogProducts = sqliteTable(
  'catalog_products',
  {
    shopId: shopIdColumn(),
    productId: text('product_id').notNull(),
    /** `product_type`; null when Shopify gives none (it sends ""). */
    productType: text('product_type'),
    /** The payload's `updated_at` (UTC ms), so an update delivered late changes nothing; null when unsaid. */
    shopifyUpdatedAt: integer('shopify_updated_at'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.productId] })],
);

/** A product's membership of a collection, as the Admin API last answered it. */
export const catalogCollections = sqliteTable(
  'catalog_collections',
  {
    shopId: shopIdColumn(),
    productId: text('product_id').notNull(),
    collectionId: text('collection_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.productId, t.collectionId] }),
    // collections/update and collections/delete find a collection's products.
    index('catalog_collections_shop_collection').on(t.shopId, t.collectionId),
  ],
);

/**
 * An Admin API read the catalog waits for: the whole shop's collections (`shop`), a product's
 * collections (`product:<id>`) or a collection's products (`collection:<id>`). Written in the
 * transaction of the event that asks for it, read outside any transaction, deleted when its
 * answer is applied; one that fails stays, and the shop's next catalog event tries it again.
 */
export const catalogRefreshes = sqliteTable(
  'catalog_refreshes',
  {
    shopId: shopIdColumn(),
    target: text('target').notNull(),
    /** When it was last asked for (UTC ms): an answer applies only while this is unchanged. */
    requestedAt: integer('requested_at').notNull(),
    /** Failed reads in a row; past the cap the refresh is given up (logged). */
    failures: integer('failures').notNull().default(0),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.target] })],
);
