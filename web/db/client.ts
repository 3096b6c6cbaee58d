import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as schema from './schema/index.js';

export type Orm = BetterSQLite3Database<typeof schema>;

export interface DatabaseHandle {
  sqlite: Database.Database;
  orm: Orm;
  path: string;
  /**
   * Runs `work` in one SQLite write transaction (nested calls become savepoints). Must be
   * synchronous. It begins IMMEDIATE: the write lock is taken first, waiting up to
   * `busy_timeout` behind another process's writer. A deferred transaction that read first would
   * instead fail at once with SQLITE_BUSY when it tried to write after another process had
   * committed (the CLI or `npm run worker` beside `npm start`), since waiting could not help it.
   */
  transaction<T>(work: () => T): T;
  /**
   * Bumped after every `transaction()` of this handle ends (committed or rolled back), so
   * read caches can tell that this process wrote (decision 0018).
   */
  writeGeneration(): number;
  close(): void;
}

/** `file:./data/shiftbook.db` or a plain path → the file path. */
export function databasePath(url: string): string {
  return url.startsWith('file:') ? url.slice('file:'.length) : url;
}

export interface OpenOptions {
  readonly?: boolean;
}

export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  const path = databasePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path, { readonly: options.readonly ?? false });
  if (!options.readonly) sqlite.pragma('journal_mode = WAL');
  // NORMAL with WAL survives a killed process (only a power cut can lose the last commit).
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const orm = drizzle(sqlite, { schema });
  let generation = 0;
  return {
    sqlite,
    orm,
    path,
    transaction: (work) => {
      try {
        return sqlite.transaction(work).immediate();
      } finally {
        generation++;
      }
    },
    writeGeneration: () => generation,
    close: () => sqlite.close(),
  };
}
