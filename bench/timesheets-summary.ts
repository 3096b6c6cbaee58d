import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoadOptions, type LoadResult, load } from './load.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { ENTRIES_PER_TIMESHEET, STAFF_PER_SHOP, summaryDataset } from './summary-dataset.js';
import { formatTable } from './table.js';

/** Seconds per measured run, and of the warm-up before the runs of each target. */
const RUN_S = 10;
const WARMUP_S = 3;
/** The goals of the issue: throughput at saturation, tail latency below it. */
const SATURATED = 50;
const BELOW_SATURATION = 10;
const MIN_THROUGHPUT_RATIO = 0.5;
const MAX_P99_RATIO = 2;

/** Any day of the week names the week: vary it so the week-start arithmetic runs too. */
function dayOfWeek(weekStart: string, offset: number): string {
  return new Date(Date.parse(weekStart) + offset * 86_400_000).toISOString().slice(0, 10);
}

async function run({ root, servers, log, db }: BenchContext): Promise<SectionResult> {
  const dataset = await summaryDataset(root, log, db);
  log(
    dataset.built
      ? `Built in ${dataset.buildSeconds.toFixed(1)} s (${ENTRIES_PER_TIMESHEET} time entries per timesheet); cached for later runs.`
      : `Reusing the cached dataset ${dataset.databaseUrl.replace(/^file:/, '')}.`,
  );

  const app = await servers.start('app', 'web/server.ts', {
    DATABASE_URL: dataset.databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: '1',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  });
  const headers = { authorization: `Bearer ${dataset.tokens[0]}` };
  const latestWeek = dataset.weeks.at(-1)!;
  const sample = await fetch(`${app.baseUrl}/v1/timesheets?week=${latestWeek}`, { headers });
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`GET /v1/timesheets answered ${sample.status}: ${body}`);
  const entries = (JSON.parse(body) as { entries: unknown[] }).entries.length;
  if (entries !== STAFF_PER_SHOP)
    throw new Error(`expected ${STAFF_PER_SHOP} summary entries, got ${entries}`);
  const bodyFile = join(root, `bench/.data/summary-body-${db}.json`);
  writeFileSync(bodyFile, body);
  const bytes = Buffer.byteLength(body);
  log(`A summary response is ${bytes} bytes (${entries} entries); the bare route answers the same bytes.`);

  const bare = await servers.start('bare', 'bench/bare-server.ts', { BARE_BODY_FILE: bodyFile }, '/bare');
  const appLoad = (connections: number, durationS: number): LoadOptions => ({
    url: app.baseUrl,
    connections,
    durationS,
    headers,
    paths: dataset.weeks.map((week, i) => `/v1/timesheets?week=${dayOfWeek(week, i % 7)}`),
  });
  const bareLoad = (connections: number, durationS: number): LoadOptions => ({
    url: `${bare.baseUrl}/bare`,
    connections,
    durationS,
  });

  log(`Warming up both targets (${WARMUP_S} s each), then ${RUN_S} s per run…`);
  await load(appLoad(SATURATED, WARMUP_S));
  await load(bareLoad(SATURATED, WARMUP_S));
  const results: [string, LoadResult][] = [];
  for (const connections of [SATURATED, BELOW_SATURATION]) {
    results.push(['GET /v1/timesheets', await load(appLoad(connections, RUN_S))]);
    results.push(['bare Express route', await load(bareLoad(connections, RUN_S))]);
  }
  await app.stop();
  await bare.stop();

  const rows = results.map(([target, r]) => [
    target,
    String(r.connections),
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.total),
    String(r.failures),
  ]);
  log('');
  log(formatTable(['target', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'failures'], rows));

  const find = (index: number) => results[index]![1];
  const throughputRatio = find(0).requestsPerSecond / find(1).requestsPerSecond;
  const p99Ratio = find(2).p99 / find(3).p99;
  const failures = results.reduce((sum, [, r]) => sum + r.failures, 0);
  const throughputOk = throughputRatio >= MIN_THROUGHPUT_RATIO;
  const p99Ok = p99Ratio <= MAX_P99_RATIO;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  log('');
  log(
    formatTable(
      ['goal', 'measured', 'target', 'result'],
      [
        [
          `throughput app/bare at ${SATURATED} connections`,
          `${throughputRatio.toFixed(2)}×`,
          `≥ ${MIN_THROUGHPUT_RATIO}×`,
          verdict(throughputOk),
        ],
        [
          `p99 app/bare at ${BELOW_SATURATION} connections`,
          `${p99Ratio.toFixed(2)}×`,
          `≤ ${MAX_P99_RATIO}×`,
          verdict(p99Ok),
        ],
        ['failed requests (non-2xx, errors, timeouts)', String(failures), '0', verdict(failures === 0)],
      ],
    ),
  );
  return {
    passed: throughputOk && p99Ok && failures === 0,
    figures: [
      [
        'app / bare req/s @50',
        `${find(0).requestsPerSecond.toFixed(0)} / ${find(1).requestsPerSecond.toFixed(0)}`,
      ],
      ['throughput ratio @50 (≥ 0.5×)', `${throughputRatio.toFixed(2)}× ${verdict(throughputOk)}`],
      ['app / bare p99 ms @10', `${find(2).p99.toFixed(2)} / ${find(3).p99.toFixed(2)}`],
      ['p99 ratio @10 (≤ 2×)', `${p99Ratio.toFixed(2)}× ${verdict(p99Ok)}`],
      ['failed requests', String(failures)],
    ],
  };
}

export const timesheetsSummary: BenchSection = {
  name: 'summary',
  title: 'GET /v1/timesheets (weekly summary) against a bare Express route',
  bothDatabases: true,
  run,
};
