import { EMAIL_MAX_ATTEMPTS } from '../../domain/email/email-retry.js';
import type { Logger } from '../../logger.js';
import type { StaffAppDeps } from '../../services/deps.js';
import { createNotificationScanner, type NotificationScanner } from '../notification-scanner.js';
import {
  closeWorkerWithin,
  outboxProducer,
  renewableQueue,
  workerConnection,
} from '../outbox-connections.js';
import { createOutboxRelay, type OutboxRelay } from '../outbox-relay.js';
import { redisReadyCheck } from '../redis-ready.js';
import { createEmailQueue, type EmailJobData } from './email-queue.js';
import { createEmailWorker } from './email-worker.js';
import { createMailer } from './mailer.js';

export interface EmailSystemOptions {
  deps: StaffAppDeps;
  /** SMTP_URL. */
  smtpUrl: string;
  redisUrl: string;
  prefix: string;
  logger: Logger;
  tuning?: EmailTuning | undefined;
}

/** Timings tests compress; production uses the defaults. */
export interface EmailTuning {
  retryDelayScale?: number;
  relayIntervalMs?: number;
  reconcileEveryMs?: number;
  overdueAfterMs?: number;
  /** SMTP connection, greeting and reply timeout (ms), default 30000. */
  smtpTimeoutMs?: number;
  /** How often the due-time scanner runs (ms), default 10000. */
  scanIntervalMs?: number;
}

export interface EmailSystem {
  relay: OutboxRelay;
  /** Due reminders, gathered schedule changes and overdue entries (SPEC §16, decision 56). */
  scanner: NotificationScanner;
  start(options?: { worker?: boolean }): void;
  stop(graceMs?: number): Promise<void>;
}

/**
 * The email channel's relay and worker (SPEC §16), built like the webhooks' (decision 8): the
 * `notifications` table is the outbox, the relay (woken by the same commit signal) moves rows
 * to their BullMQ queue, and the worker hands each to SMTP through a pooled nodemailer transport.
 */
export function createEmailSystem(options: EmailSystemOptions): EmailSystem {
  const { deps, logger } = options;
  const producer = outboxProducer(options.redisUrl);
  const queue = renewableQueue(() => createEmailQueue(producer, options.prefix));
  const mailer = createMailer({ url: options.smtpUrl, timeoutMs: options.tuning?.smtpTimeoutMs });
  const relay = createOutboxRelay({
    deps,
    queue,
    logger,
    kind: {
      outbox: 'emails',
      store: deps.repos.notifications,
      pendingStatus: 'queued',
      maxAttempts: EMAIL_MAX_ATTEMPTS,
      jobName: 'send',
      jobData: (id): EmailJobData => ({ notificationId: id }),
      what: 'emails',
    },
    intervalMs: options.tuning?.relayIntervalMs,
    reconcileEveryMs: options.tuning?.reconcileEveryMs,
    overdueAfterMs: options.tuning?.overdueAfterMs,
    redisReady: redisReadyCheck(producer),
  });
  const scanner = createNotificationScanner({ deps, logger, intervalMs: options.tuning?.scanIntervalMs });
  let worker: ReturnType<typeof createEmailWorker> | undefined;
  return {
    relay,
    scanner,
    start({ worker: sends = true } = {}) {
      producer.connect().catch(() => {});
      if (sends)
        worker = createEmailWorker({
          deps,
          mailer,
          connection: workerConnection(options.redisUrl),
          prefix: options.prefix,
          logger,
          retryDelayScale: options.tuning?.retryDelayScale,
        });
      relay.start();
      scanner.start();
    },
    async stop(graceMs = 10_000) {
      await scanner.stop();
      await relay.stop();
      await closeWorkerWithin(worker, graceMs);
      await queue.close();
      mailer.close();
      producer.disconnect();
    },
  };
}
