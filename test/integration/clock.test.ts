import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockShop, testClock } from '../helpers/clock-shop.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

/** SPEC §10: clock actions write ordinary time entries, with states, breaks and `at`. */
const clock = testClock('2026-11-18T15:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
});
afterAll(() => app.close());

const MINUTE = 60_000;

describe('clock actions', () => {
  it('clocks in with 201, Location and an open entry of source clock, then out with 200', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act } = await clockShop(app);
    const res = await act('in', { staff: 'ana', note: 'Opening' });
    expect(res.headers.get('location')).toBe(`/v1/time-entries/${res.body.id}`);
    expect(res.body).toMatchObject({
      object: 'time_entry',
      staff: 'ana',
      started_at: '2026-11-18T15:00:00Z',
      ended_at: null,
      break_minutes: 0,
      break_started_at: null,
      note: 'Opening',
      source: 'clock',
      shift: null,
      hours: 0,
    });
    const fetched = await call('GET', res.headers.get('location')!);
    expect(fetched.body).toEqual(res.body);

    clock.advance(4 * 60 * MINUTE);
    const out = await act('out', { staff: 'ana' });
    expect(out.body).toMatchObject({
      id: res.body.id,
      ended_at: '2026-11-18T19:00:00Z',
      hours: 4,
      source: 'clock',
    });
    const week = await call('GET', '/v1/timesheets?week=2026-11-18');
    expect(week.body.entries).toEqual([
      expect.objectContaining({ staff: 'ana', hours: 4, status: 'pending' }),
    ]);
  });

  it('answers each action that does not fit the state with its 409 code and changes nothing', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act } = await clockShop(app);
    expectProblem(await call('POST', '/v1/clock/out', { staff: 'ana' }), 409, 'not_clocked_in');
    expectProblem(await call('POST', '/v1/clock/break-start', { staff: 'ana' }), 409, 'not_clocked_in');
    expectProblem(await call('POST', '/v1/clock/break-end', { staff: 'ana' }), 409, 'not_on_break');
    await act('in', { staff: 'ana' });
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ana' }), 409, 'already_clocked_in');
    expectProblem(await call('POST', '/v1/clock/break-end', { staff: 'ana' }), 409, 'not_on_break');
    await act('break-start', { staff: 'ana' });
    expectProblem(await call('POST', '/v1/clock/break-start', { staff: 'ana' }), 409, 'on_break');
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ana' }), 409, 'already_clocked_in');
    const entries = await call('GET', '/v1/time-entries?staff=ana');
    expect(entries.body.data).toHaveLength(1);
    expect(entries.body.data[0]).toMatchObject({ ended_at: null, break_started_at: '2026-11-18T15:00:00Z' });
  });

  it('adds a break to break_minutes when it ends, in whole minutes half-up on its seconds', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { clock: act } = await clockShop(app);
    await act('in', { staff: 'ana', at: '2026-11-18T09:00:00Z' });
    const started = await act('break-start', { staff: 'ana', at: '2026-11-18T10:00:00Z' });
    expect(started.body).toMatchObject({ break_started_at: '2026-11-18T10:00:00Z', break_minutes: 0 });
    // 2 min 29 s rounds down,
    let ended = await act('break-end', { staff: 'ana', at: '2026-11-18T10:02:29Z' });
    expect(ended.body).toMatchObject({ break_started_at: null, break_minutes: 2 });
    // 2 min 30 s rounds up, and breaks add up.
    await act('break-start', { staff: 'ana', at: '2026-11-18T12:00:00Z' });
    ended = await act('break-end', { staff: 'ana', at: '2026-11-18T12:02:30Z' });
    expect(ended.body.break_minutes).toBe(5);
    // Clocking out on a break ends the break first: 30 more minutes.
    await act('break-start', { staff: 'ana', at: '2026-11-18T13:00:00Z' });
    const out = await act('out', { staff: 'ana', at: '2026-11-18T13:30:00Z' });
    expect(out.body).toMatchObject({
      ended_at: '2026-11-18T13:30:00Z',
      break_minutes: 35,
      break_started_at: null,
    });
    // 4.5 h less 35 min of breaks.
    expect(out.body.hours).toBe(3.92);
  });

  it('takes `at` up to 60 s ahead and 24 h back, and refuses anything further with 422 on at', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act } = await clockShop(app);
    for (const at of ['2026-11-18T15:01:01Z', '2026-11-17T14:59:59Z']) {
      const problem = expectProblem(
        await call('POST', '/v1/clock/in', { staff: 'ana', at }),
        422,
        'rule_violation',
      );
      expect(fieldsOf(problem)).toEqual(['at']);
    }
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toEqual([]);
    await act('in', { staff: 'ana', at: '2026-11-17T15:00:00Z' });
    await act('out', { staff: 'ana', at: '2026-11-17T20:00:00+01:00' });
    await act('in', { staff: 'ben', at: '2026-11-18T15:01:00Z' });
    // An action before the clock-in or the break's start is refused.
    expectProblem(
      await call('POST', '/v1/clock/break-start', { staff: 'ben', at: '2026-11-18T14:00:00Z' }),
      422,
      'rule_violation',
    );
    expectProblem(
      await call('POST', '/v1/clock/out', { staff: 'ben', at: '2026-11-18T15:01:00Z' }),
      422,
      'rule_violation',
    );
  });

  it('refuses a clock-in overlapping an earlier entry with 422, and answers 409 while clocked in even then', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act } = await clockShop(app);
    await act('in', { staff: 'ana', at: '2026-11-18T10:00:00Z' });
    const closed = await act('out', { staff: 'ana', at: '2026-11-18T12:00:00Z' });
    const overlap = expectProblem(
      await call('POST', '/v1/clock/in', { staff: 'ana', at: '2026-11-18T11:00:00Z' }),
      422,
      'rule_violation',
    );
    expect(fieldsOf(overlap)).toEqual(['started_at']);
    expect(overlap.detail).toContain(closed.body.id);
    // Open at 14:00 and back at 11:00: the open entry is the answer, not the overlap.
    await act('in', { staff: 'ana', at: '2026-11-18T14:00:00Z' });
    expectProblem(
      await call('POST', '/v1/clock/in', { staff: 'ana', at: '2026-11-18T11:00:00Z' }),
      409,
      'already_clocked_in',
    );
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toHaveLength(2);
  });

  it('refuses an unknown or inactive staff member with 422, and an approved week with 409', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act } = await clockShop(app);
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'nobody' }), 422, 'rule_violation');
    await call('PATCH', '/v1/staff/ben', { active: false });
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ben' }), 422, 'rule_violation');

    await act('in', { staff: 'ana', at: '2026-11-18T08:00:00Z' });
    const out = await act('out', { staff: 'ana', at: '2026-11-18T09:00:00Z' });
    expect((await call('POST', `/v1/timesheets/${out.body.timesheet}/approve`, {})).status).toBe(200);
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ana' }), 409, 'state_conflict');
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toHaveLength(1);
  });

  it('refuses a body that does not parse with 400: unknown fields, a bad at, a PIN that is not a string', async () => {
    const { call } = await clockShop(app);
    for (const body of [
      { staff: 'ana', extra: 1 },
      { staff: 'ana', at: 'yesterday' },
      { staff: 'ana', pin: 1234 },
      { staff: 'ana', pin: '1'.repeat(65) },
      {},
      { staff: 'ana', note: 'not on out' },
    ]) {
      const action = 'note' in body ? 'out' : 'in';
      expectProblem(await call('POST', `/v1/clock/${action}`, body), 400, 'validation_error');
    }
  });

  it('opens one entry when ten clock-ins of one staff member race', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call } = await clockShop(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/v1/clock/in', { staff: 'ana' })),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    for (const res of answers.filter((res) => res.status !== 201))
      expectProblem(res, 409, 'already_clocked_in');
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toHaveLength(1);
  });

  it('needs write_clock to act and read_clock to see the board', async () => {
    const { shop, as } = await clockShop(app);
    const reader = as(await app.token(shop, ['read_timesheets', 'read_clock']));
    expectProblem(await reader('POST', '/v1/clock/in', { staff: 'ana' }), 403, 'insufficient_scope');
    expect((await reader('GET', '/v1/clock')).status).toBe(200);
    const none = as(await app.token(shop, ['read_staff']));
    expectProblem(await none('GET', '/v1/clock'), 403, 'insufficient_scope');
  });
});
