import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { cpuProfileEnv } from './child-servers.js';
import { load } from './load.js';
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
    const body = (await first.json()) as { data: unknown[] };
    log(
      `Dataset: 1 shop (${bench.seed.staff} staff, ${seed.shifts} published shifts: ${bench.dataset}), ` +
        `fresh ${db} database; ${bench.seed.sessions} sessions opened through POST /staff-auth/session; ` +
        `the first response holds ${body.data.length} shifts.`,
    );
    log(`Warm-up: ${WARM_UP_S} s at ${CONNECTIONS} connections, then ${MEASURE_S} s measured.\n`);
    const requests = cookies.map((cookie) => ({ path: bench.path, headers: { cookie } }));
    const options = { url: app.baseUrl, connections: CONNECTIONS, requests };
    await load({ ...options, durationS: WARM_UP_S });
    const cpuBefore = cpuMs(app.pid);
    const result = await load({ ...options, durationS: MEASURE_S });
    // The app's own CPU per answer: steadier than req/s while other work shares the machine.
    const cpuUsPerRequest = ((cpuMs(app.pid) - cpuBefore) * 1000) / result.total;
    const passed = result.p99 < bench.p99GoalMs && result.failures === 0;
    log(
      formatTable(
        ['connections', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures', 'app CPU µs/req'],
        [
          [
            String(CONNECTIONS),
            result.requestsPerSecond.toFixed(0),
            result.p50.toFixed(2),
            result.p99.toFixed(2),
            String(result.total),
            String(result.failures),
            cpuUsPerRequest.toFixed(0),
          ],
        ],
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
        [`${bench.label} app CPU µs/req`, cpuUsPerRequest.toFixed(0)],
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
