import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Dialect } from '../../web/db/database.js';
import { type AnyDatabase, migrateDatabase, openDatabase } from '../../web/db/open-database.js';
import { adminQuery, databaseUrlOf, testDatabaseName } from './postgres-admin.js';

/**
 * Which database a test runs on. `TEST_DATABASE_URL=postgres://…` runs the whole suite on that
 * PostgreSQL server, each test app and process on a database of its own; without it, each gets
 * a SQLite file in a temp folder.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const TEST_DIALECT: Dialect = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The databases the repository battery runs on (STYLE 11): SQLite always, PostgreSQL when named. */
export const BATTERY_DIALECTS: readonly Dialect[] = TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A database of one test's own, empty but migrated (on PostgreSQL) or about to be (SQLite). */
export interface TestDatabase {
  dialect: Dialect;
  /** Its DATABASE_URL. */
  url: string;
  /** A temp folder of its own: the SQLite file and the encryption key live here. */
  dir: string;
  /**
   * What an app, the CLI or a server process needs to use it: DATABASE_URL and, on PostgreSQL
   * (no file to keep the key beside), ENCRYPTION_KEY, also written to `dir/encryption.key`.
   */
  env: Record<string, string>;
  /** Drops the database (or deletes the file) and the folder. */
  close(): Promise<void>;
}

/** Creates a database for one test app or process, on the suite's database unless told otherwise. */
export async function createTestDatabase(dialect: Dialect = TEST_DIALECT): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-test-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    const url = `file:${join(dir, 'test.db')}`;
    return { dialect, url, dir, env: { DATABASE_URL: url }, close: async () => removeDir() };
  }
  const server = postgresServer();
  const setup = fromGlobalSetup();
  const name = testDatabaseName(setup?.run);
  const template = setup?.template;
  try {
    // The template was migrated once for the whole run: a copy is far faster than migrating.
    await adminQuery(server, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } catch (error) {
    removeDir();
    throw error;
  }
  const key = randomBytes(32).toString('hex');
  writeFileSync(join(dir, 'encryption.key'), `${key}\n`, { mode: 0o600 });
  const url = databaseUrlOf(server, name);
  return {
    dialect,
    url,
    dir,
    env: { DATABASE_URL: url, ENCRYPTION_KEY: key },
    async close() {
      removeDir();
      // FORCE: a process killed mid-test may still hold connections.
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A migrated database opened through the app's own `Database`, for tests of web/db. */
export interface OpenTestDatabase {
  db: AnyDatabase;
  url: string;
  close(): Promise<void>;
}

export async function openTestDatabase(dialect: Dialect = TEST_DIALECT): Promise<OpenTestDatabase> {
  const database = await createTestDatabase(dialect);
  const db = openDatabase(database.url);
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.close();
    await database.close();
    throw error;
  }
  return {
    db,
    url: database.url,
    async close() {
      await db.close();
      await database.close();
    },
  };
}

function postgresServer(): string {
  if (!TEST_DATABASE_URL)
    throw new Error('TEST_DATABASE_URL must name a PostgreSQL server for the PostgreSQL tests');
  return TEST_DATABASE_URL;
}

/** What the global setup (test/helpers/postgres-global-setup.ts) made for this run, if it ran. */
function fromGlobalSetup() {
  try {
    return inject('shiftbookPostgres') ?? undefined;
  } catch {
    // Outside a vitest worker: no template, each database is migrated by whoever opens it.
    return undefined;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's id (in every test database's name) and its migrated template database. */
    shiftbookPostgres?: { run: string; template: string };
  }
}
