import type { Logger } from '../logger.js';
import type { SecretBox } from '../security/secret-box.js';
import type { ServiceDeps } from '../services/deps.js';
import { createDeliveryQueue } from './delivery-queue.js';
import { createDeliveryWorker } from './delivery-worker.js';
import { closeWorkerWithin, outboxProducer, renewableQueue, workerConnection } from './outbox-connections.js';
import { createOutboxRelay, type OutboxRelay } from './outbox-relay.js';
import { redisReadyCheck } from './redis-ready.js';
import { createWebhookSender } from './webhook-sender.js';

export interface DeliverySystemOptions {
  deps: ServiceDeps;
  secretBox: SecretBox;
  redisUrl: string;
  prefix: string;
  allowPrivate: boolean;
  concurrency: number;
  logger: Logger;
  tuning?: DeliveryTuning;
}

/** Timings tests compress; production uses the defaults. */
export interface DeliveryTuning {
  retryDelayScale?: number;
  /** The relay's poll (ms), default 1000; tests make it long to show that commits wake it. */
  relayIntervalMs?: number;
  reconcileEveryMs?: number;
  overdueAfterMs?: number;
}

export interface DeliverySystem {
  relay: OutboxRelay;
  /** Starts the relay and, unless `worker` is false, the worker that sends. */
  start(options?: { worker?: boolean }): void;
  /** Stops taking work, lets in-flight deliveries finish for up to `graceMs`, then closes. */
  stop(graceMs?: number): Promise<void>;
}

/** The relay and the worker: what `npm start` runs beside HTTP and `npm run worker` runs alone. */
export function createDeliverySystem(options: DeliverySystemOptions): DeliverySystem {
  const { logger } = options;
  const producer = outboxProducer(options.redisUrl);

  const queue = renewableQueue(() => createDeliveryQueue(producer, options.prefix));
  const sender = createWebhookSender({ allowPrivate: options.allowPrivate });
  const redisReady = redisReadyCheck(producer);
  const relay = createOutboxRelay({
    deps: options.deps,
    queue,
    logger,
    intervalMs: options.tuning?.relayIntervalMs,
    redisReady,
    reconcileEveryMs: options.tuning?.reconcileEveryMs,
    overdueAfterMs: options.tuning?.overdueAfterMs,
  });
  let worker: ReturnType<typeof createDeliveryWorker> | undefined;

  return {
    relay,
    start({ worker: sends = true } = {}) {
      producer.connect().catch(() => {});
      if (sends)
        worker = createDeliveryWorker({
          deps: options.deps,
          secretBox: options.secretBox,
          sender,
          connection: workerConnection(options.redisUrl),
          prefix: options.prefix,
          logger,
          concurrency: options.concurrency,
          retryDelayScale: options.tuning?.retryDelayScale,
        });
      relay.start();
    },
    async stop(graceMs = 10_000) {
      await relay.stop();
      await closeWorkerWithin(worker, graceMs);
      await queue.close();
      await sender.close().catch(() => {});
      producer.disconnect();
    },
  };
}
