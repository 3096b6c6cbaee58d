import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import { STAFF_APP_URL, staffSessionHeaders } from '../helpers/staff-app.js';

/** SPEC §17: open shifts (`staff: null`) on the shift routes, and every reader of shifts. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', PUBLIC_URL: STAFF_APP_URL });
});
afterAll(() => app?.close());

const MON = { starts_at: '2026-11-16T09:00:00Z', ends_at: '2026-11-16T17:00:00Z' };

describe('open shifts (SPEC §17)', () => {
  it('creates an open shift with staff null, lists it under staff=open (JSON and CSV), and assigns or opens it by PATCH', async () => {
    const shop = await newShop(app);
    const ana = await shop.addStaff('ana');
    const open = await shop.post('/v1/shifts', { staff: null, ...MON, role: 'Till' });
    expect(open.status, open.text).toBe(201);
    expect(open.body).toMatchObject({ staff: null, staff_id: null, warnings: [], published: false });
    const { warnings: _w, ...stored } = open.body;
    expect((await shop.get(`/v1/shifts/${open.body.id}`)).body).toEqual(stored);
    // Open shifts overlap each other and anyone's shift freely: no one works them yet.
    expect((await shop.post('/v1/shifts', { staff: null, ...MON })).status).toBe(201);
    const anas = await shop.post('/v1/shifts', { staff: 'ana', ...MON });
    expect(anas.status, anas.text).toBe(201);

    const listed = await shop.get('/v1/shifts?staff=open');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data.every((s: { staff: unknown }) => s.staff === null)).toBe(true);
    expect((await shop.get('/v1/shifts')).body.data).toHaveLength(3);
    expect((await shop.get('/v1/shifts?staff=ana')).body.data.map((s: { id: string }) => s.id)).toEqual([
      anas.body.id,
    ]);
    const csv = await shop.request('GET', '/v1/shifts?staff=open&format=csv');
    expect(csv.status, csv.text).toBe(200);
    const records = csvRecords(csv.text);
    expect(records).toHaveLength(2);
    expect(records.map((r) => [r.staff, r.staff_id])).toEqual([
      ['', ''],
      ['', ''],
    ]);
    expect((await shop.get('/v1/shifts?format=csv')).text.split('\r\n').filter(Boolean)).toHaveLength(4);

    // Assigning an open shift checks the person's rules like any move.
    expectProblem(await shop.patch(`/v1/shifts/${open.body.id}`, { staff: 'ana' }), 422, 'rule_violation');
    const later = await shop.patch(`/v1/shifts/${open.body.id}`, {
      staff: ana.id,
      starts_at: '2026-11-17T09:00:00Z',
      ends_at: '2026-11-17T17:00:00Z',
    });
    expect(later.status, later.text).toBe(200);
    expect(later.body).toMatchObject({ staff: 'ana', staff_id: ana.id });
    const reopened = await shop.patch(`/v1/shifts/${open.body.id}`, { staff: null });
    expect(reopened.status, reopened.text).toBe(200);
    expect(reopened.body).toMatchObject({ staff: null, staff_id: null, warnings: [] });
    const moved = (await app.deps.repos.events.listForShop(shop.shop.id, 'shift.moved')).map(
      (r) => JSON.parse(r.payload).data,
    );
    expect(moved.map((d) => [d.staff, d.previous.staff, d.previous.staff_id])).toEqual([
      ['ana', null, null],
      [null, 'ana', ana.id],
    ]);
    expectProblem(await shop.post('/v1/shifts', { staff: '', ...MON }), 400, 'validation_error');
  });

  it('leaves open shifts out of attendance, the clock board and week copies, and publishes them with the week', async () => {
    const shop = await newShop(app);
    await shop.addStaff('ana');
    await shop.post('/v1/shifts', { staff: null, ...MON });
    await shop.post('/v1/shifts', { staff: 'ana', ...MON });
    const attendance = await shop.get('/v1/attendance?week=2026-11-16');
    expect(attendance.status, attendance.text).toBe(200);
    expect(JSON.stringify(attendance.body)).not.toContain('"staff":null');
    expect((await shop.get('/v1/clock')).status).toBe(200);
    const copy = await shop.post('/v1/shifts/copy', { from_week: '2026-11-16', to_week: '2026-11-23' });
    expect(copy.status, copy.text).toBe(200);
    expect(copy.body.created.map((s: { staff: string }) => s.staff)).toEqual(['ana']);
    const published = await shop.post('/v1/shifts/publish', { week: '2026-11-16' });
    expect(published.body.published).toBe(2);
  });

  it('GET /v1/me/open-shifts lists only published, not started open shifts that fit: no overlap, no approved time off', async () => {
    const { shop, me, day } = await signedIn();
    const fits = await openShift(shop, day(1, 9), day(1, 17));
    const clash = await openShift(shop, day(2, 9), day(2, 17));
    await shop.post('/v1/shifts', { staff: 'ana', starts_at: day(2, 12), ends_at: day(2, 20) });
    const onDayOff = await openShift(shop, day(3, 9), day(3, 17));
    const off = await shop.post('/v1/time-off', {
      staff: 'ana',
      starts_on: day(3).slice(0, 10),
      ends_on: day(3).slice(0, 10),
      kind: 'vacation',
    });
    expect((await shop.post(`/v1/time-off/${off.body.id}/approve`)).status).toBe(200);
    const touching = await openShift(shop, day(2, 20), day(2, 23));
    const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
    const started = await openShift(shop, iso(Date.now() - 3_600_000), iso(Date.now() + 3_600_000));
    // A time off that is only requested blocks nothing.
    await shop.post('/v1/time-off', {
      staff: 'ana',
      starts_on: day(1).slice(0, 10),
      ends_on: day(1).slice(0, 10),
      kind: 'other',
    });
    await publishAll(shop, day);
    const draft = await shop.post('/v1/shifts', { staff: null, starts_at: day(4, 9), ends_at: day(4, 17) });

    const listed = await me('GET', '/v1/me/open-shifts');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([fits.id, touching.id]);
    expect(listed.body.data[0]).toMatchObject({ staff: null, staff_id: null, published: true });
    expect([clash.id, onDayOff.id, started.id, draft.body.id].some((id) => listed.text.includes(id))).toBe(
      false,
    );
    // Paged as every list.
    const first = await me('GET', '/v1/me/open-shifts?limit=1');
    expect(first.body).toMatchObject({ has_more: true, next_cursor: fits.id });
    const second = await me('GET', `/v1/me/open-shifts?limit=1&starting_after=${fits.id}`);
    expect(second.body.data.map((s: { id: string }) => s.id)).toEqual([touching.id]);
    const csv = await me('GET', '/v1/me/open-shifts?format=csv');
    expect(csvRecords(csv.text).map((r) => r.id)).toEqual([fits.id, touching.id]);
    expectProblem(await app.request('GET', '/v1/me/open-shifts'), 401, 'staff_session_required');
    expectProblem(await shop.get('/v1/me/open-shifts'), 403, 'staff_session_required');
  });

  it('a new open shift shows at the next request: what the shop offers is read again after any shift write', async () => {
    const { shop, me, day } = await signedIn();
    const later = await openShift(shop, day(2, 9), day(2, 12));
    await publishAll(shop, day);
    const ids = async () =>
      (await me('GET', '/v1/me/open-shifts')).body.data.map((s: { id: string }) => s.id);
    expect(await ids()).toEqual([later.id]);
    const earlier = await openShift(shop, day(1, 9), day(1, 12));
    await publishAll(shop, day);
    expect(await ids()).toEqual([earlier.id, later.id]);
    // Given to someone, it is no longer open.
    await shop.addStaff('bo');
    expect((await shop.patch(`/v1/shifts/${earlier.id}`, { staff: 'bo' })).status).toBe(200);
    expect(await ids()).toEqual([later.id]);
  });

  it('an open shift leaves the list once it starts, with nothing written in between', async () => {
    const { shop, me, day } = await signedIn();
    const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const startsAt = Math.ceil((Date.now() + 2_000) / 1_000) * 1_000;
    const soon = await openShift(shop, iso(startsAt), iso(startsAt + 3_600_000));
    const later = await openShift(shop, day(1, 9), day(1, 12));
    await publishAll(shop, day);
    const ids = async () =>
      (await me('GET', '/v1/me/open-shifts')).body.data.map((s: { id: string }) => s.id);
    expect(await ids()).toEqual([soon.id, later.id]);
    await new Promise((resolve) => setTimeout(resolve, startsAt - Date.now() + 50));
    expect(await ids()).toEqual([later.id]);
  });

  it('a shop offering over 5,000 shifts is answered in one statement, by the same rules', async () => {
    const { shop, ana, me, day } = await signedIn();
    const base = Date.parse(day(1, 9));
    const now = Date.now();
    const rows = Array.from({ length: 5_001 }, (_, i) => ({
      id: `shf_bulk${String(i).padStart(5, '0')}`,
      shopId: shop.shop.id,
      staffId: null,
      startsAt: base + i * 3_600_000,
      endsAt: base + i * 3_600_000 + 2 * 3_600_000,
      breakMinutes: 0,
      published: true,
      createdAt: now,
      updatedAt: now,
    }));
    await app.deps.db.transaction(() => app.deps.repos.shifts.insertMany(rows));
    // Ana works from the second to the fourth hour: the open shifts of hours 0 to 4 overlap it.
    const mine = await shop.post('/v1/shifts', {
      staff: ana.handle,
      starts_at: day(1, 10),
      ends_at: day(1, 13),
    });
    expect(mine.status, mine.text).toBe(201);
    const listed = await me('GET', '/v1/me/open-shifts?limit=3');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual([
      'shf_bulk00004',
      'shf_bulk00005',
      'shf_bulk00006',
    ]);
    const next = await me('GET', `/v1/me/open-shifts?limit=2&starting_after=shf_bulk00006`);
    expect(next.body.data.map((s: { id: string }) => s.id)).toEqual(['shf_bulk00007', 'shf_bulk00008']);
  });

  it('eligibility matches a plain model on random schedules (seeded)', async () => {
    let seed = 20261129;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let round = 0; round < 4; round++) {
      const { shop, me, day } = await signedIn();
      const mine: Array<[number, number]> = [];
      for (let i = 0; i < 4; i++) {
        const d = 1 + Math.floor(random() * 5);
        const h = Math.floor(random() * 16);
        // Up to 24 hours (the longest a shift may be), so some reach into the next day.
        const hours = 4 + Math.floor(random() * 21);
        const res = await shop.post('/v1/shifts', {
          staff: 'ana',
          starts_at: day(d, h),
          ends_at: day(d, h + hours),
        });
        if (res.status === 201) mine.push([Date.parse(day(d, h)), Date.parse(day(d, h + hours))]);
      }
      // The first round has no time off: the statement for a first page without it runs.
      const offDay = round === 0 ? 0 : 1 + Math.floor(random() * 5);
      if (offDay > 0) {
        const off = await shop.post('/v1/time-off', {
          staff: 'ana',
          starts_on: day(offDay).slice(0, 10),
          ends_on: day(offDay).slice(0, 10),
          kind: 'sick',
        });
        await shop.post(`/v1/time-off/${off.body.id}/approve`);
      }
      const open: Array<{ id: string; from: number; to: number }> = [];
      for (let i = 0; i < 12; i++) {
        const d = 1 + Math.floor(random() * 5);
        const h = Math.floor(random() * 20);
        const shift = await openShift(shop, day(d, h), day(d, h + 1 + Math.floor(random() * 4)));
        open.push({ id: shift.id, from: Date.parse(shift.starts_at), to: Date.parse(shift.ends_at) });
      }
      await publishAll(shop, day);
      // The model: no overlap with ana's shifts, no local day (New York) in her day off.
      const localDay = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 10);
      const dayOff = offDay > 0 ? day(offDay).slice(0, 10) : 'none';
      const expected = open
        .filter((s) => !mine.some(([a, b]) => a < s.to && b > s.from))
        .filter((s) => localDay(s.from) !== dayOff && localDay(s.to - 1) !== dayOff)
        .sort((a, b) => a.from - b.from || (a.id < b.id ? -1 : 1))
        .map((s) => s.id);
      const listed = await me('GET', '/v1/me/open-shifts?limit=100');
      expect(listed.body.data.map((s: { id: string }) => s.id)).toEqual(expected);
    }
  });
});

const DAY_MS = 86_400_000;

/** A New York shop with ana signed in; `day(n, hour)` is n days ahead at `hour`:00 New York (winter, UTC-5). */
const SHOP_ZONE = 'America/New_York';

async function signedIn() {
  const shop = await newShop(app, { timezone: SHOP_ZONE });
  const ana = await shop.addStaff('ana');
  const headers = await staffSessionHeaders(app, shop.shop.id, ana.id);
  const me = (method: string, path: string, body?: unknown) => app.request(method, path, { headers, body });
  // A Monday in January two years on: no DST change in the days used, always in the future.
  const base = Date.parse(`${new Date().getUTCFullYear() + 2}-01-05T05:00:00Z`);
  const monday = base + ((8 - new Date(base).getUTCDay()) % 7) * DAY_MS;
  const day = (n: number, hour = 0) =>
    `${new Date(monday + n * DAY_MS + hour * 3_600_000).toISOString().slice(0, 19)}Z`;
  return { shop, ana, me, day };
}

async function openShift(shop: ShopClient, starts_at: string, ends_at: string) {
  const res = await shop.post('/v1/shifts', { staff: null, starts_at, ends_at });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; starts_at: string; ends_at: string };
}

/**
 * Publishes the weeks the test's days fall in, and the current one: named by today's date in the
 * shop's zone, which on a Sunday evening there is already Monday in UTC.
 */
async function publishAll(shop: ShopClient, day: (n: number, hour?: number) => string) {
  for (const n of [0, 7]) await shop.post('/v1/shifts/publish', { week: day(n).slice(0, 10) });
  await shop.post('/v1/shifts/publish', { week: DateTime.now().setZone(SHOP_ZONE).toISODate() });
}
