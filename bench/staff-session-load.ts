import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { type ChildServer, cpuProfileEnv } from './child-servers.js';
import { type LoadOptions, type LoadResult, load } from './load.js';
import type { BenchContext, SectionResult } from './section.js';
import { openSessions, STAFF_APP_URL, type StaffAppSeedOptions, seedStaffAppShop } from './staff-app-seed.js';
import { formatTable } from './table.js';

const CONNECTIONS = 50;
const WARM_UP_S = 3;
const MEASURE_S = 10;

/** A `/v1/me…` read loaded by staff sessions: what differs between the staff app's read benches. */
export interface StaffSessionLoad {
  /** Database name part and figure label, e.g. `me_shifts`, `me/shifts`. */
  key: string;
  label: string;
  path: string;
  seed: StaffAppSeedOptions;
  /** The dataset in words, for the log. */
  dataset: string;
  p99GoalMs: number;
  /** Also load a bare Express route answering the same bytes, the same way: the floor. */
  compareBare?: boolean;
}

/**
 * `path` with `seed.sessions` staff sessions at 50 connections, the app in a child process as
 * `npm start` runs it, on a fresh database each run: 3 s of warm-up, then 10 s measured.
 */
export async function runStaffSessionLoad(
  { servers, log, db }: BenchContext,
  bench: StaffSessionLoad,
): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-me-'));
  const databaseUrl = db === 'postgres' ? benchPgUrl(bench.key, 1) : `file:${join(dir, 'me.db')}`;
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  try {
    const seed = await seedStaffAppShop(env, bench.seed);
    const app = await servers.start(
      'app',
      'web/server.ts',
      {
        ...env,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_DISABLED: '1',
        PUBLIC_URL: STAFF_APP_URL,
        ...cpuProfileEnv(),
      },
      '/healthz',
    );
    const cookies = await openSessions(app.baseUrl, seed.linkTokens);
    const first = await fetch(`${app.baseUrl}${bench.path}`, { headers: { cookie: cookies[0]! } });
    if (first.status !== 200) throw new Error(`${bench.path} answered ${first.status}`);
    const text = await first.text();
    const body = JSON.parse(text) as { data: unknown[] };
    log(
      `Dataset: 1 shop (${bench.seed.staff} staff, ${seed.shifts} published shifts: ${bench.dataset}), ` +
        `fresh ${db} database; ${bench.seed.sessions} sessions opened through POST /staff-auth/session; ` +
        `the first response holds ${body.data.length} shifts.`,
    );
    log(`Warm-up: ${WARM_UP_S} s at ${CONNECTIONS} connections, then ${MEASURE_S} s measured.\n`);
    const requests = cookies.map((cookie) => ({ path: bench.path, headers: { cookie } }));
    const result = await measured(app, { url: app.baseUrl, connections: CONNECTIONS, requests });
    const rows: [string, LoadResult & { cpuUsPerRequest: number }][] = [['the app', result]];
    if (bench.compareBare) {
      // The floor: Express answering the same bytes to the same requests, nothing else.
      const bodyFile = join(dir, 'bare-body.json');
      writeFileSync(bodyFile, text);
      const bare = await servers.start('bare', 'bench/bare-server.ts', { BARE_BODY_FILE: bodyFile }, '/bare');
      const bareRequests = cookies.map((cookie) => ({ path: '/bare', headers: { cookie } }));
      rows.push([
        'bare Express route',
        await measured(bare, { url: bare.baseUrl, connections: CONNECTIONS, requests: bareRequests }),
      ]);
    }
    const passed = result.p99 < bench.p99GoalMs && result.failures === 0;
    log(
      formatTable(
        ['server', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures', 'server CPU µs/req'],
        rows.map(([name, run]) => [
          name,
          String(CONNECTIONS),
          run.requestsPerSecond.toFixed(0),
          run.p50.toFixed(2),
          run.p99.toFixed(2),
          String(run.total),
          String(run.failures),
          run.cpuUsPerRequest.toFixed(0),
        ]),
      ),
    );
    log(`\np99 < ${bench.p99GoalMs} ms with no failure: ${passed ? 'PASS' : 'FAIL'}`);
    return {
      passed,
      figures: [
        [`${bench.label} req/s @${CONNECTIONS}`, result.requestsPerSecond.toFixed(0)],
        [
          `${bench.label} p99 ms @${CONNECTIONS} (< ${bench.p99GoalMs})`,
          `${result.p99.toFixed(2)} ${passed ? 'PASS' : 'FAIL'}`,
        ],
        [`${bench.label} app CPU µs/req`, result.cpuUsPerRequest.toFixed(0)],
        ...rows
          .slice(1)
          .map(
            ([, run]) =>
              [
                `bare route req/s · p99 ms @${CONNECTIONS}`,
                `${run.requestsPerSecond.toFixed(0)} · ${run.p99.toFixed(2)}`,
              ] as [string, string],
          ),
      ],
    };
  } finally {
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time (user + system) the process has used, ms, from `/proc/<pid>/stat` (10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** 3 s of warm-up, then 10 s measured, with the server's own CPU per answer (steadier than req/s). */
async function measured(
  server: ChildServer,
  options: Omit<LoadOptions, 'durationS'>,
): Promise<LoadResult & { cpuUsPerRequest: number }> {
  await load({ ...options, durationS: WARM_UP_S });
  const cpuBefore = cpuMs(server.pid);
  const result = await load({ ...options, durationS: MEASURE_S });
  return { ...result, cpuUsPerRequest: ((cpuMs(server.pid) - cpuBefore) * 1000) / result.total };
}
