import type { ClockConflict } from './clock-types.js';

/**
 * What went wrong, in the few kinds the kiosk treats differently, and the plain words staff
 * read for each. Staff at a shared tablet need to know what to do next, not an HTTP status.
 */
export type KioskFailure =
  /** 401: the token was revoked or expired; the kiosk forgets it. */
  | { kind: 'signed_out' }
  /** 403 other than a PIN: a token without the clock scopes; it never will have them. */
  | { kind: 'no_scope' }
  | { kind: 'wrong_pin' }
  | { kind: 'locked'; minutes: number }
  /** 409 on the staff member's state: it changed elsewhere (the admin, POS, another tablet). */
  | { kind: 'state_changed' }
  | { kind: 'week_approved' }
  | { kind: 'offline' }
  | { kind: 'busy' }
  | { kind: 'other'; status: number; detail: string | null };

/** SPEC §10's lock lasts 15 minutes; used when a 429 lacks its Retry-After. */
const DEFAULT_LOCK_MINUTES = 15;

const CONFLICTS: ClockConflict[] = ['already_clocked_in', 'not_clocked_in', 'on_break', 'not_on_break'];
const STATE_CODES = new Set<string>(CONFLICTS);

export interface FailureFacts {
  status: number;
  code?: string | undefined;
  detail?: string | undefined;
  retryAfterSeconds?: number | null | undefined;
}

export function classifyFailure({ status, code, detail, retryAfterSeconds }: FailureFacts): KioskFailure {
  if (status === 0) return { kind: 'offline' };
  if (status === 401) return { kind: 'signed_out' };
  if (status === 403) return code === 'invalid_pin' ? { kind: 'wrong_pin' } : { kind: 'no_scope' };
  if (status === 429 && code === 'pin_locked') {
    const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : DEFAULT_LOCK_MINUTES;
    return { kind: 'locked', minutes };
  }
  if (status === 429) return { kind: 'busy' };
  if (status === 409 && code && STATE_CODES.has(code)) return { kind: 'state_changed' };
  if (status === 409 && code === 'state_conflict') return { kind: 'week_approved' };
  return { kind: 'other', status, detail: detail ?? null };
}

/** The sentence shown for a failure of a clock action. */
export function failureMessage(failure: KioskFailure): string {
  switch (failure.kind) {
    case 'wrong_pin':
      return 'That PIN is not right. Try again.';
    case 'locked':
      return `Too many wrong PINs. Try again in ${failure.minutes} ${failure.minutes === 1 ? 'minute' : 'minutes'}.`;
    case 'state_changed':
      return 'Your clock changed on another device. Check your state above and choose again.';
    case 'week_approved':
      return "This week's hours are already approved, so the clock cannot change them. Ask a manager.";
    case 'offline':
      return 'The kiosk cannot reach Shiftbook. Check the internet connection and try again.';
    case 'busy':
      return 'The kiosk is busy. Wait a few seconds and try again.';
    case 'signed_out':
    case 'no_scope':
      return 'This kiosk is signed out. A manager must set it up again from the Shiftbook admin.';
    case 'other':
      return failure.status === 422 && failure.detail
        ? `${failure.detail} Ask a manager.`
        : `Something went wrong (error ${failure.status}). Try again, or ask a manager.`;
  }
}
