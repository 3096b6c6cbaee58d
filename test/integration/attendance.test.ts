import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockShop, testClock } from '../helpers/clock-shop.js';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';

/**
 * SPEC §10 attendance, in New York's autumn DST week: Monday 26 October to Sunday 1 November
 * 2026, when clocks go back at 02:00 on the Sunday (EDT −4 before, EST −5 after). It is Sunday
 * 16:00 local (21:00Z).
 */
const clock = testClock('2026-11-01T21:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
});
afterAll(() => app.close());

async function dstWeek() {
  const shop = await clockShop(app, { timezone: 'America/New_York', staff: ['ana', 'ben', 'cy'] });
  const entry = async (staff: string, started_at: string, ended_at: string | null) => {
    const res = await shop.call('POST', '/v1/time-entries', { staff, started_at, ended_at });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  const s = {
    // Monday 09:00–17:00 EDT.
    anaMon: await shop.shift('ana', '2026-10-26T13:00:00Z', '2026-10-26T21:00:00Z'),
    benMon: await shop.shift('ben', '2026-10-26T13:00:00Z', '2026-10-26T21:00:00Z'),
    anaTue: await shop.shift('ana', '2026-10-27T13:00:00Z', '2026-10-27T21:00:00Z'),
    // Sunday 00:30 EDT to 03:30 EST: four hours across the change.
    anaSunNight: await shop.shift('ana', '2026-11-01T04:30:00Z', '2026-11-01T08:30:00Z'),
    // Sunday 09:00–13:00 EST, and 17:00–21:00 EST (not over yet).
    benSun: await shop.shift('ben', '2026-11-01T14:00:00Z', '2026-11-01T18:00:00Z'),
    anaSunEvening: await shop.shift('ana', '2026-11-01T22:00:00Z', '2026-11-02T02:00:00Z'),
  };
  const e = {
    // Five minutes after the start is still on time; leaves on the dot.
    anaMon: await entry('ana', '2026-10-26T13:05:00Z', '2026-10-26T21:00:00Z'),
    // Six minutes late, thirty early.
    anaTue: await entry('ana', '2026-10-27T13:06:00Z', '2026-10-27T20:30:00Z'),
    anaSunNight: await entry('ana', '2026-11-01T04:20:00Z', '2026-11-01T08:31:00Z'),
    // Clocked in ten minutes early, still in.
    benSun: await entry('ben', '2026-11-01T13:50:00Z', null),
    // No shift: Wednesday 10:00–12:00 EDT.
    cyWed: await entry('cy', '2026-10-28T14:00:00Z', '2026-10-28T16:00:00Z'),
    // The Sunday before the week: not in it.
    cyBefore: await entry('cy', '2026-10-25T14:00:00Z', '2026-10-25T15:00:00Z'),
  };
  return { ...shop, s, e };
}

describe('GET /v1/attendance', () => {
  it('gives every status in a DST week, ordered by date, staff, scheduled start and clock-in', async () => {
    const { call, s, e, board } = await dstWeek();
    const res = await call('GET', '/v1/attendance?week=2026-10-29');
    expect(res.status, res.text).toBe(200);
    expect(res.body.week).toBe('2026-10-29');
    const row = (over: Record<string, unknown>) => ({
      shift: null,
      scheduled_start: null,
      scheduled_end: null,
      entry: null,
      clocked_in_at: null,
      clocked_out_at: null,
      late_minutes: null,
      early_leave_minutes: null,
      ...over,
    });
    const ids = Object.fromEntries((await board()).map((r) => [r.staff, r.staff_id]));
    expect(res.body.data).toEqual([
      row({
        staff: 'ana',
        staff_id: ids.ana,
        date: '2026-10-26',
        shift: s.anaMon.id,
        scheduled_start: '2026-10-26T13:00:00Z',
        scheduled_end: '2026-10-26T21:00:00Z',
        entry: e.anaMon,
        clocked_in_at: '2026-10-26T13:05:00Z',
        clocked_out_at: '2026-10-26T21:00:00Z',
        late_minutes: 5,
        early_leave_minutes: 0,
        status: 'on_time',
      }),
      row({
        staff: 'ben',
        staff_id: ids.ben,
        date: '2026-10-26',
        shift: s.benMon.id,
        scheduled_start: '2026-10-26T13:00:00Z',
        scheduled_end: '2026-10-26T21:00:00Z',
        status: 'no_show',
      }),
      row({
        staff: 'ana',
        staff_id: ids.ana,
        date: '2026-10-27',
        shift: s.anaTue.id,
        scheduled_start: '2026-10-27T13:00:00Z',
        scheduled_end: '2026-10-27T21:00:00Z',
        entry: e.anaTue,
        clocked_in_at: '2026-10-27T13:06:00Z',
        clocked_out_at: '2026-10-27T20:30:00Z',
        late_minutes: 6,
        early_leave_minutes: 30,
        status: 'late',
      }),
      row({
        staff: 'cy',
        staff_id: ids.cy,
        date: '2026-10-28',
        entry: e.cyWed,
        clocked_in_at: '2026-10-28T14:00:00Z',
        clocked_out_at: '2026-10-28T16:00:00Z',
        status: 'unscheduled',
      }),
      row({
        staff: 'ana',
        staff_id: ids.ana,
        date: '2026-11-01',
        shift: s.anaSunNight.id,
        scheduled_start: '2026-11-01T04:30:00Z',
        scheduled_end: '2026-11-01T08:30:00Z',
        entry: e.anaSunNight,
        clocked_in_at: '2026-11-01T04:20:00Z',
        clocked_out_at: '2026-11-01T08:31:00Z',
        late_minutes: 0,
        early_leave_minutes: 0,
        status: 'on_time',
      }),
      row({
        staff: 'ana',
        staff_id: ids.ana,
        date: '2026-11-01',
        shift: s.anaSunEvening.id,
        scheduled_start: '2026-11-01T22:00:00Z',
        scheduled_end: '2026-11-02T02:00:00Z',
        status: 'scheduled',
      }),
      row({
        staff: 'ben',
        staff_id: ids.ben,
        date: '2026-11-01',
        shift: s.benSun.id,
        scheduled_start: '2026-11-01T14:00:00Z',
        scheduled_end: '2026-11-01T18:00:00Z',
        entry: e.benSun,
        clocked_in_at: '2026-11-01T13:50:00Z',
        late_minutes: 0,
        status: 'open',
      }),
    ]);
    // Five minutes after its start a shift nobody came to is still scheduled; a second later it is
    // missing (someone a manager can still call), and when it ends, a no-show.
    const statusOfEvening = async () =>
      (await call('GET', '/v1/attendance?week=2026-11-01')).body.data.find(
        (r: { shift: string }) => r.shift === s.anaSunEvening.id,
      ).status;
    clock.set('2026-11-01T22:05:00Z');
    expect(await statusOfEvening()).toBe('scheduled');
    clock.set('2026-11-01T22:05:01Z');
    expect(await statusOfEvening()).toBe('missing');
    clock.set('2026-11-02T01:59:59Z');
    expect(await statusOfEvening()).toBe('missing');
    clock.set('2026-11-02T02:00:00Z');
    const later = await call('GET', '/v1/attendance?week=2026-11-01');
    expect(later.body.data.find((r: { shift: string }) => r.shift === s.anaSunEvening.id).status).toBe(
      'no_show',
    );
    clock.set('2026-11-01T21:00:00Z');
  });

  it('pairs a shift with the entries that match it now: a shift planned after the clock-in, a split shift', async () => {
    clock.set('2026-11-01T21:00:00Z');
    const { call, shift } = await clockShop(app, { timezone: 'Europe/Berlin', staff: ['ana'] });
    for (const [started_at, ended_at] of [
      ['2026-10-28T07:58:00Z', '2026-10-28T11:00:00Z'],
      ['2026-10-28T11:30:00Z', '2026-10-28T15:50:00Z'],
    ])
      expect((await call('POST', '/v1/time-entries', { staff: 'ana', started_at, ended_at })).status).toBe(
        201,
      );
    const planned = await shift('ana', '2026-10-28T08:00:00Z', '2026-10-28T16:00:00Z');
    const res = await call('GET', '/v1/attendance?week=2026-10-28');
    expect(res.body.data).toEqual([
      expect.objectContaining({
        shift: planned.id,
        date: '2026-10-28',
        clocked_in_at: '2026-10-28T07:58:00Z',
        clocked_out_at: '2026-10-28T15:50:00Z',
        early_leave_minutes: 10,
        status: 'on_time',
      }),
    ]);
  });

  it('answers CSV with the same rows and numbers as the JSON', async () => {
    clock.set('2026-11-01T21:00:00Z');
    const { call } = await dstWeek();
    const json = (await call('GET', '/v1/attendance?week=2026-10-26')).body.data as Record<string, unknown>[];
    const res = await call('GET', '/v1/attendance?week=2026-10-26&format=csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="attendance-2026-10-26.csv"');
    const records = csvRecords(res.text);
    expect(records).toEqual(
      json.map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)]),
        ),
      ),
    );
  });

  it('refuses a missing or malformed week with 400, and needs read_timesheets', async () => {
    const { call, kioskCall } = await clockShop(app);
    for (const query of ['', '?week=2026-W44', '?week=2026-02-30', '?week=2026-10-26&extra=1'])
      expectProblem(await call('GET', `/v1/attendance${query}`), 400, 'validation_error');
    expectProblem(await kioskCall('GET', '/v1/attendance?week=2026-10-26'), 403, 'insufficient_scope');
  });
});
