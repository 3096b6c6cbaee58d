import type { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * The producer connection of an outbox's relay. It fails fast, so a relay pass errors at once
 * while Redis is away and gives its claim back. Errors are the relay's to report.
 */
export function outboxProducer(url: string): Redis {
  const producer = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
  producer.on('error', () => {});
  return producer;
}

/**
 * How an outbox worker connects: options, not a client, so BullMQ makes its two connections
 * (one blocks waiting for jobs) and starts connecting them at once. A client of ours made
 * with `lazyConnect` would be connected by BullMQ's start, whose connect call fails for good
 * if Redis goes away during it: the worker would then never ask for a job again. Patient, as
 * BullMQ requires of a worker: a command waits for Redis to come back.
 */
export function workerConnection(url: string): { url: string; maxRetriesPerRequest: null } {
  return { url, maxRetriesPerRequest: null };
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

/** A BullMQ queue the relay can count on to recover from a Redis outage at any moment. */
export interface RenewableQueue {
  /** The queue, once its connection is ready; rejects (and makes a new queue) if it never will be. */
  // biome-ignore lint/suspicious/noExplicitAny: either outbox's queue.
  ready(): Promise<Queue<any>>;
  close(): Promise<void>;
}

/**
 * BullMQ starts a queue's connection once, when the queue is made: it connects (or waits for
 * the connection to be ready), then asks Redis for its version. Should Redis go away during
 * that start, the queue rejects every later call, for good, even once Redis is back, and its
 * outbox would wait forever. Such a queue is made again (on the same producer connection)
 * the next time a relay pass asks for it.
 */
// biome-ignore lint/suspicious/noExplicitAny: either outbox's queue.
export function renewableQueue(make: () => Queue<any>): RenewableQueue {
  const made = () => {
    const queue = make();
    queue.on('error', () => {});
    return queue;
  };
  let queue = made();
  return {
    async ready() {
      try {
        await queue.waitUntilReady();
        return queue;
      } catch (error) {
        const broken = queue;
        queue = made();
        broken.close().catch(() => {});
        throw error;
      }
    },
    close: () => queue.close().catch(() => {}),
  };
}
