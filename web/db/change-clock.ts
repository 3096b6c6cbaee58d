import {
  type ChangeClock,
  type ClockReading,
  UNCACHEABLE,
  UNCACHEABLE_READING,
} from './change-clock-interface.js';
import type { Database } from './database.js';
import type { PostgresDatabase } from './postgres/postgres-database.js';
import type { SqliteDatabase } from './sqlite/sqlite-database.js';

export {
  type ChangeClock,
  type ClockReading,
  UNCACHEABLE,
  UNCACHEABLE_READING,
} from './change-clock-interface.js';

const clocks = new WeakMap<Database, ChangeClock>();

/**
 * SQLite's clock answers at once, and ignores `tables`: its signals tell that something was
 * written, not where, and it is per process and cheap to move, so every epoch moves on any write.
 */
export interface SqliteChangeClock extends ChangeClock {
  epoch(tables?: readonly string[]): number;
  read(): ClockReading;
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
  // PRAGMA data_version takes the WAL read lock (~3 µs alone, 24–29 µs in a serving process);
  // total_changes() is a plain counter. Both only read, so running them on the writer while
  // another request's transaction is open there changes nothing in it. One statement reads
  // both, at most once per synchronous run, and only after a commit (`check`).
  const signalsOf = db.writer
    .prepare<[], [number, number]>('SELECT (SELECT data_version FROM pragma_data_version()), total_changes()')
    .raw(true);
  const totalChanges = db.writer.prepare<[], number>('SELECT total_changes()').pluck(true);
  let epoch = 0;
  let generation = -1;
  let dataVersion = -1;
  let changes = -1;
  /**
   * data_version and total_changes(), checked once per synchronous run (one socket callback with
   * its microtasks): every request served in that run had already arrived at the check, so the
   * check still falls within each request's lifetime. A write of this process within the run is
   * a transaction, which moves the write generation, read on every call; total_changes() is
   * there for statements run on `db.writer` outside one (migrations, tests), which never share a
   * run with a request.
   *
   * The check reads the WAL index's commit count first (one `pread`, decision 78), and runs the
   * statement only when that count moved since the statement last ran: with no commit anywhere
   * in between, neither signal can have moved. The count is read before the statement, so a
   * commit between the two is in what the statement reads.
   */
  let signals: [number, number] = [-1, -1];
  let commitsAtSignals: number | null = null;
  let checkedThisRun = false;
  const endRun = () => {
    checkedThisRun = false;
  };
  const check = () => {
    checkedThisRun = true;
    queueMicrotask(endRun);
    const commits = db.walCommits();
    if (commits === null || commits !== commitsAtSignals) {
      signals = signalsOf.get()!;
      commitsAtSignals = commits;
    }
  };
  /** The reading of the current epoch, made once per epoch: a request's reading allocates nothing. */
  let reading: { at: number; reading: ClockReading } | undefined;

  return {
    read() {
      const at = this.epoch();
      if (at === UNCACHEABLE) return UNCACHEABLE_READING;
      if (reading?.at !== at) {
        // Asked inside a transaction later (a request's own write), it answers UNCACHEABLE.
        reading = { at, reading: { epoch: () => (db.inTransaction() ? UNCACHEABLE : at) } };
      }
      return reading.reading;
    },
    epoch() {
      if (db.inTransaction()) return UNCACHEABLE;
      if (!checkedThisRun) check();
      const [version, total] = signals;
      const gen = db.writeGeneration();
      if (version !== dataVersion || total !== changes || gen !== generation) {
        dataVersion = version;
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
        // What this run read before the write is older than `changes` now: check again (the
        // write moved the commit count, so the statement runs).
        checkedThisRun = false;
      }
    },
  };
}

/**
 * One `FreshCache` per database, made by `make` on first use: a process holds one database, but
 * each test opens its own, and one's entries must never answer for another.
 */
export function cachePerDatabase<V>(make: () => FreshCache<V>): (db: Database) => FreshCache<V> {
  const caches = new WeakMap<Database, FreshCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = make();
      caches.set(db, cache);
    }
    return cache;
  };
}

/**
 * A bounded map that empties itself whenever the change clock moves. Least recently used
 * entries go first once `maxEntries` or `maxWeight` (the sum of `weigh(value)`) is reached.
 */
export class FreshCache<V> {
  private readonly entries = new Map<string, V>();
  /** Reads under way, by epoch and key: at most one per request in flight. */
  private readonly reading = new Map<string, Promise<V | undefined>>();
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

  /**
   * The value for `key` at epoch `now`, or what `read()` answers (kept when it answers one).
   * Callers that miss the same key in the same epoch while a read runs share it, so a burst of
   * requests for one key reads the database once: what was read after epoch `now` began is as
   * fresh for each of them as it is for the first (a write in between moves the epoch).
   */
  getOrRead(now: number, key: string, read: () => Promise<V | undefined>): V | Promise<V | undefined> {
    const cached = this.get(now, key);
    if (cached !== undefined) return cached;
    if (now === UNCACHEABLE) return read();
    const flight = `${now}\n${key}`;
    let pending = this.reading.get(flight);
    if (!pending) {
      pending = read().then((value) => {
        if (value !== undefined) this.set(now, key, value);
        return value;
      });
      this.reading.set(flight, pending);
      const done = () => this.reading.delete(flight);
      pending.then(done, done);
    }
    return pending;
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
