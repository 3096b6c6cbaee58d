import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { newShop } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('hours', () => {
  it('counts worked = ended_at − started_at − break', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const entry = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:30:00Z', {
      break_minutes: 30,
    });
    expect(entry.hours).toBe(8);
    expect(await client.timesheet(entry.timesheet)).toMatchObject({ hours: 8, gross: '160.00' });
  });

  it('rounds 7 h 20 min to 7.33 and 1 h 0 min 18 s half-up to 1.01', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const a = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T16:20:00Z');
    expect(a.hours).toBe(7.33);
    expect((await client.summary('2026-11-17')).entries[0]?.hours).toBe(7.33);
    await client.addStaff('bo');
    const b = await client.addEntry('bo', '2026-11-17T09:00:00Z', '2026-11-17T10:00:18Z');
    expect(b.hours).toBe(1.01);
    expect((await client.timesheet(b.timesheet)).hours).toBe(1.01);
  });

  it('counts an open entry as 0 hours', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T13:00:00Z');
    const open = await client.addEntry('ana', '2026-11-17T09:00:00Z', null);
    expect(open.hours).toBe(0);
    expect((await client.summary('2026-11-17')).entries[0]).toMatchObject({ hours: 4, gross: '80.00' });
  });
});

describe('work days in the shop time zone', () => {
  it('counts an overnight entry on the day it starts under daily_8_weekly_40', async () => {
    const client = await newShop(app, { timezone: 'America/Chicago' });
    await client.patch('/v1/shop', { overtime_rule: 'daily_8_weekly_40' });
    await client.addStaff('ana');
    // Monday 20:00 to Tuesday 04:00 is Monday's 8 h; Tuesday 09:00–17:00 is Tuesday's 8 h.
    await client.addEntry('ana', '2026-11-16T20:00:00-06:00', '2026-11-17T04:00:00-06:00');
    const tuesday = await client.addEntry('ana', '2026-11-17T09:00:00-06:00', '2026-11-17T17:00:00-06:00');
    expect(await client.timesheet(tuesday.timesheet)).toMatchObject({ hours: 16, overtime_hours: 0 });
  });

  it('counts real hours across the fall-back hour under daily_8_weekly_40', async () => {
    const client = await newShop(app, { timezone: 'America/New_York' });
    await client.patch('/v1/shop', { overtime_rule: 'daily_8_weekly_40' });
    await client.addStaff('ana');
    // 00:30 EDT to 09:30 EST: 9 h on the wall clock, 10 h worked.
    const entry = await client.addEntry('ana', '2026-11-01T00:30:00-04:00', '2026-11-01T09:30:00-05:00');
    expect(entry.hours).toBe(10);
    expect(await client.timesheet(entry.timesheet)).toMatchObject({
      week_start: '2026-10-26',
      hours: 10,
      regular_hours: 8,
      overtime_hours: 2,
      gross: '220.00',
    });
  });

  it('sums a 167 h spring-forward week in real hours', async () => {
    const client = await newShop(app, { timezone: 'America/New_York' });
    await client.patch('/v1/shop', { week_start: 'sunday' });
    await client.addStaff('ana');
    // 01:00 EST to 04:00 EDT on 2026-03-08: 3 h on the wall clock, 2 h worked.
    const entry = await client.addEntry('ana', '2026-03-08T01:00:00-05:00', '2026-03-08T04:00:00-04:00');
    await client.addEntry('ana', '2026-03-14T23:00:00-04:00', '2026-03-15T01:00:00-04:00');
    expect(entry.hours).toBe(2);
    expect((await client.summary('2026-03-10')).entries[0]).toMatchObject({ hours: 4, gross: '80.00' });
    expect((await client.summary('2026-03-15')).entries).toEqual([]);
  });
});
