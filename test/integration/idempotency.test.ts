import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiToken } from '../../web/domain/tokens/api-token.js';
import { requestFingerprint } from '../../web/http/middleware/idempotency.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
let shop: ShopClient;
let counter = 0;
const key = () => `key-${process.pid}-${++counter}`;
const post = (path: string, body: unknown, idempotencyKey: string, client = shop) =>
  client.request('POST', path, { body, headers: { 'idempotency-key': idempotencyKey } });
const staffCount = async () => (await shop.get('/v1/staff?limit=100')).body.data.length as number;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  shop = await newShop(app);
});
afterAll(() => app.close());

describe('Idempotency-Key', () => {
  it('a repeat with the same key and body answers the first answer, marked replayed, and acts once', async () => {
    const k = key();
    const before = await staffCount();
    const first = await post('/v1/staff', { handle: 'idem-ana', name: 'Ana' }, k);
    expect(first.status, first.text).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await post('/v1/staff', { handle: 'idem-ana', name: 'Ana' }, k);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('location')).toBe(first.headers.get('location'));
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await staffCount()).toBe(before + 1);
    // The same fields in another order are the same request.
    const reordered = await post('/v1/staff', { name: 'Ana', handle: 'idem-ana' }, k);
    expect(reordered.status).toBe(201);
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a repeated DELETE with the same key answers its first 200, not a 404', async () => {
    expect((await post('/v1/staff', { handle: 'idem-del', name: 'Del' }, key())).status).toBe(201);
    const shift = await post(
      '/v1/shifts',
      { staff: 'idem-del', starts_at: '2026-11-20T09:00:00Z', ends_at: '2026-11-20T17:00:00Z' },
      key(),
    );
    const k = key();
    const remove = () =>
      shop.request('DELETE', `/v1/shifts/${shift.body.id}`, { headers: { 'idempotency-key': k } });
    const first = await remove();
    expect(first.status, first.text).toBe(200);
    const again = await remove();
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await shop.get(`/v1/shifts/${shift.body.id}`)).status).toBe(404);
    // Without the key, a second DELETE of a gone shift is what it is: 404.
    expect((await shop.request('DELETE', `/v1/shifts/${shift.body.id}`)).status).toBe(404);
  });

  it('the same key with a different body is a 422 idempotency_mismatch, and nothing happens', async () => {
    const k = key();
    expect((await post('/v1/staff', { handle: 'idem-bea', name: 'Bea' }, k)).status).toBe(201);
    const before = await staffCount();
    expectProblem(
      await post('/v1/staff', { handle: 'idem-cid', name: 'Cid' }, k),
      422,
      'idempotency_mismatch',
    );
    expect(await staffCount()).toBe(before);
  });

  it('a duplicate while the first is still in flight is a 409 idempotency_conflict', async () => {
    const k = key();
    const body = { handle: 'idem-dan', name: 'Dan' };
    // Another instance holds the key: its row exists without an answer yet.
    const principal = await tokenIdOf(shop.token);
    const claimed = await app.deps.db.transaction(() =>
      app.deps.repos.idempotencyKeys.tryLock(
        { shopId: shop.shop.id, principal, method: 'POST', path: '/v1/staff', key: k },
        {
          requestHash: requestFingerprint(app.deps, body),
          now: Date.now(),
          expiresAt: Date.now() + 1e6,
          staleBefore: 0,
        },
      ),
    );
    expect(claimed).toBe(true);
    const res = await post('/v1/staff', body, k);
    expectProblem(res, 409, 'idempotency_conflict');
    expect((await shop.get('/v1/staff/idem-dan')).status).toBe(404);
  });

  it('parallel duplicates act exactly once: one 201, the others a replay or a 409', async () => {
    const k = key();
    const before = await staffCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/v1/staff', { handle: 'idem-eve', name: 'Eve' }, k)),
    );
    const fresh = answers.filter((res) => res.status === 201 && !res.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    for (const res of answers) {
      if (res.status === 201) expect(res.text).toBe(fresh[0]!.text);
      else expectProblem(res, 409, 'idempotency_conflict');
    }
    expect(await staffCount()).toBe(before + 1);
  });

  it('keys are scoped to the caller, the method and the path', async () => {
    const k = key();
    const other = await newShop(app);
    expect((await post('/v1/staff', { handle: 'idem-fay', name: 'Fay' }, k)).status).toBe(201);
    const elsewhere = await post('/v1/staff', { handle: 'idem-fay', name: 'Fay' }, k, other);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
    const patch = await shop.request('PATCH', '/v1/staff/idem-fay', {
      body: { handle: 'idem-fay', name: 'Fay' },
      headers: { 'idempotency-key': k },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(patch.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a request refused by its schema (400) leaves the key free; a broken rule (409/422) is replayed', async () => {
    const k = key();
    expectProblem(await post('/v1/staff', { handle: 'Not Valid', name: 'X' }, k), 400, 'validation_error');
    const fixed = await post('/v1/staff', { handle: 'idem-gus', name: 'Gus' }, k);
    expect(fixed.status).toBe(201);

    const k2 = key();
    const entry = { staff: 'nobody', started_at: '2026-11-16T08:00:00Z', ended_at: '2026-11-16T09:00:00Z' };
    const refused = await post('/v1/time-entries', entry, k2);
    expectProblem(refused, 422, 'rule_violation');
    const replayed = await post('/v1/time-entries', entry, k2);
    expect(replayed.text).toBe(refused.text);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });

  it('a created API token is answered once: the replay and the stored record never hold it', async () => {
    const k = key();
    const first = await post('/v1/tokens', { name: 'idem', scopes: ['read_staff'] }, k);
    expect(first.body.token).toMatch(/^sbk_/);
    const again = await post('/v1/tokens', { name: 'idem', scopes: ['read_staff'] }, k);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.token).toBeUndefined();
    const { idempotencyKeys } = app.deps.db.tables;
    const rows = await app.deps.db.orm().select({ body: idempotencyKeys.responseBody }).from(idempotencyKeys);
    expect(JSON.stringify(rows)).not.toContain(first.body.token);
  });

  it('keeps a keyed HMAC of the body, never a plain hash: a PIN sent with a key is not found by trying every PIN (R7)', async () => {
    expect((await post('/v1/staff', { handle: 'idem-pin', name: 'Pin' }, key())).status).toBe(201);
    const k = key();
    const patch = () =>
      shop.request('PATCH', '/v1/staff/idem-pin', {
        body: { pin: '7391' },
        headers: { 'idempotency-key': k },
      });
    const first = await patch();
    expect(first.status, first.text).toBe(200);
    const stored = await storedFor(app, k);
    // What the review's script does with the table: hash every 4-digit PIN body and compare.
    const tried = new Set<string>();
    for (let n = 0; n < 10_000; n++) tried.add(sha256(JSON.stringify({ pin: String(n).padStart(4, '0') })));
    expect(tried.has(sha256('{"pin":"7391"}'))).toBe(true);
    expect(tried.has(stored.requestHash)).toBe(false);
    expect(stored.requestHash).toMatch(/^hmac-v1:[0-9a-f]{64}$/);
    expect(tried.has(stored.requestHash.slice('hmac-v1:'.length))).toBe(false);
    expect(stored.requestHash).toBe(requestFingerprint(app.deps, { pin: '7391' }));
    expect(stored.responseBody).not.toContain('7391');
    // It still recognises the body: the same key and body replay, another body is a mismatch.
    const again = await patch();
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.text).toBe(first.text);
    expectProblem(
      await shop.request('PATCH', '/v1/staff/idem-pin', {
        body: { pin: '7392' },
        headers: { 'idempotency-key': k },
      }),
      422,
      'idempotency_mismatch',
    );
  });

  it('fingerprints bodies with the instance ENCRYPTION_KEY: another key gives another value, key order none', async () => {
    const other = await startTestApp({ RATE_LIMIT_DISABLED: '1', ENCRYPTION_KEY: 'ab'.repeat(32) });
    try {
      const otherShop = await newShop(other);
      const k = key();
      const body = { handle: 'idem-key', name: 'Key' };
      expect((await post('/v1/staff', body, k)).status).toBe(201);
      expect((await post('/v1/staff', body, k, otherShop)).status).toBe(201);
      const here = (await storedFor(app, k)).requestHash;
      const there = (await storedFor(other, k)).requestHash;
      expect(there).not.toBe(here);
      expect(there).toBe(requestFingerprint(other.deps, { name: 'Key', handle: 'idem-key' }));
      expect(here).toBe(requestFingerprint(app.deps, { name: 'Key', handle: 'idem-key' }));
    } finally {
      await other.close();
    }
  });

  it('retires a plain hash written before keys were keyed: at start it stops matching, and its key answers 422, never runs twice', async () => {
    const k = key();
    const body = { handle: 'idem-old', name: 'Old' };
    expect((await post('/v1/staff', body, k)).status).toBe(201);
    const before = await staffCount();
    // What the code before 28 November 2026 stored: SHA-256 of the body's canonical JSON.
    const { db } = app.deps;
    const { idempotencyKeys } = db.tables;
    await db.transaction(async () => {
      await db
        .orm()
        .update(idempotencyKeys)
        .set({ requestHash: sha256(JSON.stringify({ handle: 'idem-old', name: 'Old' })) })
        .where(eq(idempotencyKeys.key, k));
    });
    // An instance that starts on this database retires it.
    const restarted = await startTestApp({ ...app.databaseEnv, RATE_LIMIT_DISABLED: '1' });
    try {
      expect((await storedFor(app, k)).requestHash).toBe('retired');
      expectProblem(await post('/v1/staff', body, k), 422, 'idempotency_mismatch');
      expect(await staffCount()).toBe(before);
      // Keyed records are left as they are.
      const fresh = key();
      expect((await post('/v1/staff', { handle: 'idem-new', name: 'New' }, fresh)).status).toBe(201);
      expect(await restarted.deps.repos.idempotencyKeys.retireUnkeyedHashes('hmac-v1:')).toBe(0);
      expect((await storedFor(app, fresh)).requestHash).toMatch(/^hmac-v1:/);
    } finally {
      await restarted.close();
    }
  });

  it('expired keys are purged and the key can be used again', async () => {
    const k = key();
    expect((await post('/v1/staff', { handle: 'idem-hal', name: 'Hal' }, k)).status).toBe(201);
    const { db } = app.deps;
    const { idempotencyKeys } = db.tables;
    await db.transaction(async () => {
      await db.orm().update(idempotencyKeys).set({ expiresAt: 0 }).where(eq(idempotencyKeys.key, k));
    });
    const later = await post('/v1/staff', { handle: 'idem-ivy', name: 'Ivy' }, k);
    expect(later.status, later.text).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
  });
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the row of `idempotencyKey` keeps to recognise its body, and the answer it keeps. */
async function storedFor(target: TestApp, idempotencyKey: string) {
  const { idempotencyKeys: k } = target.deps.db.tables;
  const rows = await target.deps.db
    .orm()
    .select({ requestHash: k.requestHash, responseBody: k.responseBody })
    .from(k)
    .where(eq(k.key, idempotencyKey));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
async function tokenIdOf(token: string): Promise<string> {
  return (await app.deps.repos.apiTokens.findGrantByHash(hashApiToken(token)))!.id;
}
