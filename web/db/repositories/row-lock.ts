import type { Database } from '../database.js';

/** PostgreSQL's row lock strengths that Shiftbook takes (a subset of drizzle's `LockStrength`). */
export type RowLockStrength = 'update' | 'no key update' | 'share';

/**
 * A select that also locks the rows it reads: `… FOR <strength>` on PostgreSQL, so the read and
 * the lock are one round trip instead of two. On SQLite the query as it is: one transaction at
 * a time holds the write lock, which is already more than any row lock (decision 43).
 */
export function withRowLock<Q>(db: Database, query: Q, strength: RowLockStrength): Q {
  if (db.dialect !== 'postgres') return query;
  // The query builder is typed as SQLite's on both databases (database.ts); on PostgreSQL it is
  // drizzle's PgSelect, which has `for`.
  return (query as unknown as { for(strength: RowLockStrength): Q }).for(strength);
}

/** A locking read only makes sense inside a transaction, where the lock is held until it ends. */
export function assertLockable(db: Database, what: string): void {
  if (!db.inTransaction()) throw new Error(`${what} needs a transaction`);
}
