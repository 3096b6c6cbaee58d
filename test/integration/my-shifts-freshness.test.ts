import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import { STAFF_APP_URL, staffSessionHeaders } from '../helpers/staff-app.js';

/**
 * Decision 74: `GET /v1/me/shifts` keeps each person's answer, and the session's person, until
 * a shift, a staff member or a shop changes. Neither may ever answer from before a write,
 * whoever made it (this process or another), nor answer one person with another's shifts.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1', PUBLIC_URL: STAFF_APP_URL });
});
afterAll(() => app?.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date some days from today (UTC), inside the default window of today and the 13 after. */
const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const DAY = dayFromNow(3);
const at = (date: string, time: string) => `${date}T${time}:00Z`;

type Me = (method: string, path: string) => Promise<TestResponse>;

/** A shop (UTC) with a signed-in staff member `handle`. */
async function signedIn(
  handle = 'ana',
  shop?: ShopClient,
): Promise<{ shop: ShopClient; id: string; me: Me }> {
  const client = shop ?? (await newShop(app));
  const staff = await client.addStaff(handle);
  const headers = await staffSessionHeaders(app, client.shop.id, staff.id);
  return { shop: client, id: staff.id, me: (method, path) => app.request(method, path, { headers }) };
}

async function addShift(shop: ShopClient, staff: string, starts: string, ends: string): Promise<string> {
  const res = await shop.post('/v1/shifts', { staff, starts_at: starts, ends_at: ends });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

async function publish(shop: ShopClient, date: string) {
  expect((await shop.post('/v1/shifts/publish', { week: date })).status).toBe(200);
}

/** The ids `/v1/me/shifts` answers, by the default window or `?from=&to=`. */
async function idsOf(me: Me, query = ''): Promise<string[]> {
  const res = await me('GET', `/v1/me/shifts${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data.map((shift: { id: string }) => shift.id);
}

/**
 * Runs one SQL write in a process of its own, as the CLI or another instance would; awaited, not
 * synchronous, so that the app in this process keeps serving (and closing idle sockets) meanwhile.
 */
async function writeInAnotherProcess(statement: string) {
  const script = fileURLToPath(new URL('../helpers/write-in-process.ts', import.meta.url));
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', script, app.databaseEnv.DATABASE_URL!, statement],
    { cwd: process.cwd() },
  );
}

describe('GET /v1/me/shifts after a write of this process', () => {
  it('shows a shift published, edited and deleted on the very next request, by either window', async () => {
    const { shop, me } = await signedIn();
    const ON_DAY = `?from=${DAY}&to=${DAY}`;
    // Read twice first: both windows' answers are kept.
    for (let i = 0; i < 2; i++) {
      expect(await idsOf(me)).toEqual([]);
      expect(await idsOf(me, ON_DAY)).toEqual([]);
    }
    const id = await addShift(shop, 'ana', at(DAY, '09:00'), at(DAY, '17:00'));
    expect(await idsOf(me, ON_DAY)).toEqual([]); // a draft
    await publish(shop, DAY);
    expect(await idsOf(me)).toEqual([id]);
    expect(await idsOf(me, ON_DAY)).toEqual([id]);

    const before = await me('GET', `/v1/me/shifts${ON_DAY}`);
    expect(before.body.data[0]).toMatchObject({ starts_at: at(DAY, '09:00'), staff: 'ana' });
    expect((await shop.patch(`/v1/shifts/${id}`, { starts_at: at(DAY, '10:00') })).status).toBe(200);
    const after = await me('GET', `/v1/me/shifts${ON_DAY}`);
    expect(after.body.data[0]).toMatchObject({ id, starts_at: at(DAY, '10:00') });
    // Moved to another day: it leaves this day's answer.
    const next = dayFromNow(4);
    expect(
      (await shop.patch(`/v1/shifts/${id}`, { starts_at: at(next, '10:00'), ends_at: at(next, '17:00') }))
        .status,
    ).toBe(200);
    expect(await idsOf(me, ON_DAY)).toEqual([]);
    expect(await idsOf(me)).toEqual([id]);

    expect((await shop.request('DELETE', `/v1/shifts/${id}`)).status).toBe(200);
    expect(await idsOf(me)).toEqual([]);
  });

  it("shows the person's new handle and the shop's new zone at once", async () => {
    const { shop, id, me } = await signedIn();
    // 02:00–04:00 UTC on DAY: on DAY in UTC, the evening before in New York.
    const shift = await addShift(shop, 'ana', at(DAY, '02:00'), at(DAY, '04:00'));
    await publish(shop, DAY);
    const ON_DAY = `?from=${DAY}&to=${DAY}`;
    expect((await me('GET', `/v1/me/shifts${ON_DAY}`)).body.data).toMatchObject([
      { id: shift, staff: 'ana' },
    ]);
    expect((await shop.patch(`/v1/staff/${id}`, { handle: 'anna' })).status).toBe(200);
    expect((await me('GET', `/v1/me/shifts${ON_DAY}`)).body.data).toMatchObject([
      { id: shift, staff: 'anna' },
    ]);
    expect((await shop.patch('/v1/shop', { timezone: 'America/New_York' })).status).toBe(200);
    expect(await idsOf(me, ON_DAY)).toEqual([]);
  });

  it('refuses a session ended by logout and a person deactivated, at once', async () => {
    const first = await signedIn();
    expect(await idsOf(first.me)).toEqual([]);
    expect(await idsOf(first.me)).toEqual([]);
    const ended = await first.me('POST', '/staff-auth/logout');
    expect(ended.status, ended.text).toBeLessThan(300);
    expectProblem(await first.me('GET', '/v1/me/shifts'), 401, 'staff_session_required');

    const second = await signedIn('bea');
    expect(await idsOf(second.me)).toEqual([]);
    expect((await second.shop.patch(`/v1/staff/${second.id}`, { active: false })).status).toBe(200);
    expectProblem(await second.me('GET', '/v1/me/shifts'), 401, 'staff_session_required');
  });
});

/** Each write starts a process of its own (tsx included): seconds each on a busy machine. */
const PROCESS_WRITES_MS = 90_000;

describe('GET /v1/me/shifts after a commit by another process', { timeout: PROCESS_WRITES_MS }, () => {
  it('shows a shift published, moved and deleted there on the very next request', async () => {
    const { shop, me } = await signedIn();
    const id = await addShift(shop, 'ana', at(DAY, '09:00'), at(DAY, '17:00'));
    // Ids are `shf_` and base-32 letters: safe to write into the statements.
    expect(await idsOf(me)).toEqual([]);
    expect(await idsOf(me)).toEqual([]);
    await writeInAnotherProcess(`UPDATE shifts SET published = true WHERE id = '${id}' RETURNING id`);
    expect(await idsOf(me)).toEqual([id]);
    expect(await idsOf(me)).toEqual([id]);

    const later = Date.parse(at(DAY, '11:00'));
    await writeInAnotherProcess(`UPDATE shifts SET starts_at = ${later} WHERE id = '${id}' RETURNING id`);
    expect((await me('GET', '/v1/me/shifts')).body.data).toMatchObject([{ id, starts_at: at(DAY, '11:00') }]);

    await writeInAnotherProcess(`DELETE FROM shifts WHERE id = '${id}' RETURNING id`);
    expect(await idsOf(me)).toEqual([]);
  });

  it('refuses a session ended there on the very next request', async () => {
    const { id, me } = await signedIn();
    expect(await idsOf(me)).toEqual([]);
    expect(await idsOf(me)).toEqual([]);
    await writeInAnotherProcess(`DELETE FROM staff_sessions WHERE staff_id = '${id}' RETURNING id`);
    expectProblem(await me('GET', '/v1/me/shifts'), 401, 'staff_session_required');
  });
});

describe("GET /v1/me/shifts never answers one person with another's shifts", () => {
  it('keeps apart colleagues asking for the same days at once, and people of two shops', async () => {
    const ana = await signedIn('ana');
    const bea = await signedIn('bea', ana.shop);
    // Another shop's ana, with shifts at the same times.
    const other = await signedIn('ana');
    const own = new Map<Me, string[]>();
    for (const [person, hour] of [
      [ana, '08'],
      [bea, '09'],
      [other, '10'],
    ] as const) {
      const handle = person === bea ? 'bea' : 'ana';
      const ids = [
        await addShift(person.shop, handle, at(DAY, `${hour}:00`), at(DAY, `${hour}:30`)),
        await addShift(person.shop, handle, at(dayFromNow(5), `${hour}:00`), at(dayFromNow(5), `${hour}:30`)),
      ];
      own.set(person.me, ids);
    }
    await publish(ana.shop, DAY);
    await publish(ana.shop, dayFromNow(5));
    await publish(other.shop, DAY);
    await publish(other.shop, dayFromNow(5));
    const people = [ana.me, bea.me, other.me];
    const asked = Array.from({ length: 60 }, (_, i) => people[i % 3]!);
    const answers = await Promise.all(asked.map((me) => idsOf(me)));
    answers.forEach((ids, i) => {
      expect(ids).toEqual(own.get(asked[i]!));
    });
  });
});
