import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockShop } from '../helpers/clock-shop.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

/**
 * SPEC §5: what a write stores lies in the years 1970–9998 in whole seconds (else `422
 * out_of_range`, fractional seconds floored before any rule), and a date in a query may be any
 * date from 0000-01-01 to 9999-12-31 and is answered. A query at either end once looped forever
 * on the event loop (`/v1/sales`, security review R1) and an entry in year 0000 was a 500 (R10).
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** A zone 14 hours ahead of UTC, so the last storable instant has a local date in year 9999. */
const shopAtTheEnds = () => clockShop(app, { timezone: 'Pacific/Kiritimati', staff: ['ana'] });

describe('a date in a query, from 0000-01-01 to 9999-12-31', () => {
  it('is answered on every route that takes one, while other requests go on', async () => {
    const { call } = await shopAtTheEnds();
    const queries = [
      ...['0000-01-01', '0000-01-03', '9999-12-27', '9999-12-31'].flatMap((week) => [
        `/v1/timesheets?week=${week}`,
        `/v1/timesheets?week=${week}&format=csv`,
        `/v1/attendance?week=${week}`,
        `/v1/time-entries?week=${week}`,
      ]),
      '/v1/sales?from=0000-01-01&to=0000-01-02',
      '/v1/sales?from=0000-01-01&to=0000-12-31',
      '/v1/sales?from=9999-01-01&to=9999-12-31',
      '/v1/sales?from=9999-12-31&to=9999-12-31',
      '/v1/sales?from=9999-12-31&to=9999-12-31&format=csv',
      '/v1/shifts?from=0000-01-01&to=9999-12-31',
      '/v1/shifts?from=9999-12-31&to=9999-12-31',
      '/v1/shifts?from=0000-01-01T00:00:00Z&to=9999-12-31T23:59:59Z',
      '/v1/time-off?from=0000-01-01&to=9999-12-31',
      '/v1/commissions?from=0000-01-01&to=9999-12-31',
    ];
    // Sent together with a probe of another route: a request that held the event loop would
    // hold the probe too, and the test would time out.
    const [answers, health] = await Promise.all([
      Promise.all(queries.map((path) => call('GET', path))),
      app.request('GET', '/healthz'),
    ]);
    expect(health.status).toBe(200);
    for (const [i, res] of answers.entries()) expect(res.status, `${queries[i]}: ${res.text}`).toBe(200);
    const week0 = answers[0]!.body;
    expect(week0).toEqual({ week: '0000-01-01', approved: 0, pending: 0, gross: '0.00', entries: [] });
    const sales = answers[queries.indexOf('/v1/sales?from=9999-01-01&to=9999-12-31')]!.body;
    expect(sales.data).toHaveLength(365);
    expect(sales.data.at(-1)).toMatchObject({ date: '9999-12-31', orders: 0, sales: '0.00' });
    const first = answers[queries.indexOf('/v1/sales?from=0000-01-01&to=0000-12-31')]!.body;
    expect(first.data).toHaveLength(366);
    expect(first.data[0].date).toBe('0000-01-01');
  });
});

describe('an instant a write stores', () => {
  it('lies in the years 1970–9998: beyond is a 422 out_of_range that stores nothing', async () => {
    const { call } = await shopAtTheEnds();
    const refusals: Array<[string, string, Record<string, unknown>, string]> = [
      [
        'POST',
        '/v1/time-entries',
        { started_at: '0000-01-01T10:00:00Z', ended_at: '0000-01-01T12:00:00Z' },
        'started_at',
      ],
      [
        'POST',
        '/v1/time-entries',
        { started_at: '1969-12-31T23:59:59Z', ended_at: '1970-01-01T02:00:00Z' },
        'started_at',
      ],
      [
        'POST',
        '/v1/time-entries',
        { started_at: '9998-12-31T20:00:00Z', ended_at: '9999-01-01T00:00:00Z' },
        'ended_at',
      ],
      [
        'POST',
        '/v1/shifts',
        { starts_at: '9999-06-01T09:00:00Z', ends_at: '9999-06-01T17:00:00Z' },
        'starts_at',
      ],
      ['POST', '/v1/clock/in', { at: '0000-01-01T10:00:00Z' }, 'at'],
      [
        'POST',
        '/v1/time-off',
        { starts_on: '0000-01-01', ends_on: '0000-01-02', kind: 'vacation' },
        'starts_on',
      ],
      [
        'POST',
        '/v1/time-off',
        { starts_on: '9998-12-30', ends_on: '9999-01-02', kind: 'vacation' },
        'ends_on',
      ],
      ['POST', '/v1/shifts/copy', { from_week: '2026-11-02', to_week: '9999-12-31' }, 'to_week'],
      ['POST', '/v1/shifts/publish', { week: '0000-01-01' }, 'week'],
      [
        'POST',
        '/v1/commissions',
        { sale_amount: '10.00', rate: '5.00', occurred_at: '0000-01-01T00:00:00Z' },
        'occurred_at',
      ],
    ];
    for (const [method, path, body, field] of refusals) {
      const staff = path.startsWith('/v1/shifts/') ? {} : { staff: 'ana' };
      const problem = expectProblem(await call(method, path, { ...staff, ...body }), 422, 'out_of_range');
      expect(fieldsOf(problem), path).toContain(field);
      expect(problem.detail).toContain('1970–9998');
    }
    const run = await call('POST', '/v1/payroll-runs', {
      period_start: '9999-01-01',
      period_end: '9999-01-31',
    });
    expectProblem(run, 422, 'out_of_range');
    const token = await call('POST', '/v1/tokens', {
      name: 'x',
      scopes: ['read_shop'],
      expires_at: '9999-06-01T00:00:00Z',
    });
    expectProblem(token, 422, 'out_of_range');
    // A malformed field beside one out of range: the request does not parse, a 400.
    expectProblem(
      await call('POST', '/v1/time-entries', { staff: 'ana', started_at: '0000-01-01T10:00:00Z', nope: 1 }),
      400,
      'validation_error',
    );
    expect((await call('GET', '/v1/time-entries')).body.data).toEqual([]);
    expect((await call('GET', '/v1/shifts')).body.data).toEqual([]);
    expect((await call('GET', '/v1/time-off')).body.data).toEqual([]);
  });

  it('is stored at the first and last second of the range, and read back in its work week', async () => {
    const { call } = await shopAtTheEnds();
    const last = await call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '9998-12-31T20:00:00Z',
      ended_at: '9998-12-31T23:59:59Z',
    });
    expect(last.status, last.text).toBe(201);
    // 20:00 UTC on 31 December 9998 is 10:00 on 1 January 9999 in Kiritimati.
    const week = await call('GET', '/v1/timesheets?week=9999-01-01');
    expect(week.status, week.text).toBe(200);
    expect(week.body.entries).toEqual([
      expect.objectContaining({ staff: 'ana', hours: 4, status: 'pending', gross: '0.00' }),
    ]);
    const first = await call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '1970-01-01T00:00:00Z',
      ended_at: '1970-01-01T01:00:00Z',
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body.started_at).toBe('1970-01-01T00:00:00Z');
  });

  it('drops fractional seconds before any rule: what was sent is what is stored, shown and accepted back', async () => {
    const { call } = await shopAtTheEnds();
    const shift = await call('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2027-01-04T09:00:00.999Z',
      ends_at: '2027-01-04T17:00:00.5+01:00',
    });
    expect(shift.status, shift.text).toBe(201);
    expect(shift.body).toMatchObject({ starts_at: '2027-01-04T09:00:00Z', ends_at: '2027-01-04T16:00:00Z' });
    const again = await call('PATCH', `/v1/shifts/${shift.body.id}`, {
      starts_at: shift.body.starts_at,
      ends_at: shift.body.ends_at,
    });
    expect(again.status, again.text).toBe(200);
    // A shift of one millisecond is no shift once floored: both ends fall on the same second.
    const blink = await call('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2027-01-05T00:00:01.001Z',
      ends_at: '2027-01-05T00:00:01.002Z',
    });
    expect(blink.status, blink.text).toBe(422);
    const entry = await call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-02T09:00:00.000Z',
      ended_at: '2026-11-02T09:00:00.999Z',
    });
    expectProblem(entry, 422, 'rule_violation');
    const closed = await call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-02T09:00:00.900Z',
      ended_at: '2026-11-02T10:00:00.100Z',
    });
    expect(closed.status, closed.text).toBe(201);
    expect(closed.body).toMatchObject({
      started_at: '2026-11-02T09:00:00Z',
      ended_at: '2026-11-02T10:00:00Z',
    });
    const summary = await call('GET', '/v1/timesheets?week=2026-11-02');
    expect(summary.body.entries[0].hours).toBe(1);
  });
});
