/**
 * SPEC §16: a connection error, a timeout or a 4xx reply is tried again after 5 s, 30 s, 2 min,
 * 10 min, 1 h and 4 h (each ±20 %), then the email is `failed`; a 5xx reply fails it at once.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const EMAIL_RETRY_DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 4 * HOUR];
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MS.length + 1;

/** What becomes of an email after a failed attempt. */
export type EmailFailureOutcome = { kind: 'retry'; delayMs: number } | { kind: 'failed' };

/**
 * After `attemptsMade` attempts (this one included) ended with `responseCode` (null: no SMTP
 * reply, a connection error or timeout). `random` is in [0, 1); `scale` shortens the schedule
 * in tests only.
 */
export function afterFailedAttempt(
  attemptsMade: number,
  responseCode: number | null,
  random: number,
  scale = 1,
): EmailFailureOutcome {
  if (responseCode !== null && responseCode >= 500) return { kind: 'failed' };
  const base = EMAIL_RETRY_DELAYS_MS[attemptsMade - 1];
  if (base === undefined) return { kind: 'failed' };
  return { kind: 'retry', delayMs: Math.max(1, Math.round(base * (0.8 + 0.4 * random) * scale)) };
}
