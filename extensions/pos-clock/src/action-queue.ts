import type { ApiResult } from './api-client.js';
import type { ClockAction, Problem } from './clock-types.js';

/**
 * The offline queue's rules, as pure functions of its state (the store persists it):
 * - an action is kept with `at`, the moment its button was pressed, and sent with it;
 * - actions are sent one at a time in the order they were pressed;
 * - no answer, a 5xx, a 401 (the token, not the action) or a 429 stops the replay and keeps the
 *   action first in line for the next attempt;
 * - any other 4xx is a refusal: the action leaves the line and is kept, with the server's
 *   `detail`, until the staff member dismisses it or sends it again. Their later actions wait
 *   behind it, since they were pressed in the state the refused one would have made; other staff
 *   members' actions go on.
 * A PIN is never part of it: the queue is written to the device's storage.
 */

export interface QueuedAction {
  id: string;
  action: ClockAction;
  /** The pinned staff member's numeric Shopify id. */
  staffMemberId: string;
  /** RFC 3339, when the button was pressed. */
  at: string;
  locationId?: string;
}

export interface Refusal {
  queued: QueuedAction;
  problem: Problem;
}

export interface QueueState {
  pending: QueuedAction[];
  refused: Refusal[];
  /** Why the last replay stopped short (no network, server down), shown beside the count. */
  lastError: string | null;
}

export const EMPTY_QUEUE: QueueState = { pending: [], refused: [], lastError: null };

export function enqueue(state: QueueState, queued: QueuedAction): QueueState {
  return { ...state, pending: [...state.pending, queued] };
}

/** The first action that may be sent now: the oldest one whose staff member has no refusal open. */
export function nextToSend(state: QueueState): QueuedAction | undefined {
  const held = new Set(state.refused.map((refusal) => refusal.queued.staffMemberId));
  return state.pending.find((queued) => !held.has(queued.staffMemberId));
}

export function markSent(state: QueueState, id: string): QueueState {
  return { ...state, pending: state.pending.filter((queued) => queued.id !== id), lastError: null };
}

export function markRefused(state: QueueState, id: string, problem: Problem): QueueState {
  const queued = state.pending.find((item) => item.id === id);
  if (!queued) return state;
  return {
    pending: state.pending.filter((item) => item.id !== id),
    refused: [...state.refused, { queued, problem }],
    lastError: null,
  };
}

export function markStopped(state: QueueState, reason: string): QueueState {
  return { ...state, lastError: reason };
}

/** The staff member read the refusal and lets it go: their later actions may be sent. */
export function dismissRefusal(state: QueueState, id: string): QueueState {
  return { ...state, refused: state.refused.filter((refusal) => refusal.queued.id !== id) };
}

/** A refusal that was sent again (with a PIN, say) and went through. */
export const resolveRefusal = dismissRefusal;

export function replaceRefusal(state: QueueState, id: string, problem: Problem): QueueState {
  return {
    ...state,
    refused: state.refused.map((refusal) => (refusal.queued.id === id ? { ...refusal, problem } : refusal)),
  };
}

export function pendingFor(state: QueueState, staffMemberId: string): QueuedAction[] {
  return state.pending.filter((queued) => queued.staffMemberId === staffMemberId);
}

export function refusalsFor(state: QueueState, staffMemberId: string): Refusal[] {
  return state.refused.filter((refusal) => refusal.queued.staffMemberId === staffMemberId);
}

/** True when the failure says nothing about the action itself, so sending it later may work. */
export function isRetryLater(failure: Extract<ApiResult<unknown>, { ok: false }>['failure']): boolean {
  if (failure.kind === 'network') return true;
  const { status, code } = failure.problem;
  return status >= 500 || status === 401 || status === 408 || status === 429 || code === 'no_session_token';
}

/** How a stopped replay explains itself on the tile and in the modal. */
export function stopReason(failure: Extract<ApiResult<unknown>, { ok: false }>['failure']): string {
  return failure.kind === 'network' ? 'Shiftbook cannot be reached.' : failure.problem.detail;
}
