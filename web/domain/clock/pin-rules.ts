/** A clock PIN (SPEC §10): 4 to 8 digits, as a string so leading zeros count. */
export const PIN_PATTERN = /^\d{4,8}$/;

/** Wrong PINs that lock a staff member's PIN, counted within `PIN_FAILURE_WINDOW_MS`. */
export const PIN_MAX_FAILURES = 5;
export const PIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a locked PIN is refused, right or wrong (ms). */
export const PIN_LOCK_MS = 15 * 60_000;

/** What the database keeps of a staff member's wrong PINs. */
export interface PinCounter {
  pinFailures: number;
  pinFailuresSince: number | null;
  pinLockedUntil: number | null;
}

export const CLEARED_PIN_COUNTER: PinCounter = {
  pinFailures: 0,
  pinFailuresSince: null,
  pinLockedUntil: null,
};

/** Milliseconds left on the lock, or 0 when the PIN is not locked at `now`. */
export function pinLockRemaining(counter: PinCounter, now: number): number {
  return counter.pinLockedUntil !== null && counter.pinLockedUntil > now ? counter.pinLockedUntil - now : 0;
}

/**
 * The counter after one more wrong PIN at `now`: the count restarts when the window since the
 * first wrong PIN has passed, and the fifth within the window locks the PIN (and restarts the
 * count, so the lock's end starts a fresh window).
 */
export function afterWrongPin(counter: PinCounter, now: number): PinCounter {
  const windowOpen =
    counter.pinFailuresSince !== null && now - counter.pinFailuresSince < PIN_FAILURE_WINDOW_MS;
  const failures = windowOpen ? counter.pinFailures + 1 : 1;
  const since = windowOpen ? counter.pinFailuresSince : now;
  if (failures >= PIN_MAX_FAILURES)
    return { pinFailures: 0, pinFailuresSince: null, pinLockedUntil: now + PIN_LOCK_MS };
  return { pinFailures: failures, pinFailuresSince: since, pinLockedUntil: counter.pinLockedUntil };
}

/** `Retry-After` in whole seconds, rounded up so a client never retries before the lock ends. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}
