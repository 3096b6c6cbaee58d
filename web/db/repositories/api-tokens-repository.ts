import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import type { apiTokens } from '../schema/index.js';
import type { Page } from './page.js';
import { prepared } from './prepared.js';
import { writeAlone } from './write-alone.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type NewApiTokenRow = typeof apiTokens.$inferInsert;

/** What authentication needs to know about a presented token, in one indexed read. */
export interface TokenGrant {
  id: string;
  shopId: string;
  scopes: string;
  expiresAt: number | null;
  revokedAt: number | null;
  lastUsedAt: number | null;
  shopStatus: string;
  shopPlan: string;
}

export function createApiTokensRepository(db: Database) {
  const { apiTokens, shops } = db.tables;
  // Every API request reads its token's grant (when the cache cannot answer): prepared. The
  // shop's fields come from subqueries, not a join: SQLite compiles a prepared join with a
  // bound parameter again on every run (decision 0085). A token's shop always exists (the
  // foreign key cascades), so no row is lost that the join would have kept.
  const shopField = (column: typeof shops.status | typeof shops.plan) =>
    sql<string>`(SELECT ${column} FROM ${shops} WHERE ${shops.id} = ${apiTokens.shopId})`;
  const grantByHash = prepared(db, 'api_tokens_grant_by_hash', (orm) =>
    orm
      .select({
        id: apiTokens.id,
        shopId: apiTokens.shopId,
        scopes: apiTokens.scopes,
        expiresAt: apiTokens.expiresAt,
        revokedAt: apiTokens.revokedAt,
        lastUsedAt: apiTokens.lastUsedAt,
        shopStatus: shopField(shops.status),
        shopPlan: shopField(shops.plan),
      })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, sql.placeholder('hash'))),
  );

  return {
    async findGrantByHash(hash: string): Promise<TokenGrant | undefined> {
      return (await grantByHash({ hash }))[0];
    },
    /** Notes the token's use; a write of its own when the caller holds no transaction. */
    async touch(id: string, now: number): Promise<void> {
      await writeAlone(db, async () => {
        await db.orm().update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
      });
    },
    async insert(row: NewApiTokenRow): Promise<ApiTokenRow> {
      return (await db.orm().insert(apiTokens).values(row).returning())[0]!;
    },
    async findById(shopId: string, id: string): Promise<ApiTokenRow | undefined> {
      const rows = await db
        .orm()
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.shopId, shopId), eq(apiTokens.id, id)))
        .limit(1);
      return rows[0];
    },
    /**
     * Revokes the token and every token below it, in one statement, so checking one row stays
     * enough to authenticate. Answers how many were revoked now (already revoked ones are kept).
     */
    async revoke(shopId: string, id: string, now: number): Promise<number> {
      // The token and every token made with it, at any depth (the parent index serves each step).
      const revoked = await db.rows<{ id: string }>(sql`
        WITH RECURSIVE chain(id) AS (
          SELECT id FROM api_tokens WHERE shop_id = ${shopId} AND id = ${id}
          UNION
          SELECT t.id FROM api_tokens t JOIN chain ON t.parent_id = chain.id
        )
        UPDATE api_tokens SET revoked_at = ${now}
         WHERE id IN (SELECT id FROM chain) AND revoked_at IS NULL
        RETURNING id`);
      return revoked.length;
    },
    async revokeAllOfShop(shopId: string, now: number): Promise<void> {
      await db
        .orm()
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.shopId, shopId), isNull(apiTokens.revokedAt)));
    },
    async list(shopId: string, page: Page): Promise<ApiTokenRow[]> {
      const conditions = [eq(apiTokens.shopId, shopId)];
      if (page.startingAfter) conditions.push(gt(apiTokens.id, page.startingAfter));
      return db
        .orm()
        .select()
        .from(apiTokens)
        .where(and(...conditions))
        .orderBy(asc(apiTokens.id))
        .limit(page.limit + 1);
    },
    async shopIdOf(domain: string): Promise<string | undefined> {
      const rows = await db
        .orm()
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.domain, domain))
        .limit(1);
      return rows[0]?.id;
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
