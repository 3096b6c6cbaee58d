import { pendingFor, refusalsFor } from './action-queue.js';
import { type ClockPosition, projectPosition } from './clock-machine.js';
import type { ClockSnapshot } from './clock-snapshot.js';
import type { ClockRow } from './clock-types.js';

/**
 * What both targets derive from a snapshot before wording it: whose row it is, and where they
 * stand once their waiting actions are counted.
 */
export type StaffView =
  | { kind: 'locked' }
  | { kind: 'loading' }
  | { kind: 'unavailable'; detail: string }
  | { kind: 'not-linked' }
  | { kind: 'linked'; row: ClockRow; position: ClockPosition; hours: number | null };

export function staffView(snapshot: ClockSnapshot): StaffView {
  const { staffMemberId, rows } = snapshot;
  if (!staffMemberId) return { kind: 'locked' };
  if (!rows) {
    if (!snapshot.online)
      return { kind: 'unavailable', detail: 'POS is offline and has not read Shiftbook yet.' };
    return snapshot.boardProblem
      ? { kind: 'unavailable', detail: snapshot.boardProblem.detail }
      : { kind: 'loading' };
  }
  const row = rows.find((candidate) => candidate.shopify_staff_member_id === staffMemberId);
  if (!row) return { kind: 'not-linked' };
  const position = projectPosition(row, pendingFor(snapshot.queue, staffMemberId));
  const hours = row.hours_this_week;
  return { kind: 'linked', row, position, hours };
}

/** The pinned staff member's refused actions (empty while locked). */
export function openRefusals(snapshot: ClockSnapshot) {
  return snapshot.staffMemberId ? refusalsFor(snapshot.queue, snapshot.staffMemberId) : [];
}
