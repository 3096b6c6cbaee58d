import { daysBetween } from '../time/calendar-date.js';
import { localDaysOf } from './local-days.js';
import { type PlacedShift, type ShiftTimes, shiftTimesProblem } from './shift-times.js';
import { indexBy } from './span-index.js';
import type { TimeOffDays } from './time-off.js';
import { sameLocalTimeDaysLater } from './wall-clock.js';

/**
 * Why a shift was not copied, as the API names it (stable: clients branch on these):
 * - `inactive_staff`: its staff member is inactive;
 * - `invalid_times`: at the same local times in the target week it is no valid shift, which
 *   only happens around a DST change (longer than 24 h, shorter than a minute, ending before
 *   it starts, or shorter than its break);
 * - `time_off`: it would land on a day of the staff member's approved time off;
 * - `overlap`: it would overlap a shift the staff member already has around the target week, or
 *   a copy made by the same request (only possible around a DST change, or from a source week
 *   whose shifts overlap, written before the rules held).
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
 *
 * Sort and sweep, O(n log n) for n shifts (review R6: checking every pair was quadratic, on the
 * event loop). Shifts already there and approved time off are indexed per staff member
 * (SpanIndex), so each copy is one binary search away from what is in its way; of several,
 * the conflict named is the first by start, then id. Then the copies still standing, in order
 * of start (then of source), are swept per staff member: each is kept unless it overlaps the
 * last copy kept, the only one it can overlap since those kept do not overlap each other. So
 * of two copies that would overlap, the one that starts first is made.
 */
export function planWeekCopy<S extends SourceShift>(facts: WeekCopyFacts<S>): WeekCopyPlan<S> {
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
  const there = indexBy(
    facts.existing,
    (shift) => shift.staffId,
    (shift) => ({ from: shift.startsAt, to: shift.endsAt, id: shift.id, item: shift }),
  );
  // Time off covers whole local days: as day numbers, the days [first, last] are the span [first, last + 1).
  const away = indexBy(
    facts.approvedTimeOff,
    (off) => off.staffId,
    (off) => ({ from: dayNumber(off.startsOn), to: dayNumber(off.endsOn) + 1, id: off.id, item: off }),
  );
  const placements: CopyPlacement<S>[] = facts.sources.map((source) => ({
    id: facts.newId(),
    source,
    startsAt: later(source.startsAt),
    endsAt: later(source.endsAt),
  }));
  const skips: (Pick<SkippedCopy, 'reason' | 'conflict'> | undefined)[] = new Array(placements.length);
  const standing: number[] = [];
  placements.forEach((placement, i) => {
    const { staffId, breakMinutes } = placement.source;
    const span = { staffId, startsAt: placement.startsAt, endsAt: placement.endsAt };
    if (!facts.activeStaff.has(staffId)) {
      skips[i] = { reason: 'inactive_staff', conflict: null };
      return;
    }
    if (shiftTimesProblem({ ...span, breakMinutes })) {
      skips[i] = { reason: 'invalid_times', conflict: null };
      return;
    }
    const offs = away.get(staffId);
    if (offs) {
      const days = localDaysOf(span, facts.zone);
      const off = offs.firstOverlapping(dayNumber(days.first), dayNumber(days.last) + 1);
      if (off) {
        skips[i] = { reason: 'time_off', conflict: off.id };
        return;
      }
    }
    const shift = there.get(staffId)?.firstOverlapping(span.startsAt, span.endsAt);
    if (shift) {
      skips[i] = { reason: 'overlap', conflict: shift.id };
      return;
    }
    standing.push(i);
  });
  standing.sort((a, b) => placements[a]!.startsAt - placements[b]!.startsAt || a - b);
  const lastKept = new Map<string, CopyPlacement<S>>();
  for (const i of standing) {
    const placement = placements[i]!;
    const last = lastKept.get(placement.source.staffId);
    if (last && last.endsAt > placement.startsAt) skips[i] = { reason: 'overlap', conflict: last.id };
    else lastKept.set(placement.source.staffId, placement);
  }
  const plan: WeekCopyPlan<S> = { copies: [], skipped: [] };
  placements.forEach((placement, i) => {
    const skip = skips[i];
    if (skip) plan.skipped.push({ ...placement, ...skip });
    else plan.copies.push(placement);
  });
  return plan;
}

/** Days since 1970-01-01 of a local date: day ranges compared as numbers. */
function dayNumber(date: string): number {
  return daysBetween('1970-01-01', date);
}
