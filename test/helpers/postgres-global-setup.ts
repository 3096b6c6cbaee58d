import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../web/db/open-database.js';
import { adminQuery, databaseUrlOf, TEST_DATABASE_PREFIX } from './postgres-admin.js';

/**
 * With `TEST_DATABASE_URL` set, migrates one template database for the whole run, so that each
 * test app's database is a copy (`CREATE DATABASE … TEMPLATE`, tens of milliseconds) rather than
 * a migration. At teardown it drops the template and whatever this run's tests left behind (a
 * crashed or interrupted file), and nothing of another run sharing the server.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const run = randomBytes(4).toString('hex');
  const template = `${TEST_DATABASE_PREFIX}${run}_template`;
  const dropLeftovers = async () => {
    const leftovers = await adminQuery<{ name: string }>(
      server,
      `SELECT datname AS name FROM pg_database WHERE datname LIKE '${TEST_DATABASE_PREFIX}${run}\\_%'`,
    );
    for (const { name } of leftovers)
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };

  await adminQuery(server, `CREATE DATABASE ${template}`);
  const db = openDatabase(databaseUrlOf(server, template));
  try {
    await migrateDatabase(db);
  } catch (error) {
    await db.close();
    await dropLeftovers();
    throw error;
  }
  await db.close();
  project.provide('shiftbookPostgres', { run, template });
  return dropLeftovers;
}
