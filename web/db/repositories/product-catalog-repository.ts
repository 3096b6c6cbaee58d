import { and, asc, eq, inArray, min, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { preparedByIds } from './prepared.js';
import { moveShopVersion } from './shop-versions.js';
import { writeAlone } from './write-alone.js';

/** What the catalog knows of a product (SPEC §18): its type and the collections it is in. */
export interface CatalogEntry {
  productType: string | null;
  collectionIds: string[];
}

/** A refresh waiting for its Admin API read (docs/decisions/0067). */
export interface CatalogRefreshRow {
  target: string;
  requestedAt: number;
  failures: number;
}

/** Product ids per `IN (…)` list, well under SQLite's and PostgreSQL's parameter limits. */
const IDS_PER_STATEMENT = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IDS_PER_STATEMENT) out.push(items.slice(i, i + IDS_PER_STATEMENT));
  return out;
}

/**
 * The product catalog of commission rules (docs/decisions/0067): product types, collection
 * memberships and the Admin API reads waiting to refresh them. Writes join the caller's
 * transaction; the reads of `entries` run wherever the caller is.
 */
export function createProductCatalogRepository(db: Database) {
  const {
    catalogProducts: products,
    catalogCollections: members,
    catalogRefreshes: refreshes,
    shops,
  } = db.tables;
  /**
   * Runs a write of the catalog with the shop's `catalog_version` moved first, in one
   * transaction (decision 0075): an order then never keeps what it read before the write under
   * the version after it. The shop row is taken before any catalog row, as every locking path
   * takes the shop first.
   */
  const changing = <T>(shopId: string, write: () => Promise<T>): Promise<T> =>
    writeAlone(db, async () => {
      await moveShopVersion(db, shopId, 'catalogVersion');
      return write();
    });
  /** New memberships (a pair held already stays), inside a `changing` write. */
  const insertMembers = async (shopId: string, pairs: { productId: string; collectionId: string }[]) => {
    for (const part of chunks(pairs))
      await db
        .orm()
        .insert(members)
        .values(part.map((pair) => ({ shopId, ...pair })))
        .onConflictDoNothing();
  };
  // Every order matched by a type or collection rule reads its products: prepared, and the
  // types and memberships in one statement (one round trip on PostgreSQL). A row is a type
  // (`collectionId` null) or a membership (`fromProducts` 0).
  const nothing = sql<string | null>`CAST(NULL AS TEXT)`;
  const entriesOfIds = preparedByIds(db, 'catalog_entries', (orm, ids) =>
    orm
      .select({
        productId: products.productId,
        productType: products.productType,
        collectionId: nothing,
        fromProducts: sql<number>`1`,
      })
      .from(products)
      .where(and(eq(products.shopId, sql.placeholder('shopId')), inArray(products.productId, ids)))
      .unionAll(
        orm
          .select({
            productId: members.productId,
            productType: nothing,
            collectionId: members.collectionId,
            fromProducts: sql<number>`0`,
          })
          .from(members)
          .where(and(eq(members.shopId, sql.placeholder('shopId')), inArray(members.productId, ids))),
      ),
  );

  return {
    /**
     * Sets a product's type unless the catalog holds a newer version of it (`updatedAt` of the
     * payload, UTC ms; null always applies). Answers whether it wrote.
     */
    async setProductType(
      shopId: string,
      productId: string,
      productType: string | null,
      shopifyUpdatedAt: number | null,
      now: number,
    ): Promise<boolean> {
      return changing(shopId, async () => {
        const rows = await db
          .orm()
          .insert(products)
          .values({ shopId, productId, productType, shopifyUpdatedAt, updatedAt: now })
          .onConflictDoUpdate({
            target: [products.shopId, products.productId],
            set: { productType, shopifyUpdatedAt, updatedAt: now },
            // A payload no newer than the one applied (Shopify delivers out of order) changes nothing.
            ...(shopifyUpdatedAt !== null && {
              setWhere: sql`${products.shopifyUpdatedAt} IS NULL OR ${products.shopifyUpdatedAt} < ${shopifyUpdatedAt}`,
            }),
          })
          .returning({ productId: products.productId });
        return rows.length === 1;
      });
    },
    /** Forgets a product: its type and its memberships. */
    async deleteProduct(shopId: string, productId: string): Promise<void> {
      return changing(shopId, async () => {
        await db
          .orm()
          .delete(products)
          .where(and(eq(products.shopId, shopId), eq(products.productId, productId)));
        await db
          .orm()
          .delete(members)
          .where(and(eq(members.shopId, shopId), eq(members.productId, productId)));
      });
    },
    /** Sets a product's collections to exactly these. */
    async replaceCollectionsOfProduct(
      shopId: string,
      productId: string,
      collectionIds: string[],
    ): Promise<void> {
      return changing(shopId, async () => {
        const ofProduct = and(eq(members.shopId, shopId), eq(members.productId, productId));
        await db
          .orm()
          .delete(members)
          .where(
            collectionIds.length
              ? and(ofProduct, notInArray(members.collectionId, collectionIds))
              : ofProduct,
          );
        await insertMembers(
          shopId,
          collectionIds.map((collectionId) => ({ productId, collectionId })),
        );
      });
    },
    /**
     * Sets a collection's products: adds these, and when `complete` (the whole collection was
     * read) drops the products not among them.
     */
    async replaceProductsOfCollection(
      shopId: string,
      collectionId: string,
      productIds: string[],
      complete: boolean,
    ): Promise<void> {
      return changing(shopId, async () => {
        if (complete) {
          const ofCollection = and(eq(members.shopId, shopId), eq(members.collectionId, collectionId));
          // Read, then delete by key: a NOT IN over a large collection would bind too many parameters.
          const held = await db
            .orm()
            .select({ productId: members.productId })
            .from(members)
            .where(ofCollection);
          const keep = new Set(productIds);
          const gone = held.map((row) => row.productId).filter((id) => !keep.has(id));
          for (const part of chunks(gone))
            await db
              .orm()
              .delete(members)
              .where(and(ofCollection, inArray(members.productId, part)));
        }
        await insertMembers(
          shopId,
          productIds.map((productId) => ({ productId, collectionId })),
        );
      });
    },
    async addMembers(shopId: string, pairs: { productId: string; collectionId: string }[]): Promise<void> {
      return changing(shopId, () => insertMembers(shopId, pairs));
    },
    /** Drops a collection from every product of the shop. */
    async deleteCollection(shopId: string, collectionId: string): Promise<void> {
      return changing(shopId, async () => {
        await db
          .orm()
          .delete(members)
          .where(and(eq(members.shopId, shopId), eq(members.collectionId, collectionId)));
      });
    },
    /** Collection ids the catalog holds for the shop, at most `limit`. */
    async collectionIds(shopId: string, limit: number): Promise<string[]> {
      const rows = await db
        .orm()
        .selectDistinct({ collectionId: members.collectionId })
        .from(members)
        .where(eq(members.shopId, shopId))
        .orderBy(asc(members.collectionId))
        .limit(limit);
      return rows.map((row) => row.collectionId);
    },
    /** What the catalog knows of these products, in one query; unknown products are absent. */
    async entries(shopId: string, productIds: readonly string[]): Promise<Map<string, CatalogEntry>> {
      const found = new Map<string, CatalogEntry>();
      const entry = (productId: string) => {
        let known = found.get(productId);
        if (!known) {
          known = { productType: null, collectionIds: [] };
          found.set(productId, known);
        }
        return known;
      };
      const ids = [...new Set(productIds)];
      if (ids.length === 0) return found;
      for (const row of (await entriesOfIds(ids, { shopId })).flat()) {
        if (Number(row.fromProducts) === 1) entry(row.productId).productType = row.productType;
        else entry(row.productId).collectionIds.push(row.collectionId!);
      }
      for (const known of found.values()) known.collectionIds.sort();
      return found;
    },

    /** Asks for a read (again): a waiting one keeps its place in line, and its count of failures starts over. */
    async requestRefresh(shopId: string, target: string, now: number): Promise<void> {
      await db
        .orm()
        .insert(refreshes)
        .values({ shopId, target, requestedAt: now })
        .onConflictDoUpdate({
          target: [refreshes.shopId, refreshes.target],
          // Strictly later, so an answer read before this request never counts as its answer.
          set: {
            requestedAt: sql`CASE WHEN ${refreshes.requestedAt} >= ${now} THEN ${refreshes.requestedAt} + 1 ELSE ${now} END`,
            failures: 0,
            error: null,
          },
        });
    },
    async dropRefresh(shopId: string, target: string): Promise<void> {
      await db
        .orm()
        .delete(refreshes)
        .where(and(eq(refreshes.shopId, shopId), eq(refreshes.target, target)));
    },
    async dropAllRefreshes(shopId: string): Promise<void> {
      await writeAlone(db, async () => {
        await db.orm().delete(refreshes).where(eq(refreshes.shopId, shopId));
      });
    },
    /** Deletes the refresh when it is still the request that was read; answers whether it was. */
    async settleRefresh(shopId: string, target: string, requestedAt: number): Promise<boolean> {
      const rows = await db
        .orm()
        .delete(refreshes)
        .where(
          and(
            eq(refreshes.shopId, shopId),
            eq(refreshes.target, target),
            eq(refreshes.requestedAt, requestedAt),
          ),
        )
        .returning({ target: refreshes.target });
      return rows.length === 1;
    },
    /** A failed read: counted, with its message, on the request it answered. */
    async failRefresh(shopId: string, target: string, requestedAt: number, error: string): Promise<void> {
      await writeAlone(db, async () => {
        await db
          .orm()
          .update(refreshes)
          .set({ failures: sql`${refreshes.failures} + 1`, error })
          .where(
            and(
              eq(refreshes.shopId, shopId),
              eq(refreshes.target, target),
              eq(refreshes.requestedAt, requestedAt),
            ),
          );
      });
    },
    /**
     * The shop's waiting refreshes: never tried before failed ones (a read that fails does not
     * hold up the others), the whole-shop read first, then oldest first.
     */
    async waitingRefreshes(shopId: string, limit: number): Promise<CatalogRefreshRow[]> {
      return db
        .orm()
        .select({
          target: refreshes.target,
          requestedAt: refreshes.requestedAt,
          failures: refreshes.failures,
        })
        .from(refreshes)
        .where(eq(refreshes.shopId, shopId))
        .orderBy(
          asc(refreshes.failures),
          sql`CASE WHEN ${refreshes.target} = 'shop' THEN 0 ELSE 1 END`,
          asc(refreshes.requestedAt),
        )
        .limit(limit);
    },
    /**
     * Installed shops with a refresh never tried (what a bounded run left), longest waiting
     * first: the sweep's work. Failed ones wait for their shop's next catalog event.
     */
    async shopsWithUntriedRefreshes(limit: number): Promise<{ shopId: string; domain: string }[]> {
      return db
        .orm()
        .select({ shopId: refreshes.shopId, domain: shops.domain })
        .from(refreshes)
        .innerJoin(shops, eq(shops.id, refreshes.shopId))
        .where(and(eq(refreshes.failures, 0), eq(shops.status, 'active')))
        .groupBy(refreshes.shopId, shops.domain)
        .orderBy(asc(min(refreshes.requestedAt)))
        .limit(limit);
    },
  };
}
export type ProductCatalogRepository = ReturnType<typeof createProductCatalogRepository>;
