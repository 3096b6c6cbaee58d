import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireShiftRequests } from '../../web/services/shift-requests/expire-shift-requests.js';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import { STAFF_APP_URL, staffSessionHeaders } from '../helpers/staff-app.js';
import { TEST_DIALECT } from '../helpers/test-database.js';

/** SPEC §17: claims, swaps and drops, their approval and their refusals, in the order listed. */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', PUBLIC_URL: STAFF_APP_URL });
});
afterAll(() => app?.close());

const DAY_MS = 86_400_000;
const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;
/** A Monday in January two years on (UTC shop): always in the future. */
const base = Date.parse(`${new Date().getUTCFullYear() + 2}-01-05T00:00:00Z`);
const MONDAY = base + ((8 - new Date(base).getUTCDay()) % 7) * DAY_MS;
const at = (day: number, hour: number) => iso(MONDAY + day * DAY_MS + hour * 3_600_000);
const WEEK = at(0, 0).slice(0, 10);

type Call = (method: string, path: string, body?: unknown) => Promise<TestResponse>;

/** A shop with ana, bea and cy, each signed in to the staff app. */
async function team(): Promise<{
  shop: ShopClient;
  ana: Call;
  bea: Call;
  cy: Call;
  ids: Record<string, string>;
}> {
  const shop = await newShop(app);
  const ids: Record<string, string> = {};
  const calls: Record<string, Call> = {};
  for (const handle of ['ana', 'bea', 'cy']) {
    ids[handle] = (await shop.addStaff(handle)).id;
    const headers = await staffSessionHeaders(app, shop.shop.id, ids[handle]!);
    calls[handle] = (method, path, body) => app.request(method, path, { headers, body });
  }
  return { shop, ana: calls.ana!, bea: calls.bea!, cy: calls.cy!, ids };
}

async function shift(shop: ShopClient, staff: string | null, day: number, from = 9, to = 17) {
  const res = await shop.post('/v1/shifts', { staff, starts_at: at(day, from), ends_at: at(day, to) });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
}

const publish = async (shop: ShopClient) =>
  expect((await shop.post('/v1/shifts/publish', { week: WEEK })).status).toBe(200);

const movedEvents = async (shop: ShopClient) =>
  (await app.deps.repos.events.listForShop(shop.shop.id, 'shift.moved')).map(
    (r) => JSON.parse(r.payload).data,
  );

describe('shift requests (SPEC §17)', () => {
  it('a swap: offered, accepted by the colleague, approved by a manager; the shift moves with shift.moved', async () => {
    const { shop, ana, bea, ids } = await team();
    const mine = await shift(shop, 'ana', 1);
    await publish(shop);
    expect((await shop.get('/v1/shop')).body.shift_requests_need_approval).toBe(true);

    const offer = await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'bea', note: 'Dentist' });
    expect(offer.status, offer.text).toBe(201);
    expect(offer.body).toEqual({
      id: expect.stringMatching(/^shr_/),
      object: 'shift_request',
      kind: 'swap',
      status: 'pending',
      shift: mine.id,
      from_staff: 'ana',
      from_staff_id: ids.ana,
      to_staff: 'bea',
      to_staff_id: ids.bea,
      note: 'Dentist',
      reason: null,
      created_at: expect.any(String),
      decided_at: null,
      decided_by: null,
    });
    expect((await bea('GET', '/v1/me/shift-requests')).body.data.map((r: { id: string }) => r.id)).toEqual([
      offer.body.id,
    ]);
    // Only the named colleague accepts; only the requester cancels.
    expectProblem(await ana('POST', `/v1/me/shift-requests/${offer.body.id}/accept`), 404, 'not_found');
    expectProblem(await bea('POST', `/v1/me/shift-requests/${offer.body.id}/cancel`), 404, 'not_found');
    // A manager approves only what was accepted.
    expectProblem(await shop.post(`/v1/shift-requests/${offer.body.id}/approve`), 409, 'request_state');

    const accepted = await bea('POST', `/v1/me/shift-requests/${offer.body.id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect((await shop.get(`/v1/shifts/${mine.id}`)).body.staff).toBe('ana');
    expect((await shop.get('/v1/shift-requests?status=accepted')).body.data).toHaveLength(1);

    const approved = await shop.post(`/v1/shift-requests/${offer.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      decided_at: expect.any(String),
      decided_by: expect.any(String),
    });
    expect((await shop.get(`/v1/shifts/${mine.id}`)).body).toMatchObject({ staff: 'bea', staff_id: ids.bea });
    expect((await movedEvents(shop)).map((d) => [d.id, d.staff, d.previous])).toEqual([
      [mine.id, 'bea', { staff: 'ana', staff_id: ids.ana }],
    ]);
    expectProblem(await shop.post(`/v1/shift-requests/${offer.body.id}/approve`), 409, 'request_state');
    expect((await shop.get(`/v1/shift-requests/${offer.body.id}`)).body).toEqual(approved.body);
    // Filters on the shift's start (a local date or an instant), either side's staff, kind.
    const ids_ = (q: string) =>
      shop.get(`/v1/shift-requests?${q}`).then((r) => r.body.data.map((x: { id: string }) => x.id));
    expect(await ids_(`from=${at(1, 0).slice(0, 10)}&to=${at(1, 0).slice(0, 10)}`)).toEqual([offer.body.id]);
    expect(await ids_(`from=${at(2, 0).slice(0, 10)}`)).toEqual([]);
    expect(await ids_(`to=${at(1, 9)}`)).toEqual([]);
    expect(await ids_('staff=bea&kind=swap')).toEqual([offer.body.id]);
    expect(await ids_('kind=claim')).toEqual([]);
    const csv = await shop.request('GET', '/v1/shift-requests?format=csv');
    expect(csvRecords(csv.text).map((r) => [r.id, r.status, r.from_staff, r.to_staff])).toEqual([
      [offer.body.id, 'approved', 'ana', 'bea'],
    ]);
  });

  it('a drop is listed to eligible colleagues and taken by a claim (200, the drop accepted); a declined swap and a cancel change nothing', async () => {
    const { shop, ana, bea, cy, ids } = await team();
    const mine = await shift(shop, 'ana', 2);
    await shift(shop, 'cy', 2, 12, 20);
    const other = await shift(shop, 'ana', 3);
    await publish(shop);
    const drop = await ana('POST', `/v1/me/shifts/${mine.id}/offer`, {});
    expect(drop.status, drop.text).toBe(201);
    expect(drop.body).toMatchObject({ kind: 'drop', status: 'pending', to_staff: null });
    expect((await bea('GET', '/v1/me/open-shifts')).body.data.map((s: { id: string }) => s.id)).toEqual([
      mine.id,
    ]);
    // cy overlaps it, ana offers it: neither sees it.
    expect((await cy('GET', '/v1/me/open-shifts')).body.data).toEqual([]);
    expect((await ana('GET', '/v1/me/open-shifts')).body.data).toEqual([]);
    expectProblem(await cy('POST', `/v1/me/open-shifts/${mine.id}/claim`), 422, 'overlap');
    expectProblem(
      await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'bea' }),
      409,
      'request_open',
    );

    const taken = await bea('POST', `/v1/me/open-shifts/${mine.id}/claim`);
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({
      id: drop.body.id,
      kind: 'drop',
      status: 'accepted',
      to_staff: 'bea',
      to_staff_id: ids.bea,
    });

    const swap = await ana('POST', `/v1/me/shifts/${other.id}/offer`, { to_staff: ids.cy });
    expect(swap.status, swap.text).toBe(201);
    const declined = await cy('POST', `/v1/me/shift-requests/${swap.body.id}/decline`);
    expect(declined.body.status).toBe('declined');
    expectProblem(await cy('POST', `/v1/me/shift-requests/${swap.body.id}/accept`), 409, 'request_state');
    const again = await ana('POST', `/v1/me/shifts/${other.id}/offer`, { to_staff: 'cy' });
    const cancelled = await ana('POST', `/v1/me/shift-requests/${again.body.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await shop.get(`/v1/shifts/${other.id}`)).body.staff).toBe('ana');
  });

  it('refuses offers in the order SPEC lists, changing nothing', async () => {
    const { shop, ana, bea } = await team();
    const mine = await shift(shop, 'ana', 1);
    const beas = await shift(shop, 'bea', 1, 10, 12);
    const other = await shift(shop, 'ana', 2);
    const draft = await shift(shop, 'ana', 9);
    await publish(shop);
    await shop.patch('/v1/staff/cy', { active: false });
    expectProblem(await ana('POST', `/v1/me/shifts/${beas.id}/offer`, {}), 404, 'not_found');
    expectProblem(await ana('POST', `/v1/me/shifts/${draft.id}/offer`, {}), 404, 'not_found');
    const overlap = await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'bea' });
    expectProblem(overlap, 422, 'overlap');
    // The shift in the way, as a shift write's overlap names it, for the admin to word.
    expect(overlap.body.conflicting_shift).toEqual({
      id: beas.id,
      staff: 'bea',
      staff_id: expect.stringMatching(/^stf_/),
      starts_at: at(1, 10),
      ends_at: at(1, 12),
    });
    // Bea has approved time off on the day of Ana's other shift: named, as a shift write names it.
    const offDay = at(2, 0).slice(0, 10);
    const off = await shop.post('/v1/time-off', {
      staff: 'bea',
      starts_on: offDay,
      ends_on: offDay,
      kind: 'vacation',
    });
    expect((await shop.post(`/v1/time-off/${off.body.id}/approve`)).status).toBe(200);
    const onDayOff = await ana('POST', `/v1/me/shifts/${other.id}/offer`, { to_staff: 'bea' });
    expectProblem(onDayOff, 422, 'time_off');
    expect(onDayOff.body.time_off).toEqual({
      id: off.body.id,
      staff: 'bea',
      staff_id: expect.stringMatching(/^stf_/),
      starts_on: offDay,
      ends_on: offDay,
    });
    expectProblem(
      await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'cy' }),
      422,
      'staff_inactive',
    );
    expectProblem(
      await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'ana' }),
      422,
      'same_staff',
    );
    expectProblem(
      await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { to_staff: 'zoe' }),
      422,
      'unknown_staff',
    );
    expectProblem(
      await ana('POST', `/v1/me/shifts/${mine.id}/offer`, { staff: 'bea' }),
      400,
      'validation_error',
    );
    expect((await shop.get('/v1/shift-requests')).body.data).toEqual([]);
    expect((await bea('GET', '/v1/me/shift-requests')).body.data).toEqual([]);
    // A started shift no longer changes hands.
    const now = Date.now();
    const running = await shop.post('/v1/shifts', {
      staff: 'ana',
      starts_at: iso(now - 3_600_000),
      ends_at: iso(now + 3_600_000),
    });
    // The week the shift starts in: an hour after midnight on a Monday, that is last week.
    await shop.post('/v1/shifts/publish', { week: iso(now - 3_600_000).slice(0, 10) });
    expectProblem(await ana('POST', `/v1/me/shifts/${running.body.id}/offer`, {}), 409, 'shift_started');
  });

  it('two claims of an open shift: the approved one wins, the other is denied already_taken', async () => {
    const { shop, bea, cy, ids } = await team();
    const open = await shift(shop, null, 4);
    await publish(shop);
    const first = await bea('POST', `/v1/me/open-shifts/${open.id}/claim`);
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      kind: 'claim',
      status: 'accepted',
      from_staff: null,
      to_staff: 'bea',
    });
    expect(first.headers.get('location')).toBe(`/v1/shift-requests/${first.body.id}`);
    expectProblem(await bea('POST', `/v1/me/open-shifts/${open.id}/claim`), 409, 'request_open');
    const second = await cy('POST', `/v1/me/open-shifts/${open.id}/claim`);
    expect(second.status, second.text).toBe(201);

    const approved = await shop.post(`/v1/shift-requests/${second.body.id}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect((await shop.get(`/v1/shift-requests/${first.body.id}`)).body).toMatchObject({
      status: 'denied',
      reason: 'already_taken',
    });
    expect((await shop.get(`/v1/shifts/${open.id}`)).body.staff_id).toBe(ids.cy);
    expect((await movedEvents(shop))[0].previous).toEqual({ staff: null, staff_id: null });
    expectProblem(await bea('POST', `/v1/me/open-shifts/${open.id}/claim`), 409, 'already_taken');
    const denied = await shop.post(`/v1/shift-requests/${first.body.id}/deny`, { reason: 'x' });
    expectProblem(denied, 409, 'request_state');
  });

  it('with shift_requests_need_approval false, an accepted claim is approved at once; a deny keeps its reason', async () => {
    const { shop, bea, cy } = await team();
    const open = await shift(shop, null, 4);
    const other = await shift(shop, null, 5);
    await publish(shop);
    const claimed = await cy('POST', `/v1/me/open-shifts/${other.id}/claim`);
    const denied = await shop.post(`/v1/shift-requests/${claimed.body.id}/deny`, { reason: 'Budget' });
    expect(denied.body).toMatchObject({ status: 'denied', reason: 'Budget' });
    expect((await shop.get(`/v1/shifts/${other.id}`)).body.staff).toBeNull();

    expect((await shop.patch('/v1/shop', { shift_requests_need_approval: false })).status).toBe(200);
    const claim = await bea('POST', `/v1/me/open-shifts/${open.id}/claim`);
    expect(claim.status, claim.text).toBe(201);
    expect(claim.body).toMatchObject({ status: 'approved', decided_by: 'shop_setting' });
    expect((await shop.get(`/v1/shifts/${open.id}`)).body.staff).toBe('bea');
  });

  it.runIf(TEST_DIALECT === 'postgres')(
    'two claims at once on PostgreSQL: one approved, the other refused already_taken',
    async () => {
      for (let round = 0; round < 3; round++) {
        const { shop, bea, cy } = await team();
        const open = await shift(shop, null, 4);
        await publish(shop);
        await shop.patch('/v1/shop', { shift_requests_need_approval: false });
        const answers = await Promise.all([
          bea('POST', `/v1/me/open-shifts/${open.id}/claim`),
          cy('POST', `/v1/me/open-shifts/${open.id}/claim`),
        ]);
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses, answers.map((a) => a.text).join('\n')).toEqual([201, 409]);
        const won = answers.find((a) => a.status === 201)!;
        expect(won.body.status).toBe('approved');
        expect(answers.find((a) => a.status === 409)!.body.code).toBe('already_taken');
        expect((await shop.get(`/v1/shifts/${open.id}`)).body.staff).toBe(won.body.to_staff);
        expect(await movedEvents(shop)).toHaveLength(1);
      }
    },
  );

  it.runIf(TEST_DIALECT === 'postgres')(
    'two approvals at once on PostgreSQL: the first wins, the other claim is denied already_taken',
    async () => {
      const { shop, bea, cy } = await team();
      const open = await shift(shop, null, 4);
      await publish(shop);
      const a = (await bea('POST', `/v1/me/open-shifts/${open.id}/claim`)).body.id;
      const b = (await cy('POST', `/v1/me/open-shifts/${open.id}/claim`)).body.id;
      const answers = await Promise.all([
        shop.post(`/v1/shift-requests/${a}/approve`),
        shop.post(`/v1/shift-requests/${b}/approve`),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const states = [
        (await shop.get(`/v1/shift-requests/${a}`)).body,
        (await shop.get(`/v1/shift-requests/${b}`)).body,
      ];
      expect(states.map((s) => s.status).sort()).toEqual(['approved', 'denied']);
      expect(states.find((s) => s.status === 'denied').reason).toBe('already_taken');
    },
  );

  it("expires open requests at their shift's start, from the database, once; decided ones stay", async () => {
    const { shop, ana, bea } = await team();
    const early = await shift(shop, 'ana', 1);
    const late = await shift(shop, null, 6);
    await publish(shop);
    const drop = (await ana('POST', `/v1/me/shifts/${early.id}/offer`, {})).body.id;
    const claim = (await bea('POST', `/v1/me/open-shifts/${late.id}/claim`)).body.id;
    const declined = (await ana('POST', `/v1/me/shifts/${early.id}/offer`, {})).status;
    expect(declined).toBe(409);
    // The scan as any instance would run it, at the first shift's start: only that one expires.
    const atStart = Date.parse(at(1, 9));
    expect(await expireShiftRequests(app.deps, atStart - 1)).toBe(0);
    expect(await expireShiftRequests(app.deps, atStart)).toBe(1);
    expect(await expireShiftRequests(app.deps, atStart)).toBe(0);
    expect((await shop.get(`/v1/shift-requests/${drop}`)).body).toMatchObject({
      status: 'expired',
      decided_at: at(1, 9),
    });
    expect((await shop.get(`/v1/shift-requests/${claim}`)).body.status).toBe('accepted');
    expect((await shop.get(`/v1/shifts/${early.id}`)).body.staff).toBe('ana');
  });

  it("answers the request's shift to its people in the staff app, even once the shift is the colleague's", async () => {
    const { shop, ana, bea, cy } = await team();
    const res = await shop.post('/v1/shifts', {
      staff: 'ana',
      starts_at: at(2, 9),
      ends_at: at(2, 13),
      break_minutes: 15,
      role: 'Barista',
      location: 'Front',
    });
    expect(res.status, res.text).toBe(201);
    await publish(shop);
    const offer = await ana('POST', `/v1/me/shifts/${res.body.id}/offer`, { to_staff: 'bea' });
    expect(offer.status, offer.text).toBe(201);
    const detail = {
      starts_at: at(2, 9),
      ends_at: at(2, 13),
      break_minutes: 15,
      role: 'Barista',
      location: 'Front',
    };
    // Bea is offered a shift that is not among hers: she still learns when it is.
    expect((await bea('GET', '/v1/me/shift-requests')).body.data).toEqual([
      { ...offer.body, shift_detail: detail },
    ]);
    expect((await bea('POST', `/v1/me/shift-requests/${offer.body.id}/accept`)).status).toBe(200);
    expect((await shop.post(`/v1/shift-requests/${offer.body.id}/approve`)).status).toBe(200);
    // Given away, the shift is no longer Ana's, and her request still says which it was.
    const [mine] = (await ana('GET', '/v1/me/shift-requests')).body.data;
    expect(mine).toMatchObject({ status: 'approved', shift_detail: detail });
    // No one else's requests, and the manager's API keeps SPEC's fields.
    expect((await cy('GET', '/v1/me/shift-requests')).body.data).toEqual([]);
    expect((await shop.get(`/v1/shift-requests/${offer.body.id}`)).body).not.toHaveProperty('shift_detail');
  });
});
