import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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

describe('per-token rate limit in Redis', () => {
  it('two app instances share one budget: the free plan allows 60 requests a minute in all', async () => {
    const prefix = `test-rl-${randomUUID()}:`;
    const one = await start({}, prefix);
    const two = await start({ DATABASE_URL: `file:${join(one.dir, 'test.db')}` }, prefix);
    const token = one.token(one.addShop('limited.myshopify.com'), ['read_staff']);

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
    const shop = app.addShop('pro.myshopify.com', { plan: 'pro' });
    const first = app.token(shop, ['read_staff']);
    const second = app.token(shop, ['read_staff']);
    const a = await app.request('GET', '/v1/staff', { token: first });
    await app.request('GET', '/v1/staff', { token: first });
    const b = await app.request('GET', '/v1/staff', { token: second });
    expect(a.headers.get('ratelimit-policy')).toMatch(POLICY);
    expect(POLICY.exec(a.headers.get('ratelimit-policy')!)?.[1]).toBe('600');
    expect(STATE.exec(b.headers.get('ratelimit')!)?.[1]).toBe('599');
  });

  it('fails open when Redis is unreachable: the API keeps serving, without limit headers', async () => {
    const app = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    const token = app.token(app.addShop('no-redis.myshopify.com'), ['read_staff']);
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
        expect(await limiter.consume('tok_x', 60)).toBeNull();
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
    const token = app.token(app.addShop('unlimited.myshopify.com'), ['read_staff']);
    for (let i = 0; i < 65; i++) expect((await app.request('GET', '/v1/staff', { token })).status).toBe(200);
    const res = await app.request('GET', '/v1/staff', { token });
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});
