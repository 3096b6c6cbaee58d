import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import { nextRetryDelay } from '../domain/webhooks/retry-schedule.js';
import { signedHeaders } from '../domain/webhooks/standard-webhooks.js';
import type { Logger } from '../logger.js';
import { createOpenedSecrets } from '../security/opened-secrets.js';
import type { SecretBox } from '../security/secret-box.js';
import type { ServiceDeps } from '../services/deps.js';
import { failUndeliverable } from '../services/webhooks/record-delivery-attempt.js';
import { createAttemptRecorder } from './attempt-recorder.js';
import { DELIVERY_QUEUE_NAME, type DeliveryJobData } from './delivery-queue.js';
import { WORKER_RETRY_AFTER_REDIS_MS } from './outbox-connections.js';
import { createTurnBatch } from './turn-batch.js';
import type { WebhookSender } from './webhook-sender.js';

/** Carries the database's schedule into BullMQ's custom backoff. */
class RetryLater extends Error {
  constructor(readonly delayMs: number) {
    super(`retry in ${delayMs} ms`);
  }
}

/**
 * How long a job waits for others to share the read of its work (ms). BullMQ starts a
 * worker's jobs one at a time, so the jobs of one turn were about 12; waiting 1 ms made the
 * reads about 20 jobs each and the worker about 8 % faster on PostgreSQL (bench/README.md,
 * webhooks), for at most 1 ms more before a POST.
 */
const READ_WINDOW_MS = 1;

export interface DeliveryWorkerOptions {
  deps: ServiceDeps;
  secretBox: SecretBox;
  sender: WebhookSender;
  /** How BullMQ connects the worker (`workerConnection`). */
  connection: ConnectionOptions;
  prefix: string;
  logger: Logger;
  /** Deliveries in flight at once, default 50. */
  concurrency?: number;
  /** Multiplies the retry schedule; only tests set it below 1. */
  retryDelayScale?: number | undefined;
}

/** The secrets that sign now: the current one, and a rotated-out one during its 24 h overlap. */
function signingSecrets(
  open: (sealed: string) => string,
  work: {
    secretEncrypted: string;
    previousSecretEncrypted: string | null;
    previousSecretExpiresAt: number | null;
  },
  now: number,
) {
  const secrets = [open(work.secretEncrypted)];
  if (work.previousSecretEncrypted && (work.previousSecretExpiresAt ?? 0) > now) {
    secrets.push(open(work.previousSecretEncrypted));
  }
  return secrets;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): Worker<DeliveryJobData> {
  const { deps, secretBox, sender, logger } = options;
  const concurrency = options.concurrency ?? 50;
  const recorder = createAttemptRecorder(deps, {
    delayScale: options.retryDelayScale,
    maxBatch: concurrency,
  });
  const openSecret = createOpenedSecrets(secretBox);
  // The jobs started within READ_WINDOW_MS read their work together, outside any transaction.
  const readWork = createTurnBatch((ids: string[]) => deps.repos.webhookDeliveries.workMany(ids), {
    waitMs: READ_WINDOW_MS,
    maxItems: concurrency,
  });

  const deliver = async (job: Job<DeliveryJobData>) => {
    const work = await readWork(job.data.deliveryId);
    if (work?.status !== 'pending') return 'settled';
    if (!work.enabled) {
      await failUndeliverable(deps, work.id);
      return 'endpoint disabled';
    }
    const attemptedAt = deps.now();
    // `webhook-timestamp` is the time of sending, so a late retry still verifies.
    const headers = signedHeaders(
      signingSecrets(openSecret, work, attemptedAt),
      work.eventId,
      Math.floor(attemptedAt / 1000),
      work.payload,
    );
    const result = await sender.send(work.url, work.payload, { ...headers });
    const outcome = await recorder.record(work, result, attemptedAt);
    if (outcome.kind === 'succeeded') return 'delivered';
    if (outcome.kind === 'failed') throw new UnrecoverableError(outcome.reason);
    throw new RetryLater(outcome.delayMs);
  };

  const worker = new Worker<DeliveryJobData>(DELIVERY_QUEUE_NAME, deliver, {
    connection: options.connection,
    prefix: options.prefix,
    runRetryDelay: WORKER_RETRY_AFTER_REDIS_MS,
    concurrency,
    settings: {
      backoffStrategy: (attemptsMade, _type, error) =>
        error instanceof RetryLater ? error.delayMs : (nextRetryDelay(attemptsMade, Math.random()) ?? -1),
    },
  });
  worker.on('error', (error) => logger.warn('delivery worker: Redis error', { error: error.message }));
  worker.on('failed', (job, error) => {
    if (!(error instanceof RetryLater) && !(error instanceof UnrecoverableError)) {
      logger.error('delivery worker: unexpected failure', {
        delivery: job?.data.deliveryId,
        error: error.message,
      });
    }
  });
  return worker;
}
