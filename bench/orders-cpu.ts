import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../web/logger.js';
import { receiveShopifyWebhook } from '../web/services/shops/receive-shopify-webhook.js';
import { type BenchDb, benchPgUrl, dropDatabase } from './bulk-load.js';
import { profiled } from './in-process-profile.js';
import { orderBody, SHOP, seedShop } from './orders-webhooks.js';
import { withAppDeps } from './seed-deps.js';

/**
 * What a new order costs the app's process, without HTTP: `tsx bench/orders-cpu.ts
 * [sqlite|postgres]` seeds the `orders` section's shop (five linked staff, 20 rules), records
 * warm-up orders, then `ORDERS` `orders/paid` deliveries one at a time through the webhook
 * service (receipt, order, commissions in one transaction) and reports the process's CPU and
 * the wall time per order. CPU time counts this process only, so it holds under other load;
 * on PostgreSQL the server's work is not in it. `BENCH_CPU_PROF=<dir>` profiles the measured
 * orders.
 */
const db = (process.argv[2] ?? 'sqlite') as BenchDb;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const WARM_UP = 1000;

/**
 * Wraps every repository method so that the CPU this process spends from its call until its
 * answer is counted per method: one order at a time, nothing else runs in between, so each
 * figure is that stage's statement building, driver work and row mapping.
 */
function timeRepositories(repos: Record<string, Record<string, unknown>>) {
  const stages = new Map<string, { calls: number; cpu: number }>();
  for (const [repoName, repo] of Object.entries(repos))
    for (const [name, method] of Object.entries(repo)) {
      if (typeof method !== 'function') continue;
      repo[name] = async function (this: unknown, ...args: unknown[]) {
        const start = process.cpuUsage();
        try {
          return await (method as (...a: unknown[]) => Promise<unknown>).apply(this, args);
        } finally {
          const used = process.cpuUsage(start);
          const key = `${repoName}.${name}`;
          const stage = stages.get(key) ?? { calls: 0, cpu: 0 };
          stage.calls++;
          stage.cpu += used.user + used.system;
          stages.set(key, stage);
        }
      };
    }
  return stages;
}

const dir = mkdtempSync(join(tmpdir(), 'shiftbook-orders-cpu-'));
const databaseUrl = db === 'postgres' ? benchPgUrl('orders_cpu', 1) : `file:${join(dir, 'orders.db')}`;
if (db === 'postgres') await dropDatabase(databaseUrl);
const env = {
  DATABASE_URL: databaseUrl,
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SHOPIFY_API_KEY: 'bench-orders-key',
  SHOPIFY_API_SECRET: 'bench-orders-secret',
  SHOPIFY_APP_URL: 'https://shiftbook.bench',
};
const logger = createLogger('silent');
try {
  await withAppDeps(env, async (deps) => {
    await seedShop(deps);
    const stages = timeRepositories(deps.repos as unknown as Record<string, Record<string, unknown>>);
    const deliver = (id: string, rawBody: string) =>
      receiveShopifyWebhook(deps, logger, { webhookId: id, topic: 'ORDERS_PAID', shopDomain: SHOP, rawBody });
    for (let i = 0; i < WARM_UP; i++)
      await deliver(`warm-${i}`, orderBody(i, '2027-02-02', 8_000_000_000_000));
    const bodies = Array.from({ length: ORDERS }, (_, i) => orderBody(i));
    const load = loadavg()[0]!;
    stages.clear();
    const cpu = process.cpuUsage();
    const started = performance.now();
    await profiled(`orders-cpu-${db}`, async () => {
      for (let i = 0; i < ORDERS; i++) await deliver(`wh-${i}`, bodies[i]!);
    });
    const wallMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const perOrder = (us: number) => (us / ORDERS).toFixed(0);
    process.stdout.write(
      `${db}: ${ORDERS} new orders one at a time (load average ${load.toFixed(2)} at the start): ` +
        `CPU ${perOrder(used.user + used.system)} µs/order (user ${perOrder(used.user)}, system ${perOrder(used.system)}), ` +
        `wall ${((wallMs * 1000) / ORDERS).toFixed(0)} µs/order\n`,
    );
    const rows = [...stages].sort((a, b) => b[1].cpu - a[1].cpu);
    for (const [name, { calls, cpu: us }] of rows)
      process.stdout.write(
        `  ${name.padEnd(48)} ${(calls / ORDERS).toFixed(1).padStart(5)} calls/order ${perOrder(us).padStart(6)} µs/order\n`,
      );
    const inRepos = rows.reduce((sum, [, { cpu: us }]) => sum + us, 0);
    process.stdout.write(
      `  ${'everything else (HTTP-less service code)'.padEnd(48)} ${''.padStart(17)} ${perOrder(used.user + used.system - inRepos).padStart(6)} µs/order\n`,
    );
  });
} finally {
  if (db === 'postgres') await dropDatabase(databaseUrl);
  rmSync(dir, { recursive: true, force: true });
}
