import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LoadOptions, type LoadResult, load } from './load.js';
import { processCpuMs } from './machine-cpu.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { ENTRIES_PER_TIMESHEET, STAFF_PER_SHOP, summaryDataset } from './summary-dataset.js';
import { formatTable } from './table.js';

/**
 * Seconds per measured run, runs per target and load, and the warm-up before the runs of each
 * target. The two targets take turns (app, bare, app, bare, …) and the ratio is the median of
 * the rounds' ratios: the machine's speed drifts within minutes (other work, CPU frequency), and
 * a round compares two runs made seconds apart.
 */
const RUN_S = 5;
const ROUNDS = 3;
const WARMUP_S = 3;
/** The goals of issue 27: throughput at saturation, per database; tail latency below it. */
const SATURATED = 50;
const BELOW_SATURATION = 10;
const MIN_THROUGHPUT_RATIO = { sqlite: 0.8, postgres: 0.7 } as const;
const MAX_P99_RATIO = 1.5;

/** A run with the server's own CPU time per request beside it (µs), read from /proc. */
interface MeasuredRun extends LoadResult {
  cpuUsPerRequest: number;
}

async function measured(pid: number, options: LoadOptions): Promise<MeasuredRun> {
  const before = processCpuMs(pid);
  const result = await load(options);
  const cpuMs = processCpuMs(pid) - before;
  return { ...result, cpuUsPerRequest: (cpuMs * 1000) / Math.max(1, result.total) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

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
  // The same route served as the app is (decision 83): a stricter baseline, not the issue's.
  const born = await servers.start(
    'bare-born',
    'bench/bare-server.ts',
    { BARE_BODY_FILE: bodyFile, BARE_SERVER: 'born' },
    '/bare',
  );
  const appLoad = (connections: number, durationS: number): LoadOptions => ({
    url: app.baseUrl,
    connections,
    durationS,
    headers,
    paths: dataset.weeks.map((week, i) => `/v1/timesheets?week=${dayOfWeek(week, i % 7)}`),
  });
  const bareLoad = (connections: number, durationS: number, server = bare): LoadOptions => ({
    url: `${server.baseUrl}/bare`,
    connections,
    durationS,
  });

  log(
    `Warming up the targets (${WARMUP_S} s each), then ${ROUNDS} rounds of ${RUN_S} s per target and load…`,
  );
  await load(appLoad(SATURATED, WARMUP_S));
  await load(bareLoad(SATURATED, WARMUP_S));
  await load(bareLoad(SATURATED, WARMUP_S, born));
  const rounds: { connections: number; app: MeasuredRun; bare: MeasuredRun; born?: MeasuredRun }[] = [];
  for (const connections of [SATURATED, BELOW_SATURATION]) {
    for (let round = 0; round < ROUNDS; round++) {
      const appRun = await measured(app.pid, appLoad(connections, RUN_S));
      const bareRun = await measured(bare.pid, bareLoad(connections, RUN_S));
      const bornRun =
        connections === SATURATED ? await measured(born.pid, bareLoad(connections, RUN_S, born)) : undefined;
      rounds.push({ connections, app: appRun, bare: bareRun, born: bornRun });
    }
  }
  await app.stop();
  await bare.stop();
  await born.stop();

  const rows = rounds.flatMap(({ connections, app: a, bare: b, born: c }) =>
    [
      ['GET /v1/timesheets', a],
      ['bare Express route', b],
      ...(c ? [['bare route, createAppServer', c]] : []),
    ].map(([target, r]) => {
      const run = r as MeasuredRun;
      return [
        target as string,
        String(connections),
        run.requestsPerSecond.toFixed(0),
        run.p50.toFixed(2),
        run.p99.toFixed(2),
        run.cpuUsPerRequest.toFixed(0),
        String(run.total),
        String(run.failures),
      ];
    }),
  );
  log('');
  log(
    formatTable(
      ['target', 'connections', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'requests', 'failures'],
      rows,
    ),
  );

  const at = (connections: number) => rounds.filter((round) => round.connections === connections);
  const throughputRatio = median(
    at(SATURATED).map((r) => r.app.requestsPerSecond / r.bare.requestsPerSecond),
  );
  const cpuRatio = median(at(SATURATED).map((r) => r.bare.cpuUsPerRequest / r.app.cpuUsPerRequest));
  const bornRatio = median(at(SATURATED).map((r) => r.app.requestsPerSecond / r.born!.requestsPerSecond));
  const p99Ratio = median(at(BELOW_SATURATION).map((r) => r.app.p99 / r.bare.p99));
  const failures = rounds.reduce(
    (sum, r) => sum + r.app.failures + r.bare.failures + (r.born?.failures ?? 0),
    0,
  );
  const minRatio = MIN_THROUGHPUT_RATIO[db];
  const throughputOk = throughputRatio >= minRatio;
  const p99Ok = p99Ratio <= MAX_P99_RATIO;
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const medianOf = (connections: number, pick: (r: (typeof rounds)[number]) => number) =>
    median(at(connections).map(pick));
  log('');
  log(
    formatTable(
      ['goal', 'measured', 'target', 'result'],
      [
        [
          `throughput app/bare at ${SATURATED} connections (median of ${ROUNDS} rounds)`,
          `${throughputRatio.toFixed(2)}×`,
          `≥ ${minRatio}×`,
          verdict(throughputOk),
        ],
        [
          `p99 app/bare at ${BELOW_SATURATION} connections (median of ${ROUNDS} rounds)`,
          `${p99Ratio.toFixed(2)}×`,
          `≤ ${MAX_P99_RATIO}×`,
          verdict(p99Ok),
        ],
        ['failed requests (non-2xx, errors, timeouts)', String(failures), '0', verdict(failures === 0)],
        [
          `(not a goal) bare/app server CPU per request at ${SATURATED}: the ratio each would reach on a core of its own`,
          `${cpuRatio.toFixed(2)}×`,
          '',
          '',
        ],
        [
          `(not a goal) throughput app/bare at ${SATURATED}, the bare route served through createAppServer`,
          `${bornRatio.toFixed(2)}×`,
          '',
          '',
        ],
      ],
    ),
  );
  return {
    passed: throughputOk && p99Ok && failures === 0,
    figures: [
      [
        'app / bare req/s @50 (median)',
        `${medianOf(SATURATED, (r) => r.app.requestsPerSecond).toFixed(0)} / ${medianOf(SATURATED, (r) => r.bare.requestsPerSecond).toFixed(0)}`,
      ],
      [`throughput ratio @50 (≥ ${minRatio}×)`, `${throughputRatio.toFixed(2)}× ${verdict(throughputOk)}`],
      [
        'app / bare CPU µs per request @50',
        `${medianOf(SATURATED, (r) => r.app.cpuUsPerRequest).toFixed(0)} / ${medianOf(SATURATED, (r) => r.bare.cpuUsPerRequest).toFixed(0)}`,
      ],
      [
        'app / bare p99 ms @10 (median)',
        `${medianOf(BELOW_SATURATION, (r) => r.app.p99).toFixed(2)} / ${medianOf(BELOW_SATURATION, (r) => r.bare.p99).toFixed(2)}`,
      ],
      [`p99 ratio @10 (≤ ${MAX_P99_RATIO}×)`, `${p99Ratio.toFixed(2)}× ${verdict(p99Ok)}`],
      ['(not a goal) ratio @50, bare via createAppServer', `${bornRatio.toFixed(2)}×`],
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
