import { pendingFor, refusalsFor } from './action-queue.js';
import { type ClockPosition, projectPosition } from './clock-machine.js';
import type { ClockSnapshot } from './clock-snapshot.js';
import type { ClockRow, Problem } from './clock-types.js';

/**
 * What both targets derive from a snapshot before wording it: whose row it is, and where they
 * stand once their waiting actions are counted.
 */
export type StaffView =
  | { kind: 'locked' }
  | { kind: 'loading' }
  | { kind: 'unavailable'; problem: Problem }
  | { kind: 'not-linked' }
  | { kind: 'linked'; row: ClockRow; position: ClockPosition; hours: number | null };

/** POS is offline and the device has no row of this staff member to show. */
export const OFFLINE_NO_DATA: Problem = { status: 0, code: 'offline_no_data', detail: '' };

export function staffView(snapshot: ClockSnapshot): StaffView {
  const { staffMemberId, row } = snapshot;
  if (!staffMemberId) return { kind: 'locked' };
  if (row === undefined) {
    if (!snapshot.online) return { kind: 'unavailable', problem: OFFLINE_NO_DATA };
    return snapshot.rowProblem ? { kind: 'unavailable', problem: snapshot.rowProblem } : { kind: 'loading' };
  }
  if (row === null) return { kind: 'not-linked' };
  const position = projectPosition(row, pendingFor(snapshot.queue, staffMemberId));
  return { kind: 'linked', row, position, hours: row.hours_this_week ?? null };
}

/** The pinned staff member's refused actions (empty while locked). */
export function openRefusals(snapshot: ClockSnapshot) {
  return snapshot.staffMemberId ? refusalsFor(snapshot.queue, snapshot.staffMemberId) : [];
}
