import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCOPES, type Scope } from '../../web/domain/tokens/scopes.js';
import { clockShop, testClock } from '../helpers/clock-shop.js';
import { csvRecords, parseCsv } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

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

/** SPEC §10's fields, which every `read_clock` caller reads. */
const SPEC_FIELDS = [
  'entry',
  'has_pin',
  'name',
  'next_shift',
  'overdue',
  'since',
  'staff',
  'staff_id',
  'state',
];
/** Nothing about money, whoever asks (SPEC §10: no rates, no pay). */
const PAY = /rate|pay|gross|cents|commission|wage/i;

describe('what each principal reads on the board (principle 19, issue 26)', () => {
  /** A shop whose ana is linked to Shopify staff member 1001 and has 2.5 hours this week. */
  async function linkedShop(options: { name?: string; timezone?: string } = {}) {
    clock.set('2026-11-18T15:00:00Z');
    const shop = await clockShop(app, { staff: ['ana', 'ben'], pins: { ana: '1234' }, ...options });
    await shop.call('PATCH', '/v1/staff/ana', { shopify_staff_member_id: '1001', hourly_rate: '30.00' });
    const worked = await shop.call('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-16T09:00:00Z',
      ended_at: '2026-11-16T11:30:00Z',
    });
    expect(worked.status, worked.text).toBe(201);
    return shop;
  }

  /** The board as a token of `scopes` reads it, checked against the OpenAPI document. */
  async function boardAs(shop: Awaited<ReturnType<typeof linkedShop>>, scopes: Scope[], query = '') {
    const token = await app.token(shop.shop, scopes);
    const res = await app.request('GET', `/v1/clock${query}`, { token });
    expect(res.status, res.text).toBe(200);
    expectMatchesDocument('GET', '/v1/clock', res);
    return res.body as { shop: unknown; scopes: string[]; data: Array<Record<string, unknown>> };
  }

  it("a kiosk token (write_clock) reads SPEC §10's fields only: no hours, no Shopify ids, no pay, in JSON and CSV", async () => {
    const shop = await linkedShop();
    const board = await boardAs(shop, ['write_clock']);
    expect(board.scopes).toEqual(['read_clock', 'write_clock']);
    expect(board.data.map((row) => row.staff)).toEqual(['ana', 'ben']);
    for (const row of board.data) expect(Object.keys(row).sort()).toEqual(SPEC_FIELDS);
    expect(JSON.stringify(board.data)).not.toMatch(PAY);
    expect(JSON.stringify(board)).not.toContain('1001');

    const csv = await shop.kioskCall('GET', '/v1/clock?format=csv');
    expect(csv.status, csv.text).toBe(200);
    const [header] = parseCsv(csv.text);
    expect(header).toEqual([
      'staff',
      'staff_id',
      'name',
      'state',
      'since',
      'entry',
      'has_pin',
      'next_shift',
      'next_shift_starts_at',
      'next_shift_ends_at',
      'overdue',
    ]);
    expect(csv.text).not.toContain('1001');
  });

  it('an API token reads hours with read_timesheets and Shopify ids with read_staff, each alone', async () => {
    const shop = await linkedShop();
    const clockOnly = await boardAs(shop, ['read_clock']);
    expect(clockOnly.scopes).toEqual(['read_clock']);
    expect(Object.keys(clockOnly.data[0]!).sort()).toEqual(SPEC_FIELDS);

    const withHours = await boardAs(shop, ['read_clock', 'read_timesheets']);
    expect(withHours.scopes).toEqual(['read_clock', 'read_timesheets']);
    expect(Object.keys(withHours.data[0]!).sort()).toEqual([...SPEC_FIELDS, 'hours_this_week'].sort());
    expect(withHours.data[0]!.hours_this_week).toBe(2.5);

    const withIds = await boardAs(shop, ['read_clock', 'write_staff']);
    expect(withIds.scopes).toEqual(['read_clock', 'read_staff', 'write_staff']);
    expect(Object.keys(withIds.data[0]!).sort()).toEqual([...SPEC_FIELDS, 'shopify_staff_member_id'].sort());
    expect(withIds.data.map((row) => row.shopify_staff_member_id)).toEqual(['1001', null]);

    const everything = await boardAs(shop, [...ALL_SCOPES]);
    expect(everything.scopes).toEqual([...ALL_SCOPES].sort());
    expect(everything.data[0]).toMatchObject({ hours_this_week: 2.5, shopify_staff_member_id: '1001' });
    expect(JSON.stringify(everything.data)).not.toMatch(PAY);
    const csv = await shop.call('GET', '/v1/clock', undefined, { accept: 'text/csv' });
    expect(parseCsv(csv.text)[0]).toContain('hours_this_week');
    expect(parseCsv(csv.text)[0]).toContain('shopify_staff_member_id');
  });

  it("names the shop, by its name or by its domain when none is known, and its zone, so a kiosk shows whose board it is and the shop's times", async () => {
    const named = await linkedShop({ name: 'Corner Bakery' });
    expect((await boardAs(named, ['write_clock'])).shop).toEqual({
      domain: named.shop.domain,
      name: 'Corner Bakery',
      timezone: 'UTC',
    });
    const unnamed = await linkedShop({ timezone: 'Europe/Paris' });
    expect((await boardAs(unnamed, ['write_clock'])).shop).toEqual({
      domain: unnamed.shop.domain,
      name: unnamed.shop.domain,
      timezone: 'Europe/Paris',
    });
  });

  it('filters to one active staff member by id, handle or Shopify id; anyone else is an empty board', async () => {
    const shop = await linkedShop();
    const ana = (await shop.call('GET', '/v1/staff/ana')).body.id as string;
    await shop.clock('in', { staff: 'ana', at: '2026-11-18T14:00:00Z' });
    for (const query of ['?staff=ana', `?staff=${ana}`]) {
      const board = await boardAs(shop, ['write_clock'], query);
      expect(board.data).toHaveLength(1);
      expect(board.data[0]).toMatchObject({ staff: 'ana', staff_id: ana, state: 'on', has_pin: true });
      expect(Object.keys(board.data[0]!).sort()).toEqual(SPEC_FIELDS);
    }
    // Asked for by its Shopify id, the row carries it: the caller already knows it.
    const byShopify = await boardAs(shop, ['write_clock'], '?shopify_staff_member_id=1001');
    expect(byShopify.data).toHaveLength(1);
    expect(byShopify.data[0]).toMatchObject({ staff: 'ana', shopify_staff_member_id: '1001', state: 'on' });
    expect(byShopify.data[0]).not.toHaveProperty('hours_this_week');
    // The same row as on the whole board, and the hours alone for a caller that may read them.
    const whole = await boardAs(shop, [...ALL_SCOPES]);
    expect((await boardAs(shop, [...ALL_SCOPES], '?shopify_staff_member_id=1001')).data).toEqual([
      whole.data[0],
    ]);

    // None matches: not linked, unknown, inactive, or another shop's: an empty board, not an error.
    const other = await linkedShop();
    const othersAna = (await other.call('GET', '/v1/staff/ana')).body.id as string;
    await shop.call('PATCH', '/v1/staff/ben', { active: false });
    for (const query of [
      '?shopify_staff_member_id=1002',
      '?staff=nobody',
      '?staff=ben',
      `?staff=${othersAna}`,
      '?staff=stf_01JD5Z3K7Q9W8E6R4T2Y0U1I3O',
    ]) {
      const board = await boardAs(shop, ['write_clock'], query);
      expect(board.data, query).toEqual([]);
      expect(board.shop, query).toEqual({
        domain: shop.shop.domain,
        name: shop.shop.domain,
        timezone: 'UTC',
      });
    }
    // An unlinked staff member is found by handle, never by a Shopify id they do not carry.
    await shop.call('PATCH', '/v1/staff/ana', { shopify_staff_member_id: null });
    expect((await boardAs(shop, ['write_clock'], '?shopify_staff_member_id=1001')).data).toEqual([]);

    const csv = await shop.kioskCall('GET', '/v1/clock?staff=ana&format=csv');
    expect(csvRecords(csv.text).map((record) => record.staff)).toEqual(['ana']);
  });

  it('refuses both filters at once, or a Shopify id that is not one, with 400 and changes nothing', async () => {
    const shop = await linkedShop();
    const both = expectProblem(
      await shop.kioskCall('GET', '/v1/clock?staff=ana&shopify_staff_member_id=1001'),
      400,
      'validation_error',
    );
    expect(fieldsOf(both)).toEqual(['staff']);
    for (const bad of ['gid://shopify/StaffMember/1001', '0123', '12a', ''])
      expect(
        fieldsOf(
          expectProblem(
            await shop.kioskCall('GET', `/v1/clock?shopify_staff_member_id=${encodeURIComponent(bad)}`),
            400,
            'validation_error',
          ),
        ),
        bad,
      ).toEqual(['shopify_staff_member_id']);
    expectProblem(await shop.kioskCall('GET', '/v1/clock?staff='), 400, 'validation_error');
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
