import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { BenchDb } from './bulk-load.js';
import { ChildServers, cpuProfileEnv } from './child-servers.js';
import { load } from './load.js';
import { summaryDataset } from './summary-dataset.js';

/**
 * Where a summary request's time goes: `tsx bench/summary-cpu.ts [sqlite|postgres]` loads
 * `GET /v1/timesheets` at 50 connections for 10 s and reports the app process's CPU per
 * request (/proc/<pid>/stat) and, on PostgreSQL, the server backends' CPU per request and the
 * transactions and rows read per request (pg_stat_database).
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const db = (process.argv[2] ?? 'postgres') as BenchDb;
const log = (line: string) => process.stdout.write(`${line}\n`);
const TICK_US = 10_000; // USER_HZ is 100 on Linux

function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_US;
}

const dataset = await summaryDataset(root, log, db);
const servers = new ChildServers(root);
const app = await servers.start('app', 'web/server.ts', {
  DATABASE_URL: dataset.databaseUrl,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_DISABLED: '1',
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  ...cpuProfileEnv(),
});
try {
  const options = {
    url: app.baseUrl,
    connections: 50,
    durationS: 10,
    headers: { authorization: `Bearer ${dataset.tokens[0]}` },
    paths: dataset.weeks.map((week) => `/v1/timesheets?week=${week}`),
  };
  await load({ ...options, durationS: 3 });
  const admin = db === 'postgres' ? new pg.Client({ connectionString: dataset.databaseUrl }) : undefined;
  await admin?.connect();
  const name = db === 'postgres' ? new URL(dataset.databaseUrl).pathname.slice(1) : '';
  const pgStats = async () => {
    if (!admin) return { backends: 0, xacts: 0, rows: 0 };
    const pids = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    const stats = await admin.query<{ x: string; r: string }>(
      'SELECT xact_commit + xact_rollback AS x, tup_returned + tup_fetched AS r FROM pg_stat_database WHERE datname = $1',
      [name],
    );
    return {
      backends: pids.rows.reduce((sum, { pid }) => sum + cpuUs(pid), 0),
      xacts: Number(stats.rows[0]!.x),
      rows: Number(stats.rows[0]!.r),
    };
  };
  const appBefore = cpuUs(app.pid);
  const pgBefore = await pgStats();
  const result = await load(options);
  const appAfter = cpuUs(app.pid);
  const pgAfter = await pgStats();
  await admin?.end();
  const n = result.total;
  log(`${db}: ${result.requestsPerSecond.toFixed(0)} req/s at 50 connections, ${n} requests`);
  log(`  app CPU per request: ${((appAfter - appBefore) / n).toFixed(0)} µs`);
  if (db === 'postgres') {
    log(
      `  PostgreSQL backends' CPU per request: ${((pgAfter.backends - pgBefore.backends) / n).toFixed(0)} µs`,
    );
    log(`  transactions per request: ${((pgAfter.xacts - pgBefore.xacts) / n).toFixed(2)}`);
    log(`  rows returned or fetched per request: ${((pgAfter.rows - pgBefore.rows) / n).toFixed(0)}`);
  }
} finally {
  await servers.stopAll();
}
