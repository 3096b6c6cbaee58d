import type { QueueState } from './action-queue.js';
import type { ClockAction, ClockRow, Problem } from './clock-types.js';

/**
 * What became of the last action pressed here, as data: the views word it in the POS user's
 * language when they render.
 */
export type Notice =
  | { tone: 'success'; kind: 'done'; action: ClockAction; at: string }
  | {
      tone: 'info';
      kind: 'kept';
      why: 'offline' | 'waiting' | 'unreachable' | 'later';
      action: ClockAction;
      at: string;
      /** Why the server could not take it now, and when it will be tried ('later'). */
      reason?: Problem;
      retryAt?: number;
    }
  | { tone: 'critical'; kind: 'problem'; problem: Problem };

/** Everything the tile and the modal show, as plain data: the views are functions of it. */
export interface ClockSnapshot {
  /** The pinned staff member's numeric id, or null while the screen is locked. */
  staffMemberId: string | null;
  online: boolean;
  /**
   * The pinned staff member's row as last read (from the server, or from the device while
   * offline): undefined before any read, null when nobody in Shiftbook carries the id.
   */
  row: ClockRow | null | undefined;
  /** Why the last read of the row failed, while it did. */
  rowProblem: Problem | null;
  queue: QueueState;
  /** False when the queue is in memory only (POS gave no storage). */
  persistent: boolean;
  /** An action is on its way, or the PIN pad is up. */
  busy: boolean;
  /** The action whose button was pressed while `busy` (its button alone spins). */
  pressed: ClockAction | null;
  notice: Notice | null;
  /** The POS user's IETF locale, as `shopify.locale` says; '' when POS says nothing. */
  locale: string;
}
