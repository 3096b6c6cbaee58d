import type { Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * The two Redis connections of an outbox's relay and worker (webhooks, emails). The producer
 * fails fast, so a relay pass errors at once while Redis is away and gives its claim back; the
 * worker's is patient, as BullMQ requires. Errors are the relay's and worker's to report.
 */
export function outboxRedis(url: string): { producer: Redis; consumer: Redis } {
  const producer = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  const consumer = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  for (const client of [producer, consumer]) client.on('error', () => {});
  return { producer, consumer };
}

/**
 * Lets a worker finish its jobs in flight for up to `graceMs`, then stops it: `close()` waits
 * for active jobs but can hang while Redis is unreachable.
 */
export async function closeWorkerWithin(worker: Worker | undefined, graceMs: number): Promise<void> {
  if (!worker) return;
  const timedOut = await Promise.race([
    worker.close().then(() => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, graceMs, true).unref()),
  ]);
  if (timedOut) await worker.close(true).catch(() => {});
}

/**
 * How long a worker waits after Redis failed it before asking for jobs again (BullMQ's
 * `runRetryDelay`, 15 s by default). After a Redis restart, a worker whose wait for a job had
 * failed would otherwise sit out 15 s while its jobs waited, and an email is due at SMTP within
 * 15 s of its cause (SPEC §16).
 */
export const WORKER_RETRY_AFTER_REDIS_MS = 1_000;
