import type { QueueState } from './action-queue.js';
import type { ClockRow, Problem } from './clock-types.js';

export interface Notice {
  tone: 'success' | 'info' | 'critical';
  text: string;
}

/** Everything the tile and the modal show, as plain data: the views are functions of it. */
export interface ClockSnapshot {
  /** The pinned staff member's numeric id, or null while the screen is locked. */
  staffMemberId: string | null;
  online: boolean;
  /** The board as last read (from the server, or from the device while offline), or null. */
  rows: ClockRow[] | null;
  /** Why the last board read failed, while it did. */
  boardProblem: Problem | null;
  queue: QueueState;
  /** False when the queue is in memory only (POS gave no storage). */
  persistent: boolean;
  /** An action is on its way, or the PIN pad is up. */
  busy: boolean;
  /** What became of the last action pressed here. */
  notice: Notice | null;
}
