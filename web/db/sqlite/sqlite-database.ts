import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Mutex } from 'async-mutex';
import BetterSqlite3 from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { SQLiteSyncDialect } from 'drizzle-orm/sqlite-core';
import type { Database, Orm } from '../database.js';
import { createOutboxSignal, type OutboxName } from '../outbox-signal.js';
import * as schema from '../schema/index.js';
import { walCommitCounter } from './wal-commit-counter.js';

/** What a transaction in progress knows; `open` turns false when it ends. */
interface TransactionScope {
  open: boolean;
  /** The outboxes the transaction wrote work for: their relays hear of it after the commit. */
  outboxes: Set<OutboxName>;
}

export interface SqliteDatabase extends Database {
  readonly dialect: 'sqlite';
  /** The file; exports open read connections of their own on it. */
  readonly path: string;
  /**
   * The writing connection, for the few SQLite-only uses of web/db: migrations, the change
   * clock's pragmas, the Shopify session storage's writes.
   */
  readonly writer: BetterSqlite3.Database;
  /** The read-only connection, for reads that run outside a transaction (the session storage's). */
  readonly reader: BetterSqlite3.Database;
  /** Bumped after every top-level transaction ends, so caches can tell this process wrote. */
  writeGeneration(): number;
  /**
   * The file's count of committed write transactions, from the WAL index (any connection, any
   * process), or null when it cannot be read: a cheap test of whether anything was committed.
   */
  walCommits(): number | null;
}

/** `file:./data/shiftbook.db` → `./data/shiftbook.db`. */
export function sqlitePath(url: string): string {
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}

function connect(path: string, readonly: boolean): BetterSqlite3.Database {
  const connection = new BetterSqlite3(path, { readonly });
  if (!readonly) connection.pragma('journal_mode = WAL');
  // NORMAL with WAL survives a killed process (only a power cut can lose the last commit).
  connection.pragma('synchronous = NORMAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  return connection;
}

/**
 * SQLite through better-sqlite3, which runs each statement synchronously. Two connections:
 *
 * - the writer, on which transactions run one at a time (a mutex): a transaction's statements
 *   are awaited, so without it another request's statement could run inside it, reading its
 *   uncommitted rows or being rolled back with it. BEGIN IMMEDIATE takes the write lock first,
 *   so another process on the file (the CLI, `npm run worker`) makes it wait, never fail.
 * - a read-only reader for everything outside a transaction: in WAL mode it sees every commit
 *   and never waits for the writer.
 */
export function openSqliteDatabase(url: string): SqliteDatabase {
  const path = sqlitePath(url);
  if (path === ':memory:') throw new Error('DATABASE_URL: SQLite needs a file (two connections share it)');
  mkdirSync(dirname(path), { recursive: true });
  const writer = connect(path, false);
  const reader = connect(path, true);
  const dialect = new SQLiteSyncDialect();
  const writeOrm: Orm = drizzle(writer, { schema });
  const readOrm: Orm = drizzle(reader, { schema });
  const scopes = new AsyncLocalStorage<TransactionScope>();
  const turn = new Mutex();
  let generation = 0;
  let savepoints = 0;
  // One process writes through this connection, so the signal stays in the process: another
  // process on the file (the CLI, `npm run worker`) is found by the relay's poll.
  const outbox = createOutboxSignal();
  const commits = walCommitCounter(path);

  const inTransaction = () => scopes.getStore()?.open === true;

  const nested = async <T>(work: () => Promise<T>): Promise<T> => {
    const name = `sp${++savepoints}`;
    writer.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work();
      writer.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      writer.exec(`ROLLBACK TO ${name}`);
      writer.exec(`RELEASE ${name}`);
      throw error;
    }
  };

  return {
    dialect: 'sqlite',
    tables: schema,
    path,
    writer,
    reader,
    orm: () => (inTransaction() ? writeOrm : readOrm),
    inTransaction,
    async transaction(work) {
      if (inTransaction()) return nested(work);
      return turn.runExclusive(async () => {
        const scope: TransactionScope = { open: true, outboxes: new Set() };
        writer.exec('BEGIN IMMEDIATE');
        try {
          const result = await scopes.run(scope, work);
          writer.exec('COMMIT');
          // After the commit, so a relay woken now finds the rows. A savepoint that announced
          // and was rolled back still wakes it: a pass that finds nothing costs one read.
          for (const name of scope.outboxes) outbox.emit(name);
          return result;
        } catch (error) {
          if (writer.inTransaction) writer.exec('ROLLBACK');
          throw error;
        } finally {
          // Callbacks the work left behind (timers, late promises) must not write on the writer
          // outside the mutex: they now read through the reader, and fail loudly if they write.
          scope.open = false;
          generation++;
        }
      });
    },
    async rows<T>(query: SQL): Promise<T[]> {
      const { sql: text, params } = dialect.sqlToQuery(query);
      const statement = (inTransaction() ? writer : reader).prepare(text);
      // A statement that returns nothing (an UPDATE without RETURNING) answers no rows.
      if (!statement.reader) {
        statement.run(...params);
        return [];
      }
      return statement.all(...params) as T[];
    },
    async announceOutbox(name) {
      const scope = scopes.getStore();
      if (scope?.open) scope.outboxes.add(name);
      else outbox.emit(name);
    },
    onOutbox: (name, listener) => outbox.on(name, listener),
    async lockShop() {
      // One transaction at a time holds SQLite's write lock: nothing to add.
    },
    async ping() {
      reader.prepare('SELECT 1').get();
    },
    writeGeneration: () => generation,
    walCommits: () => commits.read(),
    async close() {
      await turn.waitForUnlock();
      commits.close();
      reader.close();
      writer.close();
    },
  };
}
