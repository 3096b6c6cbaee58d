import type { DatabaseHandle } from '../client.js';

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

export function createIdempotencyKeysRepository({ sqlite }: DatabaseHandle) {
  const where =
    'shop_id = @shopId AND principal = @principal AND method = @method AND path = @path AND key = @key';
  const find = sqlite.prepare<IdempotencyScope, IdempotencyRecord>(
    `SELECT shop_id AS shopId, request_hash AS requestHash, response_status AS responseStatus,
            response_headers AS responseHeaders, response_body AS responseBody,
            created_at AS createdAt, expires_at AS expiresAt
       FROM idempotency_keys WHERE ${where}`,
  );
  const lock = sqlite.prepare(
    `INSERT INTO idempotency_keys (principal, method, path, key, shop_id, request_hash, created_at, expires_at)
     VALUES (@principal, @method, @path, @key, @shopId, @requestHash, @now, @expiresAt)
     ON CONFLICT DO UPDATE SET request_hash = excluded.request_hash,
       response_status = NULL, response_headers = NULL, response_body = NULL,
       created_at = excluded.created_at, expires_at = excluded.expires_at
     WHERE expires_at <= @now OR (response_status IS NULL AND created_at <= @staleBefore)`,
  );
  const complete = sqlite.prepare(
    `UPDATE idempotency_keys SET response_status = @status, response_headers = @headers, response_body = @body
      WHERE ${where} AND response_status IS NULL`,
  );
  const release = sqlite.prepare(`DELETE FROM idempotency_keys WHERE ${where} AND response_status IS NULL`);
  const purge = sqlite.prepare('DELETE FROM idempotency_keys WHERE expires_at <= ?');

  return {
    find(scope: IdempotencyScope): IdempotencyRecord | undefined {
      return find.get(scope);
    },
    /**
     * Claims the key for a request about to run: a new row, or one whose record expired or
     * whose first request was abandoned (in flight since before `staleBefore`, its process gone).
     * Answers false when someone else holds it.
     */
    tryLock(
      scope: IdempotencyScope,
      claim: { requestHash: string; now: number; expiresAt: number; staleBefore: number },
    ): boolean {
      return lock.run({ ...scope, ...claim }).changes === 1;
    },
    complete(scope: IdempotencyScope, response: StoredResponse): void {
      complete.run({
        ...scope,
        status: response.status,
        headers: JSON.stringify(response.headers),
        body: response.body,
      });
    },
    /** Frees a key whose request ended without an answer worth replaying. */
    release(scope: IdempotencyScope): void {
      release.run(scope);
    },
    purgeExpired(now: number): number {
      return purge.run(now).changes;
    },
  };
}
export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
