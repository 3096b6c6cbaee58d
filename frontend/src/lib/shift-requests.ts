import type { Shift, ShiftRequest, ShiftRequestKind, ShiftRequestStatus } from '../api/types.js';
import { formatDay, localDate, localTime } from './time.js';

export const REQUEST_KIND_LABELS: Record<ShiftRequestKind, string> = {
  claim: 'Claim',
  swap: 'Swap',
  drop: 'Drop',
};

export const REQUEST_STATUS_LABELS: Record<ShiftRequestStatus, string> = {
  pending: 'Waiting for colleague',
  accepted: 'Awaiting approval',
  approved: 'Approved',
  declined: 'Declined',
  denied: 'Denied',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** The statuses a manager filters by, the queue of accepted requests first (SPEC §17). */
export const REQUEST_STATUS_OPTIONS: { label: string; value: ShiftRequestStatus | '' }[] = [
  { label: 'Awaiting approval', value: 'accepted' },
  { label: 'Waiting for colleague', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Denied', value: 'denied' },
  { label: 'Declined', value: 'declined' },
  { label: 'Cancelled', value: 'cancelled' },
  { label: 'Expired', value: 'expired' },
  { label: 'Any status', value: '' },
];

/** "Tue, Mar 9, 09:00–17:00" in the shop's zone; an overnight end names its day. */
export function describeShiftTime(shift: Pick<Shift, 'starts_at' | 'ends_at'>, timeZone: string): string {
  const start = Date.parse(shift.starts_at);
  const end = Date.parse(shift.ends_at);
  const day = localDate(start, timeZone);
  const endDay = localDate(end, timeZone);
  const until =
    endDay === day ? localTime(end, timeZone) : `${formatDay(endDay)}, ${localTime(end, timeZone)}`;
  return `${formatDay(day)}, ${localTime(start, timeZone)}–${until}`;
}

/**
 * Who gives the shift and who takes it, by name: a claim's shift is open (no one gives it), a
 * drop not yet taken goes to anyone.
 */
export function describeParties(
  request: ShiftRequest,
  nameOf: (id: string | null, handle: string | null) => string,
) {
  const from =
    request.from_staff_id === null ? 'Open shift' : nameOf(request.from_staff_id, request.from_staff);
  const to = request.to_staff_id === null ? 'Anyone' : nameOf(request.to_staff_id, request.to_staff);
  return `${from} → ${to}`;
}
