import type { Database } from './database.js';
import type { PostgresDatabase } from './postgres/postgres-database.js';
import type { SqliteDatabase } from './sqlite/sqlite-database.js';

/**
 * `epoch()` answers this inside a transaction, and on PostgreSQL while it does not listen: nothing
 * may be cached.
 */
export const UNCACHEABLE = -1;

/**
 * Tells read caches whether the database may have changed since they last looked (decision
 * 0018).
 *
 * On SQLite, three signals of the writing connection:
 *
 * - `writeGeneration()`, bumped after every top-level `db.transaction()` of this process (every
 *   write of the app runs in one);
 * - `total_changes()`, the rows the writer ever inserted, updated or deleted, which also
 *   catches a statement run on `db.writer` directly (migrations, tests);
 * - `PRAGMA data_version`, which on the writer changes whenever another connection (the CLI,
 *   a worker, another process on the file) commits, and never for the writer's own commits.
 *
 * When any of them moved, the epoch advances, and caches drop everything they hold. The first
 * two are read on every call; data_version once per synchronous run (see `versionThisRun`).
 *
 * On PostgreSQL, which other instances write too, every instance hears of every write through
 * LISTEN/NOTIFY, and `epoch()` first waits for a round trip to the database so that no write
 * acknowledged anywhere before the call is missed (postgres/postgres-change-clock.ts, decision
 * 0025). There each notification names its table, so a cache that reads only some tables asks
 * for their epoch and keeps its entries through writes to the others (decision 0042).
 */
export interface ChangeClock {
  /**
   * The current epoch, or `UNCACHEABLE`. Call it right before each use of a cache, and await it:
   * on PostgreSQL it answers after a round trip.
   *
   * With `tables` (SQL names), an epoch that moves only when one of them may have been written;
   * without, when any table may have been. The epochs of one set of tables never go back, but
   * those of different sets are not comparable: a cache always asks with the same set. Another
   * table that the cached value reads must be in the set, or its writes go unseen.
   */
  epoch(tables?: readonly string[]): number | Promise<number>;
  /**
   * Accepts one transaction of this process that ended since `epoch()` returned `seen`, and
   * nothing else, as irrelevant to every cache (the once-a-minute `last_used_at` touch). Only
   * when exactly that one transaction ran: any other write still shows at the next `epoch()`.
   */
  absorbOwnWrite(seen: number): void;
}

const clocks = new WeakMap<Database, ChangeClock>();

/**
 * SQLite's clock answers at once, and ignores `tables`: its signals tell that something was
 * written, not where, and it is per process and cheap to move, so every epoch moves on any write.
 */
export interface SqliteChangeClock extends ChangeClock {
  epoch(tables?: readonly string[]): number;
}

/** The one clock of a database, shared by every cache over it. */
export function changeClockOf(db: SqliteDatabase): SqliteChangeClock;
export function changeClockOf(db: Database): ChangeClock;
export function changeClockOf(db: Database): ChangeClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock =
      db.dialect === 'sqlite'
        ? createSqliteChangeClock(db as SqliteDatabase)
        : (db as PostgresDatabase).changeClock();
    clocks.set(db, clock);
  }
  return clock;
}

function createSqliteChangeClock(db: SqliteDatabase): SqliteChangeClock {
  // PRAGMA data_version takes the WAL read lock (~3 µs); total_changes() is a plain counter.
  // Both only read, so running them on the writer while another request's transaction is open
  // there changes nothing in it.
  const dataVersionOf = db.writer.prepare<[], number>('PRAGMA data_version').pluck(true);
  const totalChanges = db.writer.prepare<[], number>('SELECT total_changes()').pluck(true);
  let epoch = 0;
  let generation = -1;
  let dataVersion = -1;
  let changes = -1;
  /**
   * data_version as read in the current synchronous run (one socket callback with its
   * microtasks); -1 once that run ends. Every request served in that run had already arrived
   * when it was read, so a read at that instant still falls within each request's lifetime.
   */
  let versionThisRun = -1;
  const endRun = () => {
    versionThisRun = -1;
  };

  return {
    epoch() {
      if (db.inTransaction()) return UNCACHEABLE;
      if (versionThisRun === -1) {
        versionThisRun = dataVersionOf.get()!;
        queueMicrotask(endRun);
      }
      const total = totalChanges.get()!;
      const gen = db.writeGeneration();
      if (versionThisRun !== dataVersion || total !== changes || gen !== generation) {
        dataVersion = versionThisRun;
        changes = total;
        generation = gen;
        epoch++;
      }
      return epoch;
    },
    absorbOwnWrite(seen) {
      // Transactions take turns, so one more generation than `seen` knew is the caller's own,
      // committed with nothing else in between. data_version does not move for the writer's
      // own commits, so another process's commit in the meantime still shows at the next epoch().
      if (seen === epoch && !db.inTransaction() && db.writeGeneration() === generation + 1) {
        generation = db.writeGeneration();
        changes = totalChanges.get()!;
      }
    },
  };
}

/**
 * A bounded map that empties itself whenever the change clock moves. Least recently used
 * entries go first once `maxEntries` or `maxWeight` (the sum of `weigh(value)`) is reached.
 */
export class FreshCache<V> {
  private readonly entries = new Map<string, V>();
  private epoch = UNCACHEABLE;
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight = Number.POSITIVE_INFINITY,
    private readonly weigh: (value: V) => number = () => 0,
  ) {}

  /** The value for `key` if it was stored during epoch `now`; `now` comes from `ChangeClock.epoch()`. */
  get(now: number, key: string): V | undefined {
    // A caller holding an older epoch must not empty what newer readers stored.
    if (now < this.epoch) return undefined;
    if (now !== this.epoch) {
      this.reset(now);
      return undefined;
    }
    if (now === UNCACHEABLE) return undefined;
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Stores `value` as read during epoch `now`. */
  set(now: number, key: string, value: V): void {
    // Nothing is stored inside a transaction, nor as read in an epoch that has already passed.
    if (now === UNCACHEABLE || now < this.epoch) return;
    if (now !== this.epoch) this.reset(now);
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.weight -= this.weigh(previous);
    }
    while (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      this.weight -= this.weigh(oldest);
    }
    this.entries.set(key, value);
    this.weight += weight;
  }

  get size(): number {
    return this.entries.size;
  }

  private reset(now: number): void {
    this.entries.clear();
    this.weight = 0;
    this.epoch = now;
  }
}
