import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import type {
  NotificationSettlement,
  NotificationWork,
} from '../../db/repositories/notifications-repository.js';
import { emailDomain } from '../../domain/email/email-address.js';
import { afterFailedAttempt } from '../../domain/email/email-retry.js';
import type { Logger } from '../../logger.js';
import type { StaffAppDeps } from '../../services/deps.js';
import {
  EmailPayload,
  isStaffPreferenceKind,
  renderEmail,
} from '../../services/notifications/templates/index.js';
import { unsubscribeUrl } from '../../services/notifications/unsubscribe-token.js';
import { managerEmailsOf } from '../../services/views/shop-view.js';
import { WORKER_RETRY_AFTER_REDIS_MS } from '../outbox-connections.js';
import { createTurnBatch } from '../turn-batch.js';
import { EMAIL_QUEUE_NAME, type EmailJobData } from './email-queue.js';
import type { Mailer, OutgoingEmail } from './mailer.js';

/**
 * How long a job waits for others to share the read of its row (ms), as the webhook worker's
 * reads (decision 44): BullMQ starts a worker's jobs one at a time.
 */
const READ_WINDOW_MS = 1;
/**
 * How long a sent email's outcome waits for others to share its write (ms). Nothing waits on
 * it but the job's completion, which comes only after the write (decision 73).
 */
const SETTLE_WINDOW_MS = 2;

/** Carries the database's schedule into BullMQ's custom backoff. */
class RetryLater extends Error {
  constructor(readonly delayMs: number) {
    super(`retry in ${delayMs} ms`);
  }
}

export interface EmailWorkerOptions {
  deps: StaffAppDeps;
  mailer: Mailer;
  /** How BullMQ connects the worker (`workerConnection`). */
  connection: ConnectionOptions;
  prefix: string;
  logger: Logger;
  /** Emails in flight at once, default 10. */
  concurrency?: number;
  /** Multiplies the retry schedule; only tests set it below 1. */
  retryDelayScale?: number | undefined;
}

/**
 * The one-click unsubscribe of a staff email (RFC 8058, SPEC §16): every kind the person may
 * turn off carries it; `sign_in` and `manager` emails do not.
 */
function unsubscribeOf(deps: StaffAppDeps, row: NotificationWork): string | undefined {
  if (row.staffId === null || !isStaffPreferenceKind(row.kind)) return undefined;
  return unsubscribeUrl(deps.staffApp.appUrl, deps.secretBox, {
    shopId: row.shopId,
    staffId: row.staffId,
    kind: row.kind,
  });
}

/** The message of a notification, as SPEC §16 says every message looks. */
function messageOf(deps: StaffAppDeps, row: NotificationWork): OutgoingEmail {
  const payload = EmailPayload.parse(JSON.parse(deps.secretBox.open(row.payloadSealed)));
  const unsubscribe = unsubscribeOf(deps, row);
  const rendered = renderEmail(payload, { unsubscribeUrl: unsubscribe });
  const mailFrom = deps.staffApp.mailFrom;
  const headers: Record<string, string> = { 'X-Shiftbook-Kind': row.kind };
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: { name: `${row.shopName ?? row.shopDomain ?? 'Shiftbook'} via Shiftbook`, address: mailFrom },
    to: row.recipient,
    replyTo:
      row.shopManagerEmails === null
        ? undefined
        : managerEmailsOf({ managerEmails: row.shopManagerEmails })[0],
    subject: row.subject,
    text: rendered.text,
    html: rendered.html,
    // Stable across attempts, so a receiving server or client drops a repeat (at least once).
    messageId: `<${row.id}@${emailDomain(mailFrom)}>`,
    headers,
    attachments: rendered.attachments,
  };
}

/**
 * Sends queued emails (SPEC §16), as the webhook worker delivers (decision 8): the row says
 * what is still to send, an attempt's outcome is written before the job completes, and a
 * crash after SMTP took the message but before the write sends it again (same Message-ID).
 *
 * The jobs in flight share their database work (decision 73): those started within
 * READ_WINDOW_MS read their rows in one statement, and the outcomes of those finished within
 * SETTLE_WINDOW_MS are written together (one statement on PostgreSQL, one transaction on
 * SQLite). Each message still goes to the pooled transport on its own, as soon as it is read.
 */
export function createEmailWorker(options: EmailWorkerOptions): Worker<EmailJobData> {
  const { deps, mailer, logger } = options;
  const concurrency = options.concurrency ?? 10;
  const readWork = createTurnBatch((ids: string[]) => deps.repos.notifications.workMany(ids), {
    waitMs: READ_WINDOW_MS,
    maxItems: concurrency,
  });
  const settle = createTurnBatch(
    async (settlements: Array<{ id: string; state: NotificationSettlement }>) => {
      await deps.repos.notifications.settleMany(settlements);
      return settlements.map(() => undefined);
    },
    { waitMs: SETTLE_WINDOW_MS, maxItems: concurrency },
  );

  const send = async (job: Job<EmailJobData>) => {
    const row = await readWork(job.data.notificationId);
    if (row?.status !== 'queued') return 'settled';
    const outcome = await mailer.send(messageOf(deps, row));
    const now = deps.now();
    const attemptCount = row.attemptCount + 1;
    if (outcome.kind === 'sent') {
      await settle({
        id: row.id,
        state: {
          status: 'sent',
          attemptCount,
          lastError: null,
          nextAttemptAt: null,
          sentAt: now,
          updatedAt: now,
        },
      });
      return 'sent';
    }
    const next = afterFailedAttempt(
      attemptCount,
      outcome.responseCode,
      Math.random(),
      options.retryDelayScale,
    );
    const lastError = outcome.message;
    if (next.kind === 'failed') {
      await settle({
        id: row.id,
        state: {
          status: 'failed',
          attemptCount,
          lastError,
          nextAttemptAt: null,
          sentAt: null,
          updatedAt: now,
        },
      });
      throw new UnrecoverableError(lastError);
    }
    await settle({
      id: row.id,
      state: {
        status: 'queued',
        attemptCount,
        lastError,
        nextAttemptAt: now + next.delayMs,
        sentAt: null,
        updatedAt: now,
      },
    });
    throw new RetryLater(next.delayMs);
  };

  const worker = new Worker<EmailJobData>(EMAIL_QUEUE_NAME, send, {
    connection: options.connection,
    prefix: options.prefix,
    runRetryDelay: WORKER_RETRY_AFTER_REDIS_MS,
    concurrency,
    settings: {
      // Only RetryLater schedules a retry; anything else (a bug) waits the first step.
      backoffStrategy: (_attempts, _type, error) => (error instanceof RetryLater ? error.delayMs : 5000),
    },
  });
  worker.on('error', (error) => logger.warn('email worker: Redis error', { error: error.message }));
  worker.on('failed', (job, error) => {
    if (!(error instanceof RetryLater) && !(error instanceof UnrecoverableError)) {
      logger.error('email worker: unexpected failure', {
        notification: job?.data.notificationId,
        error: error.message,
      });
    }
  });
  return worker;
}
