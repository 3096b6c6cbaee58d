import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';

/** SPEC §13: time off is requested, then approved or denied once; approved days refuse shifts. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

let sequence = 0;
type TimeOff = Record<string, unknown> & { id: string; status: string; conflicting_shifts: string[] };

/** A New York shop with staff ana, ben and cy. */
async function newShop() {
  const shop = await app.addShop(`time-off-${++sequence}.myshopify.com`, {
    timezone: 'America/New_York',
    plan: 'pro',
  });
  const token = await app.token(shop);
  const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    app.request(method, path, { token, body, headers });
  for (const handle of ['ana', 'ben', 'cy']) await call('POST', '/v1/staff', { handle, name: handle });
  const request = async (body: Record<string, unknown>) => {
    const res = await call('POST', '/v1/time-off', { kind: 'vacation', ...body });
    expect(res.status, res.text).toBe(201);
    return res.body as TimeOff;
  };
  const shift = async (staff: string, starts_at: string, ends_at: string) => {
    const res = await call('POST', '/v1/shifts', { staff, starts_at, ends_at });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string };
  };
  const list = async (query = '') => (await call('GET', `/v1/time-off${query}`)).body.data as TimeOff[];
  return { shop, token, call, request, shift, list };
}

describe('time off requests and decisions', () => {
  it('creates a request with 201, Location and status requested, the same record as its GET', async () => {
    const { call, request } = await newShop();
    const created = await call('POST', '/v1/time-off', {
      staff: 'ana',
      starts_on: '2026-11-18',
      ends_on: '2026-11-20',
      kind: 'vacation',
      note: 'Family visit',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/v1/time-off/${created.body.id}`);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^tof_/),
      object: 'time_off',
      staff: 'ana',
      staff_id: expect.stringMatching(/^stf_/),
      starts_on: '2026-11-18',
      ends_on: '2026-11-20',
      kind: 'vacation',
      note: 'Family visit',
      status: 'requested',
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      conflicting_shifts: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      updated_at: created.body.created_at,
    });
    const read = await call('GET', `/v1/time-off/${created.body.id}`);
    expect(read.body).toEqual(created.body);
    expect(read.headers.get('etag')).toBe(created.headers.get('etag'));
    // One day is fine, by staff id too.
    const oneDay = await request({
      staff: created.body.staff_id,
      starts_on: '2026-12-01',
      ends_on: '2026-12-01',
      kind: 'sick',
    });
    expect(oneDay).toMatchObject({ staff: 'ana', kind: 'sick', note: null });
  });

  it("approves with the staff member's shifts on those local days, writes the audit log, and 409s any second decision", async () => {
    const { shop, call, request, shift } = await newShop();
    // New York time: 16:00 on the 17th to midnight is not on the days off; midnight to 02:00 on
    // the 18th is; 22:00 on the 20th to 02:00 on the 21st is; the 21st is not; ben's are not ana's.
    await shift('ana', '2026-11-17T21:00:00Z', '2026-11-18T05:00:00Z');
    const first = await shift('ana', '2026-11-18T05:00:00Z', '2026-11-18T07:00:00Z');
    const night = await shift('ana', '2026-11-21T03:00:00Z', '2026-11-21T07:00:00Z');
    await shift('ana', '2026-11-21T14:00:00Z', '2026-11-21T22:00:00Z');
    await shift('ben', '2026-11-19T14:00:00Z', '2026-11-19T22:00:00Z');
    const asked = await request({ staff: 'ana', starts_on: '2026-11-18', ends_on: '2026-11-20' });
    expect(asked.conflicting_shifts).toEqual([first.id, night.id]);

    const approved = await call('POST', `/v1/time-off/${asked.id}/approve`, { reason: 'Enjoy' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decided_by: expect.stringMatching(/^tok_/),
      decision_reason: 'Enjoy',
      conflicting_shifts: [first.id, night.id],
    });
    expect(approved.body.decided_at).toBe(approved.body.updated_at);
    expect((await call('GET', `/v1/time-off/${asked.id}`)).body).toEqual(approved.body);
    const audit = await app.deps.repos.auditLog.listForSubject(shop.id, asked.id);
    expect(audit.map((row) => [row.action, row.fromStatus, row.toStatus, row.reason])).toEqual([
      ['approve', 'requested', 'approved', 'Enjoy'],
    ]);

    for (const action of ['approve', 'deny']) {
      const again = await call('POST', `/v1/time-off/${asked.id}/${action}`, {});
      expectProblem(again, 409, 'state_conflict');
    }
    expectProblem(await call('PATCH', `/v1/time-off/${asked.id}`, { note: 'x' }), 409, 'state_conflict');
    expect((await call('GET', `/v1/time-off/${asked.id}`)).body).toEqual(approved.body);
    expect(await app.deps.repos.auditLog.listForSubject(shop.id, asked.id)).toHaveLength(1);
  });

  it('denies with an optional reason; a denied request conflicts with nothing, blocks nothing and is decided for good', async () => {
    const { call, request, shift } = await newShop();
    await shift('ben', '2026-11-18T14:00:00Z', '2026-11-18T22:00:00Z');
    const asked = await request({
      staff: 'ben',
      starts_on: '2026-11-18',
      ends_on: '2026-11-18',
      kind: 'unpaid',
    });
    const denied = await call('POST', `/v1/time-off/${asked.id}/deny`, { reason: 'Stocktake\nthat day' });
    expect(denied.body).toMatchObject({
      status: 'denied',
      decision_reason: 'Stocktake\nthat day',
      conflicting_shifts: [],
    });
    const plain = await request({ staff: 'cy', starts_on: '2026-11-18', ends_on: '2026-11-18' });
    expect((await call('POST', `/v1/time-off/${plain.id}/deny`, {})).body.decision_reason).toBeNull();
    for (const action of ['approve', 'deny'])
      expectProblem(await call('POST', `/v1/time-off/${asked.id}/${action}`, {}), 409, 'state_conflict');
    expect(
      (
        await call('POST', '/v1/shifts', {
          staff: 'ben',
          starts_at: '2026-11-18T23:00:00Z',
          ends_at: '2026-11-19T01:00:00Z',
        })
      ).status,
    ).toBe(201);
  });

  it('changes the days, kind and note of a request; a range ending before it starts is a 422', async () => {
    const { call, request } = await newShop();
    const asked = await request({ staff: 'ana', starts_on: '2026-11-18', ends_on: '2026-11-20' });
    const changed = await call('PATCH', `/v1/time-off/${asked.id}`, {
      ends_on: '2026-11-25',
      kind: 'other',
      note: null,
    });
    expect(changed.body).toMatchObject({
      starts_on: '2026-11-18',
      ends_on: '2026-11-25',
      kind: 'other',
      note: null,
    });
    const backwards = await call('PATCH', `/v1/time-off/${asked.id}`, { starts_on: '2026-11-26' });
    expect(fieldsOf(expectProblem(backwards, 422, 'rule_violation'))).toEqual(['ends_on']);
    expect(
      fieldsOf(
        expectProblem(
          await call('PATCH', `/v1/time-off/${asked.id}`, { staff: 'ben' }),
          400,
          'validation_error',
        ),
      ),
    ).toEqual(['staff']);
    expect((await call('GET', `/v1/time-off/${asked.id}`)).body).toEqual(changed.body);
  });

  it('refuses bad requests with problem+json and stores nothing', async () => {
    const { call, list } = await newShop();
    await call('PATCH', '/v1/staff/cy', { active: false });
    const base = { staff: 'ana', starts_on: '2026-11-18', ends_on: '2026-11-20', kind: 'vacation' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, ends_on: '2026-11-17' }, 422, 'ends_on'],
      [{ ...base, starts_on: '2026-01-01', ends_on: '2027-01-02' }, 422, 'ends_on'],
      [{ ...base, staff: 'zed' }, 422, 'staff'],
      [{ ...base, staff: 'cy' }, 422, 'staff'],
      [{ ...base, kind: 'holiday' }, 400, 'kind'],
      [{ ...base, starts_on: '2026-02-30' }, 400, 'starts_on'],
      [{ ...base, status: 'approved' }, 400, 'status'],
      [{ ...base, note: 5 }, 400, 'note'],
      [{ starts_on: '2026-11-18', ends_on: '2026-11-20', kind: 'vacation' }, 400, 'staff'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/v1/time-off', body);
      expect(
        fieldsOf(expectProblem(res, status, status === 422 ? 'rule_violation' : 'validation_error')),
      ).toEqual([field]);
    }
    expect(await list()).toEqual([]);
    const missing = await call('POST', '/v1/time-off/tof_nope/approve', {});
    expectProblem(missing, 404, 'not_found');
  });
});

describe('approved time off refuses shifts on its days with 422 time_off', () => {
  it('on create, move and reassignment; a note on a shift already there, a request still waiting and the next day are fine', async () => {
    const { call, request, shift } = await newShop();
    const there = await shift('ana', '2026-11-18T14:00:00Z', '2026-11-18T22:00:00Z');
    const benShift = await shift('ben', '2026-11-19T14:00:00Z', '2026-11-19T22:00:00Z');
    await request({ staff: 'ana', starts_on: '2026-11-24', ends_on: '2026-11-24' });
    const off = await request({ staff: 'ana', starts_on: '2026-11-18', ends_on: '2026-11-19' });
    await call('POST', `/v1/time-off/${off.id}/approve`, {});

    // Create: 21:00–23:00 on the 19th in New York is 02:00–04:00 UTC on the 20th.
    const created = await call('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: '2026-11-20T02:00:00Z',
      ends_at: '2026-11-20T04:00:00Z',
    });
    const problem = expectProblem(created, 422, 'time_off');
    expect(fieldsOf(problem)).toEqual(['starts_at']);
    expect(problem.detail).toContain(off.id);
    // Move: an existing shift of ana's moved onto the 19th, or only its end.
    const friday = await shift('ana', '2026-11-20T14:00:00Z', '2026-11-20T22:00:00Z');
    const moved = await call('PATCH', `/v1/shifts/${friday.id}`, {
      starts_at: '2026-11-19T14:00:00Z',
      ends_at: '2026-11-19T22:00:00Z',
    });
    expect(fieldsOf(expectProblem(moved, 422, 'time_off'))).toEqual(['starts_at']);
    const early = await shift('ana', '2026-11-17T22:00:00Z', '2026-11-18T03:00:00Z');
    const stretched = await call('PATCH', `/v1/shifts/${early.id}`, { ends_at: '2026-11-18T06:00:00Z' });
    expect(fieldsOf(expectProblem(stretched, 422, 'time_off'))).toEqual(['ends_at']);
    // Reassignment: ben's shift given to ana on her day off.
    const reassigned = await call('PATCH', `/v1/shifts/${benShift.id}`, { staff: 'ana' });
    expect(fieldsOf(expectProblem(reassigned, 422, 'time_off'))).toEqual(['staff']);
    expect((await call('GET', `/v1/shifts/${benShift.id}`)).body.staff).toBe('ben');
    expect((await call('GET', `/v1/shifts/${friday.id}`)).body.starts_at).toBe('2026-11-20T14:00:00Z');

    // Allowed: a note on the shift already on the day off, the day after, and a waiting request's day.
    expect((await call('PATCH', `/v1/shifts/${there.id}`, { note: 'swap with ben' })).status).toBe(200);
    expect(
      (
        await call('POST', '/v1/shifts', {
          staff: 'ana',
          starts_at: '2026-11-20T05:00:00Z',
          ends_at: '2026-11-20T09:00:00Z',
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await call('POST', '/v1/shifts', {
          staff: 'ana',
          starts_at: '2026-11-24T14:00:00Z',
          ends_at: '2026-11-24T22:00:00Z',
        })
      ).status,
    ).toBe(201);

    // Reassigning the conflicting shift to ben takes it off the list.
    expect((await call('GET', `/v1/time-off/${off.id}`)).body.conflicting_shifts).toEqual([there.id]);
    expect(
      (
        await call('PATCH', `/v1/shifts/${there.id}`, {
          staff: 'ben',
          starts_at: '2026-11-18T13:00:00Z',
          ends_at: '2026-11-18T14:00:00Z',
        })
      ).status,
    ).toBe(200);
    expect((await call('GET', `/v1/time-off/${off.id}`)).body.conflicting_shifts).toEqual([]);
  });
});

describe('listing time off', () => {
  async function fixture() {
    const made = await newShop();
    const { request, call } = made;
    const a1 = await request({ staff: 'ana', starts_on: '2026-11-02', ends_on: '2026-11-06' });
    const b1 = await request({
      staff: 'ben',
      starts_on: '2026-11-05',
      ends_on: '2026-11-05',
      kind: 'sick',
      note: '=HYPERLINK("x"), "flu"\nday 1',
    });
    const a2 = await request({
      staff: 'ana',
      starts_on: '2026-11-20',
      ends_on: '2026-11-27',
      kind: 'unpaid',
    });
    const c1 = await request({ staff: 'cy', starts_on: '2026-12-24', ends_on: '2027-01-02' });
    await made.shift('ana', '2026-11-03T14:00:00Z', '2026-11-03T22:00:00Z');
    await call('POST', `/v1/time-off/${a1.id}/approve`, {});
    await call('POST', `/v1/time-off/${b1.id}/deny`, { reason: 'short, staffed' });
    return { ...made, a1, b1, a2, c1 };
  }

  it('filters by days from–to (any day in range), staff and status, in order of first day', async () => {
    const { list, a1, b1, a2, c1 } = await fixture();
    const ids = (rows: TimeOff[]) => rows.map((row) => row.id);
    expect(ids(await list())).toEqual([a1.id, b1.id, a2.id, c1.id]);
    expect(ids(await list('?from=2026-11-06&to=2026-11-20'))).toEqual([a1.id, a2.id]);
    expect(ids(await list('?from=2026-11-07&to=2026-11-19'))).toEqual([]);
    expect(ids(await list('?from=2027-01-01'))).toEqual([c1.id]);
    expect(ids(await list('?to=2026-11-05'))).toEqual([a1.id, b1.id]);
    expect(ids(await list('?staff=ana'))).toEqual([a1.id, a2.id]);
    expect(ids(await list('?status=requested'))).toEqual([a2.id, c1.id]);
    expect(ids(await list('?status=denied&staff=ben'))).toEqual([b1.id]);
    expect(ids(await list('?staff=nobody'))).toEqual([]);
  });

  it('pages with limit and starting_after, and refuses bad filters with 400', async () => {
    const { call, list } = await fixture();
    const every = await list();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: TestResponse = await call(
        'GET',
        `/v1/time-off?limit=1${cursor ? `&starting_after=${cursor}` : ''}`,
      );
      seen.push(...page.body.data.map((row: TimeOff) => row.id));
      cursor = page.body.next_cursor;
      expect(page.body.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(seen).toEqual(every.map((row) => row.id));
    for (const [query, field] of [
      ['?from=2026-11-20&to=2026-11-02', 'to'],
      ['?status=pending', 'status'],
      ['?from=2026-13-01', 'from'],
      ['?starting_after=tof_unknown', 'starting_after'],
      ['?week=2026-11-16', 'week'],
    ]) {
      const res = await call('GET', `/v1/time-off${query}`);
      expect(fieldsOf(expectProblem(res, 400, 'validation_error')), query).toEqual([field]);
    }
  });

  it('answers CSV equal to the JSON, every row, column for column, by ?format=csv and Accept: text/csv', async () => {
    const { call, list } = await fixture();
    for (const query of ['', '?staff=ana', '?status=denied']) {
      const json = await list(query);
      const asked = [
        await call('GET', `/v1/time-off${query}${query ? '&' : '?'}format=csv`),
        await call('GET', `/v1/time-off${query}`, undefined, { accept: 'text/csv' }),
      ];
      for (const csv of asked) {
        expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        expect(csv.headers.get('content-disposition')).toBe('attachment; filename="time-off.csv"');
        expect(csv.text.split('\r\n')[0]).toBe(
          'id,staff,staff_id,starts_on,ends_on,kind,note,status,decided_at,decided_by,decision_reason,conflicting_shifts,created_at,updated_at',
        );
        const cell = (value: unknown) =>
          value === null
            ? ''
            : Array.isArray(value)
              ? value.join(' ')
              : /^[=+\-@]/.test(String(value))
                ? `'${value}`
                : String(value);
        expect(csvRecords(csv.text)).toEqual(
          json.map(({ object: _object, ...row }) =>
            Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)])),
          ),
        );
      }
    }
    const [approved] = await list('?status=approved');
    expect(approved!.conflicting_shifts).toHaveLength(1);
  });

  it('reads with read_shifts and writes only with write_shifts', async () => {
    const { shop, a2 } = await fixture();
    const reader = await app.token(shop, ['read_shifts']);
    expect((await app.request('GET', '/v1/time-off', { token: reader })).status).toBe(200);
    expect((await app.request('GET', `/v1/time-off/${a2.id}`, { token: reader })).status).toBe(200);
    for (const [method, path] of [
      ['POST', `/v1/time-off/${a2.id}/approve`],
      ['POST', `/v1/time-off/${a2.id}/deny`],
      ['PATCH', `/v1/time-off/${a2.id}`],
    ] as const)
      expectProblem(await app.request(method, path, { token: reader, body: {} }), 403, 'insufficient_scope');
    const writer = await app.token(shop, ['write_shifts']);
    const approved = await app.request('POST', `/v1/time-off/${a2.id}/approve`, { token: writer, body: {} });
    expect(approved.body.status).toBe('approved');
  });
});
