import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';

let app: TestApp;
let shop: ShopRow;
let token: string;
let otherToken: string;

const shift = (overrides: Record<string, unknown> = {}) => ({
  staff: 'ana',
  starts_at: '2026-11-16T09:00:00Z',
  ends_at: '2026-11-16T17:00:00Z',
  location: 'Main St',
  ...overrides,
});

async function movedEvents() {
  return (await app.deps.repos.events.listForShop(shop.id, 'shift.moved')).map((row) =>
    JSON.parse(row.payload),
  );
}

beforeAll(async () => {
  app = await startTestApp();
  shop = await app.addShop('shifts.myshopify.com', { timezone: 'America/New_York' });
  token = await app.token(shop);
  otherToken = await app.token(await app.addShop('other-shifts.myshopify.com'));
  for (const handle of ['ana', 'ben']) {
    await app.request('POST', '/v1/staff', { token, body: { handle, name: handle.toUpperCase() } });
  }
});
afterAll(() => app.close());

async function createShift(body: Record<string, unknown>) {
  const res = await app.request('POST', '/v1/shifts', { token, body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('shifts', () => {
  it('creates a shift answering 201 with Location, staff as handle and UTC instants', async () => {
    const res = await app.request('POST', '/v1/shifts', {
      token,
      body: shift({
        starts_at: '2026-12-01T09:00:00-05:00',
        ends_at: '2026-12-01T17:30:00-05:00',
        role: 'Cashier',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/v1/shifts/${res.body.id}`);
    expect(res.body).toMatchObject({
      object: 'shift',
      staff: 'ana',
      starts_at: '2026-12-01T14:00:00Z',
      ends_at: '2026-12-01T22:30:00Z',
      role: 'Cashier',
      break_minutes: 0,
    });
    expect(res.body.id).toMatch(/^shf_/);
    expect(res.body.staff_id).toMatch(/^stf_/);
  });

  it('refuses a shift that ends before it starts, an overlap and an unknown staff member with 422', async () => {
    const base = { starts_at: '2026-12-02T09:00:00Z', ends_at: '2026-12-02T17:00:00Z' };
    await createShift(shift(base));
    const backwards = await app.request('POST', '/v1/shifts', {
      token,
      body: shift({ starts_at: '2026-12-03T17:00:00Z', ends_at: '2026-12-03T09:00:00Z' }),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0].field).toBe('ends_at');
    const overlap = await app.request('POST', '/v1/shifts', {
      token,
      body: shift({ starts_at: '2026-12-02T16:00:00Z', ends_at: '2026-12-02T20:00:00Z' }),
    });
    expect(overlap.status).toBe(422);
    const unknown = await app.request('POST', '/v1/shifts', { token, body: shift({ staff: 'zed' }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].field).toBe('staff');
    // Another person may work the same hours.
    expect(
      (await app.request('POST', '/v1/shifts', { token, body: shift({ ...base, staff: 'ben' }) })).status,
    ).toBe(201);
  });

  it('writes one shift.moved per move with the moved fields before, and none for a note change', async () => {
    const created = await createShift(
      shift({ starts_at: '2026-12-04T09:00:00Z', ends_at: '2026-12-04T17:00:00Z' }),
    );
    const before = (await movedEvents()).length;

    const noted = await app.request('PATCH', `/v1/shifts/${created.id}`, {
      token,
      body: { note: 'bring keys', role: 'Lead' },
    });
    expect(noted.status).toBe(200);
    expect((await movedEvents()).length).toBe(before);

    const same = await app.request('PATCH', `/v1/shifts/${created.id}`, {
      token,
      body: { location: 'Main St' },
    });
    expect(same.status).toBe(200);
    expect((await movedEvents()).length).toBe(before);

    const moved = await app.request('PATCH', `/v1/shifts/${created.id}`, {
      token,
      body: { starts_at: '2026-12-04T10:00:00Z', staff: 'ben' },
    });
    expect(moved.status).toBe(200);
    const events = await movedEvents();
    expect(events.length).toBe(before + 1);
    const event = events.at(-1);
    expect(event).toMatchObject({ type: 'shift.moved', shop: 'shifts.myshopify.com' });
    expect(event.id).toMatch(/^evt_/);
    expect(event.data).toMatchObject({
      id: created.id,
      staff: 'ben',
      starts_at: '2026-12-04T10:00:00Z',
      note: 'bring keys',
    });
    expect(event.data.previous).toEqual({
      starts_at: '2026-12-04T09:00:00Z',
      staff: 'ana',
      staff_id: created.staff_id,
    });
  });

  it('lists by local dates of the shop, by staff, and pages without repeats', async () => {
    const ids: string[] = [];
    for (let day = 14; day <= 18; day++) {
      ids.push(
        (
          await createShift(
            shift({
              staff: 'ben',
              starts_at: `2027-01-${day}T14:00:00Z`,
              ends_at: `2027-01-${day}T20:00:00Z`,
            }),
          )
        ).id,
      );
    }
    const week = await app.request('GET', '/v1/shifts?from=2027-01-15&to=2027-01-17&staff=ben', { token });
    expect(week.body.data.map((s: { id: string }) => s.id)).toEqual(ids.slice(1, 4));

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/v1/shifts?staff=ben&from=2027-01-01&limit=2${cursor ? `&starting_after=${cursor}` : ''}`;
      const page = await app.request('GET', query, { token });
      seen.push(...page.body.data.map((s: { id: string }) => s.id));
      cursor = page.body.next_cursor;
      expect(page.body.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(ids);

    // A range that ends before it starts is a 400, as for commissions; one day is fine.
    const backwards = await app.request('GET', '/v1/shifts?from=2027-01-17&to=2027-01-15', { token });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual([{ field: 'to', message: 'must not be before from' }]);
    const oneDay = await app.request('GET', '/v1/shifts?from=2027-01-16&to=2027-01-16&staff=ben', { token });
    expect(oneDay.body.data.map((s: { id: string }) => s.id)).toEqual([ids[2]]);
  });

  it('exports every matching shift as CSV with hostile notes kept intact and inert', async () => {
    const note = '=HYPERLINK("http://evil"), "quoted"\nsecond line';
    const created = await createShift(
      shift({ staff: 'ana', starts_at: '2027-02-01T09:00:00Z', ends_at: '2027-02-01T12:00:00Z', note }),
    );
    const res = await app.request('GET', '/v1/shifts?from=2027-02-01&to=2027-02-01', {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    const [row] = csvRecords(res.text);
    expect(row).toMatchObject({
      id: created.id,
      staff: 'ana',
      starts_at: '2027-02-01T09:00:00Z',
      note: `'${note}`,
    });
  });

  it('deletes a shift, and another shop gets 404 on every shift route with nothing changed', async () => {
    const created = await createShift(
      shift({ starts_at: '2027-03-01T09:00:00Z', ends_at: '2027-03-01T17:00:00Z' }),
    );
    const path = `/v1/shifts/${created.id}`;
    expect((await app.request('GET', path, { token: otherToken })).status).toBe(404);
    expect((await app.request('PATCH', path, { token: otherToken, body: { note: 'x' } })).status).toBe(404);
    expect((await app.request('DELETE', path, { token: otherToken })).status).toBe(404);
    expect((await app.request('GET', path, { token })).body).toEqual(created);

    const deleted = await app.request('DELETE', path, { token });
    expect(deleted.body).toEqual({ id: created.id, object: 'shift', deleted: true });
    expect((await app.request('GET', path, { token })).status).toBe(404);
  });
});
