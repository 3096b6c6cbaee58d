import { type ConnectionOptions, type Job, UnrecoverableError, Worker } from 'bullmq';
import type { NotificationRow } from '../../db/repositories/notifications-repository.js';
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
import { EMAIL_QUEUE_NAME, type EmailJobData } from './email-queue.js';
import type { Mailer, OutgoingEmail } from './mailer.js';

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
function unsubscribeOf(deps: StaffAppDeps, row: NotificationRow): string | undefined {
  if (row.staffId === null || !isStaffPreferenceKind(row.kind)) return undefined;
  return unsubscribeUrl(deps.staffApp.appUrl, deps.secretBox, {
    shopId: row.shopId,
    staffId: row.staffId,
    kind: row.kind,
  });
}

/** The message of a notification, as SPEC §16 says every message looks. */
async function messageOf(deps: StaffAppDeps, row: NotificationRow): Promise<OutgoingEmail> {
  const payload = EmailPayload.parse(JSON.parse(deps.secretBox.open(row.payloadSealed)));
  const shop = await deps.repos.shops.findById(row.shopId);
  const unsubscribe = unsubscribeOf(deps, row);
  const rendered = renderEmail(payload, { unsubscribeUrl: unsubscribe });
  const mailFrom = deps.staffApp.mailFrom;
  const headers: Record<string, string> = { 'X-Shiftbook-Kind': row.kind };
  if (unsubscribe) {
    headers['List-Unsubscribe'] = `<${unsubscribe}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: { name: `${shop?.name ?? shop?.domain ?? 'Shiftbook'} via Shiftbook`, address: mailFrom },
    to: row.recipient,
    replyTo: shop ? managerEmailsOf(shop)[0] : undefined,
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
 */
export function createEmailWorker(options: EmailWorkerOptions): Worker<EmailJobData> {
  const { deps, mailer, logger } = options;

  const send = async (job: Job<EmailJobData>) => {
    const row = await deps.repos.notifications.work(job.data.notificationId);
    if (row?.status !== 'queued') return 'settled';
    const outcome = await mailer.send(await messageOf(deps, row));
    const now = deps.now();
    const attemptCount = row.attemptCount + 1;
    if (outcome.kind === 'sent') {
      await deps.repos.notifications.settle(row.id, {
        status: 'sent',
        attemptCount,
        lastError: null,
        nextAttemptAt: null,
        sentAt: now,
        updatedAt: now,
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
      await deps.repos.notifications.settle(row.id, {
        status: 'failed',
        attemptCount,
        lastError,
        nextAttemptAt: null,
        sentAt: null,
        updatedAt: now,
      });
      throw new UnrecoverableError(lastError);
    }
    await deps.repos.notifications.settle(row.id, {
      status: 'queued',
      attemptCount,
      lastError,
      nextAttemptAt: now + next.delayMs,
      sentAt: null,
      updatedAt: now,
    });
    throw new RetryLater(next.delayMs);
  };

  const worker = new Worker<EmailJobData>(EMAIL_QUEUE_NAME, send, {
    connection: options.connection,
    prefix: options.prefix,
    runRetryDelay: WORKER_RETRY_AFTER_REDIS_MS,
    concurrency: options.concurrency ?? 10,
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
