import type { ApiFailure } from './api-client.js';
import type { ClockAction, Problem } from './clock-types.js';

/**
 * The offline queue's rules, as pure functions of its state (clock-store.ts persists it, one
 * storage key per action):
 * - an action is kept with `at`, the moment its button was pressed, and sent with it;
 * - actions are sent one at a time in the order they were pressed;
 * - no answer, a 5xx, a 401 (the token, not the action), a 429 (after its Retry-After) or a key
 *   still in use stops the replay and keeps the action first in line for the next attempt;
 * - any other 4xx is a refusal: the action leaves the line and is kept, with the server's
 *   `detail`, until the staff member dismisses it or sends it again. Their later actions wait
 *   behind it, since they were pressed in the state the refused one would have made; other staff
 *   members' actions go on.
 * Nothing leaves the queue unseen: the server refuses an `at` older than 24 h, and the tile says
 * so from 20 h on. A PIN is never part of it: the queue is written to the device's storage.
 */

export interface QueuedAction {
  id: string;
  action: ClockAction;
  /** The pinned staff member's numeric Shopify id. */
  staffMemberId: string;
  /**
   * RFC 3339, when the button was pressed: the device's clock, corrected by the server's when
   * the device knew how far apart they were (`corrected`), else corrected when it is sent.
   */
  at: string;
  corrected: boolean;
  /**
   * The order of the taps on this device: the device's clock when it was pressed and a count
   * (see `pressOrder`). `at` cannot order them: a correction learned between two taps moves one
   * and not the other.
   */
  seq: string;
  locationId?: string;
  /**
   * A live request went out under this key without `at` and its answer never came ('pin' when it
   * carried a PIN): if it did reach the server, only that same body gets its answer back.
   */
  live?: 'plain' | 'pin';
}

export interface Refusal {
  queued: QueuedAction;
  problem: Problem;
}

export interface QueueState {
  pending: QueuedAction[];
  refused: Refusal[];
  /** Why the last replay stopped short (no network, server down), shown beside the count. */
  lastError: Problem | null;
  /** Not before this instant (device ms): the server asked to wait (429 `Retry-After`). */
  retryAt: number | null;
}

export const EMPTY_QUEUE: QueueState = { pending: [], refused: [], lastError: null, retryAt: null };

/** The server refuses an `at` older than this (SPEC §10). */
export const EXPIRES_AFTER_MS = 24 * 3_600_000;
/** From this age on the tile warns that a waiting action will soon be refused. */
export const WARN_AFTER_MS = 20 * 3_600_000;

let presses = 0;

/**
 * A key that sorts taps in the order they were pressed on this device: the device's clock in
 * ms (fixed width, base 36), then a count for taps within one millisecond.
 */
export function pressOrder(deviceMs: number): string {
  presses = (presses + 1) % 1_679_616;
  return `${Math.max(0, Math.floor(deviceMs)).toString(36).padStart(9, '0')}${presses.toString(36).padStart(4, '0')}`;
}

/** Oldest first, as they were pressed. */
export function byPress(a: QueuedAction, b: QueuedAction): number {
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The first action that may be sent now: the oldest one whose staff member has no refusal open. */
export function nextToSend(state: QueueState): QueuedAction | undefined {
  const held = new Set(state.refused.map((refusal) => refusal.queued.staffMemberId));
  return state.pending.find((queued) => !held.has(queued.staffMemberId));
}

export function pendingFor(state: QueueState, staffMemberId: string): QueuedAction[] {
  return state.pending.filter((queued) => queued.staffMemberId === staffMemberId);
}

export function refusalsFor(state: QueueState, staffMemberId: string): Refusal[] {
  return state.refused.filter((refusal) => refusal.queued.staffMemberId === staffMemberId);
}

/**
 * The waiting actions the server will soon refuse as too old, and how long the oldest has left
 * (ms, 0 once past), null when none: `at` against the device's clock, so off by no more than
 * the device's clock error (minutes), which means nothing beside a 4-hour warning.
 */
export function expiring(state: QueueState, now: Date): { count: number; leftMs: number } | null {
  const ages = state.pending.map((queued) => now.getTime() - Date.parse(queued.at));
  const old = ages.filter((age) => age >= WARN_AFTER_MS);
  if (old.length === 0) return null;
  return { count: old.length, leftMs: Math.max(0, EXPIRES_AFTER_MS - Math.max(...old)) };
}

/**
 * True when the failure says nothing about the action itself, so sending it later may work:
 * no answer, a server error, the token (401, or none from POS), the rate limit, or the same key
 * still being answered (another target sending the same action). A locked PIN is the person's,
 * not the moment's: it is a refusal, to be sent again with the PIN.
 */
export function isRetryLater(failure: ApiFailure): boolean {
  if (failure.kind === 'network') return true;
  const { status, code } = failure.problem;
  if (code === 'pin_locked') return false;
  return (
    status >= 500 ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    code === 'no_session_token' ||
    code === 'idempotency_conflict'
  );
}

/** The failure as a problem to keep and show ('network' when there was no answer at all). */
export function problemOfFailure(failure: ApiFailure): Problem {
  return failure.kind === 'network'
    ? { status: 0, code: 'network', detail: failure.message }
    : failure.problem;
}

/**
 * When a failure that keeps the action allows the next attempt (device ms), or null for any
 * time: a `Retry-After` is honoured, and a 429 without one still waits a little.
 */
export function retryAtOf(failure: ApiFailure, now: Date): number | null {
  if (failure.kind !== 'problem') return null;
  const { status, retryAfterMs } = failure.problem;
  if (retryAfterMs !== undefined) return now.getTime() + retryAfterMs;
  return status === 429 ? now.getTime() + 30_000 : null;
}
