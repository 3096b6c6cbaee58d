import type { Database } from '../database.js';

/**
 * Runs a write in the caller's transaction, or in one of its own when there is none (on SQLite
 * a write outside a transaction has only the read-only connection). For the writes that callers
 * make on their own: token touches, the relay's marks, idempotency keys, and a use case whose
 * every caller ends its transaction on a throw (an order webhook, a page of the import). Inside
 * a transaction no savepoint is made: one is three round trips on PostgreSQL, and what it would
 * roll back alone is rolled back with the caller's transaction anyway.
 */
export function writeAlone<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.inTransaction() ? work() : db.transaction(work);
}
