import type { DatabaseHandle } from './client.js';

/** `epoch()` answers this while a transaction is open: what it reads may still roll back. */
export const UNCACHEABLE = -1;

/**
 * Tells read caches whether the database may have changed since they last looked (decision
 * 0018). Three signals, all of the main connection:
 *
 * - `writeGeneration()`, bumped after every `db.transaction()` of this process;
 * - `total_changes()`, the rows this connection ever inserted, updated or deleted, which also
 *   catches writes made outside `transaction()`;
 * - `PRAGMA data_version`, which changes whenever another connection (the CLI, a worker,
 *   another instance) commits.
 *
 * When any of them moved, the epoch advances, and caches drop everything they hold. The first
 * two are read on every call; data_version once per synchronous run (see `versionThisRun`).
 */
export interface ChangeClock {
  /** The current epoch, or `UNCACHEABLE` inside a transaction. Call it right before each use of a cache. */
  epoch(): number;
  /**
   * Accepts this connection's own writes made since `epoch()` returned `seen`, in the same
   * synchronous turn, as irrelevant to every cache (the once-a-minute `last_used_at` touch).
   */
  absorbOwnWrite(seen: number): void;
}

const clocks = new WeakMap<DatabaseHandle, ChangeClock>();

/** The one clock of a database handle, shared by every cache over it. */
export function changeClockOf(db: DatabaseHandle): ChangeClock {
  let clock = clocks.get(db);
  if (!clock) {
    clock = createChangeClock(db);
    clocks.set(db, clock);
  }
  return clock;
}

function createChangeClock(db: DatabaseHandle): ChangeClock {
  // PRAGMA data_version takes the WAL read lock (~3 µs); total_changes() is a plain counter.
  const dataVersionOf = db.sqlite.prepare<[], number>('PRAGMA data_version').pluck(true);
  const totalChanges = db.sqlite.prepare<[], number>('SELECT total_changes()').pluck(true);
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
      if (db.sqlite.inTransaction) return UNCACHEABLE;
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
      // data_version does not move for this connection's own commits, so another process's
      // commit in the meantime still shows at the next `epoch()`.
      if (seen === epoch && !db.sqlite.inTransaction && db.writeGeneration() === generation)
        changes = totalChanges.get()!;
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
