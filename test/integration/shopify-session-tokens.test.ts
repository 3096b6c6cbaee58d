import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES } from '../../web/domain/tokens/scopes.js';
import { API_KEY, type FakeShopify, installByTokenExchange, sessionToken } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { callerOf, startShopifyTestApp } from '../helpers/installed-shop.js';

let app: TestApp;
let fake: FakeShopify;
const SHOP = 'session-tokens.myshopify.com';
const WEEK = '/v1/timesheets?week=2026-11-16';
const RETRY = 'x-shopify-retry-invalid-session-request';
/** A second installed shop, to show that a token acts in the shop of its `dest` alone. */
const OTHER = 'session-tokens-other.myshopify.com';
let VALID: string;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
  fake.addShop(SHOP);
  await installByTokenExchange(app, SHOP);
  fake.addShop(OTHER);
  await installByTokenExchange(app, OTHER);
  VALID = await sessionToken(SHOP);
});
afterAll(() => app.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('App Bridge session tokens on /v1', () => {
  it('a valid session token reaches its shop with every scope, acting as user:<sub>', async () => {
    const token = await sessionToken(SHOP, { sub: '4242' });
    expect((await app.request('GET', WEEK, { token })).status).toBe(200);
    expect((await app.request('GET', '/v1/shop', { token })).body.domain).toBe(SHOP);
    // Every scope: a write of each resource family is allowed (none answers 403).
    const staff = await app.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
    expect(staff.status, staff.text).toBe(201);
    const entry = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T12:00:00Z' },
    });
    const approved = await app.request('POST', `/v1/timesheets/${entry.body.timesheet}/approve`, {
      token,
      body: {},
    });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.approved_by).toBe('user:4242');
  });

  it('clocks a staff member in and out with no PIN, writing source pos', async () => {
    const token = await sessionToken(SHOP);
    const call = callerOf(app, token);
    expect((await call('POST', '/v1/staff', { handle: 'pos-clock', name: 'Pos', pin: '2468' })).status).toBe(
      201,
    );
    const clockIn = await call('POST', '/v1/clock/in', { staff: 'pos-clock' });
    expect(clockIn.status, clockIn.text).toBe(201);
    expect(clockIn.body.source).toBe('pos');
    const board = await call('GET', '/v1/clock');
    expect(board.body.data.find((row: { staff: string }) => row.staff === 'pos-clock').state).toBe('on');
  });

  it('the principal of a session token holds all of the scopes there are', async () => {
    const token = await sessionToken(SHOP);
    const created = await app.request('POST', '/v1/tokens', {
      token,
      body: { name: 'everything', scopes: [...SCOPES] },
    });
    expect(created.status, created.text).toBe(201);
    expect([...created.body.scopes].sort()).toEqual([...SCOPES].sort());
  });

  it('an expired session token is 401 with the retry header, so App Bridge fetches a new one', async () => {
    const token = await sessionToken(SHOP, {
      exp: nowSeconds() - 60,
      nbf: nowSeconds() - 120,
      iat: nowSeconds() - 120,
    });
    const res = await app.request('GET', WEEK, { token });
    expect(res.status).toBe(401);
    expect(res.headers.get(RETRY)).toBe('1');
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
    expect(res.body.code).toBe('unauthorized');
  });

  it('allows 10 s of clock skew on exp, and no more', async () => {
    const skewed = await sessionToken(SHOP, { exp: nowSeconds() - 5 });
    expect((await app.request('GET', WEEK, { token: skewed })).status).toBe(200);
    const late = await sessionToken(SHOP, { exp: nowSeconds() - 30 });
    expect((await app.request('GET', WEEK, { token: late })).status).toBe(401);
  });

  it('a session token with a bad signature or a changed payload is 401 with the retry header', async () => {
    const tokens = [
      await sessionToken(SHOP, {}, 'not-the-secret'),
      `${(await sessionToken(SHOP)).slice(0, -2)}xx`,
      // A payload swapped under the first token's signature.
      (() => {
        const [header, , signature] = VALID.split('.');
        const payload = Buffer.from(JSON.stringify({ dest: `https://${OTHER}`, sub: '1' })).toString(
          'base64url',
        );
        return `${header}.${payload}.${signature}`;
      })(),
    ];
    for (const token of tokens) {
      const res = await app.request('GET', WEEK, { token });
      expect(res.status).toBe(401);
      expect(res.headers.get(RETRY)).toBe('1');
      expect(res.text).not.toContain(token);
    }
  });

  it('a valid session token of a shop that has not installed Shiftbook is 401', async () => {
    const res = await app.request('GET', WEEK, {
      token: await sessionToken('never-installed.myshopify.com'),
    });
    expect(res.status).toBe(401);
    expect(res.body.detail).toContain('not installed');
  });

  it('API tokens keep working beside session tokens', async () => {
    const shop = (await app.deps.repos.shops.findByDomain(SHOP))!;
    const token = await app.token(shop, ['read_timesheets']);
    expect((await app.request('GET', WEEK, { token })).status).toBe(200);
    expect((await app.request('GET', '/v1/shop', { token })).status).toBe(403);
  });
});

/**
 * POS sends an OpenID Connect ID token of the account signed in to POS; no Shopify document
 * gives its `iss` or `aud`, and Shopify's own `authenticate.public.pos` checks neither (it
 * verifies the signature and `exp` with `checkAudience: false`, and reads `dest` and `sub`).
 * These are tokens of that shape: the server must take them as Shopify's library does, with
 * the shop bound by `dest` alone (decision 31).
 */
describe('session tokens shaped as POS issues them', () => {
  const shopOf = async (token: string) => {
    const res = await app.request('GET', '/v1/shop', { token });
    expect(res.status, res.text).toBe(200);
    return res.body.domain as string;
  };

  it('are taken whatever their iss and aud, acting in the shop of dest', async () => {
    const shapes: Record<string, unknown>[] = [
      { iss: 'https://accounts.shopify.com', aud: 'pos-client-id' },
      { iss: undefined, aud: undefined },
      { iss: `https://${SHOP}`, aud: [API_KEY, 'shopify-pos'] },
      { iss: `${SHOP}/admin`, sub: 'gid://shopify/User/4242' },
    ];
    for (const claims of shapes) expect(await shopOf(await sessionToken(SHOP, claims))).toBe(SHOP);
  });

  it('an iss naming another shop gives no access to it: dest alone names the shop', async () => {
    const token = await sessionToken(SHOP, { iss: `https://${OTHER}/admin` });
    expect(await shopOf(token)).toBe(SHOP);
    const staff = await app.request('POST', '/v1/staff', { token, body: { handle: 'dest-only', name: 'D' } });
    expect(staff.status, staff.text).toBe(201);
    const otherToken = await sessionToken(OTHER);
    expect((await app.request('GET', '/v1/staff/dest-only', { token: otherToken })).status).toBe(404);
  });

  it('clocks in by the linked id with such a token, writing source pos', async () => {
    const token = await sessionToken(SHOP, { iss: 'https://accounts.shopify.com', aud: 'pos-client-id' });
    const linked = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'pos-shaped', name: 'P', shopify_staff_member_id: '5151' },
    });
    expect(linked.status, linked.text).toBe(201);
    const clockIn = await app.request('POST', '/v1/clock/in', {
      token,
      body: { shopify_staff_member_id: '5151' },
      headers: { origin: 'https://extensions.shopifycdn.com' },
    });
    expect(clockIn.status, clockIn.text).toBe(201);
    expect(clockIn.body).toMatchObject({ staff: 'pos-shaped', source: 'pos' });
  });

  it('still refuses one expired, without a shop in dest, without sub, or whose sub is a customer', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await sessionToken(SHOP, { iss: undefined, aud: undefined, exp: now - 30 }),
      await sessionToken(SHOP, { iss: undefined, aud: undefined, nbf: now + 60 }),
      await sessionToken(SHOP, { dest: undefined }),
      await sessionToken(SHOP, { dest: SHOP }),
      await sessionToken(SHOP, { dest: 'https://evil.example.com' }),
      await sessionToken(SHOP, { sub: undefined }),
      await sessionToken(SHOP, { sub: '' }),
      // What checkout and customer account extensions get, signed with the same secret.
      await sessionToken(SHOP, { iss: undefined, sub: 'gid://shopify/Customer/7' }),
    ];
    for (const token of tokens) {
      const res = await app.request('GET', '/v1/shop', { token });
      expect(res.status, res.text).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });
});
