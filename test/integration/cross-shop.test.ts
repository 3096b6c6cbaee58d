import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';

let app: TestApp;
let tokenA: string;
let tokenB: string;
let staffId: string;
let entryId: string;
let timesheetId: string;
let approvedTimesheetId: string;
/** Shop A's data as A sees it before B tries anything, to prove afterwards that nothing moved. */
let snapshotA: Record<string, string>;

const A_READS = () => [
  '/v1/staff',
  '/v1/staff/ana',
  '/v1/staff/bea',
  `/v1/time-entries/${entryId}`,
  '/v1/time-entries',
  `/v1/timesheets/${timesheetId}`,
  `/v1/timesheets/${approvedTimesheetId}`,
  '/v1/timesheets?week=2026-11-18',
];

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of A_READS()) out[path] = (await app.request('GET', path, { token: tokenA })).text;
  return out;
}

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  tokenA = await app.token(await app.addShop('shop-a.myshopify.com'));
  tokenB = await app.token(await app.addShop('shop-b.myshopify.com'));
  const ana = await app.request('POST', '/v1/staff', {
    token: tokenA,
    body: { handle: 'ana', name: 'Ana', hourly_rate: '20.00' },
  });
  staffId = ana.body.id;
  await app.request('POST', '/v1/staff', { token: tokenA, body: { handle: 'bea', name: 'Bea' } });
  const entry = await app.request('POST', '/v1/time-entries', {
    token: tokenA,
    body: { staff: 'ana', started_at: '2026-11-16T08:00:00Z', ended_at: '2026-11-16T16:00:00Z' },
  });
  entryId = entry.body.id;
  timesheetId = entry.body.timesheet;
  const other = await app.request('POST', '/v1/time-entries', {
    token: tokenA,
    body: { staff: 'bea', started_at: '2026-11-17T08:00:00Z', ended_at: '2026-11-17T12:00:00Z' },
  });
  approvedTimesheetId = other.body.timesheet;
  expect(
    (await app.request('POST', `/v1/timesheets/${approvedTimesheetId}/approve`, { token: tokenA })).status,
  ).toBe(200);
  snapshotA = await snapshot();
});
afterAll(() => app.close());

describe("another shop's ids are 404, never 403", () => {
  const cases: [string, () => string, unknown?][] = [
    ['GET', () => `/v1/staff/${staffId}`],
    ['GET', () => '/v1/staff/ana'],
    ['PATCH', () => `/v1/staff/${staffId}`, { name: 'Mallory' }],
    ['PATCH', () => '/v1/staff/ana', { hourly_rate: '99.00' }],
    ['GET', () => `/v1/time-entries/${entryId}`],
    ['PATCH', () => `/v1/time-entries/${entryId}`, { note: 'hijacked' }],
    ['DELETE', () => `/v1/time-entries/${entryId}`],
    ['GET', () => `/v1/timesheets/${timesheetId}`],
    ['POST', () => `/v1/timesheets/${timesheetId}/approve`],
    ['POST', () => `/v1/timesheets/${approvedTimesheetId}/reopen`, { reason: 'because' }],
  ];

  it.each(cases)('%s %s with the other shop token is 404 not_found', async (method, path, body) => {
    const res = await app.request(method, path(), { token: tokenB, body });
    expectProblem(res, 404, 'not_found');
  });

  it("the 404 for another shop's id reads exactly like the 404 for an id that never existed", async () => {
    const foreign = await app.request('GET', `/v1/time-entries/${entryId}`, { token: tokenB });
    const unknown = await app.request('GET', '/v1/time-entries/ent_doesnotexist', { token: tokenB });
    expect(foreign.body.detail).toBe(unknown.body.detail);
    expect(foreign.body.title).toBe(unknown.body.title);
  });
});

describe("another shop's data never shows in lists or summaries", () => {
  it("B's week summary is empty while A's holds two timesheets", async () => {
    const b = await app.request('GET', '/v1/timesheets?week=2026-11-18', { token: tokenB });
    expect(b.body).toEqual({ week: '2026-11-18', approved: 0, pending: 0, gross: '0.00', entries: [] });
    const a = await app.request('GET', '/v1/timesheets?week=2026-11-18', { token: tokenA });
    expect(a.body.entries).toHaveLength(2);
  });

  it("B's staff and time-entry lists are empty", async () => {
    const empty = { data: [], has_more: false, next_cursor: null };
    expect((await app.request('GET', '/v1/staff', { token: tokenB })).body).toEqual(empty);
    expect((await app.request('GET', '/v1/time-entries', { token: tokenB })).body).toEqual(empty);
    const filtered = await app.request('GET', '/v1/time-entries?staff=ana&week=2026-11-18', {
      token: tokenB,
    });
    expect(filtered.body).toEqual(empty);
  });

  it("B cannot page with A's ids as cursors (400, and no rows leak)", async () => {
    const staff = await app.request('GET', `/v1/staff?starting_after=${staffId}`, { token: tokenB });
    expectProblem(staff, 400, 'validation_error');
    const entries = await app.request('GET', `/v1/time-entries?starting_after=${entryId}`, { token: tokenB });
    expectProblem(entries, 400, 'validation_error');
  });

  it("B cannot log time against A's staff: by id or handle it is an unknown staff member (422)", async () => {
    for (const staff of [staffId, 'ana']) {
      const res = await app.request('POST', '/v1/time-entries', {
        token: tokenB,
        body: { staff, started_at: '2026-11-18T08:00:00Z', ended_at: '2026-11-18T09:00:00Z' },
      });
      expectProblem(res, 422, 'rule_violation');
    }
  });

  it('B may reuse the handle A already has: handles are unique per shop only', async () => {
    const res = await app.request('POST', '/v1/staff', {
      token: tokenB,
      body: { handle: 'ana', name: 'Other Ana' },
    });
    expect(res.status).toBe(201);
    expect(res.body.id).not.toBe(staffId);
    const mine = await app.request('GET', '/v1/staff/ana', { token: tokenB });
    expect(mine.body.name).toBe('Other Ana');
  });
});

describe('after every attempt by shop B', () => {
  it("A's staff, entries and timesheets are exactly as before", async () => {
    const after = await snapshot();
    expect(after).toEqual(snapshotA);
    const ana = await app.request('GET', '/v1/staff/ana', { token: tokenA });
    expect(ana.body).toMatchObject({ id: staffId, name: 'Ana', hourly_rate: '20.00' });
    const approved = await app.request('GET', `/v1/timesheets/${approvedTimesheetId}`, { token: tokenA });
    expect(approved.body.status).toBe('approved');
    const pending = await app.request('GET', `/v1/timesheets/${timesheetId}`, { token: tokenA });
    expect(pending.body.status).toBe('pending');
    expect(pending.body.entries.map((e: { id: string }) => e.id)).toEqual([entryId]);
  });
});
