import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { newShop, type TimeEntryView, type WeekSummary } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const staffOf = (summary: WeekSummary) => summary.entries.map((e) => e.staff);

describe('shop settings (SPEC section 3)', () => {
  it('defaults to week_start monday and overtime_rule weekly_40 in the shop time zone', async () => {
    const client = await newShop(app, { timezone: 'Europe/Paris' });
    const res = await client.get('/v1/shop');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      domain: client.shop.domain,
      timezone: 'Europe/Paris',
      week_start: 'monday',
      overtime_rule: 'weekly_40',
    });
  });

  it('rejects an unknown week_start, overtime_rule or time zone with 400', async () => {
    const client = await newShop(app);
    for (const body of [{ week_start: 'funday' }, { overtime_rule: 'daily_10' }, { timezone: 'Mars/Base' }]) {
      expect((await client.patch('/v1/shop', body)).status).toBe(400);
    }
  });

  it('week_start sunday makes a Sunday start its own week', async () => {
    const client = await newShop(app);
    const res = await client.patch('/v1/shop', { week_start: 'sunday' });
    expect(res.status).toBe(200);
    expect(res.body.week_start).toBe('sunday');
    await client.addStaff('ana');
    // Sunday 2026-11-22 and Saturday 2026-11-28 are in one sunday-start week.
    const sunday = await client.addEntry('ana', '2026-11-22T09:00:00Z', '2026-11-22T13:00:00Z');
    const saturday = await client.addEntry('ana', '2026-11-28T09:00:00Z', '2026-11-28T11:00:00Z');
    expect(saturday.timesheet).toBe(sunday.timesheet);
    expect(await client.timesheet(sunday.timesheet)).toMatchObject({ week_start: '2026-11-22', hours: 6 });
    expect((await client.summary('2026-11-28')).entries[0]).toMatchObject({ staff: 'ana', hours: 6 });
    expect((await client.summary('2026-11-22')).entries[0]).toMatchObject({ staff: 'ana', hours: 6 });
    expect((await client.summary('2026-11-21')).entries).toEqual([]);
  });

  it('refuses to change week_start or timezone once the shop has timesheets (409)', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    await client.addEntry('ana', '2026-11-22T09:00:00Z', '2026-11-22T13:00:00Z');
    expect((await client.patch('/v1/shop', { week_start: 'sunday' })).status).toBe(409);
    expect((await client.patch('/v1/shop', { timezone: 'Asia/Tokyo' })).status).toBe(409);
    expect((await client.get('/v1/shop')).body).toMatchObject({ week_start: 'monday', timezone: 'UTC' });
  });
});

describe('work weeks in the shop time zone', () => {
  it('puts a Sunday 23:30 Los Angeles entry (Monday UTC) in the week ending that Sunday', async () => {
    const client = await newShop(app, { timezone: 'America/Los_Angeles' });
    await client.addStaff('ana');
    const entry = await client.addEntry('ana', '2026-11-22T23:30:00-08:00', '2026-11-23T03:30:00-08:00');
    expect(entry.started_at).toBe('2026-11-23T07:30:00Z');
    expect(await client.timesheet(entry.timesheet)).toMatchObject({ week_start: '2026-11-16', hours: 4 });
    expect((await client.summary('2026-11-22')).entries[0]).toMatchObject({ staff: 'ana', hours: 4 });
    expect((await client.summary('2026-11-23')).entries).toEqual([]);
    const listed = await client.get('/v1/time-entries?week=2026-11-16');
    expect(listed.body.data.map((e: TimeEntryView) => e.id)).toEqual([entry.id]);
    expect((await client.get('/v1/time-entries?week=2026-11-23')).body.data).toEqual([]);
  });

  it('an entry belongs to the week it starts in even when it ends in the next', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const entry = await client.addEntry('ana', '2026-11-22T22:00:00Z', '2026-11-23T02:00:00Z');
    expect(entry.hours).toBe(4);
    expect((await client.summary('2026-11-22')).entries[0]).toMatchObject({ hours: 4, gross: '80.00' });
    expect((await client.summary('2026-11-23')).entries).toEqual([]);
  });

  it('sums a DST week (169 h, America/New_York, week of 2026-11-01 starting sunday) in real hours', async () => {
    const client = await newShop(app, { timezone: 'America/New_York' });
    await client.patch('/v1/shop', { week_start: 'sunday' });
    await client.addStaff('ana');
    // Saturday 23:00 EDT: previous week.
    const before = await client.addEntry('ana', '2026-10-31T23:00:00-04:00', '2026-11-01T00:30:00-04:00');
    // Across the fall-back hour: 00:30 EDT to 03:30 EST is 4 real hours, 3 on the wall clock.
    const across = await client.addEntry('ana', '2026-11-01T00:30:00-04:00', '2026-11-01T03:30:00-05:00');
    // Saturday 23:30 EST, in the last half hour of the 169 h week: 2 h counted there.
    const last = await client.addEntry('ana', '2026-11-07T23:30:00-05:00', '2026-11-08T01:30:00-05:00');
    // Sunday 02:00 EST: the next week.
    const after = await client.addEntry('ana', '2026-11-08T02:00:00-05:00', '2026-11-08T03:00:00-05:00');

    expect(across.hours).toBe(4);
    expect(across.timesheet).toBe(last.timesheet);
    expect(before.timesheet).not.toBe(across.timesheet);
    expect(after.timesheet).not.toBe(across.timesheet);
    expect(await client.timesheet(across.timesheet)).toMatchObject({ week_start: '2026-11-01', hours: 6 });
    const summary = await client.summary('2026-11-04');
    expect(summary.entries[0]).toMatchObject({ staff: 'ana', hours: 6, gross: '120.00' });
    expect((await client.summary('2026-10-31')).entries[0]).toMatchObject({ hours: 1.5 });
    expect((await client.summary('2026-11-08')).entries[0]).toMatchObject({ hours: 1 });
    const listed = await client.get('/v1/time-entries?week=2026-11-07');
    expect(listed.body.data.map((e: TimeEntryView) => e.id)).toEqual([across.id, last.id]);
    expect(staffOf(summary)).toEqual(['ana']);
  });
});
