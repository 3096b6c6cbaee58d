import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { MONEY, newShop, type ShopClient } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function setRule(client: ShopClient, rule: string) {
  const res = await client.patch('/v1/shop', { overtime_rule: rule });
  expect(res.status, res.text).toBe(200);
  expect(res.body.overtime_rule).toBe(rule);
}

/** `ana` at 20.00/h, one 13 h day (Tuesday 2026-11-17, 06:00–19:00 UTC). */
async function thirteenHourDay(rule?: string) {
  const client = await newShop(app);
  if (rule) await setRule(client, rule);
  await client.addStaff('ana', '20.00');
  const entry = await client.addEntry('ana', '2026-11-17T06:00:00Z', '2026-11-17T19:00:00Z');
  return { client, id: entry.timesheet as string };
}

describe('GET /v1/timesheets/{id}', () => {
  it('returns the full record', async () => {
    const { client, id } = await thirteenHourDay();
    const record = await client.timesheet(id);
    expect(record).toMatchObject({
      id,
      staff: 'ana',
      week_start: '2026-11-16',
      status: 'pending',
      hours: 13,
      regular_hours: 13,
      overtime_hours: 0,
      double_time_hours: 0,
      rate: '20.00',
      gross: '260.00',
      approved_at: null,
      approved_by: null,
    });
    expect(record.staff_id).toMatch(/^stf_/);
    expect(record.entries).toHaveLength(1);
    expect(record.entries[0]).toMatchObject({ staff: 'ana', timesheet: id, hours: 13 });
    expect(record.rate).toMatch(MONEY);
  });

  it('answers rate null and gross "0.00" for a staff member without a rate', async () => {
    const client = await newShop(app);
    await client.addStaff('ana', null);
    const entry = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
    expect(await client.timesheet(entry.timesheet)).toMatchObject({ rate: null, hours: 8, gross: '0.00' });
  });
});

describe('overtime rules', () => {
  it('daily_8_weekly_40 splits a 13 h day into 8 regular, 4 at 1.5× and 1 at 2×', async () => {
    const { client, id } = await thirteenHourDay('daily_8_weekly_40');
    const [entry] = (await client.summary('2026-11-17')).entries;
    expect(entry).toMatchObject({ staff: 'ana', hours: 13, overtime: 5, gross: '320.00' });
    expect(await client.timesheet(id)).toMatchObject({
      hours: 13,
      regular_hours: 8,
      overtime_hours: 4,
      double_time_hours: 1,
      gross: '320.00',
    });
  });

  it('daily_8_weekly_40 pays the seventh consecutive day at 1.5× and weekly hours past 40 at 1.5×', async () => {
    const client = await newShop(app);
    await setRule(client, 'daily_8_weekly_40');
    await client.addStaff('ana', '10.00');
    for (let day = 16; day <= 22; day++) {
      await client.addEntry('ana', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T16:00:00Z`);
    }
    const summary = await client.summary('2026-11-16');
    expect(summary.entries[0]).toMatchObject({ hours: 56, overtime: 16, gross: '640.00' });
    expect(await client.timesheet(summary.entries[0]!.timesheet)).toMatchObject({
      regular_hours: 40,
      overtime_hours: 16,
      double_time_hours: 0,
    });
  });

  it('none never reports overtime', async () => {
    const client = await newShop(app);
    await setRule(client, 'none');
    await client.addStaff('ana', '10.00');
    for (let day = 16; day <= 20; day++) {
      await client.addEntry('ana', `2026-11-${day}T06:00:00Z`, `2026-11-${day}T19:00:00Z`);
    }
    const [entry] = (await client.summary('2026-11-16')).entries;
    expect(entry).toEqual(expect.objectContaining({ hours: 65, gross: '650.00' }));
    expect(entry).not.toHaveProperty('overtime');
  });

  it('changing overtime_rule recomputes pending timesheets but not approved ones', async () => {
    const { client, id } = await thirteenHourDay();
    await client.addStaff('bo', '20.00');
    const bo = await client.addEntry('bo', '2026-11-18T06:00:00Z', '2026-11-18T19:00:00Z');
    expect((await client.post(`/v1/timesheets/${bo.timesheet}/approve`)).status).toBe(200);
    const before = await client.timesheet(bo.timesheet);
    expect(await client.timesheet(id)).toMatchObject({ overtime_hours: 0, gross: '260.00' });

    await setRule(client, 'daily_8_weekly_40');
    expect(await client.timesheet(id)).toMatchObject({
      overtime_hours: 4,
      double_time_hours: 1,
      gross: '320.00',
    });
    expect(await client.timesheet(bo.timesheet)).toEqual(before);
    const summary = await client.summary('2026-11-17');
    expect(summary.entries.map((e) => [e.staff, e.overtime, e.gross])).toEqual([
      ['ana', 5, '320.00'],
      ['bo', undefined, '260.00'],
    ]);

    await setRule(client, 'weekly_40');
    expect(await client.timesheet(id)).toMatchObject({
      overtime_hours: 0,
      double_time_hours: 0,
      gross: '260.00',
    });
  });
  it('a reopened timesheet is recomputed under the current overtime_rule', async () => {
    const { client, id } = await thirteenHourDay();
    expect((await client.post(`/v1/timesheets/${id}/approve`)).status).toBe(200);
    await setRule(client, 'daily_8_weekly_40');
    expect(await client.timesheet(id)).toMatchObject({ overtime_hours: 0, gross: '260.00' });
    const reopened = await client.post(`/v1/timesheets/${id}/reopen`, { reason: 'new rule' });
    expect(reopened.body).toMatchObject({ status: 'pending', overtime_hours: 4, double_time_hours: 1 });
    expect(reopened.body.gross).toBe('320.00');
  });
});

describe('rate frozen at approval', () => {
  it('a new hourly rate reprices pending timesheets but not approved ones', async () => {
    const client = await newShop(app);
    await client.addStaff('ana', '20.00');
    const approved = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
    const pending = await client.addEntry('ana', '2026-11-24T09:00:00Z', '2026-11-24T17:00:00Z');
    expect((await client.post(`/v1/timesheets/${approved.timesheet}/approve`)).status).toBe(200);

    const raise = await client.patch('/v1/staff/ana', { hourly_rate: '25.50' });
    expect(raise.status).toBe(200);
    expect(await client.timesheet(approved.timesheet)).toMatchObject({ rate: '20.00', gross: '160.00' });
    expect((await client.summary('2026-11-17')).entries[0]).toMatchObject({ rate: '20.00', gross: '160.00' });
    expect(await client.timesheet(pending.timesheet)).toMatchObject({ rate: '25.50', gross: '204.00' });
    expect((await client.summary('2026-11-24')).entries[0]).toMatchObject({ rate: '25.50', gross: '204.00' });
  });

  it('a reopened timesheet takes the live rate again', async () => {
    const client = await newShop(app);
    await client.addStaff('ana', '20.00');
    const entry = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
    await client.post(`/v1/timesheets/${entry.timesheet}/approve`);
    await client.patch('/v1/staff/ana', { hourly_rate: '25.00' });
    const reopened = await client.post(`/v1/timesheets/${entry.timesheet}/reopen`, { reason: 'rate review' });
    expect(reopened.body).toMatchObject({ status: 'pending', rate: '25.00', gross: '200.00' });
  });
});
