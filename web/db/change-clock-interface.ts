/**
 * What every change clock answers, apart from the clocks themselves (change-clock.ts builds
 * SQLite's, postgres/postgres-change-clock.ts PostgreSQL's), so that neither imports the other.
 */

/**
 * `epoch()` answers this inside a transaction, and on PostgreSQL while it does not listen: nothing
 * may be cached.
 */
export const UNCACHEABLE = -1;

/**
 * The change clock as read at one instant: the epoch of any set of tables (see
 * `ChangeClock.epoch`) with no further wait. An epoch asked later may be newer than at the
 * reading (a notification heard since), never older; either is safe to guard a read made after
 * it, since what is read then is at least as new.
 */
export interface ClockReading {
  epoch(tables?: readonly string[]): number;
}

/** A reading inside a transaction, or while PostgreSQL's clock does not listen: nothing is cached. */
export const UNCACHEABLE_READING: ClockReading = Object.freeze({ epoch: () => UNCACHEABLE });

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
 * is read on every call; the other two at most once per synchronous run, in one statement, and
 * only when the WAL index counts a commit since that statement last ran (`walCommits()`, one
 * `pread` of the `-shm` file, decision 78).
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
   * The clock read once, for a request that asks several caches (each with its own tables): on
   * PostgreSQL one round trip rather than one per cache. Take it after the request arrived, and
   * ask each epoch of it right before the read that epoch guards, as with `epoch()`.
   */
  read(): ClockReading | Promise<ClockReading>;
  /**
   * Accepts one transaction of this process that ended since `epoch()` returned `seen`, and
   * nothing else, as irrelevant to every cache (the once-a-minute `last_used_at` touch). Only
   * when exactly that one transaction ran: any other write still shows at the next `epoch()`.
   */
  absorbOwnWrite(seen: number): void;
}
