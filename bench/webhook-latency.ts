import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { deleteKeysWithPrefix } from '../test/helpers/redis-keys.js';
import type { NewShiftRow } from '../web/db/repositories/shifts-repository.js';
import { newId } from '../web/domain/ids.js';
import { addShop } from '../web/services/shops/add-shop.js';
import { createApiToken } from '../web/services/tokens/create-api-token.js';
import { createWebhookEndpoint } from '../web/services/webhooks/webhook-endpoints.js';
import { benchPgUrl, dropDatabase } from './bulk-load.js';
import { cpuProfileEnv } from './child-servers.js';
import { machineBusySince, processCpuMs } from './machine-cpu.js';
import type { BenchContext } from './section.js';
import { withAppDeps } from './seed-deps.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Seconds of PATCHes at each rate. */
const SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const STAFF = 50;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface LatencyAtRate {
  rate: number;
  moves: number;
  /** From the PATCH's answer read by the client to the webhook's arrival at the receiver (ms). */
  p50: number;
  p99: number;
  max: number;
  /** How long the PATCHes themselves took to answer (ms): a saturated app shows here first. */
  patchP50: number;
  patchP99: number;
  /**
   * What the figures depend on: the share of every core busy from the first PATCH to the last
   * arrival (the app, PostgreSQL, Redis, this process and all else), and the app's CPU per move
   * (its worker process's too, when apart). A machine near full shows in the tail first.
   */
  machineBusy: number;
  appCpuMsPerMove: number;
}

/**
 * SPEC §7's promise seen from outside: `PATCH /v1/shifts/{id}` moves a shift on the app running
 * as `npm start` runs it (a child process with its relay and worker), at a steady rate for
 * SECONDS seconds each, and a receiver in this process notes when each `shift.moved` arrives.
 * The latency is the arrival minus the moment the PATCH's answer was read, both on this
 * process's clock; each PATCH moves a shift of its own, so the receiver matches them by id.
 * PATCHes go out on schedule whether or not earlier ones have answered (an open loop).
 *
 * `separateWorker`: the app runs with WEBHOOK_WORKER_DISABLED=1 (HTTP and the relay) and a
 * `npm run worker` process beside it sends, as a host gives deliveries a process of their own.
 */
export async function webhookLatency(
  { servers, db }: BenchContext,
  rates: readonly number[],
  options: { separateWorker?: boolean } = {},
): Promise<LatencyAtRate[]> {
  const arrived = new Map<string, number>();
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.now();
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: string } };
      if (!arrived.has(data.id)) arrived.set(data.id, at);
      res.writeHead(204).end();
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-latency-'));
  const databaseUrl =
    db === 'postgres' ? benchPgUrl('webhook_latency', 1) : `file:${join(dir, 'latency.db')}`;
  if (db === 'postgres') await dropDatabase(databaseUrl);
  const prefix = `bench-latency-${randomUUID()}`;
  const env = {
    DATABASE_URL: databaseUrl,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    WEBHOOK_ALLOW_PRIVATE: '1',
  };
  const moves = Math.ceil(
    WARM_UP_SECONDS * (rates[0] ?? 50) + rates.reduce((sum, r) => sum + r * SECONDS, 0),
  );
  const agent = new Agent({ connections: 64, keepAliveTimeout: 60_000 });
  try {
    const { token, shiftIds } = await seed(env, hookUrl, moves);
    const app = await servers.start('latency-app', 'web/server.ts', {
      ...env,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: '1',
      ...(options.separateWorker ? { WEBHOOK_WORKER_DISABLED: '1' } : {}),
      ...cpuProfileEnv(),
    });
    const worker = options.separateWorker
      ? await servers.startQuiet(
          'latency-worker',
          'web/worker.ts',
          { ...env, LOG_LEVEL: 'info' },
          /Shiftbook worker is running/,
        )
      : undefined;
    let next = 0;
    const run = async (rate: number, seconds: number) => {
      const answered = new Map<string, number>();
      const took: number[] = [];
      const count = Math.round(rate * seconds);
      const ids = shiftIds.slice(next, next + count);
      next += count;
      const appPids = worker ? [app.pid, worker.pid] : [app.pid];
      const appCpu = () => appPids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
      const machineBusy = machineBusySince();
      const appBefore = appCpu();
      const started = performance.now();
      const sends: Promise<void>[] = [];
      for (let i = 0; i < ids.length; i++) {
        const due = started + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const id = ids[i]!;
        const sent = performance.now();
        sends.push(
          move(app.baseUrl, token, id, agent).then(() => {
            answered.set(id, performance.now());
            took.push(performance.now() - sent);
          }),
        );
      }
      await Promise.all(sends);
      const deadline = performance.now() + 60_000;
      while (ids.some((id) => !arrived.has(id))) {
        if (performance.now() > deadline) throw new Error(`at ${rate}/s some shift.moved never arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const busyShare = machineBusy();
      const appCpuMsPerMove = (appCpu() - appBefore) / ids.length;
      const latencies = ids.map((id) => arrived.get(id)! - answered.get(id)!).sort((a, b) => a - b);
      took.sort((a, b) => a - b);
      const at = (sorted: number[], q: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
      return {
        rate,
        moves: ids.length,
        p50: at(latencies, 0.5),
        p99: at(latencies, 0.99),
        max: latencies.at(-1)!,
        patchP50: at(took, 0.5),
        patchP99: at(took, 0.99),
        machineBusy: busyShare,
        appCpuMsPerMove,
      };
    };
    await run(rates[0] ?? 50, WARM_UP_SECONDS);
    const results: LatencyAtRate[] = [];
    for (const rate of rates) results.push(await run(rate, SECONDS));
    await app.stop();
    await worker?.stop();
    return results;
  } finally {
    await agent.close();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
    await deleteKeysWithPrefix(REDIS_URL, prefix);
    if (db === 'postgres') await dropDatabase(databaseUrl).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves a shift an hour later; throws unless it answers 200. */
async function move(baseUrl: string, token: string, id: string, dispatcher: Agent): Promise<void> {
  const res = await request(`${baseUrl}/v1/shifts/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ starts_at: new Date(shiftStart(id) + HOUR_MS).toISOString() }),
    dispatcher,
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`PATCH answered ${res.statusCode}: ${text}`);
}

const starts = new Map<string, number>();
const shiftStart = (id: string) => starts.get(id)!;

/** A pro shop, 50 staff with one 8-hour shift a day each, a `write_shifts` token, one endpoint. */
async function seed(env: Record<string, string>, hookUrl: string, shifts: number) {
  return withAppDeps(env, async (deps) => {
    const shop = await addShop(deps, { domain: 'bench-latency.myshopify.com', plan: 'pro' });
    const now = Date.now();
    const first = Date.parse('2027-01-04T09:00:00Z');
    const shiftIds: string[] = [];
    await deps.db.transaction(async () => {
      const staffIds: string[] = [];
      for (let s = 0; s < STAFF; s++) {
        const staff = await deps.repos.staff.insert({
          id: newId('stf', now),
          shopId: shop.id,
          handle: `staff-${s}`,
          name: `Staff ${s}`,
          createdAt: now,
          updatedAt: now,
        });
        staffIds.push(staff.id);
      }
      const rows: NewShiftRow[] = [];
      for (let i = 0; i < shifts; i++) {
        const startsAt = first + Math.floor(i / STAFF) * DAY_MS;
        const id = newId('shf', now);
        starts.set(id, startsAt);
        shiftIds.push(id);
        rows.push({
          id,
          shopId: shop.id,
          staffId: staffIds[i % STAFF]!,
          startsAt,
          endsAt: startsAt + 8 * HOUR_MS,
          breakMinutes: 30,
          location: 'Main St',
          role: 'Cashier',
          createdAt: now,
          updatedAt: now,
        });
      }
      for (let i = 0; i < rows.length; i += 1000) await deps.repos.shifts.insertMany(rows.slice(i, i + 1000));
    });
    await createWebhookEndpoint(deps, shop.id, { url: hookUrl, events: ['shift.moved'], description: null });
    const { token } = await createApiToken(
      deps,
      shop.id,
      { name: 'bench', scopes: ['write_shifts'], expiresAt: null },
      'cli',
    );
    return { token, shiftIds };
  });
}
