/**
 * SPEC §7: attempts go out immediately, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h,
 * 20 h and 24 h (about three days in all), each delay with ±20 % jitter.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [
  5 * SECOND,
  5 * MINUTE,
  30 * MINUTE,
  2 * HOUR,
  5 * HOUR,
  10 * HOUR,
  14 * HOUR,
  20 * HOUR,
  24 * HOUR,
];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A receiver's `Retry-After` is honoured up to this wait. */
const MAX_RETRY_AFTER_MS = 24 * HOUR;

/**
 * The wait before the next attempt after `attemptsMade` attempts failed, or null when none is
 * left. `random` is in [0, 1) (pass Math.random); `retryAfterMs` is the receiver's own ask.
 */
export function nextRetryDelay(
  attemptsMade: number,
  random: number,
  retryAfterMs?: number | null,
): number | null {
  if (attemptsMade >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_MS[attemptsMade - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.8 + 0.4 * random));
  if (retryAfterMs === undefined || retryAfterMs === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** `Retry-After` as seconds or an HTTP date, in ms from `now`; null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * SECOND;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
