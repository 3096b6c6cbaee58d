/**
 * What one POST to a webhook endpoint came to: the worker's sender produces it, the attempt
 * rules (web/services/webhooks) judge it, so it lives here, below both.
 */
export interface SendResult {
  /** Null when no HTTP answer came. */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  retryAfterMs: number | null;
}
