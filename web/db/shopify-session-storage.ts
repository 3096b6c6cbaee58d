import { createRequire } from 'node:module';
import type { AppConfigParams } from '@shopify/shopify-app-express';
import type * as SessionStorageDrizzleModule from '@shopify/shopify-app-session-storage-drizzle';
import { drizzle as drizzleSqlite } from 'drizzle-orm/better-sqlite3';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database } from './database.js';
import type { PostgresDatabase } from './postgres/postgres-database.js';
import { shopifySessions as pgSessions } from './postgres/schema.js';
import * as schema from './schema/index.js';
import type { SqliteDatabase } from './sqlite/sqlite-database.js';

// The CommonJS build, as web/http/shopify/shopify-lib.ts loads it: one copy of shopify-api.
const require = createRequire(import.meta.url);
const { DrizzleSessionStorageSQLite, DrizzleSessionStoragePostgres } =
  require('@shopify/shopify-app-session-storage-drizzle') as typeof SessionStorageDrizzleModule;

/** What shopify-app-express stores its sessions in. */
export type ShopifySessionStorage = NonNullable<AppConfigParams['sessionStorage']>;

/**
 * The Shopify sessions' storage, in the app's own database (its `session` table).
 *
 * - SQLite: writes go through the package's SQLite adapter on the writing connection, each in a
 *   transaction of its own, so they take their turn with the app's transactions (a write outside
 *   one would run inside whichever transaction is open). Reads go through a second adapter on the
 *   read-only connection: they need no write lock, and do not make the caches forget.
 * - PostgreSQL: the package's PostgreSQL adapter on the pool; each call is one statement.
 */
export function createShopifySessionStorage(db: Database): ShopifySessionStorage {
  if (db.dialect === 'postgres') {
    const { pool } = db as PostgresDatabase;
    return new DrizzleSessionStoragePostgres(drizzlePg(pool), pgSessions);
  }
  const { writer, reader } = db as SqliteDatabase;
  const writing = new DrizzleSessionStorageSQLite(drizzleSqlite(writer, { schema }), schema.shopifySessions);
  const reading = new DrizzleSessionStorageSQLite(drizzleSqlite(reader, { schema }), schema.shopifySessions);
  return {
    storeSession: (session) => db.transaction(() => writing.storeSession(session)),
    loadSession: (id) => reading.loadSession(id),
    deleteSession: (id) => db.transaction(() => writing.deleteSession(id)),
    deleteSessions: (ids) => db.transaction(() => writing.deleteSessions(ids)),
    findSessionsByShop: (shop) => reading.findSessionsByShop(shop),
  };
}
