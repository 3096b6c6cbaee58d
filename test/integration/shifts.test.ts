import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { csvRecords } from '../helpers/csv.js';
import { seedShifts, shiftsStartingIn } from '../helpers/dense-week.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

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
  // A write answers its warnings (SPEC §17; no availability is set here), which GET never shows.
  const { warnings, ...shift } = res.body;
  expect(warnings).toEqual([]);
  return shift;
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
    expect(fieldsOf(expectProblem(backwards, 422, 'invalid_span'))).toEqual(['ends_at']);
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

describe('dense weeks (SPEC §13)', () => {
  it('a shift lasts at least 1 minute and at most 24 hours: anything else is 422 invalid_span on create and move, changing nothing', async () => {
    const before = (await app.request('GET', '/v1/shifts?from=2027-04-01&to=2027-04-03', { token })).body
      .data;
    for (const [starts_at, ends_at] of [
      ['2027-04-01T00:00:01.001Z', '2027-04-01T00:00:01.002Z'], // 1 ms, the review's reproduction (R6)
      ['2027-04-01T09:00:00Z', '2027-04-01T09:00:59Z'],
      ['2027-04-01T09:00:00Z', '2027-04-01T09:00:00Z'],
      ['2027-04-01T17:00:00Z', '2027-04-01T09:00:00Z'],
      ['2027-04-01T09:00:00Z', '2027-04-02T09:00:01Z'],
    ]) {
      const res = await app.request('POST', '/v1/shifts', { token, body: shift({ starts_at, ends_at }) });
      expect(fieldsOf(expectProblem(res, 422, 'invalid_span')), `${starts_at} – ${ends_at}`).toEqual([
        'ends_at',
      ]);
    }
    expect(
      (await app.request('GET', '/v1/shifts?from=2027-04-01&to=2027-04-03', { token })).body.data,
    ).toEqual(before);
    // Exactly a minute and exactly a day are shifts.
    const minute = await createShift(
      shift({ staff: 'ben', starts_at: '2027-04-01T09:00:00Z', ends_at: '2027-04-01T09:01:00Z' }),
    );
    await createShift(
      shift({ staff: 'ben', starts_at: '2027-04-02T09:00:00Z', ends_at: '2027-04-03T09:00:00Z' }),
    );
    for (const body of [
      { ends_at: '2027-04-01T09:00:30Z' },
      { starts_at: '2027-04-01T09:00:30Z' },
      { starts_at: '2027-03-31T09:00:00Z' },
      { ends_at: '2027-04-01T09:00:00Z' },
    ]) {
      const res = await app.request('PATCH', `/v1/shifts/${minute.id}`, { token, body });
      expect(fieldsOf(expectProblem(res, 422, 'invalid_span')), JSON.stringify(body)).toEqual(['ends_at']);
    }
    expect((await app.request('GET', `/v1/shifts/${minute.id}`, { token })).body).toEqual(minute);
  });

  it('a work week holds at most 2,000 shifts: one more, created or moved in, is 422 week_full and changes nothing; moves within it and other weeks go on', async () => {
    // The shop's work week of Monday 5 April 2027 in New York (EDT): from 04:00Z that Monday to 04:00Z the next.
    const weekStart = Date.parse('2027-04-05T04:00:00Z');
    const weekEnd = Date.parse('2027-04-12T04:00:00Z');
    const dense = await app.request('POST', '/v1/staff', { token, body: { handle: 'dense', name: 'Dense' } });
    await seedShifts(app.deps, shop.id, dense.body.id, weekStart, 1999);
    // The 2,000th: Sunday 23:00–23:59 local, still that week although Monday in UTC.
    const last = await createShift(
      shift({ staff: 'ana', starts_at: '2027-04-12T03:00:00Z', ends_at: '2027-04-12T03:59:00Z' }),
    );
    const over = await app.request('POST', '/v1/shifts', {
      token,
      body: shift({ staff: 'ben', starts_at: '2027-04-06T13:00:00Z', ends_at: '2027-04-06T21:00:00Z' }),
    });
    const problem = expectProblem(over, 422, 'week_full');
    expect(fieldsOf(problem)).toEqual(['starts_at']);
    expect(problem.detail).toContain('2027-04-05');
    // Local midnight starts the next week, which has room.
    const next = await createShift(
      shift({ staff: 'ben', starts_at: '2027-04-12T04:00:00Z', ends_at: '2027-04-12T12:00:00Z' }),
    );
    const movedIn = await app.request('PATCH', `/v1/shifts/${next.id}`, {
      token,
      body: { starts_at: '2027-04-12T03:59:00Z' },
    });
    expectProblem(movedIn, 422, 'week_full');
    expect((await app.request('GET', `/v1/shifts/${next.id}`, { token })).body).toEqual(next);
    expect(await shiftsStartingIn(app.deps, shop.id, weekStart, weekEnd)).toBe(2000);

    // Within the full week a shift still moves; once one moves out, another fits in.
    const within = await app.request('PATCH', `/v1/shifts/${last.id}`, {
      token,
      body: { starts_at: '2027-04-12T02:00:00Z' },
    });
    expect(within.status, within.text).toBe(200);
    const out = await app.request('PATCH', `/v1/shifts/${last.id}`, {
      token,
      body: { starts_at: '2027-04-12T14:00:00Z', ends_at: '2027-04-12T15:00:00Z' },
    });
    expect(out.status, out.text).toBe(200);
    const inside = await app.request('PATCH', `/v1/shifts/${next.id}`, {
      token,
      body: { starts_at: '2027-04-12T03:59:00Z' },
    });
    expect(inside.status, inside.text).toBe(200);
    expect(await shiftsStartingIn(app.deps, shop.id, weekStart, weekEnd)).toBe(2000);
  });
});
