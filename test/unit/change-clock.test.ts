import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ChangeClock, changeClockOf, FreshCache, UNCACHEABLE } from '../../web/db/change-clock.js';
import { type AnyDatabase, openDatabase } from '../../web/db/open-database.js';
import { CHANGE_CHANNEL } from '../../web/db/postgres/change-triggers.js';
import { LISTENER_NAME } from '../../web/db/postgres/postgres-change-clock.js';
import type { SqliteDatabase } from '../../web/db/sqlite/sqlite-database.js';
import { type OpenTestDatabase, openTestDatabase, TEST_DATABASE_URL } from '../helpers/test-database.js';

let sequence = 0;
/** Writes one shop in a transaction of `db`: any committed write will do. */
const write = (db: AnyDatabase) =>
  db.transaction(async () => {
    const now = Date.now();
    const id = `shp_clock${++sequence}`;
    await db
      .orm()
      .insert(db.tables.shops)
      .values({ id, domain: `${id}.myshopify.com`, installedAt: now, createdAt: now, updatedAt: now });
  });

/** The tables a token's grant is read from, as the grant cache asks (decision 0042). */
const GRANT_TABLES = ['api_tokens', 'shops'];

/** Adds a staff member and a shift of theirs in one transaction of `db`: no grant table. */
const writeShift = (db: AnyDatabase, shopId: string) =>
  db.transaction(async () => {
    const now = Date.now();
    const staffId = `stf_clock${++sequence}`;
    await db
      .orm()
      .insert(db.tables.staff)
      .values({ id: staffId, shopId, handle: staffId, name: 'Clock', createdAt: now, updatedAt: now });
    await db
      .orm()
      .insert(db.tables.shifts)
      .values({
        id: `shf_clock${sequence}`,
        shopId,
        staffId,
        startsAt: now,
        endsAt: now + 3_600_000,
        createdAt: now,
        updatedAt: now,
      });
  });

/** data_version is read once per synchronous run: let the run end between observations. */
const nextRun = () => new Promise((resolve) => setImmediate(resolve));

describe('ChangeClock on SQLite', () => {
  let opened: OpenTestDatabase;
  let db: SqliteDatabase;
  /** A second connection to the same file, as the CLI or another process has. */
  let other: AnyDatabase;

  beforeEach(async () => {
    opened = await openTestDatabase('sqlite');
    db = opened.db as SqliteDatabase;
    other = openDatabase(opened.url);
  });
  afterEach(async () => {
    await other.close();
    await opened.close();
  });

  it('stays put while nothing is written', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    await db.orm().select().from(db.tables.shops);
    await nextRun();
    expect(clock.epoch()).toBe(first);
  });

  it('reads once for a request: a reading keeps its epoch, and answers UNCACHEABLE inside a transaction', async () => {
    const clock = changeClockOf(db);
    const reading = clock.read();
    const at = reading.epoch();
    expect(reading.epoch(['shifts'])).toBe(at);
    await write(db);
    // Older than the clock now: what it guards is read later, so it is at least as new.
    expect(reading.epoch()).toBe(at);
    expect(clock.read().epoch()).toBeGreaterThan(at);
    await db.transaction(async () => {
      expect(clock.read().epoch()).toBe(UNCACHEABLE);
      expect(reading.epoch()).toBe(UNCACHEABLE);
    });
  });

  it('moves after a transaction, even one that wrote nothing', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    await db.transaction(() => db.rows(sql`SELECT 1 AS one`));
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('moves after a statement run on the writer outside transaction()', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    db.writer.prepare("UPDATE shops SET name = 'x'").run();
    await write(db);
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('moves after a commit by another connection, from the next run on', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    await nextRun();
    await write(other);
    await nextRun();
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('is UNCACHEABLE inside a transaction, and moves once it ends (also on rollback)', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    await expect(
      db.transaction(async () => {
        await write(db);
        expect(clock.epoch()).toBe(UNCACHEABLE);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('absorbs the one own transaction that ended since the epoch was read, and nothing else', async () => {
    const clock = changeClockOf(db);
    const seen = clock.epoch();
    await write(db);
    clock.absorbOwnWrite(seen);
    expect(clock.epoch()).toBe(seen);
    // Another connection's commit still shows, absorbed or not.
    await nextRun();
    const before = clock.epoch();
    await write(other);
    await write(db);
    clock.absorbOwnWrite(before);
    await nextRun();
    expect(clock.epoch()).toBeGreaterThan(before);
  });

  it('ignores the tables asked for: any write moves every epoch, as on one process it is cheap', async () => {
    const clock = changeClockOf(db);
    await write(db);
    const [shop] = await db.orm().select().from(db.tables.shops);
    const first = clock.epoch(GRANT_TABLES);
    await writeShift(db, shop!.id);
    expect(clock.epoch(GRANT_TABLES)).toBeGreaterThan(first);
    await nextRun();
    const before = clock.epoch(GRANT_TABLES);
    await writeShift(other, shop!.id);
    await nextRun();
    expect(clock.epoch(GRANT_TABLES)).toBeGreaterThan(before);
  });

  it('asks SQLite only once the WAL index counts a new commit, and asks it itself without the count', async () => {
    const clock = changeClockOf(db);
    await nextRun();
    const first = clock.epoch();
    const counted = db.walCommits();
    expect(counted).toEqual(expect.any(Number));
    const sqlite = db as { walCommits(): number | null };
    const walCommits = sqlite.walCommits;
    try {
      // A count frozen at `counted` hides another connection's commit: the statement is skipped.
      sqlite.walCommits = () => counted;
      await write(other);
      await nextRun();
      expect(clock.epoch()).toBe(first);
      // Without a count (no -shm to read), the statement runs every time and finds the commit.
      sqlite.walCommits = () => null;
      await nextRun();
      const seen = clock.epoch();
      expect(seen).toBeGreaterThan(first);
      await write(other);
      await nextRun();
      expect(clock.epoch()).toBeGreaterThan(seen);
    } finally {
      sqlite.walCommits = walCommits;
    }
  });

  it('does not absorb once a second transaction ran since the epoch was read', async () => {
    const clock = changeClockOf(db);
    const seen = clock.epoch();
    await write(db);
    await write(db);
    clock.absorbOwnWrite(seen);
    expect(clock.epoch()).toBeGreaterThan(seen);
  });
});

/** The clock answers UNCACHEABLE until its listening connection is up: wait for that. */
async function listeningEpoch(clock: ChangeClock, tables?: readonly string[]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const epoch = await clock.epoch(tables);
    if (epoch !== UNCACHEABLE) return epoch;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the change clock never started listening');
}

describe.skipIf(!TEST_DATABASE_URL)('ChangeClock on PostgreSQL (decision 0025)', () => {
  let opened: OpenTestDatabase;
  /** Another instance on the same database. */
  let other: AnyDatabase;
  let clock: ChangeClock;
  beforeEach(async () => {
    opened = await openTestDatabase('postgres');
    other = openDatabase(opened.url);
    clock = changeClockOf(opened.db);
  });
  afterEach(async () => {
    await other.close();
    await opened.close();
  });

  it('stays put while nothing is written, and is UNCACHEABLE inside a transaction', async () => {
    const first = await listeningEpoch(clock);
    await opened.db.orm().select().from(opened.db.tables.shops);
    expect(await clock.epoch()).toBe(first);
    await opened.db.transaction(async () => {
      expect(await clock.epoch()).toBe(UNCACHEABLE);
    });
  });

  it('sees a commit acknowledged to another instance at the very next call, every time', async () => {
    let previous = await listeningEpoch(clock);
    let previousOfShops = await clock.epoch(GRANT_TABLES);
    for (let round = 0; round < 50; round++) {
      await write(other);
      // Each call makes its own round trip: both must have heard of the write.
      const [now, ofShops] = [await clock.epoch(), await clock.epoch(GRANT_TABLES)];
      expect(now).toBeGreaterThan(previous);
      expect(ofShops).toBeGreaterThan(previousOfShops);
      [previous, previousOfShops] = [now, ofShops];
    }
  });

  it('reads once for a request: one round trip sees what another instance committed before it', async () => {
    await listeningEpoch(clock);
    let previous = (await clock.read()).epoch(GRANT_TABLES);
    for (let round = 0; round < 20; round++) {
      await write(other);
      const reading = await clock.read();
      const ofShops = reading.epoch(GRANT_TABLES);
      expect(ofShops).toBeGreaterThan(previous);
      // A write to no table of the set leaves its epoch alone.
      await writeShift(other, `shp_clock${sequence}`);
      expect((await clock.read()).epoch(GRANT_TABLES)).toBe(ofShops);
      previous = ofShops;
    }
    const reading = await clock.read();
    await opened.db.transaction(async () => {
      expect(reading.epoch()).toBe(UNCACHEABLE);
      expect((await clock.read()).epoch()).toBe(UNCACHEABLE);
    });
  });

  it('notifies once per table a transaction wrote, with the table as payload', async () => {
    const listener = new pg.Client({ connectionString: opened.url });
    await listener.connect();
    try {
      const payloads: string[] = [];
      listener.on('notification', (message) => payloads.push(message.payload ?? ''));
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      await write(opened.db);
      const [shop] = await opened.db.orm().select().from(opened.db.tables.shops);
      // A round trip on the listening connection delivers what was signalled before it.
      await listener.query('SELECT 1');
      payloads.length = 0;
      // Two shifts and two staff rows, in several statements: one notification per table.
      await other.transaction(async () => {
        await writeShift(other, shop!.id);
        await writeShift(other, shop!.id);
      });
      await listener.query('SELECT 1');
      expect(payloads.sort()).toEqual(['shifts', 'staff']);
    } finally {
      await listener.end();
    }
  });

  it('moves the epoch of api_tokens and shops only on their writes, by any instance; the any-table epoch on every write', async () => {
    const db = opened.db;
    await write(db);
    const [shop] = await db.orm().select().from(db.tables.shops);
    const ofGrant = await listeningEpoch(clock, GRANT_TABLES);
    const ofAll = await clock.epoch();
    // A clock-in's kind of write: other tables only, on this instance and on the other.
    await writeShift(db, shop!.id);
    await writeShift(other, shop!.id);
    expect(await clock.epoch(GRANT_TABLES)).toBe(ofGrant);
    expect(await clock.epoch()).toBeGreaterThan(ofAll);

    const now = Date.now();
    await other.transaction(() =>
      other
        .orm()
        .insert(other.tables.apiTokens)
        .values({
          id: 'tok_grant',
          shopId: shop!.id,
          name: 'grant',
          tokenHash: 'g'.repeat(64),
          scopes: 'read_staff',
          createdAt: now,
        }),
    );
    const afterToken = await clock.epoch(GRANT_TABLES);
    expect(afterToken).toBeGreaterThan(ofGrant);
    // A revocation on the other instance, then a plan change there: each seen at the next call.
    await other.transaction(() =>
      other
        .orm()
        .update(other.tables.apiTokens)
        .set({ revokedAt: now })
        .where(eq(other.tables.apiTokens.id, 'tok_grant')),
    );
    const afterRevoke = await clock.epoch(GRANT_TABLES);
    expect(afterRevoke).toBeGreaterThan(afterToken);
    await other.transaction(() =>
      other.orm().update(other.tables.shops).set({ plan: 'free' }).where(eq(other.tables.shops.id, shop!.id)),
    );
    expect(await clock.epoch(GRANT_TABLES)).toBeGreaterThan(afterRevoke);
    // Only the tables asked for count: a shift moves neither of these sets.
    const ofTokens = await clock.epoch(['api_tokens']);
    const ofShifts = await clock.epoch(['shifts']);
    await other.transaction(() =>
      other
        .orm()
        .update(other.tables.shops)
        .set({ name: 'renamed' })
        .where(eq(other.tables.shops.id, shop!.id)),
    );
    expect(await clock.epoch(['api_tokens'])).toBe(ofTokens);
    expect(await clock.epoch(['shifts'])).toBe(ofShifts);
  });

  it('hears an empty payload (an older version still running) as a write to every table', async () => {
    const ofGrant = await listeningEpoch(clock, GRANT_TABLES);
    const ofAll = await clock.epoch();
    const ofShifts = await clock.epoch(['shifts']);
    await other.rows(sql`SELECT pg_notify(${CHANGE_CHANNEL}, '')`);
    expect(await clock.epoch(GRANT_TABLES)).toBeGreaterThan(ofGrant);
    expect(await clock.epoch()).toBeGreaterThan(ofAll);
    expect(await clock.epoch(['shifts'])).toBeGreaterThan(ofShifts);
  });

  it('shares one round trip among callers that arrive together, each still after its own start', async () => {
    const first = await listeningEpoch(clock);
    const epochs = await Promise.all(Array.from({ length: 20 }, () => clock.epoch()));
    expect(new Set(epochs)).toEqual(new Set([first]));
    await write(other);
    expect(await Promise.all([clock.epoch(), clock.epoch()])).toEqual([first + 1, first + 1]);
  });

  it("ignores tables no cache reads and a token's last_used_at, not its revocation", async () => {
    const db = opened.db;
    await write(db);
    const [shop] = await db.orm().select().from(db.tables.shops);
    const now = Date.now();
    await db.transaction(async () => {
      await db
        .orm()
        .insert(db.tables.apiTokens)
        .values({
          id: 'tok_clock',
          shopId: shop!.id,
          name: 'clock',
          tokenHash: 'h'.repeat(64),
          scopes: 'read_timesheets',
          createdAt: now,
        });
    });
    const first = await listeningEpoch(clock);
    const token = eq(db.tables.apiTokens.id, 'tok_clock');
    await other.transaction(() =>
      other.orm().update(other.tables.apiTokens).set({ lastUsedAt: now }).where(token),
    );
    await other.transaction(() =>
      other.orm().insert(other.tables.auditLog).values({
        id: 'aud_x',
        shopId: shop!.id,
        subjectType: 'x',
        subjectId: 'x',
        action: 'x',
        actor: 'x',
        at: now,
      }),
    );
    expect(await clock.epoch()).toBe(first);
    await other.transaction(() =>
      other.orm().update(other.tables.apiTokens).set({ revokedAt: now }).where(token),
    );
    expect(await clock.epoch()).toBeGreaterThan(first);
  });

  it('is UNCACHEABLE once its listening connection is lost, and listens again', async () => {
    await write(opened.db);
    const [shop] = await opened.db.orm().select().from(opened.db.tables.shops);
    const first = await listeningEpoch(clock);
    const ofGrant = await clock.epoch(GRANT_TABLES);
    await opened.db.rows(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE application_name = ${LISTENER_NAME} AND datname = current_database()`,
    );
    expect(await clock.epoch()).toBe(UNCACHEABLE);
    expect(await clock.epoch(GRANT_TABLES)).toBe(UNCACHEABLE);
    // Nothing is written to the grant's tables meanwhile: their epoch moves all the same, since
    // nobody listened and anything may have been.
    await writeShift(other, shop!.id);
    expect(await listeningEpoch(clock)).toBeGreaterThan(first);
    expect(await clock.epoch(GRANT_TABLES)).toBeGreaterThan(ofGrant);
  });

  it('watches every table but the listed ones, including tables added later', async () => {
    const watched = await opened.db.rows<{ name: string }>(
      sql`SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE t.tgname = 'shiftbook_change' ORDER BY 1`,
    );
    const tables = await opened.db.rows<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const unwatched = tables.map((t) => t.name).filter((name) => !watched.some((w) => w.name === name));
    expect(unwatched.sort()).toEqual(
      [
        '__drizzle_migrations',
        'audit_log',
        'commissions',
        'events',
        'idempotency_keys',
        'notifications',
        'order_imports',
        'overdue_alerts',
        'sales_month_tallies',
        'sales_orders',
        'sales_pending_refunds',
        'sales_refunds',
        'sales_tips',
        'schedule_changes',
        'session',
        'shift_reminders',
        'shopify_webhook_receipts',
        'staff_sign_in_links',
        'webhook_attempts',
        'webhook_deliveries',
      ].filter((name) => tables.some((t) => t.name === name)),
    );
    expect(watched.map((w) => w.name)).toEqual(
      expect.arrayContaining(['shops', 'staff', 'timesheets', 'api_tokens']),
    );
  });
});

describe('FreshCache', () => {
  it('forgets everything when the epoch moves', () => {
    const cache = new FreshCache<string>(10);
    cache.set(1, 'a', 'A');
    expect(cache.get(1, 'a')).toBe('A');
    expect(cache.get(2, 'a')).toBeUndefined();
    cache.set(1, 'a', 'stale');
    expect(cache.get(2, 'a')).toBeUndefined();
  });

  it('never stores or serves inside a transaction', () => {
    const cache = new FreshCache<string>(10);
    cache.set(UNCACHEABLE, 'a', 'A');
    expect(cache.get(UNCACHEABLE, 'a')).toBeUndefined();
  });

  it('evicts the least recently used entry at the entry cap and at the weight cap', () => {
    const byCount = new FreshCache<string>(2);
    byCount.set(1, 'a', 'A');
    byCount.set(1, 'b', 'B');
    byCount.get(1, 'a');
    byCount.set(1, 'c', 'C');
    expect([byCount.get(1, 'a'), byCount.get(1, 'b'), byCount.get(1, 'c')]).toEqual(['A', undefined, 'C']);

    const byWeight = new FreshCache<string>(100, 5, (value) => value.length);
    byWeight.set(1, 'a', 'aa');
    byWeight.set(1, 'b', 'bb');
    byWeight.set(1, 'c', 'cc');
    expect(byWeight.size).toBe(2);
    expect(byWeight.get(1, 'a')).toBeUndefined();
    byWeight.set(1, 'big', 'xxxxxx');
    expect(byWeight.get(1, 'big')).toBeUndefined();
  });

  it('shares one read among callers missing one key in one epoch, and no more', async () => {
    const cache = new FreshCache<string>(10);
    let reads = 0;
    const read = (value: string | undefined) => async () => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return value;
    };
    const together = [cache.getOrRead(1, 'a', read('A')), cache.getOrRead(1, 'a', read('other'))];
    // Another key, or the same key in the next epoch, reads on its own.
    const apart = [cache.getOrRead(1, 'b', read('B')), cache.getOrRead(2, 'a', read('A2'))];
    expect(await Promise.all([...together, ...apart])).toEqual(['A', 'A', 'B', 'A2']);
    expect(reads).toBe(3);
    // Kept from then on, at once, in the epoch it was read in.
    expect(cache.getOrRead(2, 'a', read('never'))).toBe('A2');
    expect(reads).toBe(3);
    // Nothing found is not kept; inside a transaction nothing is shared.
    expect(await cache.getOrRead(2, 'gone', read(undefined))).toBeUndefined();
    await Promise.all([
      cache.getOrRead(UNCACHEABLE, 'x', read('X')),
      cache.getOrRead(UNCACHEABLE, 'x', read('X')),
    ]);
    expect(reads).toBe(6);
    expect(cache.get(2, 'gone')).toBeUndefined();
  });

  it('lets a failed read fail every caller sharing it, and keeps nothing', async () => {
    const cache = new FreshCache<string>(10);
    const failing = () => Promise.reject(new Error('down'));
    const both = [cache.getOrRead(1, 'a', failing), cache.getOrRead(1, 'a', failing)];
    for (const outcome of await Promise.allSettled(both)) expect(outcome.status).toBe('rejected');
    expect(await cache.getOrRead(1, 'a', async () => 'A')).toBe('A');
  });
});
