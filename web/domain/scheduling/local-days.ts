import { daysBetween } from '../time/calendar-date.js';
import { dateOfWallClock, wallClockOf } from './wall-clock.js';

/** Local dates of the shop, `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  first: string;
  last: string;
}

/**
 * The local days in `zone` that a span [startsAt, endsAt) touches: a shift from 22:00 to 06:00
 * is on two days, one that ends at midnight only on the first.
 */
export function localDaysOf(span: { startsAt: number; endsAt: number }, zone: string): DayRange {
  const lastInstant = Math.max(span.startsAt, span.endsAt - 1);
  return {
    first: dateOfWallClock(wallClockOf(span.startsAt, zone)),
    last: dateOfWallClock(wallClockOf(lastInstant, zone)),
  };
}

/** Two day ranges share a day. Dates compare as text: `YYYY-MM-DD` sorts as the calendar does. */
export function dayRangesOverlap(a: DayRange, b: DayRange): boolean {
  return a.first <= b.last && b.first <= a.last;
}

/** Days in a range, counting both ends. */
export function dayCount(range: DayRange): number {
  return daysBetween(range.first, range.last) + 1;
}
