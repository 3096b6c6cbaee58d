import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { csvRecords } from '../helpers/csv.js';
import { seedShifts } from '../helpers/dense-week.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { callerOf } from '../helpers/installed-shop.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { createEndpoint } from '../helpers/webhook-fixtures.js';

/** SPEC §13: shifts are drafts until their work week is published; one event per publication. */
let app: TestApp;
let receiver: CaptureServer;

beforeAll(async () => {
  app = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' }, { deliveries: true });
  receiver = await startCaptureServer();
});
afterAll(async () => {
  await receiver.close();
  await app.close();
});

let sequence = 0;

/** A New York shop (weeks from Monday) with two staff members, and a client for it. */
async function newShop(options: { timezone?: string } = {}) {
  const shop = await app.addShop(`publish-${++sequence}.myshopify.com`, {
    timezone: options.timezone ?? 'America/New_York',
    plan: 'pro',
  });
  const token = await app.token(shop);
  const call = callerOf(app, token);
  for (const handle of ['ana', 'ben']) await call('POST', '/v1/staff', { handle, name: handle });
  const shift = async (staff: string, starts_at: string, ends_at: string) => {
    const res = await call('POST', '/v1/shifts', { staff, starts_at, ends_at });
    expect(res.status, res.text).toBe(201);
    return res.body as { id: string; published: boolean };
  };
  return { shop, token, call, shift };
}

const published = async (shop: ShopRow) =>
  (await app.deps.repos.events.listForShop(shop.id, 'schedule.published')).map((row) =>
    JSON.parse(row.payload),
  );

describe('publishing a week', () => {
  it('a new shift is a draft, in its answer, its GET, the list and the CSV', async () => {
    const { call, shift } = await newShop();
    const created = await shift('ana', '2026-11-16T14:00:00Z', '2026-11-16T22:00:00Z');
    expect(created.published).toBe(false);
    expect((await call('GET', `/v1/shifts/${created.id}`)).body.published).toBe(false);
    expect((await call('GET', '/v1/shifts')).body.data[0].published).toBe(false);
    const [row] = csvRecords((await call('GET', '/v1/shifts?format=csv')).text);
    expect(row).toMatchObject({ id: created.id, published: 'false' });
  });

  it("publishes the drafts of the shop's work week in its zone, answering how many, and no shift of another week", async () => {
    const { shop, call, shift } = await newShop();
    // New York is UTC−5 in November; the work week runs from Monday 16 00:00 to Monday 23 00:00 local.
    const before = await shift('ana', '2026-11-16T04:30:00Z', '2026-11-16T05:00:00Z'); // Sun 15, 23:30
    const monday = await shift('ana', '2026-11-16T05:00:00Z', '2026-11-16T09:00:00Z'); // Mon 16, 00:00
    const sunday = await shift('ben', '2026-11-23T04:00:00Z', '2026-11-23T04:59:00Z'); // Sun 22, 23:00
    const after = await shift('ben', '2026-11-23T05:00:00Z', '2026-11-23T09:00:00Z'); // Mon 23, 00:00

    const res = await call('POST', '/v1/shifts/publish', { week: '2026-11-19' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ week: '2026-11-19', published: 2 });
    const state = async (id: string) => (await call('GET', `/v1/shifts/${id}`)).body.published;
    expect([
      await state(before.id),
      await state(monday.id),
      await state(sunday.id),
      await state(after.id),
    ]).toEqual([false, true, true, false]);
    const [event] = await published(shop);
    expect(event.data.shifts.map((s: { id: string }) => s.id)).toEqual([monday.id, sunday.id]);
  });

  it("follows the shop's first weekday", async () => {
    const { call, shift } = await newShop({ timezone: 'UTC' });
    await call('PATCH', '/v1/shop', { week_start: 'sunday' });
    const sunday = await shift('ana', '2026-11-15T09:00:00Z', '2026-11-15T17:00:00Z');
    const nextSunday = await shift('ana', '2026-11-22T09:00:00Z', '2026-11-22T17:00:00Z');
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-21' })).body).toEqual({
      week: '2026-11-21',
      published: 1,
    });
    expect((await call('GET', `/v1/shifts/${sunday.id}`)).body.published).toBe(true);
    expect((await call('GET', `/v1/shifts/${nextSunday.id}`)).body.published).toBe(false);
  });

  it('publishing a week with no drafts left answers 0 and sends no event; a new draft is published alone', async () => {
    const { shop, call, shift } = await newShop();
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-16' })).body).toEqual({
      week: '2026-11-16',
      published: 0,
    });
    expect(await published(shop)).toEqual([]);
    await shift('ana', '2026-11-17T14:00:00Z', '2026-11-17T22:00:00Z');
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-16' })).body.published).toBe(1);
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-22' })).body.published).toBe(0);
    expect(await published(shop)).toHaveLength(1);
    await shift('ben', '2026-11-18T14:00:00Z', '2026-11-18T22:00:00Z');
    expect((await call('POST', '/v1/shifts/publish', { week: '2026-11-16' })).body.published).toBe(1);
    const events = await published(shop);
    expect(events.map((e) => [e.data.published, e.data.shifts.length])).toEqual([
      [1, 1],
      [1, 2],
    ]);
  });

  it('sends one signed schedule.published with the week, its first day and every shift of the week as now read', async () => {
    const { token, call, shift } = await newShop();
    const endpoint = await createEndpoint(app, token, receiver.url, ['schedule.published']);
    const first = receiver.requests.length;
    await shift('ana', '2026-11-16T14:00:00Z', '2026-11-16T22:00:00Z');
    await shift('ben', '2026-11-20T14:00:00Z', '2026-11-20T22:00:00Z');
    await call('POST', '/v1/shifts/publish', { week: '2026-11-20' });
    await call('POST', '/v1/shifts/publish', { week: '2026-11-20' });

    const [request] = (await receiver.waitFor(first + 1)).slice(first);
    const payload = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as { id: string; data: { shifts: { published: boolean }[] } };
    expect(payload).toMatchObject({ type: 'schedule.published', shop: expect.stringMatching(/^publish-/) });
    expect(payload.id).toBe(request!.headers['webhook-id']);
    const week = await call('GET', '/v1/shifts?from=2026-11-16&to=2026-11-22');
    expect(payload.data).toEqual({
      week: '2026-11-20',
      week_start: '2026-11-16',
      published: 2,
      shifts: week.body.data,
    });
    expect(payload.data.shifts.every((s: { published: boolean }) => s.published)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests.length).toBe(first + 1);
  });

  it('shift.moved carries published: a published shift stays published when it moves, a draft stays a draft', async () => {
    const { shop, call, shift } = await newShop();
    const live = await shift('ana', '2026-11-16T14:00:00Z', '2026-11-16T22:00:00Z');
    await call('POST', '/v1/shifts/publish', { week: '2026-11-16' });
    const draft = await shift('ben', '2026-11-30T14:00:00Z', '2026-11-30T22:00:00Z');
    const movedLive = await call('PATCH', `/v1/shifts/${live.id}`, { starts_at: '2026-11-16T15:00:00Z' });
    const movedDraft = await call('PATCH', `/v1/shifts/${draft.id}`, { staff: 'ana' });
    expect([movedLive.body.published, movedDraft.body.published]).toEqual([true, false]);
    const moved = (await app.deps.repos.events.listForShop(shop.id, 'shift.moved')).map((r) =>
      JSON.parse(r.payload),
    );
    expect(moved.map((e) => [e.data.id, e.data.published])).toEqual([
      [live.id, true],
      [draft.id, false],
    ]);
    // The event carries the shift, not the write's warnings (SPEC §17).
    const { warnings: _warnings, ...movedShift } = movedLive.body;
    expect(moved[0].data).toEqual({ ...movedShift, previous: { starts_at: '2026-11-16T14:00:00Z' } });
  });

  it('refuses a bad week with a 400 problem and publishes nothing; read scope alone is a 403', async () => {
    const { shop, call, shift } = await newShop();
    const draft = await shift('ana', '2026-11-16T14:00:00Z', '2026-11-16T22:00:00Z');
    for (const body of [
      {},
      { week: '2026-02-30' },
      { week: '2026-W47' },
      { week: '2026-11-16', staff: 'ana' },
    ]) {
      const problem = expectProblem(await call('POST', '/v1/shifts/publish', body), 400, 'validation_error');
      expect(fieldsOf(problem).length).toBe(1);
    }
    const reader = await app.token(shop, ['read_shifts']);
    const res = await app.request('POST', '/v1/shifts/publish', {
      token: reader,
      body: { week: '2026-11-16' },
    });
    expectProblem(res, 403, 'insufficient_scope');
    expect((await call('GET', `/v1/shifts/${draft.id}`)).body.published).toBe(false);
    expect(await published(shop)).toEqual([]);
  });
});

describe('publishing a full week (SPEC §13: at most 2,000 shifts a week)', () => {
  const MIB = 1024 * 1024;

  it('publishes 2,000 shifts in one schedule.published carrying all of them, under 1 MiB, delivered signed', async () => {
    const { shop, token, call } = await newShop({ timezone: 'UTC' });
    const endpoint = await createEndpoint(app, token, receiver.url, ['schedule.published']);
    const first = receiver.requests.length;
    const ana = (await call('GET', '/v1/staff/ana')).body.id as string;
    await seedShifts(app.deps, shop.id, ana, Date.parse('2027-01-11T00:00:00Z'), 2000);
    const res = await call('POST', '/v1/shifts/publish', { week: '2027-01-13' });
    expect(res.body, res.text).toEqual({ week: '2027-01-13', published: 2000 });

    const [row] = await app.deps.repos.events.listForShop(shop.id, 'schedule.published');
    expect(Buffer.byteLength(row!.payload)).toBeLessThan(MIB);
    const [request] = (await receiver.waitFor(first + 1)).slice(first);
    const payload = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as { data: { week_start: string; published: number; shifts: { published: boolean }[] } };
    expect(payload.data).toMatchObject({ week_start: '2027-01-11', published: 2000 });
    expect(payload.data.shifts).toHaveLength(2000);
    expect(payload.data.shifts.every((s) => s.published)).toBe(true);
  });

  it('refuses with 422 week_full a week holding more than 2,000 shifts (written before the limit): nothing published, no event', async () => {
    const { shop, call } = await newShop({ timezone: 'UTC' });
    const ana = (await call('GET', '/v1/staff/ana')).body.id as string;
    const [firstId] = await seedShifts(app.deps, shop.id, ana, Date.parse('2027-01-11T00:00:00Z'), 2001);
    const res = await call('POST', '/v1/shifts/publish', { week: '2027-01-11' });
    expect(fieldsOf(expectProblem(res, 422, 'week_full'))).toEqual(['week']);
    expect((await call('GET', `/v1/shifts/${firstId}`)).body.published).toBe(false);
    expect(await published(shop)).toEqual([]);
  });
});
