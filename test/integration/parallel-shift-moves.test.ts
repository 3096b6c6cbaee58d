import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShifts, shiftsStartingIn } from '../helpers/dense-week.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { callerOf } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';
import { TEST_DIALECT } from '../helpers/test-database.js';

/**
 * A shift move locks only its staff members (decision 43): on PostgreSQL moves of different
 * staff run at once. These races check that the rules still hold and that nothing deadlocks:
 * the overlap rule between moves, two reassignments that cross, clock-ins beside moves of the
 * same staff member.
 */
let app: TestApp;
let shops = 0;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function scheduleShop() {
  const shop = await app.addShop(`moves-${process.pid}-${++shops}.myshopify.com`, { plan: 'pro' });
  const token = await app.token(shop);
  const call = callerOf(app, token);
  for (const handle of ['ana', 'ben'])
    expect((await call('POST', '/v1/staff', { handle, name: handle })).status).toBe(201);
  const shift = async (staff: string, startsAt: string, hours = 8) => {
    const ends = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
    const res = await call('POST', '/v1/shifts', { staff, starts_at: startsAt, ends_at: ends });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  return { shop, token, call, shift };
}

const DAY_MS = 86_400_000;
/** A UTC shop's work week (Monday 5 April 2027) and the instant `hours` into its `day`-th day. */
const WEEK_START = Date.parse('2027-04-05T00:00:00Z');
const WEEK_END = WEEK_START + 7 * DAY_MS;
const inWeek = (day: number, hours: number) =>
  new Date(WEEK_START + day * DAY_MS + hours * 3_600_000).toISOString();

/**
 * A shop whose work week of 5 April 2027 holds `2000 − room` shifts of a staff member `filler`
 * (written straight to the database): `room` more fit.
 */
async function nearlyFullWeek(room: number) {
  const scheduled = await scheduleShop();
  const filler = await scheduled.call('POST', '/v1/staff', { handle: 'filler', name: 'Filler' });
  // Back to back from Tuesday: Monday stays free for the shifts the test adds.
  await seedShifts(app.deps, scheduled.shop.id, filler.body.id, WEEK_START + DAY_MS, 2000 - room, 4);
  return scheduled;
}

const statuses = (answers: readonly TestResponse[]) => answers.map((res) => res.status).sort();

describe('parallel shift moves', () => {
  it('six shifts of one person moved onto the same hours at once: one 200, five 422', async () => {
    const { call, shift } = await scheduleShop();
    const ids = [];
    for (let day = 1; day <= 6; day++) ids.push(await shift('ana', `2026-12-0${day}T09:00:00Z`));
    const answers = await Promise.all(
      ids.map((id) =>
        call('PATCH', `/v1/shifts/${id}`, {
          starts_at: '2026-12-10T09:00:00Z',
          ends_at: '2026-12-10T17:00:00Z',
        }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((res) => res.status === 422))
      expectProblem(refused, 422, 'rule_violation');
    const onTheDay = await call('GET', '/v1/shifts?from=2026-12-10&to=2026-12-10&staff=ana');
    expect(onTheDay.body.data).toHaveLength(1);
  });

  it('two reassignments that cross, five rounds at once: every one answered 200, none deadlocked', async () => {
    const { call, shift } = await scheduleShop();
    const first = await shift('ana', '2026-12-01T09:00:00Z');
    const second = await shift('ben', '2026-12-02T09:00:00Z');
    for (let round = 0; round < 5; round++) {
      const [to1, to2] = round % 2 === 0 ? ['ben', 'ana'] : ['ana', 'ben'];
      const answers = await Promise.all([
        call('PATCH', `/v1/shifts/${first}`, { staff: to1 }),
        call('PATCH', `/v1/shifts/${second}`, { staff: to2 }),
      ]);
      expect(statuses(answers), answers.map((res) => res.text).join('\n')).toEqual([200, 200]);
      expect(answers.map((res) => res.body.staff)).toEqual([to1, to2]);
    }
  });

  it('clock-ins and moves of the same person at once: no server error, one open entry', async () => {
    const { call, shift } = await scheduleShop();
    const now = Date.now();
    const id = await shift('ana', new Date(now - 3_600_000).toISOString());
    const moves = Array.from({ length: 5 }, (_, i) =>
      call('PATCH', `/v1/shifts/${id}`, { ends_at: new Date(now + (8 + i) * 3_600_000).toISOString() }),
    );
    const clockIns = Array.from({ length: 5 }, () => call('POST', '/v1/clock/in', { staff: 'ana' }));
    const answers = await Promise.all([...moves, ...clockIns]);
    expect(statuses(answers.slice(0, 5))).toEqual([200, 200, 200, 200, 200]);
    expect(statuses(answers.slice(5))).toEqual([201, 409, 409, 409, 409]);
    const entries = await call('GET', '/v1/time-entries?staff=ana');
    expect(entries.body.data).toHaveLength(1);
    expect(entries.body.data[0].shift).toBe(id);
  });
});

/**
 * `creates` new shifts of ana and moves of `moves` shifts from the next week, each of a staff
 * member of its own (so no staff lock orders the moves: only the week's), all sent at once,
 * alternating between `apps`; answers what they answered.
 */
async function raceIntoWeek(
  scheduled: Awaited<ReturnType<typeof nearlyFullWeek>>,
  creates: number,
  moves: number,
  apps: readonly TestApp[],
) {
  const { token, call, shift } = scheduled;
  const movers: string[] = [];
  for (let i = 0; i < moves; i++) {
    expect((await call('POST', '/v1/staff', { handle: `mover-${i}`, name: `Mover ${i}` })).status).toBe(201);
    movers.push(await shift(`mover-${i}`, inWeek(7, 9)));
  }
  const via = (i: number) => apps[i % apps.length]!;
  return Promise.all([
    ...Array.from({ length: creates }, (_, i) =>
      via(i).request('POST', '/v1/shifts', {
        token,
        body: { staff: 'ana', starts_at: inWeek(0, i), ends_at: inWeek(0, i + 1) },
      }),
    ),
    ...movers.map((id, i) =>
      via(i + 1).request('PATCH', `/v1/shifts/${id}`, {
        token,
        body: { starts_at: inWeek(0, 9), ends_at: inWeek(0, 17) },
      }),
    ),
  ]);
}

/** Exactly `room` of the answers passed; the others are 422 week_full; the week holds 2,000. */
async function expectRoomTaken(shopId: string, answers: TestResponse[], room: number) {
  const passed = answers.filter((res) => res.status === 200 || res.status === 201);
  expect(passed, answers.map((res) => res.text).join('\n')).toHaveLength(room);
  for (const refused of answers.filter((res) => !passed.includes(res)))
    expectProblem(refused, 422, 'week_full');
  expect(await shiftsStartingIn(app.deps, shopId, WEEK_START, WEEK_END)).toBe(2000);
}

describe('parallel writes into a nearly full week (SPEC §13: at most 2,000 shifts a week)', () => {
  it('four creates and eight moves of different staff at once, room for two: two pass, ten 422 week_full', async () => {
    const scheduled = await nearlyFullWeek(2);
    await expectRoomTaken(scheduled.shop.id, await raceIntoWeek(scheduled, 4, 8, [app]), 2);
  });

  it('twelve moves of different staff at once, room for one: one passes, eleven 422 week_full', async () => {
    const scheduled = await nearlyFullWeek(1);
    await expectRoomTaken(scheduled.shop.id, await raceIntoWeek(scheduled, 0, 12, [app]), 1);
  });
});

// SQLite is one instance (SPEC §14); several instances share one PostgreSQL.
describe.skipIf(TEST_DIALECT !== 'postgres')('a nearly full week on two app instances', () => {
  let two: TestApp;
  beforeAll(async () => {
    two = await startTestApp({ ...app.databaseEnv });
  });
  afterAll(() => two?.close());

  it('eight creates and twelve moves split across two instances, room for three: three pass, seventeen 422 week_full', async () => {
    const scheduled = await nearlyFullWeek(3);
    await expectRoomTaken(scheduled.shop.id, await raceIntoWeek(scheduled, 8, 12, [app, two]), 3);
  });
});
