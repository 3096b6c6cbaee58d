import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DatabaseHandle } from '../client.js';
import { apiTokens, shops } from '../schema/index.js';
import type { Page } from './page.js';

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
}

export function createApiTokensRepository({ orm, sqlite }: DatabaseHandle) {
  const grantByHash = sqlite.prepare<[string], TokenGrant>(
    `SELECT t.id AS id, t.shop_id AS shopId, t.scopes AS scopes, t.expires_at AS expiresAt,
            t.revoked_at AS revokedAt, t.last_used_at AS lastUsedAt, s.status AS shopStatus
       FROM api_tokens t JOIN shops s ON s.id = t.shop_id
      WHERE t.token_hash = ?`,
  );
  const touch = sqlite.prepare<[number, string]>('UPDATE api_tokens SET last_used_at = ? WHERE id = ?');
  // The token and every token made with it, at any depth (the parent index serves each step).
  const revokeChain = sqlite.prepare<{ shopId: string; id: string; now: number }>(
    `WITH RECURSIVE chain(id) AS (
       SELECT id FROM api_tokens WHERE shop_id = @shopId AND id = @id
       UNION
       SELECT t.id FROM api_tokens t JOIN chain ON t.parent_id = chain.id
     )
     UPDATE api_tokens SET revoked_at = @now
      WHERE id IN (SELECT id FROM chain) AND revoked_at IS NULL`,
  );

  return {
    findGrantByHash(hash: string): TokenGrant | undefined {
      return grantByHash.get(hash);
    },
    touch(id: string, now: number): void {
      touch.run(now, id);
    },
    insert(row: NewApiTokenRow): ApiTokenRow {
      return orm.insert(apiTokens).values(row).returning().get();
    },
    findById(shopId: string, id: string): ApiTokenRow | undefined {
      return orm
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.shopId, shopId), eq(apiTokens.id, id)))
        .get();
    },
    /**
     * Revokes the token and every token below it, in one statement, so checking one row stays
     * enough to authenticate. Answers how many were revoked now (already revoked ones are kept).
     */
    revoke(shopId: string, id: string, now: number): number {
      return revokeChain.run({ shopId, id, now }).changes;
    },
    revokeAllOfShop(shopId: string, now: number): void {
      orm
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.shopId, shopId), isNull(apiTokens.revokedAt)))
        .run();
    },
    list(shopId: string, page: Page): ApiTokenRow[] {
      const conditions = [eq(apiTokens.shopId, shopId)];
      if (page.startingAfter) conditions.push(gt(apiTokens.id, page.startingAfter));
      return orm
        .select()
        .from(apiTokens)
        .where(and(...conditions))
        .orderBy(asc(apiTokens.id))
        .limit(page.limit + 1)
        .all();
    },
    shopIdOf(domain: string): string | undefined {
      return orm.select({ id: shops.id }).from(shops).where(eq(shops.domain, domain)).get()?.id;
    },
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
