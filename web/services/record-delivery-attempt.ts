import type { DeliveryWork } from '../db/repositories/webhook-deliveries-repository.js';
import { newId } from '../domain/ids.js';
import type { DisabledReason } from '../domain/webhooks/disabled-reasons.js';
import { nextRetryDelay } from '../domain/webhooks/retry-schedule.js';
import type { SendResult } from '../jobs/webhook-sender.js';
import type { ServiceDeps } from './deps.js';

export type AttemptOutcome =
  | { kind: 'succeeded' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed'; reason: string };

export interface AttemptOptions {
  random?: number;
  delayScale?: number | undefined;
}

/**
 * Writes one attempt and its consequence: a 2xx settles the delivery, a 410 disables the
 * endpoint and fails the delivery, anything else schedules the next attempt (SPEC §7) or, past
 * the last one, fails it. Runs inside the caller's transaction: the worker's group commit
 * writes many attempts in one.
 */
export function writeDeliveryAttempt(
  deps: ServiceDeps,
  work: DeliveryWork,
  result: SendResult,
  attemptedAt: number,
  options: AttemptOptions = {},
): AttemptOutcome {
  const { repos } = deps;
  const now = deps.now();
  const attemptCount = work.attemptCount + 1;
  repos.webhookDeliveries.insertAttempt({
    id: newId('whd', attemptedAt),
    deliveryId: work.id,
    shopId: work.shopId,
    at: attemptedAt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error,
  });
  const settle = (status: 'succeeded' | 'failed') =>
    repos.webhookDeliveries.settle(work.id, { status, attemptCount, nextAttemptAt: null, updatedAt: now });

  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
    settle('succeeded');
    return { kind: 'succeeded' };
  }
  if (result.statusCode === 410) {
    repos.webhookEndpoints.update(work.endpointId, {
      enabled: false,
      disabledReason: 'endpoint_gone' satisfies DisabledReason,
      updatedAt: now,
    });
    settle('failed');
    return { kind: 'failed', reason: 'endpoint answered 410' };
  }
  const scheduled = nextRetryDelay(attemptCount, options.random ?? Math.random(), result.retryAfterMs);
  if (scheduled === null) {
    settle('failed');
    return { kind: 'failed', reason: 'no attempts left' };
  }
  // Tests compress the three-day schedule; production runs it at scale 1.
  const delayMs = Math.round(scheduled * (options.delayScale ?? 1));
  repos.webhookDeliveries.settle(work.id, {
    status: 'pending',
    attemptCount,
    nextAttemptAt: now + delayMs,
    updatedAt: now,
  });
  return { kind: 'retry', delayMs };
}

/** A delivery whose endpoint was disabled or deleted meanwhile is failed without sending. */
export function failUndeliverable(deps: ServiceDeps, deliveryId: string): void {
  const now = deps.now();
  deps.repos.webhookDeliveries.update(deliveryId, { status: 'failed', nextAttemptAt: null, updatedAt: now });
}
