import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteKeysWithPrefix } from '../test/helpers/redis-keys.js';
import { compose } from '../web/compose.js';
import { loadConfig } from '../web/config.js';
import { signedHeaders } from '../web/domain/webhooks/standard-webhooks.js';
import { createWebhookSender } from '../web/jobs/webhook-sender.js';
import { createLogger } from '../web/logger.js';
import { addShop } from '../web/services/add-shop.js';
import { recordEvent } from '../web/services/outbox.js';
import { createWebhookEndpoint } from '../web/services/webhook-endpoints.js';
import type { BenchSection } from './section.js';
import { formatTable } from './table.js';

const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 20_000);
const CONCURRENCY = 50;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * 20,000 `timesheet.approved` events written to the outbox, then relayed through BullMQ and
 * delivered, signed, to a receiver in another process; beside a plain loop of the same signed
 * POSTs at the same concurrency with no database and no queue. Goals: ≥ 1,000 deliveries/s and
 * ≥ 0.5× the plain loop.
 */
export const webhookDelivery: BenchSection = {
  name: 'webhooks',
  title: `${DELIVERIES.toLocaleString('en')} webhook deliveries end to end vs. a plain signed-POST loop`,
  async run({ servers, log }) {
    const receiver = await servers.start('receiver', 'bench/webhook-receiver.ts', {});
    const hookUrl = `${receiver.baseUrl}/hook`;
    const dir = mkdtempSync(join(tmpdir(), 'shiftbook-bench-hooks-'));
    const prefix = `bench-${randomUUID()}`;
    const config = loadConfig({
      DATABASE_URL: `file:${join(dir, 'hooks.db')}`,
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      WEBHOOK_ALLOW_PRIVATE: '1',
      WEBHOOK_CONCURRENCY: String(CONCURRENCY),
      LOG_LEVEL: 'warn',
    });
    const composition = compose(config, createLogger(config.LOG_LEVEL));
    const deps = composition.appDeps.v1;
    try {
      const shop = addShop(deps, { domain: 'bench-hooks.myshopify.com', plan: 'pro' });
      const endpoint = createWebhookEndpoint(deps, shop.id, {
        url: hookUrl,
        events: ['timesheet.approved'],
        description: null,
      });
      const data = { id: 'tms_bench', object: 'timesheet', status: 'approved', hours: 40, gross: '730.00' };
      deps.db.transaction(() => {
        for (let i = 0; i < DELIVERIES; i++) recordEvent(deps, shop, 'timesheet.approved', data);
      });
      log(`Outbox holds ${deps.repos.webhookDeliveries.backlog().toLocaleString('en')} pending deliveries.`);

      const queuedStart = performance.now();
      composition.deliveries.start();
      while (deps.repos.webhookDeliveries.backlog() > 0)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const queuedSeconds = (performance.now() - queuedStart) / 1000;
      await composition.deliveries.stop();

      const loopSeconds = await plainLoop(hookUrl, endpoint.secret);
      const received = (await (await fetch(receiver.baseUrl)).json()) as { received: number };

      const queuedRate = DELIVERIES / queuedSeconds;
      const loopRate = DELIVERIES / loopSeconds;
      const ratio = queuedRate / loopRate;
      log(
        formatTable(
          ['path', 'deliveries', 'seconds', 'deliveries/s'],
          [
            ['outbox → BullMQ → worker', String(DELIVERIES), queuedSeconds.toFixed(2), queuedRate.toFixed(0)],
            ['plain signed-POST loop', String(DELIVERIES), loopSeconds.toFixed(2), loopRate.toFixed(0)],
          ],
        ),
      );
      const rateOk = queuedRate >= 1000;
      const ratioOk = ratio >= 0.5;
      log(
        `\nreceiver counted ${received.received.toLocaleString('en')} requests (expected ${(2 * DELIVERIES).toLocaleString('en')})`,
      );
      log(`deliveries/s ≥ 1,000: ${queuedRate.toFixed(0)} ${rateOk ? 'PASS' : 'FAIL'}`);
      log(`ratio to the plain loop ≥ 0.5: ${ratio.toFixed(2)} ${ratioOk ? 'PASS' : 'FAIL'}`);
      return rateOk && ratioOk && received.received === 2 * DELIVERIES;
    } finally {
      await composition.close();
      await deleteKeysWithPrefix(REDIS_URL, prefix);
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/** The same signed POSTs with the same sender and concurrency, straight from memory. */
async function plainLoop(url: string, secret: string): Promise<number> {
  const sender = createWebhookSender({ allowPrivate: true });
  const body = JSON.stringify({ id: 'evt_bench', type: 'timesheet.approved', data: { id: 'tms_bench' } });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < DELIVERIES) {
        const id = `evt_${next++}`;
        const headers = signedHeaders([secret], id, Math.floor(Date.now() / 1000), body);
        const result = await sender.send(url, body, { ...headers });
        if (result.statusCode !== 204) throw new Error(`plain loop: ${result.error}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await sender.close();
  return seconds;
}
