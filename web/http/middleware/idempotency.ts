import type { RequestHandler } from 'express';
import type { IdempotencyScope, StoredResponse } from '../../db/repositories/idempotency-keys-repository.js';
import { AppError } from '../../domain/errors.js';
import type { ServiceDeps, WebhookDeps } from '../../services/deps.js';
import { callerOf } from '../../services/tokens/authenticate-token.js';
import { ANSWER_WITHIN_MS, answerAfterCommit, type HeldAnswer } from './answer-after-commit.js';
import { principalOf } from './authenticate.js';

/** How long a key and its answer are kept (ms): 24 h, like Stripe. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** An answer still missing after this long (ms) belongs to a process that died: the key is free again. */
const STALE_LOCK_MS = 60_000;
/** Expired keys are purged lazily, at most this often per process (ms). */
const PURGE_EVERY_MS = 60_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Every write (SPEC section 5): a repeated DELETE answers its first 200, not a 404. */
export const IDEMPOTENT_WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Headers that belong to the answer and come back on a replay. */
const REPLAYED_HEADERS = ['content-type', 'location', 'etag'];
/**
 * Secrets shown once (API tokens, webhook secrets) are never written to this table; no answer
 * carries a PIN (`has_pin` only), and `pin` is here so none ever could.
 */
const SECRET_FIELDS = ['token', 'secret', 'pin'];
/**
 * What `request_hash` holds: this prefix and an HMAC of the body under ENCRYPTION_KEY. A row
 * without it (a plain SHA-256, before 28 November 2026) is retired at start
 * (`retireUnkeyedHashes`).
 */
export const KEYED_REQUEST_HASH = 'hmac-v1:';

/**
 * Answers worth replaying: those of a request whose handler ran and decided (success, a broken
 * rule, a conflict, an unknown id, a plan limit). A request refused before it ran, or that
 * failed on our side, leaves the key free so a corrected retry can use it (decision 0015).
 */
function isReplayable(status: number): boolean {
  return status < 400 || status === 402 || status === 404 || status === 409 || status === 422;
}

/** JSON with every object's keys sorted: the same fields in another order are the same request. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/**
 * How a request body is recognised when its key comes again (SPEC §5): a keyed HMAC of its
 * canonical JSON, never a plain hash, because a body may hold a PIN (4 to 8 digits, found by
 * trying them all against a plain hash in a fraction of a second; security review R7).
 */
export function requestFingerprint(deps: Pick<WebhookDeps, 'secretBox'>, body: unknown): string {
  return `${KEYED_REQUEST_HASH}${deps.secretBox.fingerprint('idempotency request body', canonicalJson(body ?? {}))}`;
}

function withoutSecrets(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
    const kept = Object.fromEntries(Object.entries(parsed).filter(([name]) => !SECRET_FIELDS.includes(name)));
    return JSON.stringify(kept);
  } catch {
    return body;
  }
}

function snapshot(answer: HeldAnswer): StoredResponse {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = answer.headers[name];
    if (value !== undefined) headers[name] = String(value);
  }
  return { status: answer.status, headers, body: withoutSecrets(answer.body.toString('utf8')) };
}

export interface IdempotencyOptions {
  /**
   * How long the handler may take to answer (ms); default ANSWER_WITHIN_MS, and never more
   * than half of STALE_LOCK_MS, so a claim is not taken over while its transaction is open.
   */
  answerWithinMs?: number;
}

/**
 * `Idempotency-Key` on POST, PATCH and DELETE (SPEC section 5, decision 0015). Two steps:
 *
 * 1. The key is claimed by inserting its row, committed on its own, so a duplicate arriving
 *    while the first request runs (on this instance or another) finds the row without an
 *    answer: 409. The row, unique in the database, is the lock; nothing is held in memory.
 * 2. The handler runs inside one transaction that also records its answer in that row, and the
 *    answer is sent only after the commit (`answerAfterCommit`): the effect and its record
 *    commit together or not at all. An answer not worth replaying rolls the transaction back
 *    and frees the key, and so does a handler that answers nothing in time (then a 500).
 *
 * A route that waits on Shopify or checks a PIN (`outsideTransaction` in its spec) runs
 * outside the transaction, in transactions of its own; its answer is recorded after it.
 */
export function idempotency(
  deps: ServiceDeps & Pick<WebhookDeps, 'secretBox'>,
  options: IdempotencyOptions = {},
): RequestHandler {
  const repo = deps.repos.idempotencyKeys;
  const answerWithinMs = Math.min(options.answerWithinMs ?? ANSWER_WITHIN_MS, STALE_LOCK_MS / 2);
  let lastPurge = 0;

  return async (req, res, next) => {
    const key = req.get('idempotency-key');
    if (key === undefined || !IDEMPOTENT_WRITES.has(req.method)) {
      next();
      return;
    }
    if (!KEY_PATTERN.test(key))
      throw new AppError('validation_error', 'Idempotency-Key must be 1 to 255 printable ASCII characters.', {
        errors: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 printable ASCII characters' }],
      });

    const principal = principalOf(req);
    const now = deps.now();
    if (now - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now;
      await repo.purgeExpired(now);
    }
    // Per shop and caller: the same Shopify user in two shops never shares a key (SPEC section 5).
    const scope: IdempotencyScope = {
      shopId: principal.shopId,
      principal: callerOf(principal),
      method: req.method,
      path: `${req.baseUrl}${req.path}`,
      key,
    };
    const requestHash = requestFingerprint(deps, req.body);

    const claimed = await repo.tryLock(scope, {
      requestHash,
      now,
      expiresAt: now + KEEP_MS,
      staleBefore: now - STALE_LOCK_MS,
    });
    if (!claimed) {
      const existing = await repo.find(scope);
      if (existing && existing.requestHash !== requestHash)
        throw new AppError(
          'idempotency_mismatch',
          'This Idempotency-Key was already used with a different request body. Use a new key for a new request.',
        );
      if (!existing || existing.responseStatus === null)
        throw new AppError(
          'idempotency_conflict',
          'A request with this Idempotency-Key is still in progress. Retry once it has finished.',
        );
      res.status(existing.responseStatus);
      res.set(JSON.parse(existing.responseHeaders ?? '{}') as Record<string, string>);
      res.set('Idempotent-Replayed', 'true');
      res.send(existing.responseBody ?? '');
      return;
    }

    // The matched route's spec says whether it may run inside the key's transaction; a path
    // no route matches (its 404 is still recorded) runs inside one.
    const inTransaction = req.routeSpec?.outsideTransaction === undefined;
    await answerAfterCommit(deps.db, res, next, {
      transaction: inTransaction,
      answerWithinMs,
      // Inside the transaction, the record commits with the effect; outside, on its own.
      async keep(answer) {
        if (!isReplayable(answer.status)) return false;
        await repo.complete(scope, snapshot(answer));
        return true;
      },
      afterRollBack: () => repo.release(scope),
    });
  };
}
