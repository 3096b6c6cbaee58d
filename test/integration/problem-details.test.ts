import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

let app: TestApp;
let token: string;

const JSON_HEADERS = { 'content-type': 'application/json' };

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  token = await app.token(await app.addShop('problems.myshopify.com'));
  const ana = await app.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
  expect(ana.status).toBe(201);
});
afterAll(() => app.close());

describe('every error is an RFC 9457 problem', () => {
  it('carries type, title, status, detail, code and a request_id equal to X-Request-Id', async () => {
    const res = await app.request('GET', '/v1/staff/nobody', { token });
    const problem = expectProblem(res, 404, 'not_found');
    expect(problem.type).toMatch(/^https?:\/\//);
    expect(problem.request_id).toMatch(/^req_/);
  });

  it("keeps the caller's own X-Request-Id so traces join up", async () => {
    const res = await app.request('GET', '/v1/staff/nobody', {
      token,
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(expectProblem(res, 404, 'not_found').request_id).toBe('trace-42');
  });

  it('an unknown route is 404 problem+json, inside /v1 and /api and for writes elsewhere', async () => {
    expectProblem(await app.request('GET', '/v1/nope', { token }), 404, 'not_found');
    expectProblem(await app.request('DELETE', '/v1/staff/ana', { token }), 404, 'not_found');
    expectProblem(await app.request('GET', '/api/nope'), 404, 'not_found');
    // Other GETs belong to the admin's client-side routes; a write there has no route.
    expectProblem(await app.request('POST', '/nope', { body: {} }), 404, 'not_found');
  });
});

describe('400: the request does not parse or fails its schema', () => {
  it('malformed JSON is 400 invalid_json', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      rawBody: '{"handle": "bo",',
      headers: JSON_HEADERS,
    });
    expectProblem(res, 400, 'invalid_json');
  });

  it('a body that is not valid UTF-8 is 400 invalid_json and nothing is stored', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"handle": "utf", "name": "Bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"}'),
    ]);
    const res = await fetch(`${app.baseUrl}/v1/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_json');
    expect((await app.request('GET', '/v1/staff/utf', { token })).status).toBe(404);
  });

  it('an unknown body field is 400 and the errors array names it', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'bo', name: 'Bo', colour: 'red' },
    });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toContain('colour');
    const patch = await app.request('PATCH', '/v1/staff/ana', { token, body: { nickname: 'A' } });
    expect(fieldsOf(expectProblem(patch, 400, 'validation_error'))).toContain('nickname');
  });

  it('a missing required field is 400 and named', async () => {
    const res = await app.request('POST', '/v1/staff', { token, body: { handle: 'bo' } });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['name']);
  });

  it('money sent as a JSON number is 400, even when the amount is valid', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'bo', name: 'Bo', hourly_rate: 18.25 },
    });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['hourly_rate']);
    const patch = await app.request('PATCH', '/v1/staff/ana', { token, body: { hourly_rate: 18 } });
    expect(fieldsOf(expectProblem(patch, 400, 'validation_error'))).toEqual(['hourly_rate']);
    expect((await app.request('GET', '/v1/staff/bo', { token })).status).toBe(404);
  });

  it('money with other than two decimals, or a sign, is 400: requests write money as responses do', async () => {
    for (const hourly_rate of ['18.255', '-1.00', '18,25', '18', '18.5', '.50', '18.']) {
      const res = await app.request('PATCH', '/v1/staff/ana', { token, body: { hourly_rate } });
      expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['hourly_rate']);
    }
    for (const commission_rate of ['5', '5.5', '100.01']) {
      const res = await app.request('PATCH', '/v1/staff/ana', { token, body: { commission_rate } });
      expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual(['commission_rate']);
    }
    const ok = await app.request('PATCH', '/v1/staff/ana', {
      token,
      body: { hourly_rate: '18.50', commission_rate: '5.00' },
    });
    expect(ok.body).toMatchObject({ hourly_rate: '18.50', commission_rate: '5.00' });
    await app.request('PATCH', '/v1/staff/ana', {
      token,
      body: { hourly_rate: null, commission_rate: null },
    });
  });

  it.each([
    ['GET', '/v1/staff/ana?expand=all', 'expand'],
    ['GET', '/v1/shop?format=csv', 'format'],
    ['PATCH', '/v1/staff/ana?dry_run=1', 'dry_run'],
    ['POST', '/v1/staff?handle=zed', 'handle'],
  ])(
    'a query parameter the route does not document (%s %s) is 400 and changes nothing',
    async (method, path, field) => {
      const body =
        method === 'GET'
          ? undefined
          : method === 'POST'
            ? { handle: 'zed', name: 'Zed' }
            : { name: 'Changed' };
      const res = await app.request(method, path, { token, body });
      expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toEqual([field]);
      expect((await app.request('GET', '/v1/staff/ana', { token })).body.name).toBe('Ana');
      expect((await app.request('GET', '/v1/staff/zed', { token })).status).toBe(404);
    },
  );

  it('a rate or sale amount too large for exact pay maths is 400 and changes nothing', async () => {
    // The largest 13-digit amounts parse, but a week of pay at such a rate overflows exact
    // integer cents: the bound is checked at the door instead of failing every report later.
    const rate = await app.request('PATCH', '/v1/staff/ana', {
      token,
      body: { hourly_rate: '9999999999999.99' },
    });
    expect(fieldsOf(expectProblem(rate, 400, 'validation_error'))).toEqual(['hourly_rate']);
    expect((await app.request('GET', '/v1/staff/ana', { token })).body.hourly_rate).toBeNull();
    const sale = await app.request('POST', '/v1/commissions', {
      token,
      body: {
        staff: 'ana',
        sale_amount: '100000000.01',
        rate: '100.00',
        occurred_at: '2026-11-16T12:00:00Z',
      },
    });
    expect(fieldsOf(expectProblem(sale, 400, 'validation_error'))).toEqual(['sale_amount']);
    expect((await app.request('GET', '/v1/commissions', { token })).body.data).toEqual([]);
  });

  it('the largest accepted rate still pays a week of 24-hour days at double time exactly', async () => {
    const shop = await app.addShop('max-rate.myshopify.com', { timezone: 'America/New_York' });
    const maxToken = await app.token(shop);
    await app.request('PATCH', '/v1/shop', { token: maxToken, body: { overtime_rule: 'daily_8_weekly_40' } });
    await app.request('POST', '/v1/staff', {
      token: maxToken,
      body: { handle: 'max', name: 'Max', hourly_rate: '1000000.00' },
    });
    // The fall-back week of 2026 in New York: seven 24-hour entries (the longest allowed),
    // most of it at double time under the California rule.
    for (let day = 0; day < 7; day++) {
      const start = Date.parse('2026-10-26T04:00:00Z') + day * 86_400_000;
      const entry = await app.request('POST', '/v1/time-entries', {
        token: maxToken,
        body: {
          staff: 'max',
          started_at: new Date(start).toISOString(),
          ended_at: new Date(start + 86_400_000).toISOString(),
        },
      });
      expect(entry.status).toBe(201);
    }
    const week = await app.request('GET', '/v1/timesheets?week=2026-10-26', { token: maxToken });
    expect(week.status).toBe(200);
    // Six days of 8 + 4 at 1.5× + 12 at 2×, the seventh 8 at 1.5× + 16 at 2×, and 8 of the
    // 48 daily-regular hours over 40 a week at 1.5×: 40 h × 1 + 40 h × 1.5 + 88 h × 2.
    expect(week.body.entries[0]).toMatchObject({ hours: 168, overtime: 128, gross: '276000000.00' });
  });

  it.each([
    ['/v1/staff?limit=0', 'limit'],
    ['/v1/staff?limit=101', 'limit'],
    ['/v1/staff?limit=ten', 'limit'],
    ['/v1/time-entries?limit=0', 'limit'],
    ['/v1/time-entries?limit=101', 'limit'],
    ['/v1/staff?sort=name', 'sort'],
    ['/v1/time-entries?week=2026-02-30', 'week'],
    ['/v1/timesheets?week=2026-W47', 'week'],
    ['/v1/timesheets', 'week'],
  ])('a bad query (%s) is 400 naming %s', async (path, field) => {
    const res = await app.request('GET', path, { token });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toContain(field);
  });

  it('limit=1 and limit=100 are both accepted', async () => {
    expect((await app.request('GET', '/v1/staff?limit=1', { token })).status).toBe(200);
    expect((await app.request('GET', '/v1/staff?limit=100', { token })).status).toBe(200);
  });

  it('a path with a broken percent escape is 400, never a 500', async () => {
    expectProblem(await app.request('GET', '/v1/staff/%E0%A4%A', { token }), 400, 'validation_error');
    expectProblem(await app.request('GET', '/v1/time-entries/%ZZ', { token }), 400, 'validation_error');
  });

  it('a timestamp without an offset is 400', async () => {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-16T09:00:00', ended_at: '2026-11-16T10:00:00Z' },
    });
    expect(fieldsOf(expectProblem(res, 400, 'validation_error'))).toContain('started_at');
  });
});

describe('415 and 413: the body is not JSON or too big', () => {
  it('a body sent as text/plain or a form is 415 and creates nothing', async () => {
    const plain = await app.request('POST', '/v1/staff', {
      token,
      rawBody: JSON.stringify({ handle: 'cy', name: 'Cy' }),
      headers: { 'content-type': 'text/plain' },
    });
    expectProblem(plain, 415, 'unsupported_media_type');
    const form = await app.request('POST', '/v1/staff', {
      token,
      rawBody: 'handle=cy&name=Cy',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectProblem(form, 415, 'unsupported_media_type');
    expect((await app.request('GET', '/v1/staff/cy', { token })).status).toBe(404);
  });

  it('a body over 1 MiB is 413', async () => {
    const rawBody = JSON.stringify({ handle: 'big', name: 'x'.repeat(1024 * 1024 + 10) });
    const res = await app.request('POST', '/v1/staff', { token, rawBody, headers: JSON_HEADERS });
    expectProblem(res, 413, 'payload_too_large');
  });
});
