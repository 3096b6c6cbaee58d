import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newId } from '../web/domain/ids.js';
import { SCOPES } from '../web/domain/tokens/scopes.js';
import { createPinHasher } from '../web/security/pin-hash.js';
import { PIN_CHECKS_PER_SHOP } from '../web/services/clock/pin-check-gate.js';
import { addShop } from '../web/services/shops/add-shop.js';
import { createApiToken } from '../web/services/tokens/create-api-token.js';
import { type BenchDb, benchPgUrl, dropDatabase } from './bulk-load.js';
import { type ChildServer, cpuProfileEnv } from './child-servers.js';
import { machineBusySince } from './machine-cpu.js';
import type { BenchContext, BenchSection, Figures, SectionResult } from './section.js';
import { withAppDeps } from './seed-deps.js';
import { formatTable } from './table.js';

const STAFF = 1000;
const PIN = '1234';
/** Part 1: clock actions paced at RATE per second, a manager's token (no PIN). */
const RATE = 200;
const SUSTAIN_S = Number(process.env.BENCH_CLOCK_SECONDS ?? 20);
/** "Sustained": answered actions per second over the window at least this share of RATE. */
const MIN_RATE_SHARE = 0.98;
const P99_GOAL_MS = 50;
/**
 * Requests waiting for an answer beyond which a due action is not sent but counted (1 s of
 * arrivals): a server that far behind has failed the run, and draining more would only make
 * the bench longer.
 */
const MAX_IN_FLIGHT = RATE;
/** Part 2: sequential clock-ins per token kind, alternating, to price one PIN check. */
const COST_RUNS = 20;
/** In-process verifyPin calls, one at a time, after two warm-ups; then VERIFY_BATCH at once. */
const VERIFY_RUNS = 10;
const VERIFY_BATCH = 16;
/** PIN-checked actions in a closed loop: a short ramp, then the saturation run with probes. */
const RAMP: { connections: number; seconds: number }[] = [
  { connections: 1, seconds: 4 },
  { connections: 2, seconds: 4 },
];
/**
 * One shop may have PIN_CHECKS_PER_SHOP checks in flight (SPEC §10): more connections of the
 * one bench shop would only measure 429s. One hash at a time saturates two cores already.
 */
const SATURATION_CONNECTIONS = PIN_CHECKS_PER_SHOP;
const SATURATION_S = 12;
/** The probes start this long after the saturation run, so they see it at full load. */
const PROBE_DELAY_S = 1;
const REST_S = 5;
/** Pause between two requests of one probe (ms): other users' occasional requests. */
const PROBE_GAP_MS = 5;
const MAX_P99_RATIO = 4;
const MAX_PROBE_MS = 100;
/** Each staff member's k-th action happens at `base + k · STEP_MS` (base: half an hour ago). */
const STEP_MS = 10_000;
const CYCLE = ['in', 'break-start', 'break-end', 'out'] as const;
/** The last COST_STAFF staff are kept off the clock for the clock-ins that price a PIN check. */
const COST_STAFF = 2 * COST_RUNS;
/**
 * The warm-up is one whole cycle of the rotation (960 staff × 4 actions at RATE, 19.2 s), so
 * every action's code, statements and pooled connections have run before the window opens.
 */
const WARM_UP_S = Math.ceil((CYCLE.length * (STAFF - COST_STAFF)) / RATE);

/**
 * The time clock under load (SPEC §10), on SQLite and PostgreSQL: 1,000 active staff cycling
 * through in → break-start → break-end → out, paced at 200 actions/s with a manager's token;
 * then what a PIN check costs, how many PIN-checked actions the two cores sustain, and whether
 * other requests are still answered while they do.
 */
export const clockBench: BenchSection = {
  name: 'clock',
  title: `clock actions of ${STAFF} staff at ${RATE}/s; PIN checks at saturation`,
  bothDatabases: true,
  run,
};

interface Seeded {
  manager: string;
  kiosk: string;
  pinHash: string;
}

export interface Answer {
  status: number;
  /** From handing the request to the agent until the last byte of the answer. */
  ms: number;
  body: string;
}

interface Latencies {
  count: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function summarise(times: number[]): Latencies {
  const ok = times.filter((t) => !Number.isNaN(t)).sort((a, b) => a - b);
  return {
    count: ok.length,
    failures: times.length - ok.length,
    p50: percentile(ok, 0.5),
    p99: percentile(ok, 0.99),
    max: percentile(ok, 1),
  };
}

const f1 = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
const f2 = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2));
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export function send(
  agent: Agent,
  baseUrl: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  token: string | null,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const started = performance.now();
    const req = request(`${baseUrl}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', (error) => resolve({ status: 0, ms: Number.NaN, body: String(error) }));
    });
    req.on('error', (error) => resolve({ status: 0, ms: Number.NaN, body: String(error) }));
    req.end(payload);
  });
}

const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/**
 * Where every staff member is in their cycle. A staff member is handed out again only once
 * their previous action has been answered, so each one's actions stay in order at increasing
 * `at`; one whose action failed leaves the rotation (its state is then unknown).
 */
class Roster {
  private readonly actions = new Int32Array(STAFF);
  private readonly busy = new Uint8Array(STAFF);
  private readonly dropped = new Uint8Array(STAFF);
  private cursor = 0;
  failures = 0;
  readonly samples: string[] = [];

  constructor(private readonly base: number) {}

  /**
   * The next free staff member of the rotation, in round-robin order; with `reserved`, the next
   * one of the last COST_STAFF, who are off the clock until then.
   */
  take(reserved = false): { staff: number; path: string; body: { staff: string; at: string } } | undefined {
    if (reserved) {
      for (let s = STAFF - COST_STAFF; s < STAFF; s++)
        if (this.actions[s] === 0 && !this.busy[s] && !this.dropped[s]) return this.hand(s);
      return undefined;
    }
    const rotation = STAFF - COST_STAFF;
    for (let scanned = 0; scanned < rotation; scanned++) {
      const s = this.cursor;
      this.cursor = (this.cursor + 1) % rotation;
      if (!this.busy[s] && !this.dropped[s]) return this.hand(s);
    }
    return undefined;
  }

  private hand(s: number) {
    const k = this.actions[s]!;
    this.busy[s] = 1;
    return {
      staff: s,
      path: `/v1/clock/${CYCLE[k % CYCLE.length]}`,
      body: { staff: `staff-${s}`, at: new Date(this.base + k * STEP_MS).toISOString() },
    };
  }

  done(staff: number, answer: Answer, path: string): void {
    this.busy[staff] = 0;
    if (ok(answer)) {
      this.actions[staff]! += 1;
      return;
    }
    this.dropped[staff] = 1;
    this.failures++;
    if (this.samples.length < 5) this.samples.push(`${path} staff-${staff}: ${answer.status} ${answer.body}`);
  }
}

interface PacedResult {
  sentPerS: number;
  okPerS: number;
  latencies: Latencies;
  failures: number;
  /** Longest the pacer fell behind its schedule (ms): the load generator's own lag. */
  pacerLagMs: number;
  /** Actions due while MAX_IN_FLIGHT requests (or every staff member) waited for an answer. */
  skipped: number;
  /** Every answer, warm-up included. */
  answered: number;
  /** The measured answers by action (`in`, `break-start`, …) and by second of the window. */
  byAction: Map<string, Latencies>;
  bySecond: Latencies[];
}

/**
 * Open loop: requests are handed out on a fixed schedule (RATE per second, checked every
 * millisecond or so) whatever the server's answers do, over keep-alive connections, so a slow
 * server meets the same arrivals a fast one does. Latencies and the rate count the requests sent
 * within the measured window; the rate is the 2xx answers received within it per second.
 */
async function paced(
  baseUrl: string,
  token: string,
  roster: Roster,
  rate: number,
  warmUpS: number,
  seconds: number,
): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const start = performance.now();
  const windowStart = start + warmUpS * 1000;
  const windowEnd = windowStart + seconds * 1000;
  const times: number[] = [];
  const actionTimes = new Map<string, number[]>();
  const secondTimes: number[][] = Array.from({ length: seconds }, () => []);
  let sentInWindow = 0;
  let okInWindow = 0;
  let sent = 0;
  let lag = 0;
  let skipped = 0;
  let answered = 0;
  const failuresBefore = roster.failures;
  const inFlight = new Set<Promise<void>>();
  for (;;) {
    const now = performance.now();
    if (now >= windowEnd) break;
    const due = Math.floor(((now - start) / 1000) * rate);
    if (due - sent > 1) lag = Math.max(lag, ((due - sent - 1) / rate) * 1000);
    while (sent < due) {
      sent++;
      const task = inFlight.size < MAX_IN_FLIGHT ? roster.take() : undefined;
      if (!task) {
        skipped++;
        continue;
      }
      const measured = now >= windowStart;
      if (measured) sentInWindow++;
      const done = send(agent, baseUrl, 'POST', task.path, token, task.body).then((answer) => {
        roster.done(task.staff, answer, task.path);
        answered++;
        const at = performance.now();
        if (measured) {
          const ms = ok(answer) ? answer.ms : Number.NaN;
          times.push(ms);
          const action = task.path.slice(task.path.lastIndexOf('/') + 1);
          if (!actionTimes.has(action)) actionTimes.set(action, []);
          actionTimes.get(action)!.push(ms);
          secondTimes[Math.min(seconds - 1, Math.floor((now - windowStart) / 1000))]!.push(ms);
        }
        if (ok(answer) && at >= windowStart && at <= windowEnd) okInWindow++;
      });
      inFlight.add(done);
      void done.then(() => inFlight.delete(done));
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  agent.destroy();
  return {
    sentPerS: sentInWindow / seconds,
    okPerS: okInWindow / seconds,
    latencies: summarise(times),
    failures: roster.failures - failuresBefore,
    pacerLagMs: lag,
    skipped,
    answered,
    byAction: new Map([...actionTimes].map(([action, ms]) => [action, summarise(ms)])),
    bySecond: secondTimes.map(summarise),
  };
}

interface ClosedResult {
  connections: number;
  perS: number;
  latencies: Latencies;
  failures: number;
}

/** Closed loop: `connections` workers, each sending its next PIN-checked action when answered. */
async function closedLoop(
  baseUrl: string,
  token: string,
  roster: Roster,
  connections: number,
  seconds: number,
): Promise<ClosedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  const failuresBefore = roster.failures;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const task = roster.take();
        if (!task) throw new Error('No staff member left to clock');
        const answer = await send(agent, baseUrl, 'POST', task.path, token, { ...task.body, pin: PIN });
        roster.done(task.staff, answer, task.path);
        times.push(ok(answer) ? answer.ms : Number.NaN);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = summarise(times);
  return {
    connections,
    perS: latencies.count / elapsedS,
    latencies,
    failures: roster.failures - failuresBefore,
  };
}

interface Probe {
  name: string;
  path: string;
  token: string | null;
}

/** Each probe asks again PROBE_GAP_MS after its answer, one at a time, until `stop` resolves. */
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
        const answer = await send(agent, baseUrl, 'GET', probe.path, probe.token);
        times.push(answer.status === 200 ? answer.ms : Number.NaN);
        await sleep(PROBE_GAP_MS);
      }
      agent.destroy();
      return summarise(times);
    }),
  );
}

interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** The app's event-loop delay since the previous call (`bench/clock-app-server.ts`). */
export async function eventLoopDelay(pid: number, file: string): Promise<EventLoopDelay> {
  const seqOf = () => {
    try {
      return (JSON.parse(readFileSync(file, 'utf8')) as { seq: number }).seq;
    } catch {
      return 0;
    }
  };
  const before = seqOf();
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 5000;
  while (seqOf() === before && Date.now() < deadline) await sleep(5);
  return JSON.parse(readFileSync(file, 'utf8')) as EventLoopDelay;
}

/** CPU ms (user + system) of a process or thread from its /proc stat file (10 ms ticks). */
function procCpuMs(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms of the whole process and of its main thread. */
function cpuMs(pid: number): { total: number; main: number } {
  return { total: procCpuMs(`/proc/${pid}/stat`), main: procCpuMs(`/proc/${pid}/task/${pid}/stat`) };
}

/** The shop (pro plan), its 1,000 active staff with one PIN hash, and the two tokens. */
async function seed(env: Record<string, string>, log: (line: string) => void): Promise<Seeded> {
  return withAppDeps(env, async (deps) => {
    const started = performance.now();
    const pinHash = await deps.pinHasher.hash('bench', PIN);
    const shop = await addShop(deps, {
      domain: 'bench-clock.myshopify.com',
      timezone: 'America/New_York',
      plan: 'pro',
    });
    const now = Date.now();
    await deps.db.transaction(async () => {
      for (let s = 0; s < STAFF; s++)
        await deps.repos.staff.insert({
          id: newId('stf', now),
          shopId: shop.id,
          handle: `staff-${s}`,
          name: `Staff ${s}`,
          pinHash,
          createdAt: now,
          updatedAt: now,
        });
    });
    const manager = await createApiToken(
      deps,
      shop.id,
      { name: 'bench manager', scopes: [...SCOPES], expiresAt: null },
      'cli',
    );
    const kiosk = await createApiToken(
      deps,
      shop.id,
      { name: 'bench kiosk', scopes: ['write_clock'], expiresAt: null },
      'cli',
    );
    log(
      `Seeded ${STAFF} staff with one scrypt PIN hash in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { manager: manager.token, kiosk: kiosk.token, pinHash };
  });
}

/** Where one phase's CPU went: the app's process, its main thread, and (PostgreSQL) its backends. */
interface CpuSpent {
  app: number;
  main: number;
  backends: number;
}

/**
 * CPU of the app process (/proc) and of the PostgreSQL backends serving the bench database
 * (their pids from pg_stat_activity, the monitor's own connection left out), between two marks.
 */
class CpuMeter {
  private constructor(
    private readonly pid: number,
    private readonly monitor: pg.Client | null,
  ) {}

  static async open(pid: number, databaseUrl: string | null): Promise<CpuMeter> {
    if (!databaseUrl) return new CpuMeter(pid, null);
    const monitor = new pg.Client({ connectionString: databaseUrl });
    await monitor.connect();
    return new CpuMeter(pid, monitor);
  }

  private async backends(): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!this.monitor) return out;
    const rows = await this.monitor.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    for (const { pid } of rows.rows) {
      try {
        out.set(pid, procCpuMs(`/proc/${pid}/stat`));
      } catch {
        // Gone meanwhile.
      }
    }
    return out;
  }

  async mark(): Promise<{ app: { total: number; main: number }; backends: Map<number, number> }> {
    return { app: cpuMs(this.pid), backends: await this.backends() };
  }

  async since(mark: Awaited<ReturnType<CpuMeter['mark']>>): Promise<CpuSpent> {
    const app = cpuMs(this.pid);
    const now = await this.backends();
    let backends = 0;
    for (const [pid, ms] of now) backends += ms - (mark.backends.get(pid) ?? 0);
    return { app: app.total - mark.app.total, main: app.main - mark.app.main, backends };
  }

  /**
   * Samples, every 20 ms until `stop` resolves, what the bench database's backends are doing:
   * waiting for a lock (the shop's row lock, `SELECT … FOR UPDATE`, serialises a shop's clock
   * actions), inside a transaction waiting for the app, or running a statement. Answers the
   * mean number of backends in each state; null on SQLite.
   */
  async sampleBackends(stop: Promise<void>): Promise<BackendStates | null> {
    const monitor = this.monitor;
    if (!monitor) return null;
    let stopped = false;
    void stop.then(() => {
      stopped = true;
    });
    const sum = { lockWait: 0, idleInTransaction: 0, running: 0, samples: 0 };
    while (!stopped) {
      const { rows } = await monitor.query<{ lock: string; idle_tx: string; running: string }>(
        `SELECT count(*) FILTER (WHERE wait_event_type = 'Lock') AS lock,
                count(*) FILTER (WHERE state = 'idle in transaction') AS idle_tx,
                count(*) FILTER (WHERE state = 'active' AND wait_event_type IS DISTINCT FROM 'Lock') AS running
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      sum.lockWait += Number(rows[0]!.lock);
      sum.idleInTransaction += Number(rows[0]!.idle_tx);
      sum.running += Number(rows[0]!.running);
      sum.samples++;
      await sleep(20);
    }
    const n = sum.samples || 1;
    return {
      lockWait: sum.lockWait / n,
      idleInTransaction: sum.idleInTransaction / n,
      running: sum.running / n,
    };
  }

  async close(): Promise<void> {
    await this.monitor?.end();
  }
}

interface BackendStates {
  lockWait: number;
  idleInTransaction: number;
  running: number;
}

/** The app's log lines that are not about Redis (the bench runs the app at `error`). */
function appErrors(file: string): string[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.includes('Redis'));
  } catch {
    return [];
  }
}

const perAction = (spent: CpuSpent, actions: number, db: BenchDb) =>
  `${(spent.app / actions).toFixed(2)} ms (main thread ${(spent.main / actions).toFixed(2)})${
    db === 'postgres' ? ` + PostgreSQL ${(spent.backends / actions).toFixed(2)} ms` : ''
  }`;

async function run({ servers, log, db }: BenchContext): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-clock-'));
  const databaseUrl = db === 'postgres' ? benchPgUrl('clock', 1) : `file:${join(dir, 'clock.db')}`;
  const eldFile = join(dir, 'event-loop-delay.json');
  const logFile = join(dir, 'app.log');
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  const loads: number[] = [loadavg()[0]!];
  let meter: CpuMeter | undefined;
  try {
    const seeded = await seed(env, log);
    const threadpool = process.env.BENCH_CLOCK_THREADPOOL;
    const app: ChildServer = await servers.start(
      'app',
      'bench/clock-app-server.ts',
      {
        ...env,
        LOG_LEVEL: 'error',
        RATE_LIMIT_DISABLED: '1',
        BENCH_ELD_FILE: eldFile,
        BENCH_LOG_FILE: logFile,
        ...(threadpool ? { UV_THREADPOOL_SIZE: threadpool } : {}),
        ...cpuProfileEnv(),
      },
      '/healthz',
    );
    if (threadpool) log(`The app runs with UV_THREADPOOL_SIZE=${threadpool}.`);
    meter = await CpuMeter.open(app.pid, db === 'postgres' ? databaseUrl : null);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // The API's own way of setting a PIN, for a few of them (the rest share the seeded hash).
    for (const s of [STAFF - 1, STAFF - 2]) {
      const answer = await send(agent, app.baseUrl, 'PATCH', `/v1/staff/staff-${s}`, seeded.manager, {
        pin: PIN,
      });
      if (answer.status !== 200 || !(JSON.parse(answer.body) as { has_pin: boolean }).has_pin)
        throw new Error(`PATCH /v1/staff/staff-${s} answered ${answer.status}: ${answer.body}`);
    }
    const roster = new Roster(Date.now() - 30 * 60_000);
    const reportRefusals = () => {
      for (const sample of roster.samples.splice(0)) log(`  refused: ${sample}`);
      for (const line of appErrors(logFile).slice(0, 3)) log(`  app log: ${line.slice(0, 600)}`);
    };

    // Part 1: RATE actions/s with a manager's token.
    log(`Clock actions at ${RATE}/s, manager's token: ${WARM_UP_S} s warm-up, then ${SUSTAIN_S} s measured…`);
    await eventLoopDelay(app.pid, eldFile);
    const clockMark = await meter.mark();
    const machineBusy = machineBusySince();
    const pacing = paced(app.baseUrl, seeded.manager, roster, RATE, WARM_UP_S, SUSTAIN_S);
    const backendStates = meter.sampleBackends(pacing.then(() => undefined));
    const clock = await pacing;
    const states = await backendStates;
    const clockCpu = await meter.since(clockMark);
    // Every core's busy share over the run, warm-up included.
    const busyShare = machineBusy();
    const clockEld = await eventLoopDelay(app.pid, eldFile);
    loads.push(loadavg()[0]!);
    log(
      formatTable(
        [
          'clock actions',
          'sent/s',
          '2xx/s',
          'p50 ms',
          'p99 ms',
          'max ms',
          'non-2xx',
          'event-loop delay p99/max',
        ],
        [
          [
            `${RATE}/s paced, ${SUSTAIN_S} s`,
            f1(clock.sentPerS),
            f1(clock.okPerS),
            f2(clock.latencies.p50),
            f2(clock.latencies.p99),
            f1(clock.latencies.max),
            String(clock.failures),
            `${f1(clockEld.p99)} / ${f1(clockEld.max)} ms`,
          ],
        ],
      ),
    );
    log(
      `  by action (p50 / p99 ms): ${[...clock.byAction].map(([action, l]) => `${action} ${f1(l.p50)} / ${f1(l.p99)}`).join(', ')}`,
    );
    log(`  p99 ms of each second sent: ${clock.bySecond.map((l) => f1(l.p99)).join(' ')}`);
    log(
      `  CPU per action: app ${perAction(clockCpu, clock.answered, db)}; at ${RATE}/s the main thread has ${(1000 / RATE).toFixed(2)} ms per action; the machine's cores were ${(busyShare * 100).toFixed(0)} % busy`,
    );
    if (states)
      log(
        `  PostgreSQL backends of the app, mean over the run: ${states.lockWait.toFixed(2)} waiting for a lock, ${states.idleInTransaction.toFixed(2)} in a transaction waiting for the app, ${states.running.toFixed(2)} running a statement`,
      );
    if (clock.pacerLagMs > 20) log(`  (the load generator fell up to ${f1(clock.pacerLagMs)} ms behind)`);
    if (clock.skipped > 0)
      log(`  ${clock.skipped} actions due were not sent: ${MAX_IN_FLIGHT} were waiting for an answer`);
    reportRefusals();

    // Part 2a: one PIN check, in-process and over HTTP.
    log('\nWhat one PIN check costs…');
    // One queue of the bench process's own, like one instance's (web/security/pin-hash.ts).
    const hasher = createPinHasher();
    const verifyPin = (pin: string, stored: string) => hasher.verify('bench', pin, stored);
    for (let i = 0; i < 2; i++) await verifyPin(PIN, seeded.pinHash);
    const verifyTimes: number[] = [];
    for (let i = 0; i < VERIFY_RUNS; i++) {
      const started = performance.now();
      if (!(await verifyPin(PIN, seeded.pinHash))) throw new Error('verifyPin refused the right PIN');
      verifyTimes.push(performance.now() - started);
    }
    const verify = summarise(verifyTimes);
    const batchStarted = performance.now();
    await Promise.all(Array.from({ length: VERIFY_BATCH }, () => verifyPin(PIN, seeded.pinHash)));
    const verifyPerS = VERIFY_BATCH / ((performance.now() - batchStarted) / 1000);
    const withManager: number[] = [];
    const withPin: number[] = [];
    for (let i = 0; i < COST_RUNS * 2; i++) {
      const kiosk = i % 2 === 1;
      const task = roster.take(true);
      if (!task) throw new Error('No reserved staff member left');
      const answer = await send(
        agent,
        app.baseUrl,
        'POST',
        task.path,
        kiosk ? seeded.kiosk : seeded.manager,
        kiosk ? { ...task.body, pin: PIN } : task.body,
      );
      roster.done(task.staff, answer, task.path);
      if (answer.status !== 201) throw new Error(`${task.path} answered ${answer.status}: ${answer.body}`);
      (kiosk ? withPin : withManager).push(answer.ms);
    }
    const manager = summarise(withManager);
    const pinned = summarise(withPin);
    log(
      formatTable(
        ['one at a time', 'runs', 'p50 ms', 'max ms'],
        [
          ['verifyPin in-process', String(VERIFY_RUNS), f2(verify.p50), f2(verify.max)],
          ['POST /v1/clock/in, manager token', String(COST_RUNS), f2(manager.p50), f2(manager.max)],
          ['POST /v1/clock/in, kiosk token + PIN', String(COST_RUNS), f2(pinned.p50), f2(pinned.max)],
        ],
      ),
    );
    log(
      `  verifyPin, ${VERIFY_BATCH} at once in the bench process: ${verifyPerS.toFixed(1)}/s; the PIN adds ${f2(pinned.p50 - manager.p50)} ms to a clock-in`,
    );

    // Part 2b: PIN-checked actions in a closed loop, and other requests meanwhile.
    const probes: Probe[] = [
      { name: 'GET /healthz', path: '/healthz', token: null },
      { name: 'GET /v1/shop', path: '/v1/shop', token: seeded.manager },
    ];
    log(`\nOther requests at rest, ${REST_S} s…`);
    await eventLoopDelay(app.pid, eldFile);
    const rest = await timeProbes(app.baseUrl, probes, sleep(REST_S * 1000));
    const restEld = await eventLoopDelay(app.pid, eldFile);
    log('PIN-checked actions, kiosk token, closed loop…');
    const ramp: ClosedResult[] = [];
    let rampCpu: CpuSpent | undefined;
    for (const step of RAMP) {
      const mark = await meter.mark();
      ramp.push(await closedLoop(app.baseUrl, seeded.kiosk, roster, step.connections, step.seconds));
      rampCpu = await meter.since(mark);
    }
    const rampLast = ramp.at(-1)!;
    await eventLoopDelay(app.pid, eldFile);
    const saturation = closedLoop(app.baseUrl, seeded.kiosk, roster, SATURATION_CONNECTIONS, SATURATION_S);
    await sleep(PROBE_DELAY_S * 1000);
    const loaded = await timeProbes(app.baseUrl, probes, sleep((SATURATION_S - PROBE_DELAY_S - 0.5) * 1000));
    const saturated = await saturation;
    const satEld = await eventLoopDelay(app.pid, eldFile);
    loads.push(loadavg()[0]!);
    const closed = [...ramp, saturated];
    log(
      formatTable(
        ['PIN-checked actions', 'actions/s', 'p50 ms', 'p99 ms', 'non-2xx'],
        closed.map((result) => [
          `${result.connections} connections`,
          f1(result.perS),
          f1(result.latencies.p50),
          f1(result.latencies.p99),
          String(result.failures),
        ]),
      ),
    );
    log(
      `  CPU per PIN-checked action at ${rampLast.connections} connections (no probes): app ${perAction(rampCpu!, rampLast.latencies.count + rampLast.failures, db)}; the rest of the app's CPU is the thread pool's scrypt and GC`,
    );
    log('');
    log(
      formatTable(
        ['request', 'while', 'answers', 'p50 ms', 'p99 ms', 'max ms', 'app event-loop delay p99/max'],
        probes.flatMap((probe, p) =>
          (
            [
              ['at rest', rest[p]!, restEld],
              [`${SATURATION_CONNECTIONS} PIN actions in flight`, loaded[p]!, satEld],
            ] as const
          ).map(([label, l, eld]) => [
            probe.name,
            label,
            `${l.count}${l.failures > 0 ? ` (+${l.failures} failed)` : ''}`,
            f2(l.p50),
            f2(l.p99),
            f2(l.max),
            `${f1(eld.p99)} / ${f1(eld.max)} ms`,
          ]),
        ),
      ),
    );
    reportRefusals();
    agent.destroy();

    // Goals.
    const goals: [string, string, string, boolean][] = [
      [
        `clock actions answered per s (${RATE} due)`,
        f1(clock.okPerS),
        `≥ ${(RATE * MIN_RATE_SHARE).toFixed(0)}`,
        clock.okPerS >= RATE * MIN_RATE_SHARE,
      ],
      [
        `clock action p99 at ${RATE}/s`,
        `${f2(clock.latencies.p99)} ms`,
        `< ${P99_GOAL_MS} ms`,
        clock.latencies.p99 < P99_GOAL_MS,
      ],
      ['clock actions not 2xx', String(clock.failures), '0', clock.failures === 0],
    ];
    for (const [p, probe] of probes.entries()) {
      const ratio = loaded[p]!.p99 / rest[p]!.p99;
      goals.push([
        `${probe.name} p99, PIN load / at rest`,
        `${f2(ratio)}× (${f2(loaded[p]!.p99)} / ${f2(rest[p]!.p99)} ms)`,
        `< ${MAX_P99_RATIO}×`,
        ratio < MAX_P99_RATIO,
      ]);
      const clean = loaded[p]!.failures === 0;
      goals.push([
        `${probe.name} slowest answer under PIN load`,
        `${f1(loaded[p]!.max)} ms${clean ? '' : `, ${loaded[p]!.failures} failed`}`,
        `< ${MAX_PROBE_MS} ms, none failed`,
        loaded[p]!.max < MAX_PROBE_MS && clean,
      ]);
    }
    const pinFailures = closed.reduce((sum, result) => sum + result.failures, 0);
    goals.push(['PIN-checked actions not 2xx', String(pinFailures), '0', pinFailures === 0]);
    log('');
    log(
      formatTable(
        ['goal', 'measured', 'line', ''],
        goals.map(([name, value, line, passed]) => [name, value, line, verdict(passed)]),
      ),
    );
    log(`\nload average (1 min) before / after part 1 / after part 2: ${loads.map(f2).join(' / ')}`);
    const passed = goals.every(([, , , p]) => p);
    const figure = (index: number): string => `${goals[index]![1]} ${verdict(goals[index]![3])}`;
    const figures: Figures = [
      [`clock 2xx/s of ${RATE} due (≥ ${RATE * MIN_RATE_SHARE})`, figure(0)],
      ['clock p50 ms', f2(clock.latencies.p50)],
      [`clock p99 ms (< ${P99_GOAL_MS})`, `${f2(clock.latencies.p99)} ${verdict(goals[1]![3])}`],
      ['clock non-2xx (0)', figure(2)],
      ['clock app CPU ms/action', (clockCpu.app / clock.answered).toFixed(2)],
      [
        'clock PostgreSQL CPU ms/action',
        db === 'postgres' ? (clockCpu.backends / clock.answered).toFixed(2) : '–',
      ],
      ['verifyPin ms (in-process)', f2(verify.p50)],
      [`verifyPin/s, ${VERIFY_BATCH} at once (in-process)`, f1(verifyPerS)],
      ['clock-in p50 ms manager / kiosk+PIN', `${f2(manager.p50)} / ${f2(pinned.p50)}`],
      [
        `PIN actions/s ${closed.map((result) => `@${result.connections}`).join(' / ')} conns`,
        closed.map((result) => f1(result.perS)).join(' / '),
      ],
      [`PIN actions p99 ms @${SATURATION_CONNECTIONS}`, f1(saturated.latencies.p99)],
      [`/healthz p99 ratio (< ${MAX_P99_RATIO}×)`, figure(3)],
      [`/healthz max ms (< ${MAX_PROBE_MS})`, figure(4)],
      [`/v1/shop p99 ratio (< ${MAX_P99_RATIO}×)`, figure(5)],
      [`/v1/shop max ms (< ${MAX_PROBE_MS})`, figure(6)],
      ['PIN actions non-2xx (0)', figure(7)],
      ['app event-loop delay p99 ms, PIN load', f1(satEld.p99)],
      ['load average 1 min', loads.map((l) => l.toFixed(1)).join(' / ')],
    ];
    return { passed, figures };
  } finally {
    await meter?.close();
    await servers.stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}
