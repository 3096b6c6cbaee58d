import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeClockOf, FreshCache, UNCACHEABLE } from '../../web/db/change-clock.js';
import { type AnyDatabase, openDatabase } from '../../web/db/open-database.js';
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

  it('does not absorb once a second transaction ran since the epoch was read', async () => {
    const clock = changeClockOf(db);
    const seen = clock.epoch();
    await write(db);
    await write(db);
    clock.absorbOwnWrite(seen);
    expect(clock.epoch()).toBeGreaterThan(seen);
  });
});

// Other instances write to the same PostgreSQL unheard: nothing may be cached there (yet).
describe.skipIf(!TEST_DATABASE_URL)('ChangeClock on PostgreSQL', () => {
  let opened: OpenTestDatabase;
  beforeEach(async () => {
    opened = await openTestDatabase('postgres');
  });
  afterEach(() => opened.close());

  it('is always UNCACHEABLE, and absorbing changes nothing', async () => {
    const clock = changeClockOf(opened.db);
    expect(clock.epoch()).toBe(UNCACHEABLE);
    await write(opened.db);
    clock.absorbOwnWrite(UNCACHEABLE);
    expect(clock.epoch()).toBe(UNCACHEABLE);
    await opened.db.transaction(async () => {
      expect(clock.epoch()).toBe(UNCACHEABLE);
    });
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
});
