import type { StaffRow } from '../../db/repositories/staff-repository.js';
import {
  afterRightPin,
  afterWrongPin,
  PIN_PATTERN,
  type PinCounter,
  pinLockRemaining,
  reservePinAttempt,
  retryAfterSeconds,
  sameCounter,
} from '../../domain/clock/pin-rules.js';
import { AppError } from '../../domain/errors.js';
import type { ClockDeps, ServiceDeps } from '../deps.js';

function pinLocked(staff: StaffRow, remainingMs: number): AppError {
  const seconds = retryAfterSeconds(remainingMs);
  return new AppError(
    'pin_locked',
    `Too many wrong PINs for ${staff.name}. The PIN can be tried again in ${Math.ceil(seconds / 60)} minutes.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/** 429 `pin_locked` with the seconds left as `Retry-After`, or nothing while the PIN is not locked. */
export function assertPinNotLocked(staff: StaffRow, now: number): void {
  const remaining = pinLockRemaining(staff, now);
  if (remaining > 0) throw pinLocked(staff, remaining);
}

function invalidPin(staff: StaffRow, pin: string | undefined): AppError {
  return new AppError(
    'invalid_pin',
    staff.pinHash === null
      ? `${staff.name} has no PIN yet. A manager sets one on the Staff page.`
      : pin === undefined
        ? 'Enter your PIN.'
        : 'That PIN is not right.',
    { errors: [{ field: 'pin', message: pin === undefined ? 'required' : 'wrong PIN' }] },
  );
}

/**
 * Proves the staff member's PIN (SPEC §10), outside any transaction: the hash is slow (it runs
 * on the thread pool) and must hold no lock. The attempt is counted first, in a short
 * transaction of its own with the staff row locked (`reservePinAttempt`): refused while the PIN
 * is locked or five attempts are counted in the window, wrong or still being checked, so a burst
 * of parallel guesses, on one instance or several, gets no more than five PINs checked. Then the
 * hash, in the shop's turn (fair between shops, at most a few per shop at once); then the answer
 * is settled against the row as it is by then, locked again: a wrong PIN may lock, a right one
 * clears the count but never a lock set meanwhile. All of it commits before the answer goes out,
 * so the count holds across instances and restarts. The caller checks the lock once more inside
 * its own transaction, where it acts.
 */
export async function checkPin(deps: ClockDeps, staff: StaffRow, pin: string | undefined): Promise<void> {
  // What was read before: a PIN already locked is refused at once, at no cost.
  assertPinNotLocked(staff, deps.now());
  // A missing PIN is not a guess: only a PIN that was tried counts toward the lock.
  if (pin === undefined) throw invalidPin(staff, pin);
  // A guess that cannot be a PIN (or a staff member without one) is wrong without the slow
  // hash; it still counts, in one transaction.
  if (!PIN_PATTERN.test(pin) || staff.pinHash === null) {
    await countAttempt(deps, staff, (current, now) => afterWrongPin(current, now));
    throw invalidPin(staff, pin);
  }
  // In flight from here to the answer: one of the shop's few at once (else 429 rate_limited,
  // neither counted nor hashed).
  const release = deps.pinChecks.enter(staff.shopId);
  try {
    const counted = await countAttempt(deps, staff);
    // The hash as the row holds it now: a manager may have changed the PIN since it was read.
    const right =
      counted.pinHash !== null && (await deps.pinHasher.verify(staff.shopId, pin, counted.pinHash));
    const settled = await settleCounter(deps, staff, (current, now) =>
      right ? afterRightPin(current, now) : afterWrongPin(current, now),
    );
    if (!right) throw invalidPin(staff, pin);
    // Right, but other attempts locked the PIN while this one was checked: refused like them.
    assertPinNotLocked({ ...staff, ...settled }, deps.now());
  } finally {
    release();
  }
}

/**
 * Counts one attempt, under the staff row's lock, and answers the row as counted; 429
 * `pin_locked` when it may not be tried. `thenWrong`: the attempt is already known to be wrong,
 * settled in the same transaction.
 */
async function countAttempt(
  deps: ServiceDeps,
  staff: StaffRow,
  thenWrong?: (counter: PinCounter, now: number) => PinCounter,
): Promise<StaffRow> {
  return deps.db.transaction(async () => {
    const current = await lockedStaff(deps, staff);
    const now = deps.now();
    const reservation = reservePinAttempt(current, now);
    if ('refused' in reservation) {
      if (reservation.refused === 'locked') throw pinLocked(staff, reservation.retryAfterMs);
      throw new AppError(
        'pin_locked',
        `Five PINs for ${staff.name} are being checked or were wrong. Try again in a moment.`,
        { headers: { 'Retry-After': String(retryAfterSeconds(reservation.retryAfterMs)) } },
      );
    }
    const counter = thenWrong ? thenWrong(reservation.counter, now) : reservation.counter;
    await deps.repos.staff.setPinCounter(staff.shopId, staff.id, counter);
    return { ...current, ...counter };
  });
}

/** Writes what a checked attempt leaves of the counter, read under the staff row's lock. */
async function settleCounter(
  deps: ServiceDeps,
  staff: StaffRow,
  after: (counter: PinCounter, now: number) => PinCounter,
): Promise<PinCounter> {
  return deps.db.transaction(async () => {
    const current = await lockedStaff(deps, staff);
    const next = after(current, deps.now());
    if (!sameCounter(current, next)) await deps.repos.staff.setPinCounter(staff.shopId, staff.id, next);
    return next;
  });
}

/**
 * The staff row, locked until the transaction ends: the one lock these transactions take, so
 * they keep no lock order with the clock's (shop, then staff) and cannot deadlock with it.
 * Gone meanwhile (erased with its shop): not their PIN any more.
 */
async function lockedStaff(deps: ServiceDeps, staff: StaffRow): Promise<StaffRow> {
  const current = await deps.repos.staff.findLocked(staff.shopId, { ref: staff.id });
  if (!current) throw new AppError('invalid_pin', 'That PIN is not right.');
  return current;
}
