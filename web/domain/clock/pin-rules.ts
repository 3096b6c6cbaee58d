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

/** True while the window of wrong PINs that began at `pinFailuresSince` is open at `now`. */
function windowOpen(counter: PinCounter, now: number): boolean {
  return counter.pinFailuresSince !== null && now - counter.pinFailuresSince < PIN_FAILURE_WINDOW_MS;
}

/**
 * How long a refused attempt is told to wait when PIN_MAX_FAILURES attempts are counted but
 * not all answered yet (ms): they are being checked, and answer within moments.
 */
export const PIN_CHECKS_BUSY_RETRY_MS = 1000;

/** An attempt that may go on to its check, with the counter that counts it; or why not. */
export type PinReservation = { counter: PinCounter } | { refused: 'locked' | 'busy'; retryAfterMs: number };

/**
 * Counts one PIN attempt before its PIN is checked (SPEC §10: "an attempt is counted before its
 * PIN is checked"), so a burst of parallel guesses cannot all pass a stale "not locked" read.
 * `pinFailures` counts the attempts of the window, those answered wrong and those still being
 * checked; once PIN_MAX_FAILURES are counted, every further attempt is refused until the
 * window ends, the lock ends, or a right PIN among them clears the count. So no more than
 * PIN_MAX_FAILURES PINs are checked per window however many arrive at once. The window opens
 * with its first attempt.
 */
export function reservePinAttempt(counter: PinCounter, now: number): PinReservation {
  const locked = pinLockRemaining(counter, now);
  if (locked > 0) return { refused: 'locked', retryAfterMs: locked };
  if (!windowOpen(counter, now))
    return { counter: { pinFailures: 1, pinFailuresSince: now, pinLockedUntil: counter.pinLockedUntil } };
  if (counter.pinFailures >= PIN_MAX_FAILURES)
    return { refused: 'busy', retryAfterMs: PIN_CHECKS_BUSY_RETRY_MS };
  return { counter: { ...counter, pinFailures: counter.pinFailures + 1 } };
}

/**
 * The counter once a counted attempt's PIN proved wrong at `now` (read under the staff row's
 * lock). It was counted when it was reserved, so nothing more is counted, unless its window has
 * ended meanwhile (then it opens a new one). With PIN_MAX_FAILURES counted, it locks the PIN
 * for PIN_LOCK_MS and restarts the count, so the lock's end starts a fresh window. A lock that
 * stands is left as it is.
 */
export function afterWrongPin(counter: PinCounter, now: number): PinCounter {
  if (pinLockRemaining(counter, now) > 0) return counter;
  if (!windowOpen(counter, now))
    return { pinFailures: 1, pinFailuresSince: now, pinLockedUntil: counter.pinLockedUntil };
  if (counter.pinFailures >= PIN_MAX_FAILURES)
    return { pinFailures: 0, pinFailuresSince: null, pinLockedUntil: now + PIN_LOCK_MS };
  return counter;
}

/**
 * The counter once a counted attempt's PIN proved right at `now` (read under the staff row's
 * lock): a right PIN clears the count (SPEC §10), with this attempt, but never a lock that
 * other attempts set while it was being checked; the PIN is then refused like any other.
 */
export function afterRightPin(counter: PinCounter, now: number): PinCounter {
  return pinLockRemaining(counter, now) > 0 ? counter : CLEARED_PIN_COUNTER;
}

/** True when two counters say the same, so nothing needs writing. */
export function sameCounter(a: PinCounter, b: PinCounter): boolean {
  return (
    a.pinFailures === b.pinFailures &&
    a.pinFailuresSince === b.pinFailuresSince &&
    a.pinLockedUntil === b.pinLockedUntil
  );
}

/** `Retry-After` in whole seconds, rounded up so a client never retries before the lock ends. */
export function retryAfterSeconds(remainingMs: number): number {
  return Math.max(1, Math.ceil(remainingMs / 1000));
}
