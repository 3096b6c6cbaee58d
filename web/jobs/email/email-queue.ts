import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

export const EMAIL_QUEUE_NAME = 'notifications';
/** The name of the custom backoff that follows SPEC §16's schedule. */
export const EMAIL_BACKOFF = 'shiftbook-email-schedule';

/** Jobs carry the notification's id only; the worker reads the rest from the database. */
export interface EmailJobData {
  notificationId: string;
}

export function createEmailQueue(connection: Redis, prefix: string): Queue<EmailJobData> {
  return new Queue<EmailJobData>(EMAIL_QUEUE_NAME, {
    connection,
    prefix,
    defaultJobOptions: { backoff: { type: EMAIL_BACKOFF }, removeOnComplete: true, removeOnFail: true },
  });
}
