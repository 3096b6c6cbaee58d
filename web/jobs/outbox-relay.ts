import type { Queue } from 'bullmq';
import type { OutboxName } from '../db/outbox-signal.js';
import { MAX_ATTEMPTS } from '../domain/webhooks/retry-schedule.js';
import type { Logger } from '../logger.js';
import type { ServiceDeps } from '../services/deps.js';
import type { DeliveryJobData } from './delivery-queue.js';
import type { RenewableQueue } from './outbox-connections.js';

/** A queueable row: its id, when it is due (ms) and the attempts it had. */
type Queueable = [id: string, nextAttemptAt: number | null, attempts: number];

/** The table an outbox relay moves to its queue: webhook deliveries, or emails (SPEC §16). */
export interface OutboxStore {
  claimUnqueued(limit: number, now: number): Promise<Queueable[]>;
  releaseClaim(ids: readonly string[], claimedAt: number): Promise<void>;
  overdue(before: number, limit: number): Promise<Queueable[]>;
  statusOf(id: string): Promise<string | undefined>;
  markEnqueued(ids: readonly string[], now: number): Promise<void>;
}

/** What differs between the outboxes a relay can move. */
export interface OutboxKind {
  /** Which commits wake the relay (`Database.onOutbox`). */
  outbox: OutboxName;
  store: OutboxStore;
  /** The status of a row still to send (`pending` for deliveries, `queued` for emails). */
  pendingStatus: string;
  maxAttempts: number;
  jobName: string;
  jobData(id: string): object;
  /** What the log calls the rows: `webhook deliveries`, `emails`. */
  what: string;
}

export interface OutboxRelayOptions {
  deps: ServiceDeps;
  queue: RenewableQueue;
  /** The outbox to move; default the webhook deliveries. */
  kind?: OutboxKind;
  logger: Logger;
  /**
   * How often the relay looks for pending deliveries without being woken (ms), default 1000.
   * Commits that write deliveries wake it at once (`Database.onOutbox`); the poll is the safety
   * net for what no signal announced: a lost notification, another process on a SQLite file,
   * a claim given back while Redis was away.
   */
  intervalMs?: number | undefined;
  /** How often overdue deliveries are checked against the queue (ms), default 10000. */
  reconcileEveryMs?: number | undefined;
  /** A queued delivery this late (ms) may have lost its job with Redis, default 20000. */
  overdueAfterMs?: number | undefined;
  /** Deliveries moved per pass, default 1000. */
  batchSize?: number;
  /**
   * Whether the queue's Redis connection can take commands now (awaited before each pass). A
   * pass while it cannot claims nothing: claiming rows only to give them back would write to
   * the database for nothing, and a process killed in between would leave them to the
   * reconciler. Default: always ready.
   */
  redisReady?: () => Promise<boolean>;
}

export interface OutboxRelay {
  /** One pass: hand never-queued deliveries to the queue. Returns how many went. */
  relay(): Promise<number>;
  /** One pass: re-queue overdue deliveries whose job is gone. Returns how many. */
  reconcile(): Promise<number>;
  /**
   * Asks for a relay pass soon. Wake-ups coalesce: while a pass is waiting to run, more
   * wake-ups add nothing, so a burst of commits costs a pass or two, not one each.
   */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

function jobOptions(
  id: string,
  nextAttemptAt: number | null,
  attemptsMade: number,
  now: number,
  maxAttempts: number,
) {
  return {
    jobId: id,
    delay: Math.max(0, (nextAttemptAt ?? now) - now),
    attempts: Math.max(1, maxAttempts - attemptsMade),
  };
}

/**
 * A delivery attempted before and claimed again was retried by hand (or given back by a relay
 * while Redis was away). Its job may still wait in the queue, delayed until the next attempt
 * of its schedule, and BullMQ ignores an add under a live job's id: such a job is promoted to
 * run now, so the retry goes out at once rather than when the schedule said.
 */
// biome-ignore lint/suspicious/noExplicitAny: either outbox's queue.
async function promoteRetried(queue: Queue<any>, ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const job = await queue.getJob(id);
    if (!job || !(await job.isDelayed())) continue;
    // Its delay may end between the two calls: then it runs now anyway.
    await job.promote().catch(async (error: unknown) => {
      if (await job.isDelayed()) throw error;
    });
  }
}

/**
 * Moves deliveries from the database (the source of truth) to BullMQ. Any number of relays
 * (one per `npm start` or `npm run worker`) share one database: each pass claims its rows in
 * the database (marked enqueued in the statement that picks them, `FOR UPDATE SKIP LOCKED` on
 * PostgreSQL), so each delivery is enqueued once in normal running. Job ids are delivery ids,
 * so a second add of a live job is harmless. While Redis is away every pass fails, gives its
 * claim back and is tried again; a claim lost with a crash between the claim and Redis is
 * re-queued by the reconciler once overdue (at least once under faults). No transaction is
 * open while Redis is asked: the claim and its release are statements of their own.
 *
 * A pass runs when a commit that wrote deliveries is announced (decision 0038: in-process on
 * SQLite, LISTEN/NOTIFY across instances on PostgreSQL) and on a slow poll that catches what no
 * announcement reached. At most one pass runs and at most one waits behind it.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { deps, logger } = options;
  const kind: OutboxKind = options.kind ?? {
    outbox: 'webhooks',
    store: deps.repos.webhookDeliveries,
    pendingStatus: 'pending',
    maxAttempts: MAX_ATTEMPTS,
    jobName: 'deliver',
    jobData: (id): DeliveryJobData => ({ deliveryId: id }),
    what: 'webhook deliveries',
  };
  const { store } = kind;
  const batchSize = options.batchSize ?? 1000;
  let redisDown = false;
  let timers: NodeJS.Timeout[] = [];
  let running: Promise<unknown> = Promise.resolve();
  /** A relay pass is chained behind `running` and has not begun. */
  let relayWaiting = false;
  let stopListening: (() => void) | undefined;

  const noteFailure = (error: unknown) => {
    if (!redisDown) {
      logger.warn(`Redis is unreachable: ${kind.what} wait in the outbox until it is back`, {
        error: error instanceof Error ? error.message : String(error),
      });
      redisDown = true;
    }
  };
  const noteSuccess = () => {
    if (redisDown) logger.info(`Redis is back: relaying waiting ${kind.what}`);
    redisDown = false;
  };

  const relay = async () => {
    if (options.redisReady && !(await options.redisReady())) throw new Error('Redis is not connected');
    const queue = await options.queue.ready();
    let moved = 0;
    for (;;) {
      const now = deps.now();
      // Claimed: marked enqueued as they are picked, so another relay never gets them too.
      const rows = await store.claimUnqueued(batchSize, now);
      if (rows.length === 0) return moved;
      try {
        await promoteRetried(
          queue,
          rows.filter(([, , attemptsMade]) => attemptsMade > 0).map(([id]) => id),
        );
        await queue.addBulk(
          rows.map(([id, nextAttemptAt, attemptsMade]) => ({
            name: kind.jobName,
            data: kind.jobData(id),
            opts: jobOptions(id, nextAttemptAt, attemptsMade, now, kind.maxAttempts),
          })),
        );
      } catch (error) {
        // Redis did not take them: give them back for the next pass. Should that fail too,
        // the reconciler re-queues them once they are overdue.
        await store
          .releaseClaim(
            rows.map(([id]) => id),
            now,
          )
          .catch(() => {});
        throw error;
      }
      moved += rows.length;
      if (rows.length < batchSize) return moved;
    }
  };

  const reconcile = async () => {
    const now = deps.now();
    const overdue = await store.overdue(now - (options.overdueAfterMs ?? 20_000), batchSize);
    if (overdue.length === 0) return 0;
    const queue = await options.queue.ready();
    let requeued = 0;
    for (const [id, nextAttemptAt, attemptsMade] of overdue) {
      const job = await queue.getJob(id);
      const state = job ? await job.getState() : 'missing';
      if (
        state === 'waiting' ||
        state === 'delayed' ||
        state === 'active' ||
        state === 'prioritized' ||
        state === 'waiting-children'
      )
        continue;
      // The worker may have settled it since the list was read: only a delivery still pending is re-sent.
      if ((await store.statusOf(id)) !== kind.pendingStatus) continue;
      if (job) await job.remove().catch(() => {});
      await queue.add(
        kind.jobName,
        kind.jobData(id),
        jobOptions(id, nextAttemptAt, attemptsMade, now, kind.maxAttempts),
      );
      await store.markEnqueued([id], now);
      requeued++;
    }
    if (requeued > 0) logger.warn(`Re-queued ${kind.what} whose jobs had vanished`, { count: requeued });
    return requeued;
  };

  /**
   * A reconcile pass behind the running one (passes never overlap). Only relay passes, which
   * always ask Redis, say it is back: a reconcile with nothing overdue asks Redis nothing.
   */
  const scheduleReconcile = () => {
    running = running.then(reconcile).then(() => {}, noteFailure);
  };
  /**
   * A relay pass behind the running one, unless one already waits: a pass that has not begun
   * will see every row committed before it begins, so one waiting pass serves every wake-up.
   */
  const wake = () => {
    if (relayWaiting) return;
    relayWaiting = true;
    running = running
      .then(() => {
        relayWaiting = false;
        return relay();
      })
      .then(noteSuccess, noteFailure);
  };

  return {
    relay,
    reconcile,
    wake,
    start() {
      timers = [
        setInterval(wake, options.intervalMs ?? 1000),
        setInterval(scheduleReconcile, options.reconcileEveryMs ?? 10_000),
      ];
      // While Redis is away every pass fails and gives its claim back: commits do not make it
      // retry faster than the poll does.
      stopListening = deps.db.onOutbox(kind.outbox, () => {
        if (!redisDown) wake();
      });
      wake();
    },
    async stop() {
      stopListening?.();
      stopListening = undefined;
      for (const timer of timers) clearInterval(timer);
      timers = [];
      await running;
    },
  };
}
