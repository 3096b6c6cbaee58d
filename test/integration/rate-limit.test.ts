import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createRedisRateLimiter } from '../../web/http/rate-limiter.js';
import { createLogger } from '../../web/logger.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem } from '../helpers/problem.js';

const started: TestApp[] = [];
async function start(env: Record<string, string> = {}, prefix?: string): Promise<TestApp> {
  const app = await startTestApp(env, prefix ? { rateLimitPrefix: prefix } : {});
  started.push(app);
  return app;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((app) => app.close()));
});

const POLICY = /^"default";q=(\d+);w=60$/;
const STATE = /^"default";r=(\d+);t=(\d+)$/;
const STATE_OF = (policy: string) => new RegExp(`^"${policy}";r=(\\d+);t=(\\d+)$`);

describe('per-caller rate limits and the shop ceiling in Redis', () => {
  it('two app instances share one budget: the free plan allows 60 requests a minute in all', async () => {
    const prefix = `test-rl-${randomUUID()}:`;
    const one = await start({}, prefix);
    const two = await start(one.databaseEnv, prefix);
    const token = await one.token(await one.addShop('limited.myshopify.com'), ['read_staff']);

    const answers = [];
    for (let i = 0; i < 60; i++)
      answers.push(await (i % 2 ? two : one).request('GET', '/v1/staff', { token }));
    expect(answers.map((res) => res.status)).toEqual(Array(60).fill(200));
    expect(answers[0]!.headers.get('ratelimit-policy')).toBe('"default";q=60;w=60');
    const remaining = answers.map((res) => Number(STATE.exec(res.headers.get('ratelimit') ?? '')?.[1]));
    expect(remaining).toEqual(Array.from({ length: 60 }, (_, i) => 59 - i));

    for (const app of [one, two]) {
      const refused = await app.request('GET', '/v1/staff', { token });
      expectProblem(refused, 429, 'rate_limited');
      expectMatchesDocument('GET', '/v1/staff', refused);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const [, r, t] = STATE.exec(refused.headers.get('ratelimit') ?? '') ?? [];
      expect(r).toBe('0');
      expect(Number(t)).toBe(retryAfter);
    }
  });

  it('counts per token: another token of the same shop has its own budget; pro allows 600', async () => {
    const app = await start({}, `test-rl-${randomUUID()}:`);
    const shop = await app.addShop('pro.myshopify.com', { plan: 'pro' });
    const first = await app.token(shop, ['read_staff']);
    const second = await app.token(shop, ['read_staff']);
    const a = await app.request('GET', '/v1/staff', { token: first });
    await app.request('GET', '/v1/staff', { token: first });
    const b = await app.request('GET', '/v1/staff', { token: second });
    expect(a.headers.get('ratelimit-policy')).toMatch(POLICY);
    expect(POLICY.exec(a.headers.get('ratelimit-policy')!)?.[1]).toBe('600');
    expect(STATE.exec(b.headers.get('ratelimit')!)?.[1]).toBe('599');
  });

  it("a plan change reaches the caller's limit on the next request, though its grant is cached", async () => {
    const app = await start({}, `test-rl-${randomUUID()}:`);
    const shop = await app.addShop('goes-pro.myshopify.com');
    const token = await app.token(shop, ['read_staff']);
    const limitNow = async () =>
      POLICY.exec((await app.request('GET', '/v1/staff', { token })).headers.get('ratelimit-policy')!)?.[1];
    expect(await limitNow()).toBe('60');
    expect(await limitNow()).toBe('60');
    const { db } = app.deps;
    await db.transaction(() =>
      db.orm().update(db.tables.shops).set({ plan: 'pro' }).where(eq(db.tables.shops.id, shop.id)),
    );
    expect(await limitNow()).toBe('600');
  });

  it('minting tokens does not multiply a shop\'s budget: its tokens together get 300 a minute on free, reported as the "shop" policy once it is the tighter', async () => {
    const app = await start({}, `test-rl-${randomUUID()}:`);
    const minter = await app.token(await app.addShop('many-tokens.myshopify.com'), [
      'write_tokens',
      'read_staff',
    ]);
    const minted: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.request('POST', '/v1/tokens', {
        token: minter,
        body: { name: `t${i}`, scopes: ['read_staff'] },
      });
      expect(res.status, res.text).toBe(201);
      minted.push(res.body.token);
    }
    const statusesOf = async (token: string, count: number) => {
      const answers = [];
      for (let i = 0; i < count; i++) answers.push(await app.request('GET', '/v1/staff', { token }));
      return answers;
    };
    // 6 POSTs so far. The first token goes 10 past its own 60: refused requests spend nothing of the shop's.
    const first = await statusesOf(minted[0]!, 70);
    expect(first.map((res) => res.status)).toEqual([...Array(60).fill(200), ...Array(10).fill(429)]);
    expect(first[69]!.headers.get('ratelimit-policy')).toBe('"default";q=60;w=60');
    // 66 counted; three more tokens use their whole budgets: 246.
    for (const token of minted.slice(1, 4))
      expect((await statusesOf(token, 60)).every((res) => res.status === 200)).toBe(true);
    // The fifth has 60 of its own but the shop has 54 left: the headers report the shop's.
    const fifth = await statusesOf(minted[4]!, 55);
    expect(fifth[0]!.headers.get('ratelimit-policy')).toBe('"shop";q=300;w=60');
    expect(STATE_OF('shop').exec(fifth[0]!.headers.get('ratelimit')!)?.[1]).toBe('53');
    expect(fifth.slice(0, 54).every((res) => res.status === 200)).toBe(true);
    const overShop = fifth[54]!;
    expectProblem(overShop, 429, 'rate_limited');
    expect(overShop.headers.get('ratelimit-policy')).toBe('"shop";q=300;w=60');
    const [, r, t] = STATE_OF('shop').exec(overShop.headers.get('ratelimit') ?? '') ?? [];
    expect(r).toBe('0');
    expect(overShop.headers.get('retry-after')).toBe(t);
    // A sixth token, untouched, is refused too: the ceiling holds however many are minted.
    const sixth = await app.request('GET', '/v1/staff', { token: minted[5]! });
    expectProblem(sixth, 429, 'rate_limited');
    expect(sixth.headers.get('ratelimit-policy')).toBe('"shop";q=300;w=60');
    // Another shop's tokens have their own ceiling.
    const elsewhere = await app.token(await app.addShop('other-shop.myshopify.com'), ['read_staff']);
    expect((await app.request('GET', '/v1/staff', { token: elsewhere })).status).toBe(200);
  });

  it('fails open when Redis is unreachable: the API keeps serving, without limit headers', async () => {
    const app = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const token = await app.token(await app.addShop('no-redis.myshopify.com'), ['read_staff']);
    const began = performance.now();
    for (let i = 0; i < 70; i++) {
      const res = await app.request('GET', '/v1/staff', { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
    }
    expect((performance.now() - began) / 70).toBeLessThan(50);
  });

  it('a down Redis costs a few ms per request and is logged once per outage, not per request', async () => {
    const lines: string[] = [];
    const limiter = createRedisRateLimiter({
      url: 'redis://127.0.0.1:1',
      prefix: `test-rl-${randomUUID()}:`,
      logger: createLogger('info', (line) => lines.push(line)),
    });
    try {
      for (let i = 0; i < 20; i++) {
        const began = performance.now();
        expect(await limiter.consume([{ name: 'default', subject: '{shp_x}:tok_x', limit: 60 }])).toBeNull();
        expect(performance.now() - began).toBeLessThan(20);
      }
      expect(lines.filter((line) => line.includes('"level":"warn"'))).toHaveLength(1);
      expect(lines[0]).toContain('failing open');
    } finally {
      await limiter.close();
    }
  });

  it('RATE_LIMIT_DISABLED=1 turns the limit off', async () => {
    const app = await start({ RATE_LIMIT_DISABLED: '1' });
    const token = await app.token(await app.addShop('unlimited.myshopify.com'), ['read_staff']);
    for (let i = 0; i < 65; i++) expect((await app.request('GET', '/v1/staff', { token })).status).toBe(200);
    const res = await app.request('GET', '/v1/staff', { token });
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});
