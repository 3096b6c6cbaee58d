import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { DatabaseHandle } from './client.js';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Applies the committed SQL migrations in `drizzle/` that this database has not seen yet. */
export function migrateDatabase(db: DatabaseHandle): void {
  migrate(db.orm, { migrationsFolder: MIGRATIONS_FOLDER });
}
