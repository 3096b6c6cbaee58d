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
 * - SQLite: the package's SQLite adapter on the writing connection, every call in a
 *   transaction of its own, so it takes its turn with the app's transactions (a write outside
 *   one would run inside whichever transaction is open, and a read could see its rows).
 * - PostgreSQL: the package's PostgreSQL adapter on the pool; each call is one statement.
 */
export function createShopifySessionStorage(db: Database): ShopifySessionStorage {
  if (db.dialect === 'postgres') {
    const { pool } = db as PostgresDatabase;
    return new DrizzleSessionStoragePostgres(drizzlePg(pool), pgSessions);
  }
  const inner = new DrizzleSessionStorageSQLite(
    drizzleSqlite((db as SqliteDatabase).writer, { schema }),
    schema.shopifySessions,
  );
  return {
    storeSession: (session) => db.transaction(() => inner.storeSession(session)),
    loadSession: (id) => db.transaction(() => inner.loadSession(id)),
    deleteSession: (id) => db.transaction(() => inner.deleteSession(id)),
    deleteSessions: (ids) => db.transaction(() => inner.deleteSessions(ids)),
    findSessionsByShop: (shop) => db.transaction(() => inner.findSessionsByShop(shop)),
  };
}
