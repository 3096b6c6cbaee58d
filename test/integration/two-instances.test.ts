import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_QUEUE_NAME } from '../../web/jobs/delivery-queue.js';
import { recordEvent } from '../../web/services/webhooks/outbox.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { lastLine, runCli, type ServerProcess, startServerProcess } from '../helpers/processes.js';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../helpers/test-database.js';
import { createEndpoint, pendingTimesheet, until } from '../helpers/webhook-fixtures.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let one: TestApp;
let two: TestApp;
let shops = 0;

/** Alternates between the two instances: request i goes to `one` when i is even. */
const either = (i: number) => (i % 2 === 0 ? one : two);

/** A shop of its own and a token with every scope, so each test has its own budget and rows. */
async function newShop(plan: 'free' | 'pro' = 'pro') {
  const shop = await one.addShop(`two-instances-${++shops}.myshopify.com`, { plan });
  return { shop, token: await one.token(shop) };
}

function statusesOf(answers: readonly TestResponse[]) {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

// SQLite mode is one instance (SPEC §14, README "Limits of the SQLite mode"): several app
// instances share one PostgreSQL, so these tests run only when TEST_DATABASE_URL names one.
describe.skipIf(TEST_DIALECT !== 'postgres')('two app instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    const options = { deliveries: true, deliveryTuning: { retryDelayScale: 0.0002 } };
    one = await startTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, options);
    // The same database, the same queue and the same rate-limit keys: a second instance.
    two = await startTestApp(
      { ...one.databaseEnv, QUEUE_PREFIX: one.queuePrefix, WEBHOOK_ALLOW_PRIVATE: '1' },
      options,
    );
  });
  afterAll(async () => {
    // `two` leaves the database to `one`, which drops it.
    await two?.close();
    await one?.close();
  });

  it('30 parallel creates on a free shop: exactly 10 active staff, 10× 201 and 20× 402 plan_limit', async () => {
    const { token } = await newShop('free');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        either(i).request('POST', '/v1/staff', { token, body: { handle: `p${i}`, name: `P${i}` } }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 201: 10, 402: 20 });
    for (const refused of answers.filter((res) => res.status !== 201))
      expectProblem(refused, 402, 'plan_limit');
    // Both instances answered some of the 201s: the limit held across them, not within one.
    const listed = await two.request('GET', '/v1/staff?limit=100', { token });
    expect(listed.body.data).toHaveLength(10);
    expect(listed.body.data.every((staff: { active: boolean }) => staff.active)).toBe(true);
  });

  it('parallel creates of one handle: one 201, the rest 409 state_conflict', async () => {
    const { token } = await newShop();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).request('POST', '/v1/staff', { token, body: { handle: 'same', name: `Same ${i}` } }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 201: 1, 409: 19 });
    for (const refused of answers.filter((res) => res.status !== 201))
      expectProblem(refused, 409, 'state_conflict');
    const listed = await one.request('GET', '/v1/staff?limit=100', { token });
    expect(listed.body.data.map((staff: { handle: string }) => staff.handle)).toEqual(['same']);
  });

  it('parallel identical requests with one Idempotency-Key: one staff created, every answer that 201 replayed or a 409 in flight', async () => {
    const { token } = await newShop();
    const headers = { 'idempotency-key': 'two-instances-key' };
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        either(i).request('POST', '/v1/staff', { token, headers, body: { handle: 'idem', name: 'Idem' } }),
      ),
    );
    const fresh = answers.filter((res) => res.status === 201 && !res.headers.get('idempotent-replayed'));
    expect(fresh).toHaveLength(1);
    for (const res of answers) {
      if (res.status === 201) expect(res.text).toBe(fresh[0]!.text);
      else expectProblem(res, 409, 'idempotency_conflict');
    }
    const listed = await two.request('GET', '/v1/staff?limit=100', { token });
    expect(listed.body.data.map((staff: { id: string }) => staff.id)).toEqual([fresh[0]!.body.id]);
    // Once the first answer is stored, both instances replay it.
    for (const app of [one, two]) {
      const again = await app.request('POST', '/v1/staff', {
        token,
        headers,
        body: { handle: 'idem', name: 'Idem' },
      });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.text).toBe(fresh[0]!.text);
    }
  });

  it('10 parallel clock-ins of one staff member split across both: one open entry, nine 409 already_clocked_in', async () => {
    const { token } = await newShop();
    await one.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana', pin: '2468' } });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        either(i).request('POST', '/v1/clock/in', { token, body: { staff: 'ana' } }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 201: 1, 409: 9 });
    for (const refused of answers.filter((res) => res.status !== 201))
      expectProblem(refused, 409, 'already_clocked_in');
    const entries = await two.request('GET', '/v1/time-entries?staff=ana', { token });
    expect(entries.body.data).toHaveLength(1);
  });

  it('a PIN locked by wrong PINs on one instance is refused on the other', async () => {
    const { shop, token } = await newShop();
    await one.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana', pin: '2468' } });
    const kiosk = await one.token(shop, ['write_clock']);
    const guesses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        either(i).request('POST', '/v1/clock/in', { token: kiosk, body: { staff: 'ana', pin: `000${i}` } }),
      ),
    );
    expect(statusesOf(guesses)).toEqual({ 403: 5 });
    for (const app of [one, two]) {
      const res = await app.request('POST', '/v1/clock/in', {
        token: kiosk,
        body: { staff: 'ana', pin: '2468' },
      });
      expectProblem(res, 429, 'pin_locked');
    }
  });

  it('20 wrong PINs sent at once to both instances: 5 checked (403), the rest refused with 429, and the PIN locked on both', async () => {
    const { shop, token } = await newShop();
    await one.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana', pin: '2468' } });
    const kiosk = await one.token(shop, ['write_clock']);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).request('POST', '/v1/clock/in', {
          token: kiosk,
          body: { staff: 'ana', pin: String(9000 + i) },
        }),
      ),
    );
    // Each attempt is counted in the database before it is checked (security review R2); what
    // an instance's own per-shop limit refuses (rate_limited) is neither counted nor checked.
    expect(statusesOf(guesses)).toEqual({ 403: 5, 429: 15 });
    for (const refused of guesses.filter((res) => res.status === 429))
      expect(['pin_locked', 'rate_limited']).toContain(refused.body.code);
    for (const app of [one, two])
      expectProblem(
        await app.request('POST', '/v1/clock/in', { token: kiosk, body: { staff: 'ana', pin: '2468' } }),
        429,
        'pin_locked',
      );
  });

  it('parallel approvals of one timesheet: every answer approved, one timesheet.approved event', async () => {
    const { shop, token } = await newShop();
    const timesheet = await pendingTimesheet(one, token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).request('POST', `/v1/timesheets/${timesheet}/approve`, { token }),
      ),
    );
    expect(statusesOf(answers)).toEqual({ 200: 20 });
    expect(new Set(answers.map((res) => res.body.status))).toEqual(new Set(['approved']));
    expect(await one.deps.repos.events.listForShop(shop.id, 'timesheet.approved')).toHaveLength(1);
  });

  describe('with a webhook receiver', () => {
    let receiver: CaptureServer;
    let redis: Redis;
    beforeAll(() => {
      redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    });
    afterEach(() => receiver?.close());
    afterAll(() => redis?.disconnect());

    it('two relays and two workers: each event reaches the receiver once, each delivery queued once', async () => {
      receiver = await startCaptureServer();
      const { shop, token } = await newShop();
      await createEndpoint(one, token, receiver.url, ['timesheet.approved']);
      const count = 120;
      // One commit makes every delivery visible to both relays at once.
      const events = await one.deps.db.transaction(async () => {
        const ids: string[] = [];
        for (let i = 0; i < count; i++)
          ids.push(
            await recordEvent(one.deps, shop, 'timesheet.approved', {
              id: `tms_two${i}`,
              object: 'timesheet',
            }),
          );
        return ids;
      });
      // Both relays' timers run; a pass of each at the same instant as well, on the same backlog.
      const moved = await Promise.all([one, two].map((app) => app.composition.deliveries.relay.relay()));
      expect(moved.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(count);

      await receiver.waitFor(count);
      await until(async () => (await one.deps.repos.webhookDeliveries.backlog()) === 0);
      // Late duplicates would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ids = receiver.requests.map((request) => request.headers['webhook-id'] as string);
      expect([...ids].sort()).toEqual([...events].sort());

      // The queue's own log: each delivery's job added once and never offered a second time
      // (a second add answers "duplicated" while the job lives, "added" once it is gone).
      const log = await redis.xrange(`${one.queuePrefix}:${DELIVERY_QUEUE_NAME}:events`, '-', '+');
      const offers = new Map<string, string[]>();
      for (const [, fields] of log) {
        const field = (name: string) => fields[fields.indexOf(name) + 1]!;
        const event = field('event');
        if (event !== 'added' && event !== 'duplicated') continue;
        offers.set(field('jobId'), [...(offers.get(field('jobId')) ?? []), event]);
      }
      const { webhookDeliveries: d } = one.deps.db.tables;
      const deliveries = await one.deps.db.orm().select({ id: d.id }).from(d).where(eq(d.shopId, shop.id));
      expect(deliveries).toHaveLength(count);
      const offered = deliveries.map(({ id }) => offers.get(id));
      expect(offered.filter((events) => events?.length !== 1 || events[0] !== 'added')).toEqual([]);
    });
  });

  it('a free token has one budget of 60 a minute across both instances: exactly 60 answers not 429', async () => {
    const { token } = await newShop('free');
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => either(i).request('GET', '/v1/staff', { token })),
    );
    expect(statusesOf(answers)).toEqual({ 200: 60, 429: 20 });
    for (const refused of answers.filter((res) => res.status === 429))
      expectProblem(refused, 429, 'rate_limited');
  });

  it('a write acknowledged on one instance is read on the other at once', async () => {
    const { token } = await newShop();
    const created = await one.request('POST', '/v1/staff', {
      token,
      body: { handle: 'ana', name: 'Ana', hourly_rate: '20.00' },
    });
    expect(created.status).toBe(201);
    // B reads first, so anything it might cache is there before the write.
    expect((await two.request('GET', '/v1/staff/ana', { token })).body.name).toBe('Ana');
    for (let i = 1; i <= 5; i++) {
      const [writer, reader] = i % 2 ? [one, two] : [two, one];
      const patched = await writer.request('PATCH', '/v1/staff/ana', { token, body: { name: `Ana ${i}` } });
      expect(patched.status).toBe(200);
      const read = await reader.request('GET', '/v1/staff/ana', { token });
      expect(read.body.name).toBe(`Ana ${i}`);
    }

    const entry = await one.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T17:00:00Z' },
    });
    expect(entry.status).toBe(201);
    const summary = () => two.request('GET', '/v1/timesheets?week=2026-11-18', { token });
    expect((await summary()).body).toMatchObject({ approved: 0, pending: 1 });
    const approved = await one.request('POST', `/v1/timesheets/${entry.body.timesheet}/approve`, { token });
    expect(approved.status).toBe(200);
    expect((await summary()).body).toMatchObject({ approved: 1, pending: 0 });
  });

  it('a token revoked on one instance is refused by the other on the next request, its grant cached there', async () => {
    const { token } = await newShop();
    await one.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
    for (let round = 0; round < 10; round++) {
      const created = await one.request('POST', '/v1/tokens', {
        token,
        body: { name: `t${round}`, scopes: ['read_staff'] },
      });
      expect(created.status).toBe(201);
      const child = created.body.token as string;
      // Twice on B, so its grant is served from B's cache when the revocation lands.
      expect((await two.request('GET', '/v1/staff', { token: child })).status).toBe(200);
      expect((await two.request('GET', '/v1/staff', { token: child })).status).toBe(200);
      // A write to other tables keeps the grant cached on B (decision 0042), the revocation does not.
      const shift = await one.request('POST', '/v1/shifts', {
        token,
        body: {
          staff: 'ana',
          starts_at: `2026-11-${10 + round}T09:00:00Z`,
          ends_at: `2026-11-${10 + round}T17:00:00Z`,
        },
      });
      expect(shift.status, shift.text).toBe(201);
      expect((await two.request('GET', '/v1/staff', { token: child })).status).toBe(200);
      expect((await one.request('DELETE', `/v1/tokens/${created.body.id}`, { token })).status).toBe(200);
      expect((await two.request('GET', '/v1/staff', { token: child })).status).toBe(401);
    }
  });

  it("a shop's plan change and uninstall on one instance reach the other's cached grant at once, after unrelated writes", async () => {
    const { shop, token } = await newShop('pro');
    await one.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana', pin: '2468' } });
    const policy = async () => {
      const res = await two.request('GET', '/v1/staff', { token });
      expect(res.status).toBe(200);
      return res.headers.get('ratelimit-policy');
    };
    expect(await policy()).toContain('q=600');
    // A clock-in and out on A write time entries and timesheets only: B's grant stays cached.
    expect((await one.request('POST', '/v1/clock/in', { token, body: { staff: 'ana' } })).status).toBe(201);
    expect(await policy()).toContain('q=600');
    expect((await one.request('POST', '/v1/clock/out', { token, body: { staff: 'ana' } })).status).toBe(200);
    const { shops: table } = one.deps.db.tables;
    const db = one.deps.db;
    await db.transaction(() => db.orm().update(table).set({ plan: 'free' }).where(eq(table.id, shop.id)));
    expect(await policy()).toContain('q=60;');
    await db.transaction(() =>
      db.orm().update(table).set({ status: 'uninstalled' }).where(eq(table.id, shop.id)),
    );
    const refused = await two.request('GET', '/v1/staff', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toMatch(/uninstalled/);
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')(
  'two server processes on one PostgreSQL, one killed mid-traffic',
  () => {
    let database: TestDatabase;
    let env: Record<string, string>;
    let token: string;
    const servers: ServerProcess[] = [];

    beforeAll(async () => {
      database = await createTestDatabase();
      env = { ...database.env, RATE_LIMIT_DISABLED: '1', QUEUE_PREFIX: `two-instances-${process.pid}` };
      runCli(['shop:add', 'killed.myshopify.com', '--plan', 'pro'], env);
      token = lastLine(
        runCli(['token:create', 'killed.myshopify.com', '--scopes', 'write_staff,read_staff'], env).stdout,
      );
    });
    afterAll(async () => {
      for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database?.close();
    });

    // Two server processes start under tsx: slow on a busy 2-core machine, hence the minute.
    it('loses no create answered 201 by either, and the survivor keeps answering', {
      timeout: 60_000,
    }, async () => {
      servers.push(await startServerProcess(env), await startServerProcess(env));
      const [victim, survivor] = servers as [ServerProcess, ServerProcess];
      const acknowledged: string[] = [];
      const afterKill: number[] = [];
      let killed = false;
      let sequence = 0;

      const create = async (server: ServerProcess) => {
        const handle = `k${++sequence}`;
        const wasKilled = killed;
        try {
          const res = await fetch(`${server.baseUrl}/v1/staff`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ handle, name: handle }),
          });
          await res.text();
          if (res.status === 201) acknowledged.push(handle);
          if (wasKilled && server === survivor) afterKill.push(res.status);
        } catch {
          // The victim's connections break when it dies: those creates were never answered.
        }
      };
      // Four clients per instance, each sending creates back to back until the end.
      const deadline = Date.now() + 2_500;
      const client = async (server: ServerProcess) => {
        while (Date.now() < deadline) await create(server);
      };
      const traffic = Promise.all(
        [victim, survivor].flatMap((server) => Array.from({ length: 4 }, () => client(server))),
      );
      await until(() => acknowledged.length >= 40, 10_000, 'creates before the kill');
      victim.child.kill('SIGKILL');
      killed = true;
      await traffic;
      expect(await victim.exited).toBeNull();

      expect(afterKill.length).toBeGreaterThan(0);
      expect(afterKill.filter((status) => status !== 201)).toEqual([]);
      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await fetch(
          `${survivor.baseUrl}/v1/staff?limit=100${cursor ? `&starting_after=${cursor}` : ''}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
        expect(res.status).toBe(200);
        const page = (await res.json()) as {
          data: { handle: string }[];
          has_more: boolean;
          next_cursor: string | null;
        };
        listed.push(...page.data.map((staff) => staff.handle));
        cursor = page.has_more ? page.next_cursor : null;
      } while (cursor);
      const present = new Set(listed);
      expect(acknowledged.filter((handle) => !present.has(handle))).toEqual([]);
    });
  },
);
