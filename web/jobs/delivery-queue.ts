import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export const DELIVERY_QUEUE_NAME = 'webhook-deliveries';
/** The name of the custom backoff that follows SPEC §7's schedule. */
export const DELIVERY_BACKOFF = 'shiftbook-schedule';

/** Jobs carry ids only; the worker reads everything else from the database. */
export interface DeliveryJobData {
  deliveryId: string;
}

export function createDeliveryQueue(connection: Redis, prefix: string): Queue<DeliveryJobData> {
  return new Queue<DeliveryJobData>(DELIVERY_QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: {
      backoff: { type: DELIVERY_BACKOFF },
      // The database keeps every attempt; Redis needs nothing once a job is settled, and a
      // removed job frees its id for a manual retry.
      removeOnComplete: true,
      removeOnFail: true,
    },
  });
}
