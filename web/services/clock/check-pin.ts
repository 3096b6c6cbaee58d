import type { StaffRow } from '../../db/repositories/staff-repository.js';
import {
  afterWrongPin,
  CLEARED_PIN_COUNTER,
  PIN_PATTERN,
  pinLockRemaining,
  retryAfterSeconds,
} from '../../domain/clock/pin-rules.js';
import { AppError } from '../../domain/errors.js';
import type { ClockDeps, ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';

/** 429 `pin_locked` with the seconds left as `Retry-After`, or nothing while the PIN is not locked. */
export function assertPinNotLocked(staff: StaffRow, now: number): void {
  const remaining = pinLockRemaining(staff, now);
  if (remaining === 0) return;
  const seconds = retryAfterSeconds(remaining);
  throw new AppError(
    'pin_locked',
    `Too many wrong PINs for ${staff.name}. The PIN can be tried again in ${Math.ceil(seconds / 60)} minutes.`,
    { headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Proves the staff member's PIN (SPEC §10), outside any transaction: the hash is slow (it runs
 * on the thread pool) and must hold no lock. A wrong or missing PIN is counted in the database
 * in a transaction of its own, committed before the 403 is answered, so the lock holds across
 * instances and restarts; the fifth within the window locks the PIN. A right PIN clears the
 * count. The caller checks the lock again inside its own transaction, where it acts.
 */
export async function checkPin(deps: ClockDeps, staff: StaffRow, pin: string | undefined): Promise<void> {
  assertPinNotLocked(staff, deps.now());
  // A guess that cannot be a PIN is wrong without the slow hash; it still counts below.
  const needsHash = pin !== undefined && PIN_PATTERN.test(pin) && staff.pinHash !== null;
  const release = needsHash ? deps.pinChecks.enter(staff.shopId) : undefined;
  let right = false;
  try {
    right = needsHash && (await deps.pinHasher.verify(staff.shopId, pin, staff.pinHash!));
  } finally {
    release?.();
  }
  if (right) {
    if (staff.pinFailures !== 0 || staff.pinFailuresSince !== null)
      await deps.db.transaction(() =>
        deps.repos.staff.setPinCounter(staff.shopId, staff.id, CLEARED_PIN_COUNTER),
      );
    return;
  }
  // A missing PIN is not a guess: only a PIN that was tried counts toward the lock.
  if (pin !== undefined) await countWrongPin(deps, staff);
  throw new AppError(
    'invalid_pin',
    staff.pinHash === null
      ? `${staff.name} has no PIN yet. A manager sets one on the Staff page.`
      : pin === undefined
        ? 'Enter your PIN.'
        : 'That PIN is not right.',
    { errors: [{ field: 'pin', message: pin === undefined ? 'required' : 'wrong PIN' }] },
  );
}

async function countWrongPin(deps: ServiceDeps, staff: StaffRow): Promise<void> {
  await deps.db.transaction(async () => {
    await lockedShop(deps, staff.shopId);
    const current = await deps.repos.staff.findById(staff.shopId, staff.id);
    if (!current) return;
    const now = deps.now();
    // Counted against what the database holds now: other instances may have counted too.
    if (pinLockRemaining(current, now) === 0)
      await deps.repos.staff.setPinCounter(staff.shopId, staff.id, afterWrongPin(current, now));
  });
}
