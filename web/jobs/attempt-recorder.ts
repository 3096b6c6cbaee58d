import type { DeliveryWork } from '../db/repositories/webhook-deliveries-repository.js';
import type { ServiceDeps } from '../services/deps.js';
import { type AttemptOutcome, recordDeliveryAttempt } from '../services/record-delivery-attempt.js';
import type { SendResult } from './webhook-sender.js';

interface PendingRecord {
  work: DeliveryWork;
  result: SendResult;
  attemptedAt: number;
  resolve: (outcome: AttemptOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for delivery attempts: the attempts that finish in the same turn of the event
 * loop are written in one SQLite transaction instead of one each. A job completes only after
 * its attempt is committed, so nothing is acknowledged that the database does not hold.
 */
export function createAttemptRecorder(deps: ServiceDeps, delayScale?: number) {
  let batch: PendingRecord[] = [];

  const flush = () => {
    const records = batch;
    batch = [];
    try {
      const outcomes = deps.db.transaction(() =>
        records.map((record) =>
          recordDeliveryAttempt(deps, record.work, record.result, record.attemptedAt, { delayScale }),
        ),
      );
      records.forEach((record, i) => {
        record.resolve(outcomes[i]!);
      });
    } catch (error) {
      for (const record of records) record.reject(error);
    }
  };

  return {
    record(work: DeliveryWork, result: SendResult, attemptedAt: number): Promise<AttemptOutcome> {
      return new Promise((resolve, reject) => {
        if (batch.length === 0) setImmediate(flush);
        batch.push({ work, result, attemptedAt, resolve, reject });
      });
    },
  };
}
