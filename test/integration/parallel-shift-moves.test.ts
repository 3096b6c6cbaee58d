import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';

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
  const call = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  for (const handle of ['ana', 'ben'])
    expect((await call('POST', '/v1/staff', { handle, name: handle })).status).toBe(201);
  const shift = async (staff: string, startsAt: string, hours = 8) => {
    const ends = new Date(Date.parse(startsAt) + hours * 3_600_000).toISOString();
    const res = await call('POST', '/v1/shifts', { staff, starts_at: startsAt, ends_at: ends });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  return { call, shift };
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
