import { type PlacedShift, type ShiftTimes, shiftTimesProblem, spansOverlap } from './shift-times.js';
import { blockingTimeOff, type TimeOffDays } from './time-off.js';
import { sameLocalTimeDaysLater } from './wall-clock.js';

/**
 * Why a shift was not copied, as the API names it (stable: clients branch on these):
 * - `inactive_staff`: its staff member is inactive;
 * - `invalid_times`: at the same local times in the target week it is no valid shift, which
 *   only happens around a DST change (longer than 24 h, ending before it starts, or shorter
 *   than its break);
 * - `time_off`: it would land on a day of the staff member's approved time off;
 * - `overlap`: it would overlap a shift the staff member already has around the target week, or
 *   a copy made by the same request (only possible around a DST change).
 * Checked in that order; a copy gets the first reason that applies.
 */
export const COPY_SKIP_REASONS = ['inactive_staff', 'invalid_times', 'time_off', 'overlap'] as const;
export type CopySkipReason = (typeof COPY_SKIP_REASONS)[number];

export type SourceShift = PlacedShift & ShiftTimes;

/** Where a source shift's copy goes (or would have gone), at the same local times. */
export interface CopyPlacement<S extends SourceShift = SourceShift> {
  /** The copy's id (a skipped copy's is never used). */
  id: string;
  source: S;
  startsAt: number;
  endsAt: number;
}

export interface SkippedCopy<S extends SourceShift = SourceShift> extends CopyPlacement<S> {
  reason: CopySkipReason;
  /** The id of the shift or time off in the way (`overlap`, `time_off`), else null. */
  conflict: string | null;
}

export interface WeekCopyFacts<S extends SourceShift = SourceShift> {
  /** The shifts to copy, in the order their copies are placed (start, then id). */
  sources: readonly S[];
  /** Calendar days from the source week to the target week (a multiple of 7). */
  days: number;
  /** The shop's zone: copies keep their local wall-clock times there. */
  zone: string;
  /** Staff members who are active; the others' shifts are skipped. */
  activeStaff: ReadonlySet<string>;
  /** Shifts already there that a copy may overlap (those of the staff concerned, around the target week). */
  existing: readonly PlacedShift[];
  /** Approved time off of the staff concerned, around the target week. */
  approvedTimeOff: readonly TimeOffDays[];
  /** A new shift id, asked once per source. */
  newId: () => string;
}

export interface WeekCopyPlan<S extends SourceShift = SourceShift> {
  copies: CopyPlacement<S>[];
  skipped: SkippedCopy<S>[];
}

/**
 * Decides, for every source shift, its copy at the same local start and end times `days`
 * later, or why there is none. Pure: the caller reads the facts and writes the copies. Every
 * source ends up in exactly one of the two lists, in source order.
 */
export function planWeekCopy<S extends SourceShift>(facts: WeekCopyFacts<S>): WeekCopyPlan<S> {
  const placed = new Map<string, PlacedShift[]>();
  for (const shift of facts.existing) placedOf(placed, shift.staffId).push(shift);
  const plan: WeekCopyPlan<S> = { copies: [], skipped: [] };
  // A week's shifts share their starts and ends (everyone on at 09:00 on Monday): each instant
  // is moved once, which is most of the work of a large copy.
  const moved = new Map<number, number>();
  const later = (instant: number) => {
    let to = moved.get(instant);
    if (to === undefined) {
      to = sameLocalTimeDaysLater(instant, facts.days, facts.zone);
      moved.set(instant, to);
    }
    return to;
  };
  for (const source of facts.sources) {
    const placement: CopyPlacement<S> = {
      id: facts.newId(),
      source,
      startsAt: later(source.startsAt),
      endsAt: later(source.endsAt),
    };
    const skip = (reason: CopySkipReason, conflict: string | null = null) =>
      plan.skipped.push({ ...placement, reason, conflict });
    const copy = { ...placement, staffId: source.staffId, breakMinutes: source.breakMinutes };
    if (!facts.activeStaff.has(source.staffId)) {
      skip('inactive_staff');
      continue;
    }
    if (shiftTimesProblem(copy)) {
      skip('invalid_times');
      continue;
    }
    const off = blockingTimeOff(copy, facts.approvedTimeOff, facts.zone);
    if (off) {
      skip('time_off', off.id);
      continue;
    }
    const others = placedOf(placed, source.staffId);
    const overlapping = others.find((other) => spansOverlap(other, copy));
    if (overlapping) {
      skip('overlap', overlapping.id);
      continue;
    }
    others.push({ id: placement.id, staffId: source.staffId, startsAt: copy.startsAt, endsAt: copy.endsAt });
    plan.copies.push(placement);
  }
  return plan;
}

function placedOf(placed: Map<string, PlacedShift[]>, staffId: string): PlacedShift[] {
  let list = placed.get(staffId);
  if (!list) {
    list = [];
    placed.set(staffId, list);
  }
  return list;
}
