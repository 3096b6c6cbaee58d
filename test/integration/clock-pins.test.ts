import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockShop, testClock } from '../helpers/clock-shop.js';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { deleteKeysWithPrefix } from '../helpers/redis-keys.js';
import { until } from '../helpers/webhook-fixtures.js';

/** SPEC §10: PINs are slow salted hashes; a kiosk proves them; five wrong ones lock the PIN. */
const clock = testClock('2026-11-18T15:00:00Z');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
});
afterAll(() => app.close());

const MINUTE = 60_000;

/**
 * Takes every hashing slot of `target`'s PIN queue with tasks of the test's own, so PIN checks
 * that reach the queue wait there (in flight) until the answer is called: the test sees who is
 * in flight and who goes next without timing anything.
 */
function holdHashing(target: TestApp) {
  const { queue } = target.deps.pinHasher;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = Array.from({ length: queue.concurrency }, () => queue.run('test-hold', () => held));
  return async () => {
    release();
    await Promise.all(holders);
  };
}

/** Sends `request` and counts it in `answered` when its answer arrives. */
function tracked<T>(request: Promise<T>, answered: T[]): Promise<T> {
  return request.then((res) => {
    answered.push(res);
    return res;
  });
}

describe('clock PINs', () => {
  it('stores a PIN as a salted scrypt hash, never returns it, and shows has_pin', async () => {
    const { shop, call } = await clockShop(app, { staff: ['ana', 'ben'], pins: { ana: '0042' } });
    const ana = await call('GET', '/v1/staff/ana');
    expect(ana.body.has_pin).toBe(true);
    expect(ana.text).not.toContain('0042');
    expect(ana.body).not.toHaveProperty('pin');
    expect((await call('GET', '/v1/staff/ben')).body.has_pin).toBe(false);
    const set = await call('PATCH', '/v1/staff/ben', { pin: '0042' });
    expect(set.body.has_pin).toBe(true);
    const rows = await app.deps.db.rows<{ pin_hash: string }>(
      sql`SELECT pin_hash FROM staff WHERE shop_id = ${shop.id} ORDER BY handle`,
    );
    const [hashA, hashB] = rows.map((row) => row.pin_hash);
    expect(hashA).toMatch(/^scrypt\$14\$8\$1\$/);
    expect(hashA).not.toContain('0042');
    // Salted: the same PIN hashes differently.
    expect(hashA).not.toBe(hashB);
    const csv = await call('GET', '/v1/staff?format=csv');
    expect(csv.text).not.toContain('0042');
    expect(csv.text.split('\r\n')[0]).toContain('has_pin');
    const cleared = await call('PATCH', '/v1/staff/ana', { pin: null });
    expect(cleared.body.has_pin).toBe(false);
  });

  it('refuses a PIN that is not 4 to 8 digits given as a string, with 400 on pin', async () => {
    const { call } = await clockShop(app);
    for (const pin of ['123', '123456789', '12a4', ' 1234', 1234, '']) {
      const problem = expectProblem(await call('PATCH', '/v1/staff/ana', { pin }), 400, 'validation_error');
      expect(fieldsOf(problem)).toEqual(['pin']);
    }
    expect(
      (await call('POST', '/v1/staff', { handle: 'cy', name: 'Cy', pin: '12345678' })).body.has_pin,
    ).toBe(true);
  });

  it("needs the staff member's right PIN with a kiosk's token, and none with a manager's", async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, kioskCall } = await clockShop(app, { staff: ['ana', 'ben'], pins: { ana: '2468' } });
    let problem = expectProblem(
      await kioskCall('POST', '/v1/clock/in', { staff: 'ana' }),
      403,
      'invalid_pin',
    );
    expect(fieldsOf(problem)).toEqual(['pin']);
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '1357' }), 403, 'invalid_pin');
    // A staff member with no PIN cannot clock in at a kiosk at all.
    problem = expectProblem(
      await kioskCall('POST', '/v1/clock/in', { staff: 'ben', pin: '0000' }),
      403,
      'invalid_pin',
    );
    expect(problem.detail).toMatch(/no PIN/);
    expect((await call('GET', '/v1/time-entries')).body.data).toEqual([]);

    const ok = await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.source).toBe('clock');
    // The manager's token (it also holds write_timesheets) needs no PIN.
    expect((await call('POST', '/v1/clock/in', { staff: 'ben' })).status).toBe(201);
    clock.advance(MINUTE);
    expect((await call('POST', '/v1/clock/out', { staff: 'ana' })).status).toBe(200);
    // A kiosk's token reads the board and nothing else.
    expect((await kioskCall('GET', '/v1/clock')).status).toBe(200);
    expectProblem(await kioskCall('GET', '/v1/staff'), 403, 'insufficient_scope');
    expectProblem(await kioskCall('GET', '/v1/time-entries'), 403, 'insufficient_scope');
  });

  it('takes any string as a wrong PIN (403, counted), and an empty or null one as none (403, not counted)', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, kioskCall } = await clockShop(app, { pins: { ana: '2468' } });
    for (const pin of ['', null]) {
      const problem = expectProblem(
        await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin }),
        403,
        'invalid_pin',
      );
      expect(problem.detail).toBe('Enter your PIN.');
    }
    // SPEC §10's format is for setting a PIN; at the clock a value of another form is just wrong.
    for (const pin of ['12', 'abcd', '2468 ', '123456789']) {
      const problem = expectProblem(
        await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin }),
        403,
        'invalid_pin',
      );
      expect(problem.detail).toBe('That PIN is not right.');
    }
    // Four wrong guesses counted, the empty ones not: the fifth locks the PIN.
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '0000' }), 403, 'invalid_pin');
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' }), 429, 'pin_locked');
    // A manager's token needs no PIN, but one it sends is judged: the lock refuses it too.
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ana', pin: 'x' }), 429, 'pin_locked');
    expect((await call('POST', '/v1/clock/in', { staff: 'ana' })).status).toBe(201);
  });

  it("judges a PIN that a manager's token sends though it needs none: a wrong one is a 403 and counts, a right one or none clocks (R11)", async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { shop, call } = await clockShop(app, { pins: { ana: '2468' } });
    for (const pin of ['0000', 'x', '12']) {
      const problem = expectProblem(
        await call('POST', '/v1/clock/in', { staff: 'ana', pin }),
        403,
        'invalid_pin',
      );
      expect(fieldsOf(problem)).toEqual(['pin']);
    }
    // Nothing was clocked, and each wrong PIN counted toward the lock.
    expect((await call('GET', '/v1/time-entries?staff=ana')).body.data).toEqual([]);
    expect((await app.deps.repos.staff.findByHandle(shop.id, 'ana'))?.pinFailures).toBe(3);
    expect((await call('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' })).status).toBe(201);
    clock.advance(MINUTE);
    for (const pin of ['', null]) {
      const res = await call('POST', '/v1/clock/break-start', { staff: 'ana', pin });
      expect(res.status, res.text).toBe(200);
      clock.advance(MINUTE);
      expect((await call('POST', '/v1/clock/break-end', { staff: 'ana' })).status).toBe(200);
    }
    // A staff member without a PIN has no PIN to match: one that is sent is wrong.
    expectProblem(await call('POST', '/v1/clock/in', { staff: 'ben', pin: '2468' }), 403, 'invalid_pin');
    expect((await call('POST', '/v1/clock/in', { staff: 'ben' })).status).toBe(201);
  });

  it('locks the PIN for 15 minutes after 5 wrong ones within 15 minutes: 429 pin_locked with Retry-After, right or wrong', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, kioskCall } = await clockShop(app, { pins: { ana: '2468', ben: '1111' } });
    for (let i = 0; i < 5; i++) {
      expectProblem(
        await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '9999' }),
        403,
        'invalid_pin',
      );
      clock.advance(MINUTE);
    }
    for (const pin of ['2468', '9999']) {
      const locked = await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin });
      expectProblem(locked, 429, 'pin_locked');
      // Locked at 15:04 until 15:19; it is 15:05.
      expect(locked.headers.get('retry-after')).toBe(String(14 * 60));
    }
    // Another staff member's PIN is not locked; a manager is not held up by the lock.
    expect((await kioskCall('POST', '/v1/clock/in', { staff: 'ben', pin: '1111' })).status).toBe(201);
    expect((await call('POST', '/v1/clock/in', { staff: 'ana' })).status).toBe(201);
    clock.advance(MINUTE);
    expect((await call('POST', '/v1/clock/out', { staff: 'ana' })).status).toBe(200);
    clock.advance(13 * MINUTE - 1000);
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' }), 429, 'pin_locked');
    clock.advance(1000);
    expect((await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' })).status).toBe(201);
  });

  it('counts wrong PINs within 15 minutes only, and a right PIN clears the count', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { kioskCall } = await clockShop(app, { pins: { ana: '2468' } });
    const wrong = async (times: number) => {
      for (let i = 0; i < times; i++)
        expectProblem(
          await kioskCall('POST', '/v1/clock/break-start', { staff: 'ana', pin: '0000' }),
          403,
          'invalid_pin',
        );
    };
    await wrong(4);
    expect((await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' })).status).toBe(201);
    await wrong(4);
    clock.advance(15 * MINUTE);
    // The window since the first of those four has passed: this is a first wrong PIN again.
    await wrong(4);
    expect((await kioskCall('POST', '/v1/clock/out', { staff: 'ana', pin: '2468' })).status).toBe(200);
    // A missing PIN is not a guess and never locks.
    for (let i = 0; i < 6; i++)
      expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana' }), 403, 'invalid_pin');
    expect((await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' })).status).toBe(201);
  });

  it('keeps the lock in the database: a restarted instance and an emptied Redis still refuse the PIN', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { kioskCall, kiosk } = await clockShop(app, { pins: { ana: '2468' } });
    for (let i = 0; i < 5; i++) await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '0000' });
    await deleteKeysWithPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', app.queuePrefix);
    const other = await startTestApp({ ...app.databaseEnv, RATE_LIMIT_DISABLED: '1' }, { now: clock.now });
    try {
      const locked = await other.request('POST', '/v1/clock/in', {
        token: kiosk,
        body: { staff: 'ana', pin: '2468' },
      });
      expectProblem(locked, 429, 'pin_locked');
      expect(Number(locked.headers.get('retry-after'))).toBe(15 * 60);
    } finally {
      await other.close();
    }
  });

  it('sets a new PIN and lifts the lock when a manager changes it', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { call, kioskCall } = await clockShop(app, { pins: { ana: '2468' } });
    for (let i = 0; i < 5; i++) await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '0000' });
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' }), 429, 'pin_locked');
    expect((await call('PATCH', '/v1/staff/ana', { pin: '97531' })).status).toBe(200);
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '2468' }), 403, 'invalid_pin');
    expect((await kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '97531' })).status).toBe(201);
  });

  it('counts a wrong PIN sent with an Idempotency-Key: a retried key cannot guess for free', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { kioskCall } = await clockShop(app, { pins: { ana: '2468' } });
    for (let i = 0; i < 5; i++) {
      const res = await kioskCall(
        'POST',
        '/v1/clock/in',
        { staff: 'ana', pin: `000${i}` },
        { 'Idempotency-Key': `guess-${i}` },
      );
      expectProblem(res, 403, 'invalid_pin');
    }
    const locked = await kioskCall(
      'POST',
      '/v1/clock/in',
      { staff: 'ana', pin: '2468' },
      { 'Idempotency-Key': 'right' },
    );
    expectProblem(locked, 429, 'pin_locked');
  });
});

describe('PIN checks shared fairly between shops (SPEC §10, security review R3)', () => {
  it("refuses a shop's fifth PIN check in flight with 429 rate_limited and Retry-After: 1, counted toward no lock, while another shop's check goes in", async () => {
    clock.set('2026-11-18T15:00:00Z');
    const staff = ['ana', 'ben', 'cy', 'dee', 'eve'];
    const pins = Object.fromEntries(staff.map((handle) => [handle, '2468']));
    const flooding = await clockShop(app, { staff, pins });
    const other = await clockShop(app, { staff: ['ana'], pins: { ana: '1357' } });
    const { queue } = app.deps.pinHasher;
    const release = holdHashing(app);
    const answered: TestResponse[] = [];
    const burst = staff.map((handle) =>
      tracked(flooding.kioskCall('POST', '/v1/clock/in', { staff: handle, pin: '2468' }), answered),
    );
    const otherAnswer = (async () => {
      try {
        // Four are in flight, waiting for a hash; the fifth is answered at once.
        await until(
          () => answered.length === 1 && queue.pending(flooding.shop.id) === 4,
          15_000,
          'the fifth refused',
        );
        // Another shop is not held up by the first one's limit: its check joins the queue.
        const answer = other.kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '1357' });
        await until(() => queue.pending(other.shop.id) === 1, 15_000, "the other shop's check in the queue");
        return answer;
      } finally {
        await release();
      }
    })();
    expect((await otherAnswer).status).toBe(201);
    const answers = await Promise.all(burst);
    const refused = expectProblem(answered[0]!, 429, 'rate_limited');
    expect(answered[0]!.headers.get('retry-after')).toBe('1');
    expect(refused.detail).toMatch(/PIN checks/);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(4);
    // The refused one was neither checked nor counted: its right PIN goes through now.
    const refusedStaff = staff[answers.findIndex((res) => res.status === 429)]!;
    const row = await app.deps.repos.staff.findByHandle(flooding.shop.id, refusedStaff);
    expect(row?.pinFailures).toBe(0);
    const again = await flooding.kioskCall('POST', '/v1/clock/in', { staff: refusedStaff, pin: '2468' });
    expect(again.status, again.text).toBe(201);
  });

  it("serves another shop's PIN check before a flooding shop's queue drains (one hash at a time)", async () => {
    clock.set('2026-11-18T15:00:00Z');
    const single = await startTestApp(
      { RATE_LIMIT_DISABLED: '1' },
      { now: clock.now, pins: { hashConcurrency: 1 } },
    );
    try {
      const staff = ['ana', 'ben', 'cy', 'dee'];
      const flooding = await clockShop(single, {
        staff,
        pins: Object.fromEntries(staff.map((handle) => [handle, '2468'])),
      });
      const other = await clockShop(single, { staff: ['ana'], pins: { ana: '1357' } });
      const { queue } = single.deps.pinHasher;
      const release = holdHashing(single);
      const burst = staff.map((handle) =>
        flooding.kioskCall('POST', '/v1/clock/in', { staff: handle, pin: '2468' }),
      );
      let otherAnswer: Promise<TestResponse>;
      let seen: Promise<{ flooding: number; other: number }>;
      try {
        await until(() => queue.pending(flooding.shop.id) === 4, 15_000, 'four checks of the flooding shop');
        otherAnswer = other.kioskCall('POST', '/v1/clock/in', { staff: 'ana', pin: '1357' });
        await until(() => queue.pending(other.shop.id) === 1, 15_000, "the other shop's check");
        // Queued last, this task runs when its turn comes and sees who has been served by then.
        seen = queue.run('test-probe', async () => ({
          flooding: queue.pending(flooding.shop.id),
          other: queue.pending(other.shop.id),
        }));
      } finally {
        await release();
      }
      // One FIFO queue would serve the flood's four, then the other shop, then the probe.
      expect(await seen).toEqual({ flooding: 3, other: 0 });
      expect((await otherAnswer).status).toBe(201);
      for (const res of await Promise.all(burst)) expect(res.status, res.text).toBe(201);
    } finally {
      await single.close();
    }
  });
});

describe('the PIN lock under parallel guesses (SPEC §10, security review R2)', () => {
  // Many checks of one shop in flight at once, so the lock in the database is what is tested
  // here, not the per-shop limit of the describe above.
  let race: TestApp;
  beforeAll(async () => {
    race = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: clock.now, pins: { checksPerShop: 100 } });
  });
  afterAll(() => race.close());

  const counterOf = async (shopId: string, handle: string) => {
    const row = (await race.deps.repos.staff.findByHandle(shopId, handle))!;
    return { failures: row.pinFailures, lockedUntil: row.pinLockedUntil };
  };

  it('checks no more than 5 of 59 wrong PINs sent at once, and refuses the right PIN sent amid them with 429, never 201', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { shop, call, kioskCall } = await clockShop(race, { pins: { p1: '4821' }, staff: ['p1'] });
    const { queue } = race.deps.pinHasher;
    const release = holdHashing(race);
    const answered: TestResponse[] = [];
    const wrong = Array.from({ length: 59 }, (_, i) =>
      tracked(kioskCall('POST', '/v1/clock/in', { staff: 'p1', pin: String(9000 + i) }), answered),
    );
    let right: Promise<TestResponse>;
    try {
      // Each guess is answered or waits for its hash; then the right PIN joins the burst.
      const settled = (n: number) => () => answered.length + queue.pending(shop.id) === n;
      await until(settled(59), 15_000, 'every guess answered or waiting for its hash');
      right = tracked(kioskCall('POST', '/v1/clock/in', { staff: 'p1', pin: '4821' }), answered);
      await until(settled(60), 15_000, 'the right PIN answered or waiting for its hash');
    } finally {
      await release();
    }
    const rightAnswer = await right;
    const answers = await Promise.all(wrong);
    expectProblem(rightAnswer, 429, 'pin_locked');
    expect(answers.filter((res) => res.status === 403)).toHaveLength(5);
    for (const res of answers.filter((res) => res.status !== 403)) expectProblem(res, 429, 'pin_locked');
    // The five wrong ones locked the PIN, for 15 minutes from the last of them.
    expect(await counterOf(shop.id, 'p1')).toEqual({ failures: 0, lockedUntil: clock.now() + 15 * MINUTE });
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'p1', pin: '4821' }), 429, 'pin_locked');
    expect((await call('GET', '/v1/time-entries?staff=p1')).body.data).toEqual([]);
  });

  it('a right PIN checked while another instance locks the PIN neither clocks in nor lifts the lock', async () => {
    clock.set('2026-11-18T15:00:00Z');
    const { shop, call, kioskCall } = await clockShop(race, { pins: { p2: '4821' }, staff: ['p2'] });
    // One wrong PIN already counted.
    expectProblem(await kioskCall('POST', '/v1/clock/in', { staff: 'p2', pin: '0000' }), 403, 'invalid_pin');
    const { queue } = race.deps.pinHasher;
    const release = holdHashing(race);
    let right: Promise<TestResponse>;
    try {
      right = kioskCall('POST', '/v1/clock/in', { staff: 'p2', pin: '4821' });
      await until(() => queue.pending(shop.id) === 1, 15_000, 'the right PIN waiting for its hash');
      // Meanwhile another instance counts the fifth wrong PIN and locks (as its code would).
      const { db } = race.deps;
      const row = (await race.deps.repos.staff.findByHandle(shop.id, 'p2'))!;
      await db.transaction(() =>
        race.deps.repos.staff.setPinCounter(shop.id, row.id, {
          pinFailures: 0,
          pinFailuresSince: null,
          pinLockedUntil: clock.now() + 15 * MINUTE,
        }),
      );
    } finally {
      await release();
    }
    expectProblem(await right, 429, 'pin_locked');
    expect((await counterOf(shop.id, 'p2')).lockedUntil).toBe(clock.now() + 15 * MINUTE);
    expect((await call('GET', '/v1/time-entries?staff=p2')).body.data).toEqual([]);
  });
});
