import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockShop, testClock } from '../helpers/clock-shop.js';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';

/** SPEC §10 and §13: the clock board and the shift each clock-in is matched to. */
const clock = testClock('2026-11-18T15:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
});
afterAll(() => app.close());

const HOUR = 3_600_000;

describe('GET /v1/clock', () => {
  it('lists every active staff member by handle with state, since, entry, has_pin, next_shift and overdue; no pay', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const {
      call,
      clock: act,
      shift,
      board,
    } = await clockShop(app, {
      staff: ['dan', 'ana', 'cy', 'ben', 'eve'],
      pins: { ana: '1234' },
    });
    await call('PATCH', '/v1/staff/eve', { active: false, hourly_rate: '30.00' });
    // dan: 2.5 h this week (closed), 1 h last week; linked to a Shopify staff member.
    for (const [started_at, ended_at] of [
      ['2026-11-16T09:00:00Z', '2026-11-16T11:30:00Z'],
      ['2026-11-13T09:00:00Z', '2026-11-13T10:00:00Z'],
    ])
      expect((await call('POST', '/v1/time-entries', { staff: 'dan', started_at, ended_at })).status).toBe(
        201,
      );
    await call('PATCH', '/v1/staff/dan', { shopify_staff_member_id: '103205625' });
    await act('in', { staff: 'ana', at: '2026-11-18T14:00:00Z' });
    await act('in', { staff: 'ben', at: '2026-11-18T13:00:00Z' });
    await act('break-start', { staff: 'ben', at: '2026-11-18T14:30:00Z' });
    // cy's current shift and a later one; only published shifts are shown.
    const current = await shift('cy', '2026-11-18T12:00:00Z', '2026-11-18T16:00:00Z');
    await shift('cy', '2026-11-19T12:00:00Z', '2026-11-19T16:00:00Z');
    await shift('dan', '2026-11-19T09:00:00Z', '2026-11-19T17:00:00Z');
    await shift('ana', '2026-11-18T08:00:00Z', '2026-11-18T12:00:00Z');
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-18' })).body.published).toBe(4);
    const draftNextWeek = await shift('ana', '2026-11-24T09:00:00Z', '2026-11-24T17:00:00Z');

    const rows = await board();
    expect(rows.map((row) => row.staff)).toEqual(['ana', 'ben', 'cy', 'dan']);
    const [ana, ben, cy, dan] = rows;
    expect(Object.keys(ana!).sort()).toEqual(
      [
        'entry',
        'has_pin',
        'hours_this_week',
        'name',
        'next_shift',
        'overdue',
        'shopify_staff_member_id',
        'since',
        'staff',
        'staff_id',
        'state',
      ].sort(),
    );
    expect(ana).toMatchObject({
      state: 'on',
      since: '2026-11-18T14:00:00Z',
      has_pin: true,
      next_shift: null,
      overdue: false,
    });
    expect(ana!.entry).toMatch(/^ent_/);
    expect(ana!.next_shift).not.toEqual(expect.objectContaining({ id: draftNextWeek.id }));
    expect(ben).toMatchObject({ state: 'break', since: '2026-11-18T14:30:00Z', has_pin: false });
    expect(cy).toMatchObject({
      state: 'off',
      since: null,
      entry: null,
      next_shift: { id: current.id, starts_at: '2026-11-18T12:00:00Z', ends_at: '2026-11-18T16:00:00Z' },
    });
    expect(dan!.next_shift).toMatchObject({ starts_at: '2026-11-19T09:00:00Z' });
    expect(dan).toMatchObject({
      name: 'Dan Test',
      hours_this_week: 2.5,
      shopify_staff_member_id: '103205625',
    });
    // An open entry counts nothing until it is closed.
    expect(ana).toMatchObject({ hours_this_week: 0, shopify_staff_member_id: null });

    // Once cy's shift has ended, the next one shows.
    clock.set('2026-11-18T16:00:00Z');
    expect((await board())[2]!.next_shift).toMatchObject({ starts_at: '2026-11-19T12:00:00Z' });
  });

  it('flags an entry open for more than 16 hours as overdue, and leaves it open', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { clock: act, board } = await clockShop(app);
    await act('in', { staff: 'ana' });
    clock.advance(16 * HOUR);
    expect((await board())[0]).toMatchObject({ state: 'on', overdue: false });
    clock.advance(1000);
    expect((await board())[0]).toMatchObject({ state: 'on', overdue: true, since: '2026-11-18T15:00:00Z' });
  });

  it('answers CSV with the same rows, next_shift as its id, start and end', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act, shift, board } = await clockShop(app, { staff: ['ana', 'ben', 'cy'] });
    await act('in', { staff: 'ana' });
    const planned = await shift('ben', '2026-11-19T09:00:00Z', '2026-11-19T17:00:00Z');
    await call('POST', '/v1/shifts/publish', { week: '2026-11-19' });
    await call('PATCH', '/v1/staff/cy', { name: '=cmd|evil' });
    const json = await board();
    const res = await call('GET', '/v1/clock', undefined, { accept: 'text/csv' });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="clock.csv"$/);
    const records = csvRecords(res.text);
    expect(records.map((r) => r.staff)).toEqual(json.map((r) => r.staff));
    records.forEach((record, i) => {
      const row = json[i]!;
      expect(record).toEqual({
        staff: row.staff,
        staff_id: row.staff_id,
        name: row.name.startsWith('=') ? `'${row.name}` : row.name,
        state: row.state,
        since: row.since ?? '',
        entry: row.entry ?? '',
        has_pin: String(row.has_pin),
        shopify_staff_member_id: row.shopify_staff_member_id ?? '',
        hours_this_week: String(row.hours_this_week),
        next_shift: row.next_shift?.id ?? '',
        next_shift_starts_at: row.next_shift?.starts_at ?? '',
        next_shift_ends_at: row.next_shift?.ends_at ?? '',
        overdue: String(row.overdue),
      });
    });
    expect(records[1]!.next_shift).toBe(planned.id);
  });
});

describe('the shift a clock-in is matched to', () => {
  it('counts from 60 minutes before the start to the end: 59 minutes early matches, 61 does not', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, clock: act, shift } = await clockShop(app, { staff: ['ana', 'ben', 'cy', 'dan'] });
    await shift('ana', '2026-11-18T10:00:00Z', '2026-11-18T18:00:00Z');
    expect((await act('in', { staff: 'ana', at: '2026-11-18T08:59:00Z' })).body.shift).toBeNull();
    const bens = await shift('ben', '2026-11-18T10:00:00Z', '2026-11-18T18:00:00Z');
    expect((await act('in', { staff: 'ana', at: '2026-11-18T08:59:00Z' }, 409)).body.code).toBe(
      'already_clocked_in',
    );
    const early = await act('in', { staff: 'ben', at: '2026-11-18T09:01:00Z' });
    expect(early.body.shift).toBe(bens.id);
    // Entries a manager types are matched the same way; the end itself is outside the shift.
    const typed = await call('POST', '/v1/time-entries', {
      staff: 'cy',
      started_at: '2026-11-18T09:01:00Z',
      ended_at: '2026-11-18T12:00:00Z',
    });
    expect(typed.body).toMatchObject({ source: 'manual', shift: null });
    const cyShift = await shift('cy', '2026-11-18T13:00:00Z', '2026-11-18T18:00:00Z');
    const afternoon = await call('POST', '/v1/time-entries', {
      staff: 'cy',
      started_at: '2026-11-18T12:01:00Z',
      ended_at: '2026-11-18T14:00:00Z',
    });
    expect(afternoon.body.shift).toBe(cyShift.id);
    const atEnd = await call('POST', '/v1/time-entries', {
      staff: 'cy',
      started_at: '2026-11-18T18:00:00Z',
      ended_at: '2026-11-18T19:00:00Z',
    });
    expect(atEnd.body.shift).toBeNull();
    // Moving an entry matches it again.
    const moved = await call('PATCH', `/v1/time-entries/${typed.body.id}`, {
      started_at: '2026-11-18T09:30:00Z',
    });
    expect(moved.body.shift).toBeNull();
  });

  it('takes the shift starting nearest to the clock-in when several match', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { clock: act, shift, call } = await clockShop(app, { staff: ['ana'] });
    const first = await shift('ana', '2026-11-18T06:00:00Z', '2026-11-18T10:00:00Z');
    const second = await shift('ana', '2026-11-18T10:30:00Z', '2026-11-18T14:00:00Z');
    // 09:45 is in the first shift and within an hour of the second: the second starts nearer.
    const nearSecond = await act('in', { staff: 'ana', at: '2026-11-18T09:45:00Z' });
    expect(nearSecond.body.shift).toBe(second.id);
    await act('out', { staff: 'ana', at: '2026-11-18T09:50:00Z' });
    // 09:20 is before the second's window opens (09:30): only the first matches.
    const entry = await call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-18T09:20:00Z',
      ended_at: '2026-11-18T09:40:00Z',
    });
    expect(entry.body.shift).toBe(first.id);
    // A deleted shift leaves its entries unmatched, not broken.
    expect((await call('DELETE', `/v1/shifts/${second.id}`)).status).toBe(200);
    expect((await call('GET', `/v1/time-entries/${nearSecond.body.id}`)).body.shift).toBeNull();
  });
});
