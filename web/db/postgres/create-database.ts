import pg from 'pg';

/** PostgreSQL's SQLSTATE for a database that does not exist, and for one that already does. */
const INVALID_CATALOG_NAME = '3D000';
const DUPLICATE_DATABASE = '42P04';

export function isMissingDatabase(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === INVALID_CATALOG_NAME;
}

/**
 * Creates the database `url` names, from the server's `postgres` database, so that a new
 * DATABASE_URL is all a first start needs (as a new SQLite file is). Another instance creating
 * it at the same moment is fine; a role without CREATEDB gets PostgreSQL's own refusal.
 */
export async function createDatabaseOf(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.href });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    if ((error as { code?: unknown }).code !== DUPLICATE_DATABASE) throw error;
  } finally {
    await client.end();
  }
}
