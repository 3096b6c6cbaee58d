import type { Database } from '../database.js';

/**
 * Runs a repository write in the caller's transaction, or in one of its own when there is
 * none (on SQLite a write outside a transaction has only the read-only connection). For the
 * writes that callers make on their own: token touches, the relay's marks, idempotency keys.
 * Each such write is one statement, so inside a transaction it needs no savepoint.
 */
export function writeAlone<T>(db: Database, work: () => Promise<T>): Promise<T> {
  return db.inTransaction() ? work() : db.transaction(work);
}
