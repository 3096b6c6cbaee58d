import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Every test database's name starts so; a run's own add `<run>_`. */
export const TEST_DATABASE_PREFIX = 'shiftbook_t_';

/** Stands for the run when no global setup named one (a file run outside vitest's config). */
const processRun = randomBytes(4).toString('hex');

/** `shiftbook_t_<run>_<random>`: unique, a plain identifier, and found again by its run at teardown. */
export function testDatabaseName(run = processRun): string {
  return `${TEST_DATABASE_PREFIX}${run}_${randomBytes(6).toString('hex')}`;
}

/** The server's URL with another database in its path. */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs statements on the server's own database (the one `serverUrl` names), on a connection of
 * their own: CREATE and DROP DATABASE cannot run inside a pool's transaction, nor on the
 * database they drop.
 */
export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  serverUrl: string,
  statement: string,
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}
