import type { ExportCursors, RawExportCursor } from '../repositories/export-cursor.js';
import { createReadPool } from './read-pool.js';

/**
 * SQLite cursors for CSV exports. Each export gets a read-only connection of its own from a
 * pool (`read-pool.ts`), so no export waits on another, none reads another's snapshot, and none
 * blocks a write: better-sqlite3 keeps a connection busy while a statement iterates. Rows come
 * as arrays, which is markedly faster than objects for large exports. How many run at once is
 * bounded by the export slots, not here.
 */
export function createSqliteExportCursors(path: string): ExportCursors {
  const pool = createReadPool(path);

  return {
    async open<Row>(sql: string, params: Record<string, unknown>): Promise<RawExportCursor<Row>> {
      const connection = pool.acquire();
      let rows: IterableIterator<Row>;
      try {
        rows = connection.statement(sql).raw(true).iterate(params) as IterableIterator<Row>;
      } catch (error) {
        pool.release(connection);
        throw error;
      }
      let closed = false;
      let exhausted = false;
      const close = () => {
        if (closed) return;
        closed = true;
        // Resetting the statement ends its read transaction: the snapshot and the WAL read
        // lock go with it, before the connection is lent to anyone else.
        rows.return?.();
        pool.release(connection);
      };
      return {
        async read(max) {
          if (exhausted) return [];
          // Closed before its end (shutdown): an error, never a silently short export.
          if (closed) throw new Error('The export cursor is closed');
          const batch: Row[] = [];
          while (batch.length < max) {
            const next = rows.next();
            if (next.done) {
              exhausted = true;
              close();
              break;
            }
            batch.push(next.value);
          }
          return batch;
        },
        async close() {
          close();
        },
      };
    },
    async close() {
      pool.close();
    },
  };
}
