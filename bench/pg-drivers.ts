import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import {
  bigint,
  boolean,
  integer,
  type PgDatabase,
  type PgQueryResultHKT,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgresJs } from 'drizzle-orm/postgres-js';
import pg from 'pg';
import Cursor from 'pg-cursor';
import QueryStream from 'pg-query-stream';
import postgres from 'postgres';
import type { BenchSection } from './section.js';
import { seededRandom } from './seeded-random.js';
import { formatTable } from './table.js';

/**
 * `pg` (node-postgres) against `postgres` (postgres.js), both through drizzle, on the local
 * PostgreSQL: pooled primary-key reads, and 1,000,000 export rows streamed through a cursor.
 * Every measurement runs in a fresh child process (this file, run with a job as argument), so one
 * driver's garbage, JIT state or heap never lands on the other's figures, and the peak RSS is
 * that of a process that did nothing else.
 */
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Both drivers get the same pool: 10 connections. */
const POOL_SIZE = 10;
const CONCURRENCY = 50;
const READ_SECONDS = 5;
const WARMUP_SECONDS = 1;
/** Rounds of reads and of exports; each round runs every candidate once, in alternating order. */
const ROUNDS = 2;
const STAFF_ROWS = 10_000;
const EXPORT_ROWS = 1_000_000;
/**
 * Rows per cursor fetch (one `Execute` with a row limit) for every streaming candidate; default
 * 1000, `BENCH_PG_BATCH` to try others.
 */
const BATCH = Number(process.env.BENCH_PG_BATCH ?? 1000);
/** What an API request gets; an export overrides it on its own connection (see the README). */
const STATEMENT_TIMEOUT_MS = 15_000;

/** A staff row of ~600 bytes, like the roster rows the API reads by primary key. */
const staff = pgTable('staff', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  handle: text('handle').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  role: text('role'),
  rateCents: integer('rate_cents').notNull(),
  active: boolean('active').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  notes: text('notes').notNull(),
});

/** The export's shape: epoch-ms instants as int8, as the SQLite schema keeps them. */
const timeEntries = pgTable('time_entries', {
  id: text('id').primaryKey(),
  shopId: text('shop_id').notNull(),
  staffHandle: text('staff_handle').notNull(),
  startedAt: bigint('started_at', { mode: 'number' }).notNull(),
  endedAt: bigint('ended_at', { mode: 'number' }).notNull(),
  minutes: integer('minutes').notNull(),
  note: text('note'),
});

const INT8_OID = 20;
/**
 * The app's int8 setting on each driver. Through drizzle, `bigint({ mode: 'number' })` already
 * turns the driver's string into a number; rows read around drizzle (the export cursor) need the
 * driver to parse int8 itself. pg: a per-query `types` (never the process-wide
 * `pg.types.setTypeParser`); postgres.js: a custom type in the client's options.
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const postgresJsTypes = {
  int8AsNumber: {
    to: INT8_OID,
    from: [INT8_OID],
    serialize: (value: number) => String(value),
    parse: (value: string) => Number(value),
  },
};

type Driver = 'pg' | 'postgres';
type ReadJob = { kind: 'reads'; driver: Driver; prepared: boolean; url: string };
type StreamJob = { kind: 'stream'; method: StreamMethod; url: string };
type StreamMethod = 'pg-cursor' | 'pg-query-stream' | 'postgres .cursor()';
type Job = ReadJob | StreamJob;

interface ReadResult {
  queries: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpuUsPerQuery: number;
}

interface StreamResult {
  rows: number;
  checksum: number;
  seconds: number;
  rssMb: number;
  peakMb: number;
  cpuS: number;
}

/** Either driver's drizzle database, used only through the API they share. */
type AnyPgDatabase = PgDatabase<PgQueryResultHKT>;

function openDrizzle(driver: Driver, url: string): { db: AnyPgDatabase; close: () => Promise<void> } {
  if (driver === 'pg') {
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_SIZE,
      statement_timeout: STATEMENT_TIMEOUT_MS,
    });
    return { db: drizzleNodePg({ client: pool }), close: () => pool.end() };
  }
  const client = postgres(url, {
    max: POOL_SIZE,
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
    types: postgresJsTypes,
    onnotice: () => {},
  });
  return { db: drizzlePostgresJs({ client }), close: () => client.end() };
}

/** 50 loops reading random staff rows by primary key through a pool of 10; 1 s warm-up, then 5 s. */
async function runReads({ driver, prepared, url }: ReadJob): Promise<ReadResult> {
  const { db, close } = openDrizzle(driver, url);
  const byId = db
    .select()
    .from(staff)
    .where(eq(staff.id, sql.placeholder('id')))
    .prepare('staff_by_id');
  const read = prepared
    ? (id: string) => byId.execute({ id })
    : (id: string) => db.select().from(staff).where(eq(staff.id, id));
  const first = (await read(staffId(1)))[0];
  if (typeof first?.createdAt !== 'number') throw new Error(`${driver}: created_at is not a number`);
  const random = seededRandom(13);
  const latencies: number[] = [];
  let measuring = false;
  const loop = async (until: number) => {
    while (performance.now() < until) {
      const id = staffId(1 + Math.floor(random() * STAFF_ROWS));
      const started = performance.now();
      const rows = await read(id);
      if (rows[0]?.id !== id) throw new Error(`${driver}: read ${id}, got ${rows[0]?.id}`);
      if (measuring) latencies.push(performance.now() - started);
    }
  };
  await Promise.all(
    Array.from({ length: CONCURRENCY }, () => loop(performance.now() + WARMUP_SECONDS * 1000)),
  );
  measuring = true;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, () => loop(started + READ_SECONDS * 1000)));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)]!;
  return {
    queries: latencies.length,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    cpuUsPerQuery: (used.user + used.system) / latencies.length,
  };
}

/** The export query, written once with drizzle and run through each driver's cursor. */
function exportQuery(limit: number): { sql: string; params: unknown[] } {
  const db = drizzleNodePg.mock();
  return db
    .select({
      id: timeEntries.id,
      staffHandle: timeEntries.staffHandle,
      startedAt: timeEntries.startedAt,
      endedAt: timeEntries.endedAt,
      minutes: timeEntries.minutes,
      note: timeEntries.note,
    })
    .from(timeEntries)
    .where(eq(timeEntries.shopId, 'shp_bench'))
    .orderBy(asc(timeEntries.startedAt), asc(timeEntries.id))
    .limit(limit)
    .toSQL();
}

/** Rows as arrays (the faster shape for CSV); a checksum proves every driver read the same values. */
async function streamOnce(method: StreamMethod, url: string, limit: number): Promise<[number, number]> {
  const query = exportQuery(limit);
  let rows = 0;
  let checksum = 0;
  const consume = (row: unknown[]) => {
    const startedAt = row[2] as number;
    if (typeof startedAt !== 'number') throw new Error(`${method}: started_at is ${typeof startedAt}`);
    // Integers well below 2^53: the same sum whatever the order of additions.
    checksum +=
      (startedAt % 1_000_003) +
      (row[4] as number) +
      (row[0] as string).length +
      ((row[5] as string | null)?.length ?? 0);
    rows++;
  };
  if (method === 'postgres .cursor()') {
    // An export gets its own client without the API's statement timeout: PostgreSQL counts the
    // timeout from the first fetch of a cursor to its end, so a long export would be cancelled.
    const client = postgres(url, { max: 1, types: postgresJsTypes, connection: { statement_timeout: 0 } });
    try {
      for await (const batch of client
        .unsafe(query.sql, query.params as never[])
        .values()
        .cursor(BATCH)) {
        for (const row of batch) consume(row as unknown[]);
      }
    } finally {
      await client.end();
    }
    return [rows, checksum];
  }
  const client = new pg.Client({ connectionString: url, statement_timeout: 0 });
  await client.connect();
  try {
    if (method === 'pg-cursor') {
      const cursor = client.query(new Cursor(query.sql, query.params, { rowMode: 'array', types: pgTypes }));
      for (let batch = await cursor.read(BATCH); batch.length > 0; batch = await cursor.read(BATCH)) {
        for (const row of batch) consume(row as unknown[]);
      }
      await cursor.close();
    } else {
      const stream = client.query(
        new QueryStream(query.sql, query.params, { batchSize: BATCH, rowMode: 'array', types: pgTypes }),
      );
      // One row per iteration: the stream is an object-mode Readable of rows.
      for await (const row of stream) consume(row as unknown[]);
    }
  } finally {
    await client.end();
  }
  return [rows, checksum];
}

async function runStream({ method, url }: StreamJob): Promise<StreamResult> {
  await streamOnce(method, url, 50_000);
  // VmHWM restarts from the current RSS, so what it holds afterwards is the export's own peak.
  writeFileSync('/proc/self/clear_refs', '5');
  const rssMb = memoryMb('VmRSS');
  const cpu = process.cpuUsage();
  const started = performance.now();
  const [rows, checksum] = await streamOnce(method, url, EXPORT_ROWS);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { rows, checksum, seconds, rssMb, peakMb: memoryMb('VmHWM'), cpuS: (used.user + used.system) / 1e6 };
}

function memoryMb(field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
}

function staffId(n: number): string {
  return `stf_${String(n).padStart(26, '0')}`;
}

/** Runs one job in a fresh `node --import tsx` process and returns what it printed. */
function inChild<T>(job: Job): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), JSON.stringify(job)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as T);
      else reject(new Error(`${JSON.stringify(job)} exited with ${code}:\n${err}`));
    });
  });
}

/** The bench database: 10,000 staff rows and 1,000,000 time entries of one shop, built on the server. */
async function createDatabase(url: string, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query(`
      CREATE TABLE staff (
        id text PRIMARY KEY, shop_id text NOT NULL, handle text NOT NULL, name text NOT NULL,
        email text NOT NULL, role text, rate_cents integer NOT NULL, active boolean NOT NULL,
        created_at bigint NOT NULL, updated_at bigint NOT NULL, notes text NOT NULL)`);
    await client.query(
      `INSERT INTO staff
       SELECT 'stf_' || lpad(g::text, 26, '0'), 'shp_bench', 'staff-' || lpad(g::text, 5, '0'),
              'Staff member ' || g, 'staff-' || g || '@bench-pg.example', (ARRAY['cashier', 'stock', NULL])[1 + g % 3],
              1500 + g % 2000, g % 10 <> 0, 1672531200000 + g * 1000, 1672531200000 + g * 7919,
              repeat(md5(g::text), 13)
       FROM generate_series(1, $1::int) g`,
      [STAFF_ROWS],
    );
    await client.query(`
      CREATE TABLE time_entries (
        id text PRIMARY KEY, shop_id text NOT NULL, staff_handle text NOT NULL,
        started_at bigint NOT NULL, ended_at bigint NOT NULL, minutes integer NOT NULL, note text)`);
    // 1,000 staff × 1,000 days; notes on one entry in seven, some needing CSV quoting.
    await client.query(
      `INSERT INTO time_entries
       SELECT 'ten_' || lpad(g::text, 26, '0'), 'shp_bench', 'staff-' || lpad((g % 1000)::text, 4, '0'),
              s, s + m * 60000, m,
              CASE WHEN g % 7 = 0 THEN (ARRAY['Covers for "Sam"', 'Opening; bring the keys', '-30 min: dentist'])[1 + g % 3] END
       FROM generate_series(1, $1::int) g,
            LATERAL (SELECT 1672617600000 + (g / 1000)::bigint * 86400000 + (g % 1000) * 29000 AS s,
                            240 + (g * 37) % 360 AS m) v`,
      [EXPORT_ROWS],
    );
    await client.query('CREATE INDEX time_entries_shop_start ON time_entries (shop_id, started_at, id)');
    await client.query('VACUUM ANALYZE');
    const size = await client.query<{ staff: number; entries: string }>(
      `SELECT (SELECT avg(pg_column_size(s.*))::int FROM staff s) AS staff,
              pg_size_pretty(pg_total_relation_size('time_entries')) AS entries`,
    );
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN ${exportQuery(EXPORT_ROWS).sql}`,
      exportQuery(EXPORT_ROWS).params,
    );
    // The plan's nodes without costs or conditions: the index in order, no sort.
    const planNodes = plan.rows
      .map((r) => r['QUERY PLAN'])
      .filter((line) => !line.includes(':'))
      .map((line) =>
        line
          .replace(/\s*\(cost=.*$/, '')
          .replace(/\s+/g, ' ')
          .trim(),
      )
      .join(' ');
    log(
      `Built in ${((performance.now() - started) / 1000).toFixed(1)} s: staff rows of ${size.rows[0]!.staff} bytes, ` +
        `time_entries ${size.rows[0]!.entries}; export plan: ${planNodes}`,
    );
  } finally {
    await client.end();
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function run({ log }: { log: (line: string) => void }): Promise<boolean> {
  const database = `bench_pg_drivers_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  try {
    const server = await admin.query<{ server_version: string }>('SHOW server_version');
    log(
      `PostgreSQL ${server.rows[0]!.server_version} at ${url.host}; database ${database}, dropped at the end.`,
    );
    log(`Load average before: ${load()} (${availableParallelism()} cores).`);
    await admin.query(`CREATE DATABASE ${database}`);
    await createDatabase(url.href, log);
    const readsOk = await measureReads(url.href, log);
    const exportsOk = await measureExports(url.href, log);
    log('');
    log(`Load average after: ${load()}.`);
    return readsOk && exportsOk;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

async function measureReads(url: string, log: (line: string) => void): Promise<boolean> {
  const candidates = [false, true].flatMap((prepared) =>
    (['pg', 'postgres'] as const).map((driver) => ({
      driver,
      prepared,
      name: `${driver}, ${prepared ? '.prepare()d' : 'built per call'}`,
    })),
  );
  log(
    `Reads: ${CONCURRENCY} concurrent loops, pool of ${POOL_SIZE}, ${WARMUP_SECONDS} s warm-up + ` +
      `${READ_SECONDS} s each, ${ROUNDS} rounds in alternating order…`,
  );
  const results = new Map<string, ReadResult[]>(candidates.map((c) => [c.name, []]));
  const rows: string[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const { driver, prepared, name } of round % 2 === 1 ? candidates : [...candidates].reverse()) {
      const r = await inChild<ReadResult>({ kind: 'reads', driver, prepared, url });
      results.get(name)!.push(r);
      const cells = [r.perSecond.toFixed(0), r.p50.toFixed(2), r.p99.toFixed(2), r.cpuUsPerQuery.toFixed(0)];
      rows.push([name, String(round), ...cells]);
      log(`  ${name}, round ${round}: ${cells[0]} queries/s, p99 ${cells[2]} ms`);
    }
  }
  log('');
  log(formatTable(['reads', 'round', 'queries/s', 'p50 ms', 'p99 ms', 'node CPU µs/query'], rows));
  log('');
  log(
    formatTable(
      ['reads, all rounds', 'mean queries/s', 'worst p99 ms', 'mean node CPU µs/query'],
      candidates.map(({ name }) => {
        const runs = results.get(name)!;
        return [
          name,
          mean(runs.map((r) => r.perSecond)).toFixed(0),
          Math.max(...runs.map((r) => r.p99)).toFixed(2),
          mean(runs.map((r) => r.cpuUsPerQuery)).toFixed(0),
        ];
      }),
    ),
  );
  return [...results.values()].flat().every((r) => r.queries > 0);
}

async function measureExports(url: string, log: (line: string) => void): Promise<boolean> {
  const methods: StreamMethod[] = ['pg-cursor', 'pg-query-stream', 'postgres .cursor()'];
  log('');
  log(
    `Export: ${EXPORT_ROWS.toLocaleString('en')} rows as arrays, ${BATCH} per fetch, after a 50,000-row ` +
      `warm-up in the same process, ${ROUNDS} rounds in alternating order…`,
  );
  const results = new Map<StreamMethod, StreamResult[]>(methods.map((m) => [m, []]));
  const rows: string[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const method of round % 2 === 1 ? methods : [...methods].reverse()) {
      const r = await inChild<StreamResult>({ kind: 'stream', method, url });
      results.get(method)!.push(r);
      const cells = [
        (r.rows / r.seconds).toFixed(0),
        r.seconds.toFixed(2),
        `${r.rssMb.toFixed(0)} → ${r.peakMb.toFixed(0)} MB`,
        r.cpuS.toFixed(2),
      ];
      rows.push([method, String(round), ...cells]);
      log(`  ${method}, round ${round}: ${cells[0]} rows/s, RSS ${cells[2]}`);
    }
  }
  log('');
  log(formatTable(['export', 'round', 'rows/s', 'seconds', 'RSS → peak', 'node CPU s'], rows));
  log('');
  log(
    formatTable(
      ['export, all rounds', 'mean rows/s', 'largest RSS growth', 'mean node CPU s'],
      methods.map((method) => {
        const runs = results.get(method)!;
        return [
          method,
          mean(runs.map((r) => r.rows / r.seconds)).toFixed(0),
          `${Math.max(...runs.map((r) => r.peakMb - r.rssMb)).toFixed(1)} MB`,
          mean(runs.map((r) => r.cpuS)).toFixed(2),
        ];
      }),
    ),
  );
  const all = [...results.values()].flat();
  const allRows = all.every((r) => r.rows === EXPORT_ROWS);
  const same = all.every((r) => r.checksum === all[0]!.checksum);
  log('');
  log(
    `Every export read ${allRows ? EXPORT_ROWS.toLocaleString('en') : 'NOT'} rows; ` +
      `the checksums of the values read are ${same ? 'identical' : 'DIFFERENT'} across drivers.`,
  );
  return allRows && same;
}

export const pgDrivers: BenchSection = {
  name: 'pg-drivers',
  title:
    '`pg` against `postgres` through drizzle: pooled primary-key reads and a 1,000,000-row cursor export',
  run,
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const job = JSON.parse(process.argv[2] ?? '{}') as Job;
  const result = job.kind === 'reads' ? runReads(job) : runStream(job);
  result.then(
    (value) => process.stdout.write(JSON.stringify(value)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
