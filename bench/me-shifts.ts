import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { cpuProfileEnv } from './child-servers.js';
import { load } from './load.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { openSessions, STAFF_APP_URL, seedStaffAppShop } from './staff-app-seed.js';
import { formatTable } from './table.js';

const STAFF = 200;
/** Staff signed in at once: the requests cycle through their cookies. */
const SESSIONS = 50;
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const MEASURE_S = 10;
/** Issue 29. */
const P99_GOAL_MS = 20;
/** Published shifts from two weeks back to three weeks ahead: the default window (today..+13) sees two. */
const DAYS_BACK = 14;
const DAYS_AHEAD = 20;

/**
 * `GET /v1/me/shifts` (no `from`/`to`: today..+13 in the shop's zone) with staff sessions, the
 * app in a child process as `npm start` runs it, on a fresh database each run.
 */
export const meShifts: BenchSection = {
  name: 'me-shifts',
  title: `GET /v1/me/shifts with ${SESSIONS} staff sessions at ${CONNECTIONS} connections`,
  bothDatabases: true,
  run,
};

async function run({ servers, log, db }: BenchContext): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-me-'));
  const databaseUrl = db === 'postgres' ? benchPgUrl('me_shifts', 1) : `file:${join(dir, 'me.db')}`;
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  try {
    const seed = await seedStaffAppShop(env, {
      staff: STAFF,
      emails: false,
      shifts: { daysBack: DAYS_BACK, daysAhead: DAYS_AHEAD },
      sessions: SESSIONS,
      scopes: ['read_staff'],
    });
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
    const first = await fetch(`${app.baseUrl}/v1/me/shifts`, { headers: { cookie: cookies[0]! } });
    const body = (await first.json()) as { data: unknown[] };
    if (first.status !== 200) throw new Error(`/v1/me/shifts answered ${first.status}`);
    log(
      `Dataset: 1 shop (${STAFF} staff, ${seed.shifts} published shifts, ${DAYS_BACK} days back to ${DAYS_AHEAD} ahead, 5 days a week each), ` +
        `fresh ${db} database; ${SESSIONS} sessions opened through POST /staff-auth/session; ` +
        `a response holds ${body.data.length} shifts.`,
    );
    log(`Warm-up: ${WARM_UP_S} s at ${CONNECTIONS} connections, then ${MEASURE_S} s measured.\n`);
    const requests = cookies.map((cookie) => ({ path: '/v1/me/shifts', headers: { cookie } }));
    const options = { url: app.baseUrl, connections: CONNECTIONS, requests };
    await load({ ...options, durationS: WARM_UP_S });
    const result = await load({ ...options, durationS: MEASURE_S });
    const passed = result.p99 < P99_GOAL_MS && result.failures === 0;
    log(
      formatTable(
        ['connections', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures'],
        [
          [
            String(CONNECTIONS),
            result.requestsPerSecond.toFixed(0),
            result.p50.toFixed(2),
            result.p99.toFixed(2),
            String(result.total),
            String(result.failures),
          ],
        ],
      ),
    );
    log(`\np99 < ${P99_GOAL_MS} ms with no failure: ${passed ? 'PASS' : 'FAIL'}`);
    return {
      passed,
      figures: [
        ['me/shifts req/s @50', result.requestsPerSecond.toFixed(0)],
        [`me/shifts p99 ms @50 (< ${P99_GOAL_MS})`, `${result.p99.toFixed(2)} ${passed ? 'PASS' : 'FAIL'}`],
      ],
    };
  } finally {
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
