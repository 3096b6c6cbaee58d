import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { CSV_SHIFTS, csvDataset, type ExportResult, exportOnce, type Target } from './csv-export.js';
import type { BenchContext, BenchSection } from './section.js';
import { formatTable } from './table.js';

/** Exports streaming at once while the other requests are timed (issue 12). */
const EXPORTS_AT_ONCE = 4;
/** Seconds of timed requests at rest, and at most under load (it stops when an export ends). */
const REST_S = 5;
const LOADED_S = 8;
/** Single-export runs per app, alternating, after one warm-up each; the fastest is reported. */
const RUNS = 5;
/**
 * Pause between two requests of one probe, ms: the probes stand for other shops' occasional
 * requests, so they sample latency without loading the server themselves.
 */
const PROBE_GAP_MS = 5;
/** The goals of issue 12. */
const MAX_P99_RATIO = 4;
const MAX_LATENCY_MS = 100;
const MIN_ROWS_PER_S = 250_000;
const MAX_YIELD_COST = 0.1;

interface Probe {
  name: string;
  path: string;
  headers: Record<string, string>;
}

interface Latencies {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

/** One GET over the probe's own keep-alive connection; answers its time in ms (NaN if not 200). */
function timedGet(baseUrl: string, probe: Probe, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(`${baseUrl}${probe.path}`, { headers: probe.headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : Number.NaN));
      res.on('error', () => resolve(Number.NaN));
    });
    req.on('error', () => resolve(Number.NaN));
    req.end();
  });
}

function summarise(times: number[]): Latencies {
  const ok = times.filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  const at = (q: number) =>
    ok[Math.min(ok.length - 1, Math.max(0, Math.ceil(q * ok.length) - 1))] ?? Number.NaN;
  return { count: ok.length, failures: times.length - ok.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

/**
 * Each probe asks again PROBE_GAP_MS after its answer, one request at a time, until `stop`
 * resolves (the request in flight then finishes). The probes run side by side.
 */
async function timeProbes(baseUrl: string, probes: Probe[], stop: Promise<void>): Promise<Latencies[]> {
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  return Promise.all(
    probes.map(async (probe) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const times: number[] = [];
      while (!stopped) {
        times.push(await timedGet(baseUrl, probe, agent));
        await sleep(PROBE_GAP_MS);
      }
      agent.destroy();
      return summarise(times);
    }),
  );
}

/**
 * CPU time (user + system) the process has used, ms, from `/proc/<pid>/stat` (10 ms ticks).
 * Steadier than rows/s on a machine whose other work comes and goes.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface LoadedRun {
  latencies: Latencies[];
  /** Seconds the requests were timed while all exports streamed. */
  windowS: number;
  /** All exports' rows over the time until the last one ended. */
  rowsPerS: number;
  linesOk: boolean;
}

/**
 * Starts EXPORTS_AT_ONCE exports of the 1,000,000 shifts, read by a child process as fast as it
 * can, and times the probes from when every export answered until LOADED_S passed or the first
 * export ended, whichever comes first.
 */
async function underLoad(
  root: string,
  baseUrl: string,
  token: string,
  probes: Probe[],
  log: (line: string) => void,
): Promise<LoadedRun> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/export-readers.ts',
      `${baseUrl}/v1/shifts?format=csv`,
      token,
      String(EXPORTS_AT_ONCE),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const events = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
    const next = async () => {
      const line = await events.next();
      if (line.done) throw new Error('The export readers exited early');
      const event = JSON.parse(line.value) as {
        started?: true;
        ended?: number;
        lines?: number;
        seconds?: number;
        error?: string;
      };
      if (event.error) throw new Error(`Export readers: ${event.error}`);
      return event;
    };
    const ends: { lines: number; seconds: number }[] = [];
    // Without the yield, one export can run to its end before the others are even answered.
    for (let event = await next(); !event.started; event = await next())
      ends.push({ lines: event.lines!, seconds: event.seconds! });
    if (ends.length > 0) log(`  ${ends.length} export(s) ended before all ${EXPORTS_AT_ONCE} had answered`);
    let firstEnded!: () => void;
    const stop = Promise.race([
      sleep(LOADED_S * 1000),
      new Promise<void>((resolve) => {
        firstEnded = resolve;
      }),
    ]);
    if (ends.length > 0) firstEnded();
    const windowStarted = performance.now();
    let windowS = 0;
    const timing = timeProbes(baseUrl, probes, stop).then((latencies) => {
      windowS = (performance.now() - windowStarted) / 1000;
      return latencies;
    });
    while (ends.length < EXPORTS_AT_ONCE) {
      const event = await next();
      ends.push({ lines: event.lines!, seconds: event.seconds! });
      firstEnded();
    }
    const latencies = await timing;
    const slowest = Math.max(...ends.map((end) => end.seconds));
    log(
      `  ${EXPORTS_AT_ONCE} exports ended after ${ends.map((end) => end.seconds.toFixed(1)).join(', ')} s; requests timed for ${windowS.toFixed(1)} s`,
    );
    return {
      latencies,
      windowS,
      rowsPerS: (EXPORTS_AT_ONCE * CSV_SHIFTS) / slowest,
      linesOk: ends.every((end) => end.lines === CSV_SHIFTS + 1),
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));

async function run({ servers, root, log }: BenchContext): Promise<boolean> {
  const dataset = await csvDataset(root, log);
  const env = {
    DATABASE_URL: dataset.databaseUrl,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_DISABLED: '1',
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  const paced = await servers.start('app (yield)', 'bench/fairness-app-server.ts', env, '/healthz');
  const unpaced = await servers.start(
    'app (no yield)',
    'bench/fairness-app-server.ts',
    { ...env, BENCH_EXPORT_SLICE_MS: 'off' },
    '/healthz',
  );
  const probes: Probe[] = [
    { name: '/healthz', path: '/healthz', headers: {} },
    {
      name: 'GET /v1/shop (another shop)',
      path: '/v1/shop',
      headers: { authorization: `Bearer ${dataset.otherToken}` },
    },
  ];
  const exportHeaders = { authorization: `Bearer ${dataset.token}` };
  const targets: Target[] = [paced, unpaced].map((app) => ({
    name: app.name,
    url: `${app.baseUrl}/v1/shifts?format=csv`,
    headers: exportHeaders,
    pid: app.pid,
  }));

  log('One warm-up export per app, then requests timed at rest…');
  for (const target of targets) await exportOnce(target);
  const rest = await timeProbes(paced.baseUrl, probes, sleep(REST_S * 1000));
  log(`Requests timed while ${EXPORTS_AT_ONCE} exports of ${CSV_SHIFTS} shifts stream, with the yield…`);
  const loaded = await underLoad(root, paced.baseUrl, dataset.token, probes, log);
  log('…and without it (the code before decision 0022):');
  const before = await underLoad(root, unpaced.baseUrl, dataset.token, probes, log);

  log(`One export alone, ${RUNS} runs per app, alternating (the fastest is reported)…`);
  const single: ExportResult[][] = [[], []];
  const singleCpuMs: number[][] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const [t, target] of targets.entries()) {
      const cpuBefore = cpuMs(target.pid);
      const result = await exportOnce(target);
      single[t]!.push(result);
      singleCpuMs[t]!.push(cpuMs(target.pid) - cpuBefore);
      log(
        `  ${target.name}: ${(CSV_SHIFTS / result.seconds).toFixed(0)} rows/s, ${singleCpuMs[t]!.at(-1)} ms of CPU, ${result.lines} lines`,
      );
    }
  }
  await paced.stop();
  await unpaced.stop();

  const rowsPerS = single.map((runs) => CSV_SHIFTS / Math.min(...runs.map((r) => r.seconds)));
  const cost = 1 - rowsPerS[0]! / rowsPerS[1]!;
  const cpuPerExport = singleCpuMs.map(median);
  const cpuCost = cpuPerExport[0]! / cpuPerExport[1]! - 1;
  log('');
  log(
    formatTable(
      ['requests', 'while', 'answers', 'p50 ms', 'p99 ms', 'max ms'],
      probes.flatMap((probe, p) =>
        [
          ['at rest', rest[p]!],
          [`${EXPORTS_AT_ONCE} exports streaming`, loaded.latencies[p]!],
          [`${EXPORTS_AT_ONCE} exports, no yield (before)`, before.latencies[p]!],
        ].map(([label, l]) => {
          const latencies = l as Latencies;
          const failures = latencies.failures > 0 ? ` (+${latencies.failures} failed)` : '';
          return [
            probe.name,
            label as string,
            `${latencies.count}${failures}`,
            ms(latencies.p50),
            ms(latencies.p99),
            ms(latencies.max),
          ];
        }),
      ),
    ),
  );
  log('');
  log(
    formatTable(
      ['export', 'rows/s', 'server CPU per export (median)'],
      [
        [`one alone, with the yield (fastest of ${RUNS})`, rowsPerS[0]!.toFixed(0), `${cpuPerExport[0]} ms`],
        [
          `one alone, without the yield (fastest of ${RUNS})`,
          rowsPerS[1]!.toFixed(0),
          `${cpuPerExport[1]} ms`,
        ],
        [
          `${EXPORTS_AT_ONCE} at once, with the yield (all rows / time to the last end)`,
          loaded.rowsPerS.toFixed(0),
          '',
        ],
        [`${EXPORTS_AT_ONCE} at once, without the yield`, before.rowsPerS.toFixed(0), ''],
      ],
    ),
  );

  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const goals: [string, string, string, boolean][] = [];
  for (const [p, probe] of probes.entries()) {
    const ratio = loaded.latencies[p]!.p99 / rest[p]!.p99;
    goals.push([
      `${probe.name} p99, exports streaming / at rest`,
      `${ratio.toFixed(2)}×`,
      `< ${MAX_P99_RATIO}×`,
      ratio < MAX_P99_RATIO,
    ]);
    const max = loaded.latencies[p]!.max;
    const clean = loaded.latencies[p]!.failures === 0;
    goals.push([
      `${probe.name} slowest answer while exports stream`,
      `${ms(max)} ms${clean ? '' : `, ${loaded.latencies[p]!.failures} failed`}`,
      `< ${MAX_LATENCY_MS} ms, none failed`,
      max < MAX_LATENCY_MS && clean,
    ]);
  }
  goals.push([
    'one export alone, with the yield',
    `${rowsPerS[0]!.toFixed(0)} rows/s`,
    `≥ ${MIN_ROWS_PER_S}`,
    rowsPerS[0]! >= MIN_ROWS_PER_S,
  ]);
  goals.push([
    'what the yield costs one export (fastest rows/s)',
    `${(cost * 100).toFixed(1)} % (CPU ${(cpuCost * 100).toFixed(1)} %)`,
    `< ${MAX_YIELD_COST * 100} %`,
    cost < MAX_YIELD_COST,
  ]);
  const linesOk = loaded.linesOk && before.linesOk && single.flat().every((r) => r.lines === CSV_SHIFTS + 1);
  goals.push([
    'lines in every export (header + rows)',
    linesOk ? String(CSV_SHIFTS + 1) : 'wrong',
    String(CSV_SHIFTS + 1),
    linesOk,
  ]);
  log('');
  log(
    formatTable(
      ['goal', 'measured', 'target', 'result'],
      goals.map(([a, b, c, ok]) => [a, b, c, verdict(ok)]),
    ),
  );
  return goals.every(([, , , ok]) => ok);
}

export const csvFairness: BenchSection = {
  name: 'csv-fairness',
  title: `/healthz and a small JSON read while ${EXPORTS_AT_ONCE} exports of 1,000,000 shifts stream, against the same at rest`,
  run,
};
