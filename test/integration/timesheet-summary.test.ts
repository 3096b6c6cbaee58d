import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { cents, csvRecords, MONEY, newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
/** Week of Monday 2026-11-16: zoe 45 h at 18.25, ana 7 h 20 min at 18.25, mia 4 h without a rate (approved). */
let client: ShopClient;

beforeAll(async () => {
  app = await startTestApp();
  client = await newShop(app);
  // Created out of order so the summary's ordering is its own work.
  await client.addStaff('zoe', '18.25');
  await client.addStaff('mia', null);
  await client.addStaff('ana', '18.25');
  for (let day = 16; day <= 20; day++) {
    await client.addEntry('zoe', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T17:00:00Z`);
  }
  await client.addEntry('mia', '2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z');
  await client.addEntry('ana', '2026-11-18T09:00:00Z', '2026-11-18T16:20:00Z');
  const mia = (await client.summary('2026-11-16')).entries.find((e) => e.staff === 'mia')!;
  expect((await client.post(`/v1/timesheets/${mia.timesheet}/approve`)).status).toBe(200);
});
afterAll(() => app.close());

describe('GET /v1/timesheets?week= (SPEC section 1)', () => {
  it('echoes the week parameter byte for byte', async () => {
    for (const week of ['2026-11-16', '2026-11-19', '2026-11-22']) {
      const res = await client.get(`/v1/timesheets?week=${week}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.text.startsWith(`{"week":"${week}",`)).toBe(true);
    }
  });

  it('selects the same work week from any of its seven dates', async () => {
    const reference = await client.summary('2026-11-16');
    for (let day = 16; day <= 22; day++) {
      const summary = await client.summary(`2026-11-${day}`);
      expect({ ...summary, week: reference.week }).toEqual(reference);
    }
    expect((await client.summary('2026-11-15')).entries).toEqual([]);
    expect((await client.summary('2026-11-23')).entries).toEqual([]);
  });

  it.each([
    ['missing', ''],
    ['ISO week', '?week=2026-W47'],
    ['one-digit day', '?week=2026-11-3'],
    ['no dashes', '?week=20261103'],
    ['impossible date', '?week=2026-02-30'],
    ['empty', '?week='],
    ['repeated', '?week=2026-11-16&week=2026-11-17'],
    ['timestamp', '?week=2026-11-16T00:00:00Z'],
    ['year 2026 written short', '?week=26-11-16'],
  ])('answers a %s week with a 400 problem', async (_label, query) => {
    const res = await client.get(`/v1/timesheets${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_error' });
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('week');
    expect(res.body.request_id).toBe(res.headers.get('x-request-id'));
  });

  it.each(['0001-01-01', '0050-03-01', '2024-02-29', '9999-12-31'])(
    'accepts the real date %s',
    async (week) => {
      const res = await client.get(`/v1/timesheets?week=${week}`);
      expect(res.status).toBe(200);
      expect(res.body.week).toBe(week);
    },
  );

  it('answers a week without timesheets with exactly the empty summary', async () => {
    const res = await client.get('/v1/timesheets?week=2030-01-09');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"week":"2030-01-09","approved":0,"pending":0,"gross":"0.00","entries":[]}');
  });

  it('orders entries by staff handle and counts approved + pending == entries.length', async () => {
    const summary = await client.summary('2026-11-18');
    expect(summary.entries.map((e) => e.staff)).toEqual(['ana', 'mia', 'zoe']);
    expect(summary.approved).toBe(1);
    expect(summary.pending).toBe(2);
    expect(summary.approved + summary.pending).toBe(summary.entries.length);
    expect(summary.entries.map((e) => e.status)).toEqual(['pending', 'approved', 'pending']);
    for (const entry of summary.entries) expect(entry.timesheet).toMatch(/^tms_/);
  });

  it('omits rate for a staff member without an hourly rate and pays "0.00"', async () => {
    const summary = await client.summary('2026-11-18');
    const mia = summary.entries.find((e) => e.staff === 'mia')!;
    expect(mia).toEqual({
      staff: 'mia',
      hours: 4,
      timesheet: mia.timesheet,
      status: 'approved',
      gross: '0.00',
    });
    expect(Object.keys(mia)).not.toContain('rate');
  });

  it('omits overtime when there is none and never sends null', async () => {
    const res = await client.get('/v1/timesheets?week=2026-11-18');
    expect(res.text).not.toContain('null');
    const [ana, , zoe] = res.body.entries;
    expect(Object.keys(ana)).not.toContain('overtime');
    expect(ana).toMatchObject({ hours: 7.33, rate: '18.25', gross: '133.77' });
    expect(zoe).toMatchObject({ hours: 45, overtime: 5, rate: '18.25', gross: '866.88' });
  });

  it('writes every amount as a two-decimal string and sums entry gross into gross', async () => {
    const summary = await client.summary('2026-11-18');
    expect(summary.gross).toMatch(MONEY);
    let total = 0;
    for (const entry of summary.entries) {
      expect(entry.gross).toMatch(MONEY);
      if ('rate' in entry) expect(entry.rate).toMatch(MONEY);
      expect(typeof entry.hours).toBe('number');
      total += cents(entry.gross);
    }
    expect(cents(summary.gross)).toBe(total);
    expect(summary.gross).toBe('1000.65');
  });

  it.each([
    ['?format=csv', {}],
    ['', { accept: 'text/csv' }],
  ])('exports the same numbers as CSV (%s %o)', async (format, headers) => {
    const json = await client.summary('2026-11-18');
    const res = await client.request('GET', `/v1/timesheets?week=2026-11-18${format ? '&format=csv' : ''}`, {
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('week,staff,hours,rate,overtime,timesheet,status,gross');
    expect(lines.at(-1)).toBe('');
    expect(res.text.replaceAll('\r\n', '')).not.toContain('\n');
    const rows = csvRecords(res.text);
    expect(rows).toEqual(
      json.entries.map((e) => ({
        week: '2026-11-18',
        staff: e.staff,
        hours: String(e.hours),
        rate: e.rate ?? '',
        overtime: e.overtime === undefined ? '' : String(e.overtime),
        timesheet: e.timesheet,
        status: e.status,
        gross: e.gross,
      })),
    );
  });

  it.each([
    ['text/csv', 'text/csv'],
    ['text/csv, application/json;q=0.5', 'text/csv'],
    // The type SPEC §5 names for the answer, and RFC 4180's own parameter, ask for CSV too.
    ['text/csv; charset=utf-8', 'text/csv'],
    ['TEXT/CSV; Charset=UTF-8', 'text/csv'],
    ['text/csv; header=present', 'text/csv'],
    // A CSV this app cannot give (another charset, no header row) is not chosen.
    ['text/csv; charset=iso-8859-1, application/json;q=0.1', 'application/json'],
    ['text/csv; header=absent, application/json;q=0.1', 'application/json'],
    ['application/json;q=0.2, text/*', 'text/csv'],
    ['application/json, text/csv;q=0.9', 'application/json'],
    ['*/*', 'application/json'],
    ['', 'application/json'],
  ])('Accept: %s answers %s', async (accept, type) => {
    const res = await client.request('GET', '/v1/timesheets?week=2026-11-18', {
      headers: accept ? { accept } : {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(new RegExp(`^${type}`));
  });

  it('exports an empty week as a header row only', async () => {
    const res = await client.get('/v1/timesheets?week=2030-01-09&format=csv');
    expect(res.status).toBe(200);
    expect(res.text).toBe('week,staff,hours,rate,overtime,timesheet,status,gross\r\n');
  });
});
