import Database from 'better-sqlite3';

export interface ReadPoolOptions {
  /** Idle connections kept open for the next export (default 2); others close when given back. */
  keepIdle?: number;
  /** Page cache of each connection, KiB (default 2048). */
  cacheKib?: number;
}

/** A read-only SQLite connection lent to one export at a time. */
export interface ReadConnection {
  /**
   * The statement for `sql` on this connection, prepared on first use and kept with the
   * connection. A connection serves one export at a time, so two exports never share a
   * statement (a shared one is "busy" for the second, and on a shared connection the second
   * reads the first one's snapshot).
   */
  statement(sql: string): Database.Statement;
}

export interface ReadPool {
  /** A connection of its own (the export slots bound how many are lent at once). */
  acquire(): ReadConnection;
  /** Gives a connection back; its statements must have been reset (iterators ended). */
  release(connection: ReadConnection): void;
  /** Closes idle connections now and lent ones as they come back. */
  close(): void;
}

interface PooledConnection extends ReadConnection {
  sqlite: Database.Database;
}

/**
 * Read-only SQLite connections for exports, opened on demand on the database file `path`. In WAL mode each one reads its own
 * snapshot, taken when its statement first steps and dropped when the statement is reset, so
 * an export sees every write acknowledged before it started, and a finished export holds no
 * read lock that would keep the WAL from being checkpointed.
 */
export function createReadPool(path: string, options: ReadPoolOptions = {}): ReadPool {
  const keepIdle = options.keepIdle ?? 2;
  const cacheKib = options.cacheKib ?? 2048;
  const idle: PooledConnection[] = [];
  const lent = new Set<ReadConnection>();
  let closed = false;

  const open = (): PooledConnection => {
    const sqlite = new Database(path, { readonly: true, fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    // Exports scan once, in order: a page is rarely read twice, so better-sqlite3's 16 MB page
    // cache (its build default) only adds resident memory. 2 MB keeps the indexes' inner pages.
    sqlite.pragma(`cache_size = -${cacheKib}`);
    const statements = new Map<string, Database.Statement>();
    return {
      sqlite,
      statement(sql) {
        let statement = statements.get(sql);
        if (!statement) {
          statement = sqlite.prepare(sql);
          statements.set(sql, statement);
        }
        return statement;
      },
    };
  };

  return {
    acquire() {
      if (closed) throw new Error('The export connections are closed');
      const connection = idle.pop() ?? open();
      lent.add(connection);
      return connection;
    },
    release(connection) {
      if (!lent.delete(connection)) return;
      const pooled = connection as PooledConnection;
      if (closed || idle.length >= keepIdle) pooled.sqlite.close();
      else idle.push(pooled);
    },
    close() {
      closed = true;
      for (const connection of idle.splice(0)) connection.sqlite.close();
    },
  };
}
