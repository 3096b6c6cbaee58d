import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';

let app: TestApp;
let token: string;

const SNAKE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;
const UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** Every key at every depth of a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** Follows `next_cursor` until `has_more` is false and returns every id seen, in order. */
async function walk(path: string, limit: number): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  for (;;) {
    const after: string = cursor ? `&starting_after=${cursor}` : '';
    const res = await app.request('GET', `${path}?limit=${limit}${after}`, { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'has_more', 'next_cursor']);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    ids.push(...res.body.data.map((row: { id: string }) => row.id));
    pages++;
    if (!res.body.has_more) {
      expect(res.body.next_cursor).toBeNull();
      return { ids, pages };
    }
    expect(res.body.next_cursor).toBe(res.body.data.at(-1).id);
    cursor = res.body.next_cursor;
  }
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  token = await app.token(await app.addShop('conventions.myshopify.com', { plan: 'pro' }));
});
afterAll(() => app.close());

describe('resources', () => {
  it('a created staff member answers 201 with a Location that reads it back, and an stf_ id', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: { handle: 'ana', name: 'Ana', hourly_rate: '18.25', commission_rate: '5.00' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^stf_\w+$/);
    expect(res.headers.get('location')).toBe(`/v1/staff/${res.body.id}`);
    const again = await app.request('GET', res.headers.get('location')!, { token });
    expect(again.body).toEqual(res.body);
    expect(res.body).toMatchObject({
      handle: 'ana',
      hourly_rate: '18.25',
      commission_rate: '5.00',
      active: true,
    });
    expect(res.body.created_at).toMatch(UTC);
  });

  it('a time entry sent with a +01:00 offset answers in UTC with ent_ and tms_ ids and a Location', async () => {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-16T10:00:00+01:00', ended_at: '2026-11-16T18:30:00+01:00' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      staff: 'ana',
      started_at: '2026-11-16T09:00:00Z',
      ended_at: '2026-11-16T17:30:00Z',
      hours: 8.5,
    });
    expect(res.body.id).toMatch(/^ent_\w+$/);
    expect(res.body.staff_id).toMatch(/^stf_\w+$/);
    expect(res.body.timesheet).toMatch(/^tms_\w+$/);
    expect(res.headers.get('location')).toBe(`/v1/time-entries/${res.body.id}`);
    for (const key of ['created_at', 'updated_at']) expect(res.body[key]).toMatch(UTC);
  });

  it('staff is addressed by id or handle, and both answer the same bare object', async () => {
    const byHandle = await app.request('GET', '/v1/staff/ana', { token });
    const byId = await app.request('GET', `/v1/staff/${byHandle.body.id}`, { token });
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(byHandle.body);
  });

  it('every key of staff, entries, timesheets and the week summary is snake_case', async () => {
    const entries = await app.request('GET', '/v1/time-entries', { token });
    const timesheet = await app.request('GET', `/v1/timesheets/${entries.body.data[0].timesheet}`, { token });
    expect(timesheet.body.id).toMatch(/^tms_\w+$/);
    expect(timesheet.body).toHaveProperty('week_start', '2026-11-16');
    const bodies = [
      (await app.request('GET', '/v1/staff', { token })).body,
      entries.body,
      timesheet.body,
      (await app.request('GET', '/v1/timesheets?week=2026-11-16', { token })).body,
      (await app.request('GET', '/v1/shop', { token })).body,
    ];
    for (const key of bodies.flatMap(keysOf)) expect(key).toMatch(SNAKE);
  });

  it('a timestamp in a PATCH may carry any offset and is answered in UTC', async () => {
    const list = await app.request('GET', '/v1/time-entries?staff=ana', { token });
    const res = await app.request('PATCH', `/v1/time-entries/${list.body.data[0].id}`, {
      token,
      body: { ended_at: '2026-11-16T12:45:00-05:00' },
    });
    expect(res.status).toBe(200);
    expect(res.body.ended_at).toBe('2026-11-16T17:45:00Z');
  });

  it('successful answers carry an X-Request-Id too', async () => {
    const res = await app.request('GET', '/v1/staff', { token });
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
  });
});

describe('lists page with limit and starting_after', () => {
  it('walking the staff list 3 at a time visits every member once, in handle order', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await app.request('POST', '/v1/staff', { token, body: { handle: `p${i}`, name: `P${i}` } });
      expect(res.status).toBe(201);
    }
    const all = await app.request('GET', '/v1/staff?limit=100', { token });
    expect(all.body.has_more).toBe(false);
    expect(all.body.data).toHaveLength(11);
    const { ids, pages } = await walk('/v1/staff', 3);
    expect(pages).toBe(4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(all.body.data.map((row: { id: string }) => row.id));
  });

  it('a page that ends exactly at the last row says has_more false', async () => {
    const res = await app.request('GET', '/v1/staff?limit=11', { token });
    expect(res.body).toMatchObject({ has_more: false, next_cursor: null });
    expect(res.body.data).toHaveLength(11);
  });

  it('walking the time entries 2 at a time visits every entry once, in start order', async () => {
    // Two people working the same hours give equal start times, so the cursor must break ties.
    for (const handle of ['p1', 'p2']) {
      for (let day = 17; day <= 19; day++) {
        const res = await app.request('POST', '/v1/time-entries', {
          token,
          body: {
            staff: handle,
            started_at: `2026-11-${day}T08:00:00Z`,
            ended_at: `2026-11-${day}T12:00:00Z`,
          },
        });
        expect(res.status).toBe(201);
      }
    }
    const all = await app.request('GET', '/v1/time-entries?limit=100', { token });
    expect(all.body.data).toHaveLength(7);
    const { ids } = await walk('/v1/time-entries', 2);
    expect(new Set(ids).size).toBe(7);
    expect(ids).toEqual(all.body.data.map((row: { id: string }) => row.id));
    const starts = all.body.data.map((row: { started_at: string }) => row.started_at);
    expect(starts).toEqual([...starts].sort());
  });

  it('the default page holds at most 50 rows', async () => {
    const res = await app.request('GET', '/v1/time-entries', { token });
    expect(res.body.data.length).toBeLessThanOrEqual(50);
  });
});

describe('GET /healthz', () => {
  it('answers 200 {status, database, redis} without a token, and nothing about any shop', async () => {
    const res = await app.request('GET', '/healthz');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['database', 'redis', 'status']);
    expect(res.body.database).toBe('ok');
    expect(['ok', 'unreachable']).toContain(res.body.redis);
    expect(res.body.status).toBe(res.body.redis === 'ok' ? 'ok' : 'degraded');
  });
});
