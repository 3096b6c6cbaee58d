import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop } from '../helpers/shop-client.js';
import { STAFF_APP_URL, staffSessionHeaders } from '../helpers/staff-app.js';

/** SPEC §17: availability documents, set by a manager or by the staff member. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app?.close());

const DOC = {
  weekly: [
    { weekday: 'saturday', start: '09:00', end: '17:00', kind: 'preferred' },
    { weekday: 'monday', start: '12:00', end: '24:00', kind: 'unavailable' },
    { weekday: 'monday', start: '00:00', end: '12:00', kind: 'preferred' },
  ],
  exceptions: [
    { date: '2026-12-31', ranges: [] },
    { date: '2026-12-24', ranges: [{ start: '14:00', end: '24:00', kind: 'unavailable' }] },
  ],
};

async function shopWithAna() {
  const shop = await newShop(app, { timezone: 'America/New_York' });
  const ana = await shop.addStaff('ana');
  return { shop, ana };
}

describe('availability (SPEC §17)', () => {
  it('starts empty, and a PUT replaces the whole document and answers it sorted, as GET does', async () => {
    const { shop, ana } = await shopWithAna();
    const empty = await shop.get('/v1/staff/ana/availability');
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({
      staff: 'ana',
      staff_id: ana.id,
      weekly: [],
      exceptions: [],
      updated_at: null,
    });

    const put = await shop.request('PUT', `/v1/staff/${ana.id}/availability`, { body: DOC });
    expect(put.status, put.text).toBe(200);
    expect(put.body).toEqual({
      staff: 'ana',
      staff_id: ana.id,
      weekly: [DOC.weekly[2], DOC.weekly[1], DOC.weekly[0]],
      exceptions: [DOC.exceptions[1], DOC.exceptions[0]],
      updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    expect((await shop.get('/v1/staff/ana/availability')).body).toEqual(put.body);

    const replaced = await shop.request('PUT', '/v1/staff/ana/availability', {
      body: { weekly: [], exceptions: [] },
    });
    expect(replaced.body).toMatchObject({ weekly: [], exceptions: [] });
    expect((await shop.get('/v1/staff/ana/availability')).body).toMatchObject({ weekly: [], exceptions: [] });
  });

  it('refuses a range that does not end after it starts (422 invalid_range) and overlapping ranges of a day (422 overlapping_ranges), writing nothing', async () => {
    const { shop } = await shopWithAna();
    await shop.request('PUT', '/v1/staff/ana/availability', { body: DOC });
    const before = (await shop.get('/v1/staff/ana/availability')).body;
    const put = (body: unknown) => shop.request('PUT', '/v1/staff/ana/availability', { body });
    const range = (start: string, end: string) => ({ weekday: 'tuesday', start, end, kind: 'unavailable' });

    expectProblem(await put({ weekly: [range('17:00', '09:00')], exceptions: [] }), 422, 'invalid_range');
    expectProblem(await put({ weekly: [range('09:00', '09:00')], exceptions: [] }), 422, 'invalid_range');
    expectProblem(await put({ weekly: [range('24:00', '24:00')], exceptions: [] }), 422, 'invalid_range');
    expectProblem(
      await put({
        weekly: [],
        exceptions: [{ date: '2026-12-01', ranges: [{ start: '10:00', end: '09:00', kind: 'preferred' }] }],
      }),
      422,
      'invalid_range',
    );
    expectProblem(
      await put({ weekly: [range('09:00', '13:00'), range('12:00', '17:00')], exceptions: [] }),
      422,
      'overlapping_ranges',
    );
    expectProblem(
      await put({
        weekly: [],
        exceptions: [
          {
            date: '2026-12-01',
            ranges: [
              { start: '00:00', end: '24:00', kind: 'unavailable' },
              { start: '10:00', end: '11:00', kind: 'preferred' },
            ],
          },
        ],
      }),
      422,
      'overlapping_ranges',
    );
    expect((await shop.get('/v1/staff/ana/availability')).body).toEqual(before);

    // Ranges that only touch, or lie on different days, are fine.
    const touching = await put({
      weekly: [
        range('09:00', '13:00'),
        range('13:00', '17:00'),
        { ...range('09:00', '13:00'), weekday: 'friday' },
      ],
      exceptions: [],
    });
    expect(touching.status, touching.text).toBe(200);
  });

  it('answers 400 for a bad weekday, time, kind or unknown field, and 404 for an unknown staff member', async () => {
    const { shop } = await shopWithAna();
    const put = (body: unknown) => shop.request('PUT', '/v1/staff/ana/availability', { body });
    const range = { weekday: 'monday', start: '09:00', end: '17:00', kind: 'unavailable' };
    for (const bad of [
      { ...range, weekday: 'mon' },
      { ...range, weekday: 'Monday' },
      { ...range, start: '9:00' },
      { ...range, end: '24:01' },
      { ...range, start: '25:00' },
      { ...range, end: '12:60' },
      { ...range, kind: 'busy' },
      { ...range, note: 'x' },
    ])
      expectProblem(await put({ weekly: [bad], exceptions: [] }), 400, 'validation_error');
    expectProblem(await put({ weekly: [] }), 400, 'validation_error');
    expectProblem(
      await put({ weekly: [], exceptions: [{ date: '2026-02-30', ranges: [] }] }),
      400,
      'validation_error',
    );
    expectProblem(
      await put({
        weekly: [],
        exceptions: [
          { date: '2026-12-01', ranges: [] },
          { date: '2026-12-01', ranges: [] },
        ],
      }),
      400,
      'validation_error',
    );
    expect((await shop.get('/v1/staff/ana/availability')).body.updated_at).toBeNull();
    expectProblem(await shop.get('/v1/staff/nobody/availability'), 404, 'not_found');
    expectProblem(
      await shop.request('PUT', '/v1/staff/nobody/availability', { body: { weekly: [], exceptions: [] } }),
      404,
      'not_found',
    );
  });

  it('needs read_staff to read and write_staff to write; another shop sees a 404', async () => {
    const { shop } = await shopWithAna();
    const reader = await newShop(app, { scopes: ['read_staff'] });
    expectProblem(await reader.get('/v1/staff/ana/availability'), 404, 'not_found');
    const readOnly = await app.token(shop.shop, ['read_staff']);
    expect((await app.request('GET', '/v1/staff/ana/availability', { token: readOnly })).status).toBe(200);
    expectProblem(
      await app.request('PUT', '/v1/staff/ana/availability', {
        token: readOnly,
        body: { weekly: [], exceptions: [] },
      }),
      403,
      'insufficient_scope',
    );
  });

  it('lets the signed-in staff member read and replace their own, with the same rules, and the manager sees it', async () => {
    const { shop, ana } = await shopWithAna();
    const headers = await staffSessionHeaders(app, shop.shop.id, ana.id);
    const me = (method: string, body?: unknown) =>
      app.request(method, '/v1/me/availability', { headers, body });
    expect((await me('GET')).body).toEqual({
      staff: 'ana',
      staff_id: ana.id,
      weekly: [],
      exceptions: [],
      updated_at: null,
    });
    const put = await me('PUT', DOC);
    expect(put.status, put.text).toBe(200);
    expect(put.body.staff_id).toBe(ana.id);
    expect((await shop.get('/v1/staff/ana/availability')).body).toEqual(put.body);
    expectProblem(
      await me('PUT', {
        weekly: [{ weekday: 'monday', start: '10:00', end: '09:00', kind: 'unavailable' }],
        exceptions: [],
      }),
      422,
      'invalid_range',
    );
    expectProblem(await me('PUT', { ...DOC, staff: 'ana' }), 400, 'validation_error');
    // A write without the app's Origin changes nothing; without a session, 401.
    const noOrigin = await app.request('PUT', '/v1/me/availability', {
      headers: { cookie: headers.cookie! },
      body: { weekly: [], exceptions: [] },
    });
    expectProblem(noOrigin, 403, 'origin_mismatch');
    expect((await me('GET')).body).toEqual(put.body);
    expectProblem(await app.request('GET', '/v1/me/availability'), 401, 'staff_session_required');
  });

  it('answers warnings on a shift written into unavailable time (create, move, reassign, copy), [] otherwise, never on GET', async () => {
    const { shop } = await shopWithAna();
    await shop.addStaff('ben');
    // New York: Mondays unavailable from 12:00 local (17:00Z in November), preferred mornings;
    // Tuesday 2026-11-24 is an exception with no ranges (free).
    await shop.request('PUT', '/v1/staff/ana/availability', {
      body: {
        weekly: [
          { weekday: 'monday', start: '00:00', end: '12:00', kind: 'preferred' },
          { weekday: 'monday', start: '12:00', end: '24:00', kind: 'unavailable' },
          { weekday: 'tuesday', start: '00:00', end: '06:00', kind: 'unavailable' },
        ],
        exceptions: [{ date: '2026-11-24', ranges: [] }],
      },
    });
    const morning = { starts_at: '2026-11-16T14:00:00Z', ends_at: '2026-11-16T17:00:00Z' };
    const created = await shop.post('/v1/shifts', { staff: 'ana', ...morning });
    expect(created.status, created.text).toBe(201);
    // Preferred time, and an unavailable range that only touches the shift: no warning.
    expect(created.body.warnings).toEqual([]);

    const late = await shop.post('/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-11-17T02:00:00Z',
      ends_at: '2026-11-17T07:00:00Z',
    });
    expect(late.status, late.text).toBe(201);
    // Monday 21:00 to Tuesday 02:00 local: Monday's 12:00–24:00 and Tuesday's 00:00–06:00.
    expect(late.body.warnings).toEqual([
      {
        code: 'unavailable',
        detail: expect.stringContaining('ana'),
        starts_at: '2026-11-16T17:00:00Z',
        ends_at: '2026-11-17T05:00:00Z',
      },
      {
        code: 'unavailable',
        detail: expect.any(String),
        starts_at: '2026-11-17T05:00:00Z',
        ends_at: '2026-11-17T11:00:00Z',
      },
    ]);
    const read = await shop.get(`/v1/shifts/${late.body.id}`);
    expect(read.body).not.toHaveProperty('warnings');
    const { warnings: _w, ...stored } = late.body;
    expect(read.body).toEqual(stored);
    expect(read.headers.get('etag')).toBe(late.headers.get('etag'));

    // A move into unavailable time warns; a reassignment to someone free does not.
    const moved = await shop.patch(`/v1/shifts/${created.body.id}`, { ends_at: '2026-11-16T18:00:00Z' });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.warnings.map((w: { starts_at: string }) => w.starts_at)).toEqual([
      '2026-11-16T17:00:00Z',
    ]);
    const reassigned = await shop.patch(`/v1/shifts/${created.body.id}`, { staff: 'ben' });
    expect(reassigned.body.warnings).toEqual([]);
    const back = await shop.patch(`/v1/shifts/${created.body.id}`, { staff: 'ana' });
    expect(back.body.warnings).toHaveLength(1);

    // The exception frees Tuesday 2026-11-24; the next Monday's weekly range still holds.
    const copy = await shop.post('/v1/shifts/copy', { from_week: '2026-11-16', to_week: '2026-11-23' });
    expect(copy.status, copy.text).toBe(200);
    const warned = copy.body.created.map((s: { starts_at: string; warnings: { starts_at: string }[] }) => [
      s.starts_at,
      s.warnings.map((w) => w.starts_at),
    ]);
    expect(warned).toEqual([
      ['2026-11-23T14:00:00Z', ['2026-11-23T17:00:00Z']],
      ['2026-11-24T02:00:00Z', ['2026-11-23T17:00:00Z']],
    ]);
  });
});
