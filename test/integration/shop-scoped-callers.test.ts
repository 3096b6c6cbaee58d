import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeShopify, installByTokenExchange, sessionToken } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';

/**
 * One Shopify user (an agency, a collaborator) with access to two shops is two callers: keys and
 * budgets belong to one shop and one caller (SPEC section 5, decisions 0014 and 0015).
 */
let app: TestApp;
let fake: FakeShopify;
const SHOP_A = 'agency-client-a.myshopify.com';
const SHOP_B = 'agency-client-b.myshopify.com';
const USER = { sub: '90210' };
const STATE = /^"(\w+)";r=(\d+);t=(\d+)$/;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp({ RATE_LIMIT_DISABLED: '0' }));
  for (const shop of [SHOP_A, SHOP_B]) {
    fake.addShop(shop);
    await installByTokenExchange(app, shop);
  }
});
afterAll(() => app.close());

const shopIdOf = async (domain: string) => (await app.deps.repos.shops.findByDomain(domain))!.id;

describe('session-token callers are per shop', () => {
  it('the same Shopify user in two shops with the same Idempotency-Key: both writes happen, each shop gets its own answer', async () => {
    const headers = { 'idempotency-key': 'agency-create-ana' };
    const body = { handle: 'ana', name: 'Ana' };
    const inA = await app.request('POST', '/v1/staff', {
      token: await sessionToken(SHOP_A, USER),
      body,
      headers,
    });
    const inB = await app.request('POST', '/v1/staff', {
      token: await sessionToken(SHOP_B, USER),
      body,
      headers,
    });
    expect(inA.status, inA.text).toBe(201);
    expect(inB.status, inB.text).toBe(201);
    expect(inB.headers.get('idempotent-replayed')).toBeNull();
    expect(inB.body.id).not.toBe(inA.body.id);
    for (const [shop, created] of [
      [SHOP_A, inA],
      [SHOP_B, inB],
    ] as const) {
      const staff = await app.request('GET', '/v1/staff/ana', { token: await sessionToken(shop, USER) });
      expect(staff.body.id).toBe(created.body.id);
      // A retry in each shop still answers that shop's own first answer.
      const again = await app.request('POST', '/v1/staff', {
        token: await sessionToken(shop, USER),
        body,
        headers,
      });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.text).toBe(created.text);
    }
  });

  it("a Shopify user's rate budget in one shop does not spend their budget in another", async () => {
    const user = { sub: '31337' };
    const inA = await sessionToken(SHOP_A, user);
    for (let i = 0; i < 60; i++)
      expect((await app.request('GET', '/v1/shop', { token: inA })).status).toBe(200);
    expectProblem(await app.request('GET', '/v1/shop', { token: inA }), 429, 'rate_limited');
    const inB = await app.request('GET', '/v1/shop', { token: await sessionToken(SHOP_B, user) });
    expect(inB.status, inB.text).toBe(200);
    expect(inB.headers.get('ratelimit')).toMatch(/^"default";r=59;t=\d+$/);
  });

  it("a shop's API tokens over their shared ceiling never lock its admin out: session users are still served", async () => {
    const shopId = await shopIdOf(SHOP_B);
    const token = await app.token((await app.deps.repos.shops.findById(shopId))!, ['read_shop']);
    // Fill the ceiling of the shop's tokens (300 a minute on free) as 300 token requests would.
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      await redis.set(`${app.queuePrefix}:ratelimit:{${shopId}}:tokens`, 300, 'PX', 60_000);
    } finally {
      redis.disconnect();
    }
    const refused = await app.request('GET', '/v1/shop', { token });
    expectProblem(refused, 429, 'rate_limited');
    expect(refused.headers.get('ratelimit-policy')).toBe('"shop";q=300;w=60');
    const admin = await app.request('GET', '/v1/shop', { token: await sessionToken(SHOP_B, { sub: '5' }) });
    expect(admin.status, admin.text).toBe(200);
    expect(STATE.exec(admin.headers.get('ratelimit') ?? '')?.[1]).toBe('default');
  });
});
