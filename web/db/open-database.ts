import { fileURLToPath } from 'node:url';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PoolClient } from 'pg';
import type { Database } from './database.js';
import { installChangeTriggers } from './postgres/change-triggers.js';
import { createDatabaseOf, isMissingDatabase } from './postgres/create-database.js';
import {
  openPostgresDatabase,
  type PostgresDatabase,
  type PostgresOptions,
} from './postgres/postgres-database.js';
import { openSqliteDatabase, type SqliteDatabase } from './sqlite/sqlite-database.js';

const SQLITE_MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));
const POSTGRES_MIGRATIONS = fileURLToPath(new URL('../../drizzle/postgres', import.meta.url));
/** Any fixed number: instances starting together migrate one after another. */
const MIGRATION_LOCK = 7_263_001;
const OLDEST_POSTGRES = 150_000;

export type AnyDatabase = SqliteDatabase | PostgresDatabase;

/** `file:` is SQLite, `postgres://` and `postgresql://` PostgreSQL (SPEC §14). */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openDatabase(url: string, options: PostgresOptions = {}): AnyDatabase {
  return isPostgresUrl(url) ? openPostgresDatabase(url, options) : openSqliteDatabase(url);
}

/**
 * Applies the committed migrations this database has not seen: drizzle/ on SQLite,
 * drizzle/postgres on PostgreSQL, under an advisory lock there so that several instances
 * starting at once do not race. A PostgreSQL database that does not exist yet is created.
 */
export async function migrateDatabase(db: AnyDatabase): Promise<void> {
  if (db.dialect === 'sqlite') {
    migrateSqlite(drizzleSqlite(db.writer), { migrationsFolder: SQLITE_MIGRATIONS });
    return;
  }
  const client = await connectCreatingDatabase(db);
  try {
    const version = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
    if (Number(version.rows[0]?.v) < OLDEST_POSTGRES)
      throw new Error('DATABASE_URL: Shiftbook needs PostgreSQL 15 or newer');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: POSTGRES_MIGRATIONS });
      await installChangeTriggers(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A pooled connection; a database that does not exist yet is created first (a new DATABASE_URL). */
async function connectCreatingDatabase(db: PostgresDatabase): Promise<PoolClient> {
  try {
    return await db.pool.connect();
  } catch (error) {
    if (!isMissingDatabase(error)) throw error;
    await createDatabaseOf(db.url);
    return db.pool.connect();
  }
}

export type { Database };
