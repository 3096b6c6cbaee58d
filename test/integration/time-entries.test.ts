import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { csvRecords, type ListPage, newShop, parseCsv, type TimeEntryView } from '../helpers/shop-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const ids = (res: { body: ListPage<TimeEntryView> }) => res.body.data.map((e) => e.id);

describe('time entries CRUD', () => {
  it('creates with 201 and a Location, then reads the same entry back', async () => {
    const client = await newShop(app);
    const staff = await client.addStaff('ana');
    const res = await client.post('/v1/time-entries', {
      staff: staff.id,
      started_at: '2026-11-17T10:00:00+01:00',
      ended_at: '2026-11-17T18:00:00+01:00',
      break_minutes: 30,
      note: 'inventory',
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^ent_/);
    expect(res.headers.get('location')).toBe(`/v1/time-entries/${res.body.id}`);
    expect(res.body).toMatchObject({
      staff: 'ana',
      staff_id: staff.id,
      started_at: '2026-11-17T09:00:00Z',
      ended_at: '2026-11-17T17:00:00Z',
      break_minutes: 30,
      hours: 7.5,
      note: 'inventory',
    });
    expect(res.body.timesheet).toMatch(/^tms_/);
    expect((await client.get(`/v1/time-entries/${res.body.id}`)).body).toEqual(res.body);
  });

  it('keeps one timesheet per staff member per week', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    await client.addStaff('bo');
    const monday = await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z');
    const friday = await client.addEntry('ana', '2026-11-20T09:00:00Z', '2026-11-20T12:00:00Z');
    const other = await client.addEntry('bo', '2026-11-16T09:00:00Z', '2026-11-16T12:00:00Z');
    const nextWeek = await client.addEntry('ana', '2026-11-23T09:00:00Z', '2026-11-23T12:00:00Z');
    expect(friday.timesheet).toBe(monday.timesheet);
    expect(other.timesheet).not.toBe(monday.timesheet);
    expect(nextWeek.timesheet).not.toBe(monday.timesheet);
    const record = await client.timesheet(monday.timesheet);
    expect(record.entries.map((e) => e.id)).toEqual([monday.id, friday.id]);
    expect(record.hours).toBe(6);
  });

  it('lists by week and staff, oldest first, with cursor paging', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    await client.addStaff('bo');
    const a1 = await client.addEntry('ana', '2026-11-18T09:00:00Z', '2026-11-18T10:00:00Z');
    const b1 = await client.addEntry('bo', '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z');
    const a2 = await client.addEntry('ana', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z');
    expect(ids(await client.get('/v1/time-entries'))).toEqual([b1.id, a1.id, a2.id]);
    expect(ids(await client.get('/v1/time-entries?week=2026-11-22'))).toEqual([b1.id, a1.id]);
    expect(ids(await client.get('/v1/time-entries?staff=ana'))).toEqual([a1.id, a2.id]);
    expect(ids(await client.get('/v1/time-entries?staff=ana&week=2026-11-16'))).toEqual([a1.id]);
    const first = await client.get('/v1/time-entries?limit=2');
    expect(first.body).toMatchObject({ has_more: true, next_cursor: a1.id });
    const rest = await client.get(`/v1/time-entries?limit=2&starting_after=${a1.id}`);
    expect(rest.body).toMatchObject({ data: [a2], has_more: false, next_cursor: null });
    expect((await client.get('/v1/time-entries?week=2026-02-30')).status).toBe(400);
  });

  it('PATCH recomputes the timesheet, and moving an entry to another week recomputes both', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const stay = await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const move = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z');
    const target = await client.addEntry('ana', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z');

    const shorter = await client.patch(`/v1/time-entries/${move.id}`, { break_minutes: 60, note: 'lunch' });
    expect(shorter.body).toMatchObject({ hours: 3, note: 'lunch' });
    expect((await client.timesheet(stay.timesheet)).hours).toBe(11);

    const moved = await client.patch(`/v1/time-entries/${move.id}`, {
      started_at: '2026-11-25T09:00:00Z',
      ended_at: '2026-11-25T13:00:00Z',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ timesheet: target.timesheet, hours: 3, break_minutes: 60 });
    expect(await client.timesheet(stay.timesheet)).toMatchObject({ hours: 8, gross: '160.00' });
    expect(await client.timesheet(target.timesheet)).toMatchObject({ hours: 4, gross: '80.00' });
    expect((await client.summary('2026-11-16')).entries[0]).toMatchObject({ hours: 8 });
    expect((await client.summary('2026-11-23')).entries[0]).toMatchObject({ hours: 4 });
  });

  it("PATCH staff moves the entry to the other staff member's timesheet", async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const bo = await client.addStaff('bo', '30.00');
    const keep = await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const move = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z');
    const moved = await client.patch(`/v1/time-entries/${move.id}`, { staff: bo.id });
    expect(moved.body).toMatchObject({ staff: 'bo', staff_id: bo.id });
    expect(moved.body.timesheet).not.toBe(keep.timesheet);
    const summary = await client.summary('2026-11-16');
    expect(summary.entries.map((e) => [e.staff, e.hours, e.gross])).toEqual([
      ['ana', 8, '160.00'],
      ['bo', 4, '120.00'],
    ]);
  });

  it('DELETE removes the entry and its hours from the week', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const keep = await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const gone = await client.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T13:00:00Z');
    const res = await client.del(`/v1/time-entries/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: gone.id, deleted: true });
    expect((await client.get(`/v1/time-entries/${gone.id}`)).status).toBe(404);
    expect((await client.del(`/v1/time-entries/${gone.id}`)).status).toBe(404);
    expect((await client.summary('2026-11-16')).entries[0]).toMatchObject({ hours: 8, gross: '160.00' });
    await client.del(`/v1/time-entries/${keep.id}`);
    expect((await client.summary('2026-11-16')).entries).toEqual([]);
  });

  it.each([
    ['an end before the start', { started_at: '2026-11-17T10:00:00Z', ended_at: '2026-11-17T09:00:00Z' }],
    ['an unknown staff member', { staff: 'nobody' }],
    [
      'an overlap with another entry',
      { started_at: '2026-11-16T16:00:00Z', ended_at: '2026-11-16T18:00:00Z' },
    ],
    ['a break longer than the entry', { break_minutes: 600 }],
  ])('answers %s with 422', async (_label, change) => {
    const client = await newShop(app);
    await client.addStaff('ana');
    await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T17:00:00Z');
    const body = {
      staff: 'ana',
      started_at: '2026-11-17T09:00:00Z',
      ended_at: '2026-11-17T17:00:00Z',
      ...change,
    };
    const res = await client.post('/v1/time-entries', body);
    expect(res.status).toBe(422);
    expect((await client.summary('2026-11-16')).entries[0]?.hours).toBe(8);
  });
});

describe('GET /v1/time-entries as CSV', () => {
  it('quotes notes with quotes, commas and newlines, defuses formulas and matches the JSON', async () => {
    const client = await newShop(app);
    await client.addStaff('ana');
    const note = '=HYPERLINK("http://x.test","click"), then\r\nline "two"\nend';
    const tricky = await client.addEntry('ana', '2026-11-16T09:00:00Z', '2026-11-16T16:20:00Z', { note });
    const plain = await client.addEntry('ana', '2026-11-17T09:00:00Z', null, { note: '-5 minutes' });
    const res = await client.request('GET', '/v1/time-entries?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.csv"$/);
    expect(res.text.endsWith('\r\n')).toBe(true);

    const [header] = parseCsv(res.text);
    const json = (await client.get('/v1/time-entries')).body.data;
    expect(header).toEqual(Object.keys(json[0]).filter((key) => key !== 'object'));
    const rows = csvRecords(res.text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: tricky.id, staff: 'ana', hours: '7.33', note: `'${note}` });
    expect(rows[1]).toMatchObject({ id: plain.id, ended_at: '', hours: '0', note: "'-5 minutes" });
    for (const [i, row] of rows.entries()) {
      for (const key of ['staff_id', 'timesheet', 'started_at', 'break_minutes', 'created_at']) {
        expect(row[key]).toBe(String(json[i][key]));
      }
      expect(Number(row.hours)).toBe(json[i].hours);
    }
    const accept = await client.request('GET', '/v1/time-entries?staff=ana', {
      headers: { accept: 'text/csv' },
    });
    expect(accept.text).toBe(res.text);
  });
});
