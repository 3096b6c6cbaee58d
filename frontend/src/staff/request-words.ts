import type { ShiftRequest } from './staff-types.js';

/**
 * Shift requests (SPEC §17) as the person reads them: who the request waits for, or how it
 * ended. Handles name colleagues: the staff app never shows a colleague's other data (§15).
 */

/** Why a manager's denial happened, in words, for the reasons the server itself writes. */
const REASON_WORDS: Record<string, string> = {
  already_taken: 'someone else got the shift first',
};

export function requestStatusText(request: ShiftRequest, myStaffId: string): string {
  switch (request.status) {
    case 'pending':
      if (request.kind === 'drop') return 'Offered to everyone';
      if (request.to_staff_id === myStaffId) return 'Waiting for you';
      return `Waiting for ${request.to_staff ?? 'your colleague'}`;
    case 'accepted':
      return 'Waiting for a manager';
    case 'approved':
      return 'Approved';
    case 'declined':
      return 'Declined';
    case 'denied': {
      if (!request.reason) return 'Not approved';
      return `Not approved: ${REASON_WORDS[request.reason] ?? request.reason}`;
    }
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired: the shift started first';
  }
}

/** The pill's colour class: waiting, good, refused or over. */
export function requestPillClass(request: ShiftRequest): string {
  if (request.status === 'approved') return 'pill pill-approved';
  if (request.status === 'declined' || request.status === 'denied') return 'pill pill-denied';
  if (request.status === 'cancelled' || request.status === 'expired') return 'pill pill-cancelled';
  return 'pill';
}

/** Who asked: the claimant of a claim, the offerer of a swap or drop. */
export function requestedBy(request: ShiftRequest): string | null {
  return request.kind === 'claim' ? request.to_staff_id : request.from_staff_id;
}

/** Still open: the requester may cancel it, and no one else may offer that shift meanwhile. */
export function isOpen(request: ShiftRequest): boolean {
  return request.status === 'pending' || request.status === 'accepted';
}

/**
 * The person's requests in two lists, newest first: offers made to them (a colleague's swap,
 * pending ones first as they wait for an answer) and the requests they made themselves.
 */
export function splitRequests<R extends ShiftRequest>(
  requests: readonly R[],
  myStaffId: string,
): { offersToMe: R[]; mine: R[] } {
  const newest = [...requests].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id),
  );
  const offersToMe = newest
    .filter((r) => r.kind !== 'claim' && r.to_staff_id === myStaffId && requestedBy(r) !== myStaffId)
    .sort((a, b) => Number(b.status === 'pending') - Number(a.status === 'pending'));
  const mine = newest.filter((r) => requestedBy(r) === myStaffId);
  return { offersToMe, mine };
}

/** My open offer of a shift, if there is one: the shift list says it is offered. */
export function openOfferOf(
  requests: readonly ShiftRequest[],
  shiftId: string,
  myStaffId: string,
): ShiftRequest | undefined {
  return requests.find((r) => r.shift === shiftId && r.from_staff_id === myStaffId && isOpen(r));
}

/** My open claim of a shift, or my open take of one offered to all: no second claim is asked. */
export function openTakeOf(
  requests: readonly ShiftRequest[],
  shiftId: string,
  myStaffId: string,
): ShiftRequest | undefined {
  return requests.find((r) => r.shift === shiftId && r.to_staff_id === myStaffId && isOpen(r));
}
