import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../web/security/secret-box.js';
import { API_KEY, API_SECRET, BROWSER, type FakeShopify, sessionToken } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { startShopifyTestApp } from '../helpers/installed-shop.js';

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

/** A request that does not follow redirects (they point at Shopify). */
function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${app.baseUrl}${path}`, { redirect: 'manual', headers: { ...BROWSER, ...headers } });
}

/** Shopify signs the callback query: HMAC-SHA256 (hex) of the sorted query without `hmac`. */
function signedQuery(params: Record<string, string>, secret = API_SECRET): string {
  const sorted = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
  const hmac = createHmac('sha256', secret).update(sorted.toString().replace(/\+/g, '%20')).digest('hex');
  sorted.set('hmac', hmac);
  return sorted.toString();
}

/** GET /api/auth → the state Shopify will echo and the signed cookies that hold it. */
async function beginInstall(shop: string) {
  const res = await get(`/api/auth?shop=${shop}`);
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(location.host).toBe(shop);
  expect(location.pathname).toBe('/admin/oauth/authorize');
  expect(location.searchParams.get('client_id')).toBe(API_KEY);
  expect(location.searchParams.get('redirect_uri')).toBe('https://shiftbook.test/api/auth/callback');
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { state: location.searchParams.get('state')!, cookie };
}

function callbackParams(shop: string, state: string) {
  return {
    code: 'auth-code-1',
    shop,
    state,
    timestamp: String(Math.floor(Date.now() / 1000)),
    host: 'YWRtaW4',
  };
}

const sessionRow = async (shop: string) => {
  const { shopifySessions: session } = app.deps.db.tables;
  const [row] = await app.deps.db.orm().select().from(session).where(eq(session.shop, shop)).limit(1);
  return row;
};

describe('OAuth install (authorization code)', () => {
  it('begin → callback stores an encrypted offline token and a ready shop with its zone and currency', async () => {
    const shop = 'oauth-shop.myshopify.com';
    fake.addShop(shop, { name: 'OAuth Shop', ianaTimezone: 'America/Chicago', currencyCode: 'CAD' });
    const { state, cookie } = await beginInstall(shop);

    const res = await get(`/api/auth/callback?${signedQuery(callbackParams(shop, state))}`, { cookie });
    expect(res.status, await res.text()).toBe(302);
    expect(res.headers.get('location')).toBe(`https://${shop}/admin/apps/${API_KEY}`);

    const row = (await sessionRow(shop))!;
    expect(row.id).toBe(`offline_${shop}`);
    const plain = fake.shops.get(shop)!.accessToken!;
    expect(row.accessToken).not.toBe(plain);
    expect(row.accessToken).not.toContain(plain);
    const key = readFileSync(join(app.dir, 'encryption.key'), 'utf8').trim();
    expect(createSecretBox(key).open(row.accessToken)).toBe(plain);

    const stored = (await app.deps.repos.shops.findByDomain(shop))!;
    expect(stored).toMatchObject({ status: 'active', uninstalledAt: null, plan: 'free' });
    expect(stored).toMatchObject({ timezone: 'America/Chicago', currency: 'CAD', name: 'OAuth Shop' });
  });

  it('refuses a callback whose HMAC was tampered with, and stores nothing', async () => {
    const shop = 'tampered.myshopify.com';
    fake.addShop(shop);
    const { state, cookie } = await beginInstall(shop);
    const query = signedQuery(callbackParams(shop, state)).replace('code=auth-code-1', 'code=auth-code-2');
    const res = await get(`/api/auth/callback?${query}`, { cookie });
    expect(res.status).toBe(400);
    expect(await sessionRow(shop)).toBeUndefined();
    expect(await app.deps.repos.shops.findByDomain(shop)).toBeUndefined();
  });

  it('refuses a callback signed with another secret', async () => {
    const shop = 'other-secret.myshopify.com';
    fake.addShop(shop);
    const { state, cookie } = await beginInstall(shop);
    const res = await get(
      `/api/auth/callback?${signedQuery(callbackParams(shop, state), 'not-the-secret')}`,
      { cookie },
    );
    expect(res.status).toBe(400);
    expect(await sessionRow(shop)).toBeUndefined();
  });

  it('refuses a callback whose state is not the one in its cookie, or that has no cookie', async () => {
    const shop = 'wrong-state.myshopify.com';
    fake.addShop(shop);
    const { cookie } = await beginInstall(shop);
    const wrongState = await get(`/api/auth/callback?${signedQuery(callbackParams(shop, 'forged-state'))}`, {
      cookie,
    });
    expect(wrongState.status).toBe(400);
    const { state } = await beginInstall(shop);
    const noCookie = await get(`/api/auth/callback?${signedQuery(callbackParams(shop, state))}`);
    expect(noCookie.status).toBe(400);
    expect(await sessionRow(shop)).toBeUndefined();
  });

  it('refuses a shop that is not a Shopify shop domain, at begin and at the callback', async () => {
    for (const shop of ['evil.example.com', 'not a shop', '']) {
      const res = await get(`/api/auth?shop=${encodeURIComponent(shop)}`);
      expect(res.status, shop).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const { state, cookie } = await beginInstall('legit.myshopify.com');
    const res = await get(`/api/auth/callback?${signedQuery(callbackParams('evil.example.com', state))}`, {
      cookie,
    });
    expect(res.status).toBe(400);
    expect(await sessionRow('evil.example.com')).toBeUndefined();
  });
});

describe('token exchange (the embedded admin installs with its session token)', () => {
  it('trades a session token for an offline token and creates the shop', async () => {
    const shop = 'embedded.myshopify.com';
    fake.addShop(shop, { ianaTimezone: 'Europe/Paris', currencyCode: 'EUR' });
    const res = await app.request('POST', '/api/auth/token-exchange', { token: await sessionToken(shop) });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ shop, installed: true });
    const exchange = fake.calls.find(
      (call) => call.shop === shop && call.path === '/admin/oauth/access_token',
    );
    expect(exchange?.body.grant_type).toBe('urn:ietf:params:oauth:grant-type:token-exchange');
    expect((await sessionRow(shop))!.accessToken).not.toBe(fake.shops.get(shop)!.accessToken);
    expect(await app.deps.repos.shops.findByDomain(shop)).toMatchObject({
      status: 'active',
      timezone: 'Europe/Paris',
      currency: 'EUR',
    });
  });

  it('answers 401 with the App Bridge retry header to a session token signed with another secret', async () => {
    const res = await app.request('POST', '/api/auth/token-exchange', {
      token: await sessionToken('embedded.myshopify.com', {}, 'wrong-secret'),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-shopify-retry-invalid-session-request')).toBe('1');
  });
});
