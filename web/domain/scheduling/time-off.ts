import type { Decision } from '../timesheets/timesheet-status.js';
import { type DayRange, dayCount, dayRangesOverlap, localDaysOf } from './local-days.js';

export const TIME_OFF_KINDS = ['vacation', 'sick', 'unpaid', 'other'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** `requested` → `approved` | `denied`; a decided request never changes again (SPEC §13). */
/** SPEC §13, and §15's `cancelled` (by the requester; blocks nothing). */
export const TIME_OFF_STATUSES = ['requested', 'approved', 'denied', 'cancelled'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

/** Longest time off one request may cover, in days: a year, leap day included. */
export const MAX_TIME_OFF_DAYS = 366;

/** Time off of one staff member over whole local days of the shop. */
export interface TimeOffDays {
  id: string;
  staffId: string;
  startsOn: string;
  endsOn: string;
}

/** Why a range of days cannot be a time off request (field and message), or null. */
export function timeOffRangeProblem(range: DayRange): { field: 'ends_on'; message: string } | null {
  if (range.last < range.first) return { field: 'ends_on', message: 'ends_on must not be before starts_on.' };
  if (dayCount(range) > MAX_TIME_OFF_DAYS)
    return { field: 'ends_on', message: `A time off request covers at most ${MAX_TIME_OFF_DAYS} days.` };
  return null;
}

/** Approving or denying is a decision on a request; from any other state it is a conflict. */
export function decideTimeOff(status: TimeOffStatus, to: 'approved' | 'denied'): Decision<typeof to> {
  if (status !== 'requested')
    return {
      ok: false,
      code: 'conflict',
      detail: `The time off is already ${status}; only a request can be ${to}.`,
    };
  return { ok: true, value: to };
}

/** A request's dates and kind can change until it is decided. */
export function timeOffEditable(status: TimeOffStatus): boolean {
  return status === 'requested';
}

export interface StaffShiftSpan {
  staffId: string;
  startsAt: number;
  endsAt: number;
}

/**
 * A shift is on a time off when they are the same staff member's and any part of the shift
 * falls on one of the time off's local days in `zone` (a night shift ending at 02:00 on the
 * first day off is on it; one ending at midnight is not).
 */
export function isOnTimeOff(shift: StaffShiftSpan, off: TimeOffDays, zone: string): boolean {
  return (
    off.staffId === shift.staffId &&
    dayRangesOverlap(localDaysOf(shift, zone), { first: off.startsOn, last: off.endsOn })
  );
}

/** The approved time off that a shift would land on, if any. */
export function blockingTimeOff<T extends TimeOffDays>(
  shift: StaffShiftSpan,
  approved: readonly T[],
  zone: string,
): T | undefined {
  return approved.find((off) => isOnTimeOff(shift, off, zone));
}
