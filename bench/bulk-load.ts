import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../web/db/open-database.js';

export type BenchDb = 'sqlite' | 'postgres';

/** The PostgreSQL server the bench makes its databases on (its `test` database is only a way in). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** `postgres://…/shiftbook_bench_<section>_v<version>` on BENCH_PG_URL's server. */
export function benchPgUrl(section: string, version: number): string {
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/shiftbook_bench_${section}_v${version}`;
  return url.href;
}

/** A key of a dataset's shape and of the migrations that built it: a change rebuilds it. */
export function datasetKey(root: string, db: BenchDb, shape: string): string {
  const journal = readFileSync(
    join(root, db === 'sqlite' ? 'drizzle/meta/_journal.json' : 'drizzle/postgres/meta/_journal.json'),
  );
  return createHash('sha256').update(shape).update(journal).digest('hex').slice(0, 12);
}

/**
 * Where a dataset generator writes: `row` takes one row of a table in the column order the
 * generator declared, `commit` ends a batch (a transaction on SQLite, a flush on PostgreSQL).
 */
export interface RowSink {
  row(table: string, values: unknown[]): void;
  /** False when the sink would rather take everything as one batch (SQLite). */
  readonly batches: boolean;
  commit(): Promise<void>;
  /** Commits what is left and analyses the tables. */
  finish(): Promise<void>;
}

export type Columns = Record<string, readonly string[]>;

/**
 * Prepared inserts on one plain connection, one transaction per batch; `analyze` runs ANALYZE
 * at the end (the summary dataset has always been measured without it).
 */
export function sqliteSink(path: string, columns: Columns, { analyze = false } = {}): RowSink {
  const sqlite = new Database(path);
  // A throwaway file: durability does not matter, and the rows are consistent by construction.
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -262144');
  const statements = new Map(
    Object.entries(columns).map(([table, cols]) => [
      table,
      sqlite.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`),
    ]),
  );
  sqlite.exec('BEGIN');
  return {
    batches: false,
    row(table, values) {
      statements.get(table)!.run(...values);
    },
    async commit() {
      sqlite.exec('COMMIT');
      sqlite.exec('BEGIN');
    },
    async finish() {
      sqlite.exec('COMMIT');
      if (analyze) sqlite.exec('ANALYZE');
      // One self-contained file: the app switches it back to WAL when it opens it.
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
      sqlite.pragma('journal_mode = DELETE');
      sqlite.close();
    },
  };
}

/**
 * Rows buffered per table as column arrays and inserted with one
 * `INSERT … SELECT * FROM unnest($1::type[], …)` per table and batch, in one transaction per
 * batch, tables in the order `columns` lists them (parents first). Foreign-key triggers are off
 * for the session (`session_replication_role = replica`, a superuser setting): the rows are
 * consistent by construction.
 */
export async function postgresSink(url: string, columns: Columns): Promise<RowSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SET session_replication_role = replica');
  await client.query('SET synchronous_commit = off');
  const statements = new Map<string, { sql: string; buffers: unknown[][] }>();
  for (const [table, cols] of Object.entries(columns)) {
    const types = await client.query<{ column_name: string; udt_name: string }>(
      `SELECT column_name, udt_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    const typeOf = new Map(types.rows.map((r) => [r.column_name, r.udt_name]));
    const casts = cols.map((c, i) => {
      const type = typeOf.get(c);
      if (!type) throw new Error(`${table}.${c}: no such column on PostgreSQL`);
      return `$${i + 1}::${type}[]`;
    });
    statements.set(table, {
      sql: `INSERT INTO ${table} (${cols.join(', ')}) SELECT * FROM unnest(${casts.join(', ')})`,
      buffers: cols.map(() => []),
    });
  }
  const flush = async () => {
    await client.query('BEGIN');
    for (const statement of statements.values()) {
      if (statement.buffers[0]!.length === 0) continue;
      await client.query(statement.sql, statement.buffers);
      statement.buffers = statement.buffers.map(() => []);
    }
    await client.query('COMMIT');
  };
  return {
    batches: true,
    row(table, values) {
      const buffers = statements.get(table)!.buffers;
      for (let i = 0; i < values.length; i++) buffers[i]!.push(values[i]);
    },
    commit: flush,
    async finish() {
      await flush();
      await client.query('ANALYZE');
      await client.end();
    },
  };
}

/**
 * A PostgreSQL bench database that is reused while `key` matches the one stored in it, else
 * dropped, created, migrated by the app's own code and filled by `build`. The manifest (tokens
 * and the like) is stored in the database itself, written last, so an interrupted build is
 * never mistaken for a complete one.
 */
export async function cachedPostgresDataset<M>(
  url: string,
  key: string,
  log: (line: string) => void,
  build: () => Promise<M>,
): Promise<{ manifest: M; built: boolean }> {
  const stored = await readManifest<M>(url, key);
  if (stored !== undefined) return { manifest: stored, built: false };
  await dropDatabase(url);
  log(`Creating ${new URL(url).pathname.slice(1)} and migrating it with the app's own code…`);
  const db = openDatabase(url);
  await migrateDatabase(db);
  await db.close();
  const manifest = await build();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('CREATE TABLE bench_manifest (key text PRIMARY KEY, manifest jsonb NOT NULL)');
    await client.query('INSERT INTO bench_manifest VALUES ($1, $2)', [key, JSON.stringify(manifest)]);
  } finally {
    await client.end();
  }
  return { manifest, built: true };
}

async function readManifest<M>(url: string, key: string): Promise<M | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    const rows = await client.query<{ manifest: M }>('SELECT manifest FROM bench_manifest WHERE key = $1', [
      key,
    ]);
    return rows.rows[0]?.manifest;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

/** Drops the database `url` names, if it exists (connections to it are ended first). */
export async function dropDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
