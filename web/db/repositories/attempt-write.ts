import type { webhookAttempts } from '../schema/index.js';

/*
 * The worker's group commit as data, apart from the repository that writes it, so that the
 * PostgreSQL statement writing a batch (postgres/attempts-statement.ts) and the repository
 * calling it do not import each other.
 */

/** Where a delivery stands after an attempt. */
export interface DeliverySettlement {
  status: string;
  attemptCount: number;
  nextAttemptAt: number | null;
  updatedAt: number;
}

/** One attempt and what it changes, as the worker's group commit writes it. */
export interface AttemptWrite {
  attempt: typeof webhookAttempts.$inferInsert;
  /** The attempt's delivery (`attempt.deliveryId`) afterwards. */
  delivery: DeliverySettlement;
  /** Set when the attempt disables its endpoint (it answered 410). */
  disableEndpoint?: { id: string; reason: string; updatedAt: number } | undefined;
}
