import { and, eq, isNull, lte, ne, notLike, or } from 'drizzle-orm';
import type { Database } from '../database.js';
import { writeAlone } from './write-alone.js';

/** Identifies one `Idempotency-Key` use: the shop, the caller in it, the method, the path and the key. */
export interface IdempotencyScope {
  shopId: string;
  principal: string;
  method: string;
  path: string;
  key: string;
}

export interface IdempotencyRecord {
  shopId: string;
  requestHash: string;
  /** null while the first request is still running. */
  responseStatus: number | null;
  responseHeaders: string | null;
  responseBody: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What a retired plain request hash becomes: no body's fingerprint is ever this. */
const RETIRED_REQUEST_HASH = 'retired';

/**
 * The keys' rows. The middleware claims a key before its request's transaction and frees it
 * after, so each write here is a transaction of its own when the caller holds none.
 */
export function createIdempotencyKeysRepository(db: Database) {
  const { idempotencyKeys: k } = db.tables;
  const where = (scope: IdempotencyScope) =>
    and(
      eq(k.shopId, scope.shopId),
      eq(k.principal, scope.principal),
      eq(k.method, scope.method),
      eq(k.path, scope.path),
      eq(k.key, scope.key),
    );

  return {
    async find(scope: IdempotencyScope): Promise<IdempotencyRecord | undefined> {
      const rows = await db
        .orm()
        .select({
          shopId: k.shopId,
          requestHash: k.requestHash,
          responseStatus: k.responseStatus,
          responseHeaders: k.responseHeaders,
          responseBody: k.responseBody,
          createdAt: k.createdAt,
          expiresAt: k.expiresAt,
        })
        .from(k)
        .where(where(scope))
        .limit(1);
      return rows[0];
    },
    /**
     * Claims the key for a request about to run: a new row, or one whose record expired or
     * whose first request was abandoned (in flight since before `staleBefore`, its process gone).
     * Answers false when someone else holds it. One statement, so two instances racing for
     * the same key get one true between them.
     */
    async tryLock(
      scope: IdempotencyScope,
      claim: { requestHash: string; now: number; expiresAt: number; staleBefore: number },
    ): Promise<boolean> {
      const fresh = {
        requestHash: claim.requestHash,
        responseStatus: null,
        responseHeaders: null,
        responseBody: null,
        createdAt: claim.now,
        expiresAt: claim.expiresAt,
      };
      const claimed = await writeAlone(db, () =>
        db
          .orm()
          .insert(k)
          .values({ ...scope, ...fresh })
          .onConflictDoUpdate({
            target: [k.shopId, k.principal, k.method, k.path, k.key],
            set: fresh,
            setWhere: or(
              lte(k.expiresAt, claim.now),
              and(isNull(k.responseStatus), lte(k.createdAt, claim.staleBefore)),
            ),
          })
          .returning({ key: k.key }),
      );
      return claimed.length === 1;
    },
    async complete(scope: IdempotencyScope, response: StoredResponse): Promise<void> {
      await writeAlone(db, async () => {
        await db
          .orm()
          .update(k)
          .set({
            responseStatus: response.status,
            responseHeaders: JSON.stringify(response.headers),
            responseBody: response.body,
          })
          .where(and(where(scope), isNull(k.responseStatus)));
      });
    },
    /** Frees a key whose request ended without an answer worth replaying. */
    async release(scope: IdempotencyScope): Promise<void> {
      await writeAlone(db, async () => {
        await db
          .orm()
          .delete(k)
          .where(and(where(scope), isNull(k.responseStatus)));
      });
    },
    /**
     * Overwrites every `request_hash` that does not start with `keyedPrefix` (a plain hash
     * written before request hashes were keyed) with a value no body matches: the key keeps its
     * answer and its place, so a repeat is a 422 `idempotency_mismatch`, never a second run,
     * and nothing in the table can be tried against PINs any more. Answers how many it retired.
     */
    async retireUnkeyedHashes(keyedPrefix: string): Promise<number> {
      const retired = await writeAlone(db, () =>
        db
          .orm()
          .update(k)
          .set({ requestHash: RETIRED_REQUEST_HASH })
          .where(and(notLike(k.requestHash, `${keyedPrefix}%`), ne(k.requestHash, RETIRED_REQUEST_HASH)))
          .returning({ key: k.key }),
      );
      return retired.length;
    },
    async purgeExpired(now: number): Promise<number> {
      const purged = await writeAlone(db, () =>
        db.orm().delete(k).where(lte(k.expiresAt, now)).returning({ key: k.key }),
      );
      return purged.length;
    },
  };
}
export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
