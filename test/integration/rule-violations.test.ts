import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

let app: TestApp;
let token: string;

function entry(started_at: string, ended_at: string | null, staff = 'ana') {
  return { staff, started_at, ended_at };
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  token = await app.token(await app.addShop('rules.myshopify.com'));
  const ana = await app.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
  expect(ana.status).toBe(201);
});
afterAll(() => app.close());

describe('422, 409, 402: well-formed requests that break a rule', () => {
  it('a time entry that ends before it starts is 422 naming ended_at', async () => {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: entry('2026-11-16T17:00:00Z', '2026-11-16T09:00:00Z'),
    });
    expect(fieldsOf(expectProblem(res, 422, 'rule_violation'))).toEqual(['ended_at']);
  });

  it('a time entry for an unknown staff member is 422 naming staff', async () => {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: entry('2026-11-16T09:00:00Z', '2026-11-16T10:00:00Z', 'ghost'),
    });
    expect(fieldsOf(expectProblem(res, 422, 'rule_violation'))).toEqual(['staff']);
  });

  it('overlapping entries of the same staff member are 422; touching ones are fine', async () => {
    const first = await app.request('POST', '/v1/time-entries', {
      token,
      body: entry('2026-11-10T09:00:00Z', '2026-11-10T12:00:00Z'),
    });
    expect(first.status).toBe(201);
    const overlap = await app.request('POST', '/v1/time-entries', {
      token,
      body: entry('2026-11-10T11:00:00Z', '2026-11-10T13:00:00Z'),
    });
    expectProblem(overlap, 422, 'rule_violation');
    const touching = await app.request('POST', '/v1/time-entries', {
      token,
      body: entry('2026-11-10T12:00:00Z', '2026-11-10T13:00:00Z'),
    });
    expect(touching.status).toBe(201);
  });

  it('a duplicate staff handle is 409 naming handle', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'ana', name: 'Another Ana' },
    });
    expect(fieldsOf(expectProblem(res, 409, 'state_conflict'))).toEqual(['handle']);
  });

  it('the 11th active staff member on the free plan is 402 plan_limit; an inactive one still fits', async () => {
    const free = await app.token(await app.addShop('free-plan.myshopify.com'));
    for (let i = 1; i <= 10; i++) {
      const res = await app.request('POST', '/v1/staff', {
        token: free,
        body: { handle: `s${i}`, name: `S${i}` },
      });
      expect(res.status).toBe(201);
    }
    const eleventh = await app.request('POST', '/v1/staff', {
      token: free,
      body: { handle: 's11', name: 'S11' },
    });
    expectProblem(eleventh, 402, 'plan_limit');
    const inactive = { handle: 's11', name: 'S11', active: false };
    expect((await app.request('POST', '/v1/staff', { token: free, body: inactive })).status).toBe(201);
    const activate = await app.request('PATCH', '/v1/staff/s11', { token: free, body: { active: true } });
    expectProblem(activate, 402, 'plan_limit');
  });

  it('the pro plan allows an 11th active staff member', async () => {
    const pro = await app.token(await app.addShop('pro-plan.myshopify.com', { plan: 'pro' }));
    for (let i = 1; i <= 11; i++) {
      const res = await app.request('POST', '/v1/staff', {
        token: pro,
        body: { handle: `s${i}`, name: `S${i}` },
      });
      expect(res.status).toBe(201);
    }
  });
});
