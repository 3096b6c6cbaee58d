import pg from 'pg';
import Cursor from 'pg-cursor';
import type { ExportCursors, RawExportCursor } from '../repositories/export-cursor.js';
import { pgTypes } from './postgres-database.js';

/** Rows fetched per round trip: the measured sweet spot (decision 23: 100 costs a third). */
const FETCH_ROWS = 1000;

/**
 * `@name` placeholders (the exports' SQL, shared with SQLite) as PostgreSQL's `$n`, with the
 * values in order. A name used twice is one parameter. Exports' SQL has no string literals, so
 * an `@` is always a placeholder.
 */
function positional(sql: string, params: Record<string, unknown>): { text: string; values: unknown[] } {
  const order: string[] = [];
  const text = sql.replace(/@(\w+)/g, (_match, name: string) => {
    if (!(name in params)) throw new Error(`No value for @${name}`);
    let index = order.indexOf(name);
    if (index < 0) index = order.push(name) - 1;
    return `$${index + 1}`;
  });
  return { text, values: order.map((name) => params[name]) };
}

/**
 * Server-side cursors for CSV exports (pg-cursor, decision 23). Each export holds a connection
 * of a pool of its own, outside the app's pool, for as long as it streams: the app's
 * statement timeout would cancel a cursor that a client reads slowly (PostgreSQL times a portal
 * from its first fetch), and an export must never take a connection requests need. How long an
 * export may stall is bounded by the idle cut-off instead (SPEC §5), and how many run by the
 * export slots, which size this pool (`max`).
 */
export function createPostgresExportCursors(url: string, max: number): ExportCursors {
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes });
  pool.on('error', () => {});

  return {
    async open<Row>(sql: string, params: Record<string, unknown>): Promise<RawExportCursor<Row>> {
      const { text, values } = positional(sql, params);
      const client = await pool.connect();
      let cursor: Cursor<Row>;
      try {
        cursor = client.query(new Cursor<Row>(text, values, { rowMode: 'array', types: pgTypes }));
      } catch (error) {
        client.release();
        throw error;
      }
      let closed = false;
      let exhausted = false;
      // Rows come from PostgreSQL a thousand at a time and leave in the caller's smaller batches.
      let buffer: Row[] = [];
      let taken = 0;
      const close = async (broken?: Error) => {
        if (closed) return;
        closed = true;
        try {
          await cursor.close();
          client.release();
        } catch (error) {
          // A connection whose cursor cannot close cleanly is not given to the next export.
          client.release((broken ?? error) as Error);
        }
      };
      return {
        async read(maxRows) {
          if (taken === buffer.length) {
            if (exhausted) return [];
            if (closed) throw new Error('The export cursor is closed');
            try {
              buffer = await cursor.read(FETCH_ROWS);
              taken = 0;
            } catch (error) {
              await close(error as Error);
              throw error;
            }
            if (buffer.length < FETCH_ROWS) {
              exhausted = true;
              await close();
            }
          }
          const batch = buffer.slice(taken, taken + maxRows);
          taken += batch.length;
          return batch;
        },
        close: () => close(),
      };
    },
    close: () => pool.end(),
  };
}
