import type { BoardShop, ClockAction, ClockBoard, ClockEntry, ClockRow, ClockState } from './clock-types.js';
import { failureMessage, type KioskFailure } from './kiosk-failure.js';
import { scopeVerdict } from './kiosk-link.js';

/**
 * The kiosk as a state machine: which screen shows, the board's rows, and how each tap, answer
 * and timeout moves between them. Pure, so every path is tested without a browser; the React
 * hook (use-kiosk.ts) only sends requests and timers in and renders what comes out.
 */

/** SPEC §10: PINs are 4 to 8 digits. */
export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;

/** `too_much`: the stored token can do more than the clock (a manager's skips every PIN). */
export type SignedOutReason = 'no_token' | 'refused' | 'no_scope' | 'too_much';

export type Screen =
  | { kind: 'starting' }
  | { kind: 'signed_out'; reason: SignedOutReason }
  | { kind: 'board' }
  | { kind: 'pin'; staff: string; pin: string; busy: ClockAction | null; message: string | null }
  | { kind: 'done'; name: string; action: ClockAction; at: number; entry: ClockEntry };

export interface KioskState {
  screen: Screen;
  /** Null until the board first loads. */
  rows: ClockRow[] | null;
  /** Whose board it is, shown in the header; null until the board first loads. */
  shop: BoardShop | null;
  /** Why the board may be out of date (a refresh failed), else null. */
  boardProblem: string | null;
}

export type PinKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'delete' | 'clear';

export type KioskEvent =
  | { type: 'board_loaded'; board: ClockBoard }
  | { type: 'board_failed'; failure: KioskFailure }
  | { type: 'pick'; staff: string }
  | { type: 'key'; key: PinKey }
  | { type: 'submit'; action: ClockAction }
  | { type: 'succeeded'; action: ClockAction; entry: ClockEntry; at: number }
  | { type: 'failed'; failure: KioskFailure }
  /** Back to the board: the Back and Done buttons, the confirmation's and the idle timeouts. */
  | { type: 'back' };

export function initialKioskState(token: string | null): KioskState {
  return {
    screen: token ? { kind: 'starting' } : { kind: 'signed_out', reason: 'no_token' },
    rows: null,
    shop: null,
    boardProblem: null,
  };
}

/** The actions that fit a state, the usual one first. */
export function actionsFor(state: ClockState): ClockAction[] {
  if (state === 'off') return ['in'];
  if (state === 'on') return ['break-start', 'out'];
  return ['break-end', 'out'];
}

export function canSubmit(screen: Screen): boolean {
  return screen.kind === 'pin' && screen.busy === null && screen.pin.length >= PIN_MIN_LENGTH;
}

export function rowOf(state: KioskState, staff: string): ClockRow | undefined {
  return state.rows?.find((row) => row.staff === staff);
}

/** A failure that ends the kiosk's session, or null when the kiosk carries on. */
function signedOutBy(failure: KioskFailure): Screen | null {
  if (failure.kind === 'signed_out') return { kind: 'signed_out', reason: 'refused' };
  if (failure.kind === 'no_scope') return { kind: 'signed_out', reason: 'no_scope' };
  return null;
}

/** The row as the action left it, so the board is right before the next refresh lands. */
function afterAction(row: ClockRow, action: ClockAction, entry: ClockEntry): ClockRow {
  if (action === 'out') return { ...row, state: 'off', since: null, entry: null, overdue: false };
  if (action === 'break-start')
    return { ...row, state: 'break', since: entry.break_started_at, entry: entry.id };
  return { ...row, state: 'on', since: entry.started_at, entry: entry.id };
}

function boardProblemOf(failure: KioskFailure): string {
  if (failure.kind === 'offline') return 'The kiosk cannot reach Shiftbook. The board may be out of date.';
  return 'The board could not be refreshed. It may be out of date.';
}

export function kioskReducer(state: KioskState, event: KioskEvent): KioskState {
  const { screen } = state;
  // Signed out is final: only a new link from a manager (a new page load) starts again.
  if (screen.kind === 'signed_out') return state;

  switch (event.type) {
    case 'board_loaded': {
      const { data: rows, shop, scopes } = event.board;
      // A token kept before links were checked (or given more scopes since) may hold too much.
      const verdict = scopeVerdict(scopes);
      if (verdict !== 'kiosk')
        return {
          ...state,
          screen: { kind: 'signed_out', reason: verdict === 'too_much' ? 'too_much' : 'no_scope' },
        };
      let next: Screen = screen;
      if (screen.kind === 'starting') next = { kind: 'board' };
      // Deactivated while their PIN pad was open: they are no longer on the board.
      if (screen.kind === 'pin' && !rows.some((row) => row.staff === screen.staff)) next = { kind: 'board' };
      return { screen: next, rows, shop, boardProblem: null };
    }
    case 'board_failed': {
      const out = signedOutBy(event.failure);
      if (out) return { ...state, screen: out };
      return {
        ...state,
        screen: screen.kind === 'starting' ? { kind: 'board' } : screen,
        boardProblem: boardProblemOf(event.failure),
      };
    }
    case 'pick':
      if (screen.kind !== 'board' || !rowOf(state, event.staff)) return state;
      return { ...state, screen: { kind: 'pin', staff: event.staff, pin: '', busy: null, message: null } };
    case 'key': {
      if (screen.kind !== 'pin' || screen.busy) return state;
      const pin =
        event.key === 'clear'
          ? ''
          : event.key === 'delete'
            ? screen.pin.slice(0, -1)
            : screen.pin.length < PIN_MAX_LENGTH
              ? screen.pin + event.key
              : screen.pin;
      return { ...state, screen: { ...screen, pin, message: null } };
    }
    case 'submit': {
      const row = screen.kind === 'pin' ? rowOf(state, screen.staff) : undefined;
      if (
        screen.kind !== 'pin' ||
        !canSubmit(screen) ||
        !row ||
        !actionsFor(row.state).includes(event.action)
      )
        return state;
      return { ...state, screen: { ...screen, busy: event.action, message: null } };
    }
    case 'succeeded': {
      if (screen.kind !== 'pin') return state;
      const row = rowOf(state, screen.staff);
      const rows = state.rows?.map((r) =>
        r.staff === screen.staff ? afterAction(r, event.action, event.entry) : r,
      );
      return {
        ...state,
        rows: rows ?? null,
        screen: {
          kind: 'done',
          name: row?.name ?? screen.staff,
          action: event.action,
          at: event.at,
          entry: event.entry,
        },
      };
    }
    case 'failed': {
      if (screen.kind !== 'pin') return state;
      const out = signedOutBy(event.failure);
      if (out) return { ...state, screen: out };
      // A wrong or locked PIN is wiped; otherwise the PIN stays so trying again is one tap.
      const wipe = event.failure.kind === 'wrong_pin' || event.failure.kind === 'locked';
      return {
        ...state,
        screen: {
          ...screen,
          busy: null,
          pin: wipe ? '' : screen.pin,
          message: failureMessage(event.failure),
        },
      };
    }
    case 'back':
      if (screen.kind === 'pin' && screen.busy) return state;
      return screen.kind === 'pin' || screen.kind === 'done'
        ? { ...state, screen: { kind: 'board' } }
        : state;
  }
}
