import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiToken, hashApiToken } from '../../web/domain/tokens/api-token.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';

let app: TestApp;
let fullToken: string;
let timesheetId: string;

const WEEK = '/v1/timesheets?week=2026-11-18';

/** A 401 problem that also tells the client, per RFC 6750, to come back with a bearer token. */
function expectUnauthorized(res: Awaited<ReturnType<TestApp['request']>>) {
  const problem = expectProblem(res, 401, 'unauthorized');
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
  return problem;
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  const shop = await app.addShop('auth.myshopify.com');
  fullToken = await app.token(shop);
  await app.request('POST', '/v1/staff', { token: fullToken, body: { handle: 'ana', name: 'Ana' } });
  const entry = await app.request('POST', '/v1/time-entries', {
    token: fullToken,
    body: { staff: 'ana', started_at: '2026-11-16T08:00:00Z', ended_at: '2026-11-16T12:00:00Z' },
  });
  timesheetId = entry.body.timesheet;
});
afterAll(() => app.close());

describe('401: the request does not carry a usable token', () => {
  it('a request without an Authorization header is 401 with WWW-Authenticate: Bearer', async () => {
    expectUnauthorized(await app.request('GET', WEEK));
  });

  it.each(['Basic dXNlcjpwYXNz', 'Bearer', 'Token sbk_abc', 'Bearer a b'])(
    'a malformed Authorization header (%s) is 401',
    async (header) => {
      expectUnauthorized(await app.request('GET', WEEK, { headers: { authorization: header } }));
    },
  );

  it('a token that is not shaped like an sbk_ token (or fails its checksum) is 401 invalid_token', async () => {
    const broken = `${fullToken.slice(0, -1)}${fullToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of ['not-a-token', 'sbk_short', broken]) {
      const res = await app.request('GET', WEEK, { token });
      expectUnauthorized(res);
      expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('a well-formed token that was never issued is 401', async () => {
    expectUnauthorized(await app.request('GET', WEEK, { token: generateApiToken() }));
  });

  it('an expired token is 401, and one expiring later still works', async () => {
    const shop = await app.addShop('auth.myshopify.com');
    const expired = await app.token(shop, undefined, { expiresAt: Date.now() - 1000 });
    expectUnauthorized(await app.request('GET', WEEK, { token: expired }));
    const later = await app.token(shop, undefined, { expiresAt: Date.now() + 3_600_000 });
    expect((await app.request('GET', WEEK, { token: later })).status).toBe(200);
  });

  it('a revoked token is 401 from the moment it is revoked', async () => {
    const shop = await app.addShop('auth.myshopify.com');
    const token = await app.token(shop, ['read_timesheets']);
    expect((await app.request('GET', WEEK, { token })).status).toBe(200);
    const rows = await app.deps.repos.apiTokens.list(shop.id, { limit: 100 });
    const row = rows.find((candidate) => candidate.tokenHash === hashApiToken(token));
    expect(row).toBeDefined();
    await app.deps.db.transaction(() => app.deps.repos.apiTokens.revoke(shop.id, row!.id, Date.now()));
    expectUnauthorized(await app.request('GET', WEEK, { token }));
  });

  it('every token of an uninstalled shop is 401', async () => {
    const shop = await app.addShop('gone.myshopify.com');
    const token = await app.token(shop);
    expect((await app.request('GET', WEEK, { token })).status).toBe(200);
    const { db } = app.deps;
    const { shops } = db.tables;
    await db.transaction(async () => {
      await db.orm().update(shops).set({ status: 'uninstalled' }).where(eq(shops.id, shop.id));
    });
    expectUnauthorized(await app.request('GET', WEEK, { token }));
    expectUnauthorized(await app.request('GET', '/v1/staff', { token }));
  });
});

describe('403: the token lacks the scope', () => {
  it('a read_staff token reading timesheets is 403 insufficient_scope, not 401', async () => {
    const token = await app.token(await app.addShop('auth.myshopify.com'), ['read_staff']);
    expect((await app.request('GET', '/v1/staff', { token })).status).toBe(200);
    const res = await app.request('GET', WEEK, { token });
    expectProblem(res, 403, 'insufficient_scope');
    expect(res.headers.get('www-authenticate')).toContain('scope="read_timesheets"');
  });

  it('a read_timesheets token can read but not approve (403) and nothing changes', async () => {
    const token = await app.token(await app.addShop('auth.myshopify.com'), ['read_timesheets']);
    expect((await app.request('GET', `/v1/timesheets/${timesheetId}`, { token })).status).toBe(200);
    expectProblem(
      await app.request('POST', `/v1/timesheets/${timesheetId}/approve`, { token }),
      403,
      'insufficient_scope',
    );
    const after = await app.request('GET', `/v1/timesheets/${timesheetId}`, { token });
    expect(after.body.status).toBe('pending');
  });

  it('a read-only token cannot create staff or time entries (403)', async () => {
    const token = await app.token(await app.addShop('auth.myshopify.com'), ['read_staff', 'read_timesheets']);
    const staff = await app.request('POST', '/v1/staff', { token, body: { handle: 'bo', name: 'Bo' } });
    expectProblem(staff, 403, 'insufficient_scope');
    const entry = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-17T08:00:00Z', ended_at: '2026-11-17T09:00:00Z' },
    });
    expectProblem(entry, 403, 'insufficient_scope');
  });

  it('a write_X scope implies read_X', async () => {
    const token = await app.token(await app.addShop('auth.myshopify.com'), [
      'write_timesheets',
      'write_staff',
    ]);
    expect((await app.request('GET', WEEK, { token })).status).toBe(200);
    expect((await app.request('GET', `/v1/timesheets/${timesheetId}`, { token })).status).toBe(200);
    expect((await app.request('GET', '/v1/time-entries', { token })).status).toBe(200);
    expect((await app.request('GET', '/v1/staff/ana', { token })).status).toBe(200);
  });

  it('a write scope does not imply another resource: write_staff cannot read timesheets', async () => {
    const token = await app.token(await app.addShop('auth.myshopify.com'), ['write_staff']);
    expectProblem(await app.request('GET', WEEK, { token }), 403, 'insufficient_scope');
  });
});

describe('401 comes before everything else', () => {
  it('an unauthenticated request to an unknown /v1 route is 401, not 404', async () => {
    expectUnauthorized(await app.request('GET', '/v1/nope'));
  });

  it('an unauthenticated write with a bad body is 401, not 400', async () => {
    expectUnauthorized(
      await app.request('POST', '/v1/staff', {
        rawBody: '{oops',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});
