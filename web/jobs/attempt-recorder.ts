import type { DeliveryWork } from '../db/repositories/webhook-deliveries-repository.js';
import type { ServiceDeps } from '../services/deps.js';
import { type AttemptOutcome, writeDeliveryAttempt } from '../services/record-delivery-attempt.js';
import { createTurnBatch } from './turn-batch.js';
import type { SendResult } from './webhook-sender.js';

interface Attempt {
  work: DeliveryWork;
  result: SendResult;
  attemptedAt: number;
}

/**
 * Group commit for delivery attempts: the attempts that finish in the same turn of the event
 * loop are written in one SQLite transaction instead of one each. A job completes only after
 * its attempt is committed, so nothing is acknowledged that the database does not hold.
 */
export function createAttemptRecorder(deps: ServiceDeps, delayScale?: number) {
  const record = createTurnBatch((attempts: Attempt[]) =>
    deps.db.transaction(() =>
      attempts.map(({ work, result, attemptedAt }) =>
        writeDeliveryAttempt(deps, work, result, attemptedAt, { delayScale }),
      ),
    ),
  );
  return {
    record(work: DeliveryWork, result: SendResult, attemptedAt: number): Promise<AttemptOutcome> {
      return record({ work, result, attemptedAt });
    },
  };
}
