import type { AttemptWrite, DeliveryWork } from '../../db/repositories/webhook-deliveries-repository.js';
import { newId } from '../../domain/ids.js';
import type { DisabledReason } from '../../domain/webhooks/disabled-reasons.js';
import { nextRetryDelay } from '../../domain/webhooks/retry-schedule.js';
import type { SendResult } from '../../domain/webhooks/send-result.js';
import type { ServiceDeps } from '../deps.js';

export type AttemptOutcome =
  | { kind: 'succeeded' }
  | { kind: 'retry'; delayMs: number }
  | { kind: 'failed'; reason: string };

export interface AttemptOptions {
  random?: number;
  delayScale?: number | undefined;
}

export interface PlannedAttempt {
  /** What the group commit writes: the attempt, its delivery's new state, a disabled endpoint. */
  write: AttemptWrite;
  outcome: AttemptOutcome;
}

/**
 * One attempt and its consequence, to be written by the worker's group commit with others
 * (`webhookDeliveries.recordAttempts`): a 2xx settles the delivery, a 410 disables the endpoint
 * and fails the delivery, anything else schedules the next attempt (SPEC §7) or, past the last
 * one, fails it.
 */
export function planDeliveryAttempt(
  deps: ServiceDeps,
  work: DeliveryWork,
  result: SendResult,
  attemptedAt: number,
  options: AttemptOptions = {},
): PlannedAttempt {
  const now = deps.now();
  const attemptCount = work.attemptCount + 1;
  const attempt = {
    id: newId('whd', attemptedAt),
    deliveryId: work.id,
    shopId: work.shopId,
    at: attemptedAt,
    statusCode: result.statusCode,
    durationMs: result.durationMs,
    error: result.error,
  };
  const settled = (status: 'succeeded' | 'failed') => ({
    status,
    attemptCount,
    nextAttemptAt: null,
    updatedAt: now,
  });

  if (result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300) {
    return { write: { attempt, delivery: settled('succeeded') }, outcome: { kind: 'succeeded' } };
  }
  if (result.statusCode === 410) {
    const reason: DisabledReason = 'endpoint_gone';
    return {
      write: {
        attempt,
        delivery: settled('failed'),
        disableEndpoint: { id: work.endpointId, reason, updatedAt: now },
      },
      outcome: { kind: 'failed', reason: 'endpoint answered 410' },
    };
  }
  const scheduled = nextRetryDelay(attemptCount, options.random ?? Math.random(), result.retryAfterMs);
  if (scheduled === null) {
    return {
      write: { attempt, delivery: settled('failed') },
      outcome: { kind: 'failed', reason: 'no attempts left' },
    };
  }
  // Tests compress the three-day schedule; production runs it at scale 1.
  const delayMs = Math.round(scheduled * (options.delayScale ?? 1));
  return {
    write: {
      attempt,
      delivery: { status: 'pending', attemptCount, nextAttemptAt: now + delayMs, updatedAt: now },
    },
    outcome: { kind: 'retry', delayMs },
  };
}

/** A delivery whose endpoint was disabled or deleted meanwhile is failed without sending. */
export async function failUndeliverable(deps: ServiceDeps, deliveryId: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(() =>
    deps.repos.webhookDeliveries.update(deliveryId, {
      status: 'failed',
      nextAttemptAt: null,
      updatedAt: now,
    }),
  );
}
