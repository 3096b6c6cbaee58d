import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakMinutesOf,
  type ClockAction,
  type ClockState,
  clockConflict,
  clockInstantProblem,
  clockStateOf,
  closeBreakAt,
  isOverdue,
} from '../../web/domain/clock/clock-state.js';
import { pinNeeded } from '../../web/domain/clock/pin-needed.js';
import {
  afterRightPin,
  afterWrongPin,
  CLEARED_PIN_COUNTER,
  PIN_MAX_FAILURES,
  PIN_PATTERN,
  type PinCounter,
  pinLockRemaining,
  reservePinAttempt,
  retryAfterSeconds,
} from '../../web/domain/clock/pin-rules.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('clock states and actions (SPEC §10)', () => {
  it('reads the state from the open entry', () => {
    expect(clockStateOf(undefined)).toBe('off');
    expect(clockStateOf({ startedAt: 0, breakStartedAt: null })).toBe('on');
    expect(clockStateOf({ startedAt: 0, breakStartedAt: 5 })).toBe('break');
  });

  it('answers each action that does not fit the state with its code', () => {
    const table: Record<ClockAction, Record<ClockState, string | null>> = {
      in: { off: null, on: 'already_clocked_in', break: 'already_clocked_in' },
      out: { off: 'not_clocked_in', on: null, break: null },
      'break-start': { off: 'not_clocked_in', on: null, break: 'on_break' },
      'break-end': { off: 'not_on_break', on: 'not_on_break', break: null },
    };
    for (const [action, row] of Object.entries(table))
      for (const [state, code] of Object.entries(row))
        expect(clockConflict(action as ClockAction, state as ClockState), `${action} while ${state}`).toBe(
          code,
        );
  });

  it('rounds a break half-up on its whole seconds', () => {
    expect(breakMinutesOf(0)).toBe(0);
    expect(breakMinutesOf(29_999)).toBe(0);
    expect(breakMinutesOf(30_000)).toBe(1);
    expect(breakMinutesOf(89_999)).toBe(1);
    expect(breakMinutesOf(90_000)).toBe(2);
    expect(breakMinutesOf(15 * MINUTE)).toBe(15);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * HOUR }), (ms) => {
        const minutes = breakMinutesOf(ms);
        // Never more than half a minute away from the exact length, and never decreasing.
        expect(Math.abs(minutes * 60 - Math.floor(ms / 1000))).toBeLessThanOrEqual(30);
        expect(breakMinutesOf(ms + 1000)).toBeGreaterThanOrEqual(minutes);
      }),
    );
  });

  it('adds an open break to the entry when it closes, and nothing when none is open', () => {
    expect(closeBreakAt({ breakMinutes: 10, breakStartedAt: 1_000 * MINUTE }, 1_030 * MINUTE)).toEqual({
      breakMinutes: 40,
      breakStartedAt: null,
    });
    expect(closeBreakAt({ breakMinutes: 10, breakStartedAt: null }, 5)).toEqual({
      breakMinutes: 10,
      breakStartedAt: null,
    });
  });

  it('takes `at` from 24 hours back to 60 seconds ahead, both ends included', () => {
    const now = 1_800_000_000_000;
    expect(clockInstantProblem(now, now)).toBeNull();
    expect(clockInstantProblem(now + MINUTE, now)).toBeNull();
    expect(clockInstantProblem(now + MINUTE + 1, now)).toMatch(/future/);
    expect(clockInstantProblem(now - 24 * HOUR, now)).toBeNull();
    expect(clockInstantProblem(now - 24 * HOUR - 1, now)).toMatch(/past/);
  });

  it('calls an entry open for more than 16 hours overdue', () => {
    const open = { startedAt: 0, breakStartedAt: null };
    expect(isOverdue(open, 16 * HOUR)).toBe(false);
    expect(isOverdue(open, 16 * HOUR + 1)).toBe(true);
    expect(isOverdue(undefined, 100 * HOUR)).toBe(false);
  });
});

describe('PIN rules (SPEC §10)', () => {
  it('takes 4 to 8 digits', () => {
    for (const pin of ['0000', '12345678', '0042']) expect(PIN_PATTERN.test(pin)).toBe(true);
    for (const pin of ['123', '123456789', '12 4', '١٢٣٤', '12a4']) expect(PIN_PATTERN.test(pin)).toBe(false);
  });

  it('asks a kiosk for the PIN, never a manager or an integration with write_timesheets, a session only when the shop says', () => {
    for (const posPinRequired of [false, true]) {
      expect(pinNeeded({ isSession: false, canWriteTimesheets: false, posPinRequired })).toBe(true);
      expect(pinNeeded({ isSession: false, canWriteTimesheets: true, posPinRequired })).toBe(false);
      expect(pinNeeded({ isSession: true, canWriteTimesheets: true, posPinRequired })).toBe(posPinRequired);
    }
  });

  /** One attempt counted, then found wrong, at `now`: what a lone wrong PIN does. */
  const wrongAt = (counter: PinCounter, now: number): PinCounter => {
    const reserved = reservePinAttempt(counter, now);
    if ('refused' in reserved) throw new Error(`refused: ${reserved.refused}`);
    return afterWrongPin(reserved.counter, now);
  };

  it('locks for 15 minutes on the fifth wrong PIN within 15 minutes, and only then', () => {
    let counter: PinCounter = CLEARED_PIN_COUNTER;
    const start = 1_000 * MINUTE;
    for (let i = 0; i < 4; i++) {
      counter = wrongAt(counter, start + i * MINUTE);
      expect(pinLockRemaining(counter, start + i * MINUTE)).toBe(0);
    }
    counter = wrongAt(counter, start + 14 * MINUTE);
    expect(pinLockRemaining(counter, start + 14 * MINUTE)).toBe(15 * MINUTE);
    expect(retryAfterSeconds(pinLockRemaining(counter, start + 20 * MINUTE))).toBe(9 * 60);
    expect(reservePinAttempt(counter, start + 20 * MINUTE)).toEqual({
      refused: 'locked',
      retryAfterMs: 9 * MINUTE,
    });
    expect(pinLockRemaining(counter, start + 29 * MINUTE)).toBe(0);
    expect('counter' in reservePinAttempt(counter, start + 29 * MINUTE)).toBe(true);
  });

  it('never locks when the wrong PINs are spread wider than the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: (15 * MINUTE) / 4 + 1, max: HOUR }), { minLength: 1, maxLength: 30 }),
        (gaps) => {
          // Four gaps of more than a quarter of the window always span more than the window.
          let counter: PinCounter = CLEARED_PIN_COUNTER;
          let now = 0;
          for (const gap of gaps) {
            now += gap;
            counter = wrongAt(counter, now);
            expect(pinLockRemaining(counter, now)).toBe(0);
          }
        },
      ),
    );
  });

  it('counts an attempt before its check: of any number at once, five go on to be checked (R2)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 60 }), (earlier, burst) => {
        // `earlier` wrong PINs a minute before, then `burst` attempts arrive before any answer.
        let counter: PinCounter = CLEARED_PIN_COUNTER;
        for (let i = 0; i < earlier; i++) counter = wrongAt(counter, 0);
        let checked = 0;
        for (let i = 0; i < burst; i++) {
          const reserved = reservePinAttempt(counter, MINUTE);
          if ('refused' in reserved) {
            expect(reserved.refused).toBe('busy');
            continue;
          }
          counter = reserved.counter;
          checked += 1;
        }
        expect(checked).toBe(Math.min(burst, PIN_MAX_FAILURES - earlier));
        // The first of them answered wrong while five are counted locks the PIN.
        if (earlier + checked === PIN_MAX_FAILURES)
          expect(pinLockRemaining(afterWrongPin(counter, MINUTE), MINUTE)).toBe(15 * MINUTE);
      }),
    );
  });

  it('a right PIN clears the count, never a lock set while it was checked', () => {
    const counted: PinCounter = { pinFailures: 3, pinFailuresSince: 0, pinLockedUntil: null };
    expect(afterRightPin(counted, MINUTE)).toEqual(CLEARED_PIN_COUNTER);
    const locked: PinCounter = { pinFailures: 0, pinFailuresSince: null, pinLockedUntil: 16 * MINUTE };
    expect(afterRightPin(locked, MINUTE)).toEqual(locked);
    // A lock that has ended is no lock: the count clears.
    expect(afterRightPin(locked, 16 * MINUTE)).toEqual(CLEARED_PIN_COUNTER);
  });

  it('a wrong PIN answered after its window ended counts in a new window; a lock that stands is kept', () => {
    const old: PinCounter = { pinFailures: 4, pinFailuresSince: 0, pinLockedUntil: null };
    expect(afterWrongPin(old, 15 * MINUTE)).toEqual({
      pinFailures: 1,
      pinFailuresSince: 15 * MINUTE,
      pinLockedUntil: null,
    });
    const locked: PinCounter = { pinFailures: 0, pinFailuresSince: null, pinLockedUntil: 16 * MINUTE };
    expect(afterWrongPin(locked, MINUTE)).toEqual(locked);
  });

  it('rounds Retry-After up to whole seconds, never below one', () => {
    expect(retryAfterSeconds(1)).toBe(1);
    expect(retryAfterSeconds(1000)).toBe(1);
    expect(retryAfterSeconds(1001)).toBe(2);
  });
});
