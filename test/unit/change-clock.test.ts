import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeClockOf, FreshCache, UNCACHEABLE } from '../../web/db/change-clock.js';
import { type DatabaseHandle, openDatabase } from '../../web/db/client.js';

let dir: string;
let db: DatabaseHandle;
let other: Database.Database;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'change-clock-'));
  db = openDatabase(`file:${join(dir, 'clock.db')}`);
  db.sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)');
  other = new Database(join(dir, 'clock.db'));
});
afterEach(() => {
  other.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** data_version is read once per synchronous run: let the run end between observations. */
const nextRun = () => new Promise((resolve) => setImmediate(resolve));

describe('ChangeClock', () => {
  it('stays put while nothing is written', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    db.sqlite.prepare('SELECT * FROM t').all();
    await nextRun();
    expect(clock.epoch()).toBe(first);
  });

  it('moves after a transaction, even one that wrote nothing', () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    db.transaction(() => db.sqlite.prepare('SELECT 1').get());
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('moves after a plain write of this connection outside transaction()', () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    db.sqlite.prepare('INSERT INTO t (v) VALUES (1)').run();
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('moves after a commit by another connection, from the next run on', async () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    await nextRun();
    other.prepare('INSERT INTO t (v) VALUES (2)').run();
    await nextRun();
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('is UNCACHEABLE inside a transaction, and moves once it ends (also on rollback)', () => {
    const clock = changeClockOf(db);
    const first = clock.epoch();
    expect(() =>
      db.transaction(() => {
        db.sqlite.prepare('INSERT INTO t (v) VALUES (3)').run();
        expect(clock.epoch()).toBe(UNCACHEABLE);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(clock.epoch()).toBeGreaterThan(first);
  });

  it('absorbs an own write made right after reading the epoch, and nothing else', async () => {
    const clock = changeClockOf(db);
    const seen = clock.epoch();
    db.sqlite.prepare('INSERT INTO t (v) VALUES (4)').run();
    clock.absorbOwnWrite(seen);
    expect(clock.epoch()).toBe(seen);
    // Another connection's commit still shows, absorbed or not.
    await nextRun();
    const before = clock.epoch();
    other.prepare('INSERT INTO t (v) VALUES (5)').run();
    db.sqlite.prepare('INSERT INTO t (v) VALUES (6)').run();
    clock.absorbOwnWrite(before);
    await nextRun();
    expect(clock.epoch()).toBeGreaterThan(before);
  });

  it('does not absorb once a transaction ran since the epoch was read', () => {
    const clock = changeClockOf(db);
    const seen = clock.epoch();
    db.transaction(() => db.sqlite.prepare('INSERT INTO t (v) VALUES (7)').run());
    clock.absorbOwnWrite(seen);
    expect(clock.epoch()).toBeGreaterThan(seen);
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
