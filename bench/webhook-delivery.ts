import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { deleteKeysWithPrefix } from '../test/helpers/redis-keys.js';
import { compose } from '../web/compose.js';
import { loadConfig } from '../web/config.js';
import { signedHeaders } from '../web/domain/webhooks/standard-webhooks.js';
import { createAttemptRecorder } from '../web/jobs/attempt-recorder.js';
import { createWebhookSender } from '../web/jobs/webhook-sender.js';
import { createLogger } from '../web/logger.js';
import type { SecretBox } from '../web/security/secret-box.js';
import type { ServiceDeps } from '../web/services/deps.js';
import { addShop } from '../web/services/shops/add-shop.js';
import { recordEvent } from '../web/services/webhooks/outbox.js';
import { createWebhookEndpoint } from '../web/services/webhooks/webhook-endpoints.js';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { profiled } from './in-process-profile.js';
import { type CpuReading, cpuBetween, readCpu } from './machine-cpu.js';
import type { BenchSection } from './section.js';
import { formatTable } from './table.js';
import { type LatencyAtRate, webhookLatency } from './webhook-latency.js';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 20_000);
const CONCURRENCY = 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Events per second at which the latency from a PATCH's answer to the receiver is measured. */
const LATENCY_RATES = [50, 200];

/**
 * 20,000 `timesheet.approved` events written to the outbox, then relayed through BullMQ and
 * delivered, signed, to a receiver in another process; beside a plain loop of the same signed
 * POSTs at the same concurrency with no database and no queue, and BullMQ sending them with no
 * database. Then shift moves at 50 and 200 a second on the app as `npm start` runs it, timed
 * from each PATCH's answer to its webhook's arrival (webhook-latency.ts). Goals (issue #18):
 * ≥ 1,000 deliveries/s and ≥ 0.8× BullMQ + signed POST with no database; latency p50 < 50 ms
 * and p99 < 250 ms at both rates. The ratio to the plain loop (decision 19's 0.5×) is shown.
 */
export const webhookDelivery: BenchSection = {
  name: 'webhooks',
  title: `${DELIVERIES.toLocaleString('en')} webhook deliveries end to end vs. a plain signed-POST loop`,
  bothDatabases: true,
  async run(context) {
    const { servers, log, db } = context;
    const receiver = await servers.start('receiver', 'bench/webhook-receiver.ts', {});
    const hookUrl = `${receiver.baseUrl}/hook`;
    const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-hooks-'));
    const prefix = `bench-${randomUUID()}`;
    // A new database every run: the outbox must start empty. On PostgreSQL the app's start
    // creates and migrates it (a new DATABASE_URL is all it needs).
    const databaseUrl = db === 'postgres' ? benchPgUrl('webhooks', 1) : `file:${join(dir, 'hooks.db')}`;
    if (db === 'postgres') await dropDatabase(databaseUrl);
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      LOG_LEVEL: 'warn',
    });
    const composition = await compose(config, createLogger(config.LOG_LEVEL));
    const deps = composition.appDeps.v1;
    try {
      const shop = await addShop(deps, { domain: 'bench-hooks.myshopify.com', plan: 'pro' });
      const endpoint = await createWebhookEndpoint(deps, shop.id, {
        url: hookUrl,
        events: ['timesheet.approved'],
        description: null,
      });
      const data = { id: 'tms_bench', object: 'timesheet', status: 'approved', hours: 40, gross: '730.00' };
      const fillOutbox = () =>
        deps.db.transaction(async () => {
          for (let i = 0; i < DELIVERIES; i++) await recordEvent(deps, shop, 'timesheet.approved', data);
        });
      await fillOutbox();
      const backlog = await deps.repos.webhookDeliveries.backlog();
      log(`Outbox holds ${backlog.toLocaleString('en')} pending deliveries.`);

      const queuedCpu = readCpu();
      const queuedStart = performance.now();
      await profiled('webhooks-outbox-bullmq', async () => {
        composition.deliveries.start();
        // Done when the receiver has every POST and the outbox has recorded every attempt. The
        // receiver is asked first: counting the pending rows every 50 ms cost the database
        // (and, on SQLite, this very process) a share of the CPU the worker was measured on.
        while ((await receivedCount(receiver.baseUrl)) < DELIVERIES) await sleep(20);
        while ((await deps.repos.webhookDeliveries.backlog()) > 0) await sleep(5);
      });
      const queuedSeconds = (performance.now() - queuedStart) / 1000;
      const cpuRows = [cpuRow('outbox → BullMQ → worker', queuedCpu)];
      await composition.deliveries.stop();

      const loopSeconds = await plainLoop(hookUrl, endpoint.secret);
      await fillOutbox();
      let cpuBefore = readCpu();
      const outboxLoopSeconds = await outboxLoop(deps, deps.secretBox);
      cpuRows.push(cpuRow('outbox loop, no queue', cpuBefore));
      const bullSeconds = await bullmqAlone(prefix, async () => {});
      const poster = signedPoster(hookUrl, endpoint.secret);
      cpuBefore = readCpu();
      const bullSendSeconds = await profiled('webhooks-bullmq-post', () => bullmqAlone(prefix, poster.post));
      cpuRows.push(cpuRow('BullMQ + signed POST, no database', cpuBefore));
      await poster.close();
      const received = { received: await receivedCount(receiver.baseUrl) };

      const queuedRate = DELIVERIES / queuedSeconds;
      const loopRate = DELIVERIES / loopSeconds;
      const ratio = queuedRate / loopRate;
      const outboxLoopRate = DELIVERIES / outboxLoopSeconds;
      log(
        formatTable(
          ['path', 'deliveries', 'seconds', 'deliveries/s'],
          [
            ['outbox → BullMQ → worker', String(DELIVERIES), queuedSeconds.toFixed(2), queuedRate.toFixed(0)],
            ['plain signed-POST loop', String(DELIVERIES), loopSeconds.toFixed(2), loopRate.toFixed(0)],
            [
              'BullMQ alone, no-op jobs (reference)',
              String(DELIVERIES),
              bullSeconds.toFixed(2),
              (DELIVERIES / bullSeconds).toFixed(0),
            ],
            [
              'BullMQ + signed POST, no database (reference)',
              String(DELIVERIES),
              bullSendSeconds.toFixed(2),
              (DELIVERIES / bullSendSeconds).toFixed(0),
            ],
            [
              'outbox loop, no queue (reference)',
              String(DELIVERIES),
              outboxLoopSeconds.toFixed(2),
              outboxLoopRate.toFixed(0),
            ],
          ],
        ),
      );
      log(`\nCPU ms per 1,000 deliveries (node: this process and the receiver's):`);
      log(formatTable(['path', 'machine', ...CPU_COMMANDS], cpuRows));
      const rateOk = queuedRate >= 1000;
      const bullRate = DELIVERIES / bullSendSeconds;
      const bullRatio = queuedRate / bullRate;
      const bullRatioOk = bullRatio >= 0.8;
      log(
        `\nreceiver counted ${received.received.toLocaleString('en')} requests (expected ${(4 * DELIVERIES).toLocaleString('en')})`,
      );
      log(`deliveries/s ≥ 1,000: ${queuedRate.toFixed(0)} ${rateOk ? 'PASS' : 'FAIL'}`);
      log(
        `ratio to BullMQ + signed POST with no database ≥ 0.8: ${bullRatio.toFixed(2)} ${bullRatioOk ? 'PASS' : 'FAIL'}`,
      );
      log(`ratio to the plain loop (decision 19): ${ratio.toFixed(2)}`);
      log(
        `queue overhead: BullMQ delivers at ${(queuedRate / outboxLoopRate).toFixed(2)}× the same database work done in a loop`,
      );
      log(
        `ceiling: BullMQ + signed POST with no database at all reaches ${(bullRate / loopRate).toFixed(2)}× the plain loop`,
      );

      log(`\nshift.moved from the PATCH's answer to the receiver, app as npm start runs it:`);
      const inProcess = await webhookLatency(context, LATENCY_RATES);
      log(latencyTable(inProcess));
      log(`\nthe same with the worker in a process of its own (WEBHOOK_WORKER_DISABLED=1 + npm run worker):`);
      const separate = await webhookLatency(context, LATENCY_RATES, { separateWorker: true });
      log(latencyTable(separate));
      // Both are ways a host runs the app (SPEC §14: `npm start`, and `npm run worker` for
      // workers alone); the goal is met when either meets it at every rate.
      const latencyMet = inProcess.every(latencyOk) || separate.every(latencyOk);
      const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
      return {
        passed: rateOk && bullRatioOk && latencyMet && received.received === 4 * DELIVERIES,
        figures: [
          ['deliveries/s end to end (≥ 1,000)', `${queuedRate.toFixed(0)} ${verdict(rateOk)}`],
          ['BullMQ + POST, no database /s', bullRate.toFixed(0)],
          ['ratio to BullMQ + POST, no database (≥ 0.8)', `${bullRatio.toFixed(2)} ${verdict(bullRatioOk)}`],
          ['plain signed-POST loop /s', loopRate.toFixed(0)],
          ['ratio to the plain loop', ratio.toFixed(2)],
          ['outbox loop, no queue /s', outboxLoopRate.toFixed(0)],
          ...latencyFigures('', inProcess),
          ...latencyFigures(', worker apart', separate),
          ['latency goal at every rate, either way', verdict(latencyMet)],
        ],
      };
    } finally {
      await composition.close();
      await deleteKeysWithPrefix(REDIS_URL, prefix);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many POSTs the receiver has counted since it started. */
async function receivedCount(receiverUrl: string): Promise<number> {
  return ((await (await fetch(receiverUrl)).json()) as { received: number }).received;
}

/** The processes whose CPU a delivery costs: Node (this process, the receiver), the database, Redis. */
const CPU_COMMANDS = ['node', 'postgres', 'redis-server'];

/** A row of CPU ms per 1,000 deliveries since `before`, for the machine and each command. */
function cpuRow(path: string, before: CpuReading): string[] {
  const used = cpuBetween(before, readCpu(), DELIVERIES, CPU_COMMANDS);
  return [
    path,
    used.machine.toFixed(0),
    ...CPU_COMMANDS.map((command) => used.byCommand[command]!.toFixed(0)),
  ];
}

const latencyOk = (row: LatencyAtRate) => row.p50 < 50 && row.p99 < 250;

function latencyTable(rows: readonly LatencyAtRate[]): string {
  return formatTable(
    [
      'events/s',
      'moves',
      'PATCH answered p50 / p99 ms',
      'p50 ms',
      'p99 ms',
      'max ms',
      'p50 < 50 and p99 < 250',
      'machine busy',
      'app CPU ms/move',
    ],
    rows.map((row) => [
      String(row.rate),
      String(row.moves),
      `${row.patchP50.toFixed(1)} / ${row.patchP99.toFixed(1)}`,
      row.p50.toFixed(1),
      row.p99.toFixed(1),
      row.max.toFixed(1),
      latencyOk(row) ? 'PASS' : 'FAIL',
      `${(row.machineBusy * 100).toFixed(0)} %`,
      row.appCpuMsPerMove.toFixed(2),
    ]),
  );
}

function latencyFigures(label: string, rows: readonly LatencyAtRate[]): [string, string][] {
  return rows.map((row) => [
    `PATCH → receiver @${row.rate}/s${label} p50 / p99 ms (< 50 / < 250)`,
    `${row.p50.toFixed(1)} / ${row.p99.toFixed(1)} ${latencyOk(row) ? 'PASS' : 'FAIL'}`,
  ]);
}

/**
 * References, not goals: one BullMQ job per delivery, added in bulk (1,000 at a time, as the
 * relay does) while a worker at the same concurrency runs it, timed from the first add to the
 * last completion. The processor does nothing (the queue's own ceiling) or only signs and
 * POSTs from memory (a queue-based sender with no database at all: the most that any design
 * giving each delivery its own BullMQ job can reach here).
 */
async function bullmqAlone(prefix: string, handle: () => Promise<void>): Promise<number> {
  const producer = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const consumer = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const name = `bench-${randomUUID()}`;
  const queue = new Queue(name, {
    connection: producer,
    prefix,
    defaultJobOptions: { removeOnComplete: true },
  });
  let done = 0;
  let finished!: () => void;
  let failed!: (error: Error) => void;
  const allDone = new Promise<void>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const worker = new Worker(
    name,
    async () => {
      await handle();
      if (++done === DELIVERIES) finished();
    },
    { connection: consumer, prefix, concurrency: CONCURRENCY },
  );
  worker.on('failed', (_job, error) => failed(error));
  await worker.waitUntilReady();
  const started = performance.now();
  for (let i = 0; i < DELIVERIES; i += 1000) {
    await queue.addBulk(
      Array.from({ length: Math.min(1000, DELIVERIES - i) }, (_, j) => ({
        name: 'job',
        data: { deliveryId: `d${i + j}` },
        opts: { jobId: `d${i + j}` },
      })),
    );
  }
  await allDone;
  const seconds = (performance.now() - started) / 1000;
  await worker.close();
  await queue.close();
  producer.disconnect();
  consumer.disconnect();
  return seconds;
}

/** Signs and POSTs one fixed body per call, as the plain loop does. */
function signedPoster(url: string, secret: string) {
  const sender = createWebhookSender({ allowPrivate: true });
  const body = JSON.stringify({ id: 'evt_bench', type: 'timesheet.approved', data: { id: 'tms_bench' } });
  let next = 0;
  return {
    async post(): Promise<void> {
      const id = `evt_${next++}`;
      const headers = signedHeaders([secret], id, Math.floor(Date.now() / 1000), body);
      const result = await sender.send(url, body, { ...headers });
      if (result.statusCode !== 204) throw new Error(`signed POST: ${result.error}`);
    },
    close: () => sender.close(),
  };
}

/**
 * A reference, not a goal: the worker's own database work per delivery (read it, sign, send,
 * record the attempt with the same group commit) in a loop at the same concurrency, without
 * Redis or BullMQ. It shows what the queue itself costs.
 */
async function outboxLoop(deps: ServiceDeps, secretBox: SecretBox): Promise<number> {
  const sender = createWebhookSender({ allowPrivate: true });
  const recorder = createAttemptRecorder(deps);
  const ids = (await deps.repos.webhookDeliveries.unqueued(DELIVERIES)).map(([id]) => id);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const work = (await deps.repos.webhookDeliveries.work(ids[next++]!))!;
        const attemptedAt = Date.now();
        const secret = secretBox.open(work.secretEncrypted);
        const headers = signedHeaders([secret], work.eventId, Math.floor(attemptedAt / 1000), work.payload);
        const result = await sender.send(work.url, work.payload, { ...headers });
        const outcome = await recorder.record(work, result, attemptedAt);
        if (outcome.kind !== 'succeeded') throw new Error(`outbox loop: ${result.error}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sender.close();
  return seconds;
}

/** The same signed POSTs with the same sender and concurrency, straight from memory. */
async function plainLoop(url: string, secret: string): Promise<number> {
  const poster = signedPoster(url, secret);
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < DELIVERIES) await poster.post();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await poster.close();
  return seconds;
}
