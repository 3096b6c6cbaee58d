/**
 * The time clock's rules (SPEC §10), as plain functions of an entry's times: a staff member is
 * `off`, `on` (an open entry) or `break` (an open entry with an open break).
 */
export const CLOCK_STATES = ['off', 'on', 'break'] as const;
export type ClockState = (typeof CLOCK_STATES)[number];
export type ClockAction = 'in' | 'out' | 'break-start' | 'break-end';

/** The 409 codes of a clock action that does not fit the state. */
export type ClockConflict = 'already_clocked_in' | 'not_clocked_in' | 'on_break' | 'not_on_break';

export interface OpenEntryTimes {
  startedAt: number;
  breakStartedAt: number | null;
}

export function clockStateOf(open: OpenEntryTimes | undefined): ClockState {
  if (!open) return 'off';
  return open.breakStartedAt === null ? 'on' : 'break';
}

/** Why `action` does not fit `state`, or null when it does. Clocking out on a break is allowed. */
export function clockConflict(action: ClockAction, state: ClockState): ClockConflict | null {
  switch (action) {
    case 'in':
      return state === 'off' ? null : 'already_clocked_in';
    case 'out':
      return state === 'off' ? 'not_clocked_in' : null;
    case 'break-start':
      if (state === 'off') return 'not_clocked_in';
      return state === 'break' ? 'on_break' : null;
    case 'break-end':
      return state === 'break' ? null : 'not_on_break';
  }
}

/** When the state began: the clock-in, or the open break's start; null when off. */
export function clockSince(open: OpenEntryTimes | undefined): number | null {
  if (!open) return null;
  return open.breakStartedAt ?? open.startedAt;
}

/**
 * A break's length as whole minutes, half-up on its whole seconds (SPEC §10): 89 s is one
 * minute, 90 s is two.
 */
export function breakMinutesOf(breakMs: number): number {
  const seconds = Math.floor(Math.max(0, breakMs) / 1000);
  return Math.floor((seconds + 30) / 60);
}

/**
 * An entry's break minutes once its open break ends at `at`: the break's length is added, and
 * no break is open any more. An end before the break's start adds nothing.
 */
export function closeBreakAt(
  entry: { breakMinutes: number; breakStartedAt: number | null },
  at: number,
): { breakMinutes: number; breakStartedAt: null } {
  const open = entry.breakStartedAt === null ? 0 : breakMinutesOf(at - entry.breakStartedAt);
  return { breakMinutes: entry.breakMinutes + open, breakStartedAt: null };
}

/** How far a device may send an action ahead of the server's clock (ms): clock skew, not plans. */
export const CLOCK_FUTURE_MS = 60_000;
/** How far back an offline device may send an action (ms); older fixes are a manager's work. */
export const CLOCK_PAST_MS = 24 * 3_600_000;

/** Why an action's `at` is refused, or null when it is within the window. */
export function clockInstantProblem(at: number, now: number): string | null {
  if (at > now + CLOCK_FUTURE_MS) return '`at` may be at most 60 seconds in the future.';
  if (at < now - CLOCK_PAST_MS)
    return '`at` may be at most 24 hours in the past; a manager corrects older times through /v1/time-entries.';
  return null;
}

/** An open entry older than this (ms) is a forgotten clock-out for a manager to fix. */
export const OVERDUE_AFTER_MS = 16 * 3_600_000;

export function isOverdue(open: OpenEntryTimes | undefined, now: number): boolean {
  return open !== undefined && now - open.startedAt > OVERDUE_AFTER_MS;
}
