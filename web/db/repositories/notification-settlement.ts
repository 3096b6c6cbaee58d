/** Where a notification stands after an attempt. */
export interface NotificationSettlement {
  status: 'queued' | 'sent' | 'failed';
  attemptCount: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  sentAt: number | null;
  updatedAt: number;
}
