import type { Weekday } from '../api/types.js';
import { addDays, weekStartOf } from './time.js';

/** Local dates of the shop, both inclusive. */
export interface DateRange {
  from: string;
  to: string;
}

/** The `days` days up to and including `today`. */
export function lastDays(today: string, days: number): DateRange {
  return { from: addDays(today, 1 - days), to: today };
}

/** The shop's work week so far. */
export function weekSoFar(today: string, weekStart: Weekday): DateRange {
  return { from: weekStartOf(today, weekStart), to: today };
}

/** The calendar month so far. */
export function monthSoFar(today: string): DateRange {
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** How many days the range holds; 0 when it runs backwards or a date is not a date. */
export function daysIn(range: DateRange): number {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return 0;
  return Math.round((to - from) / 86_400_000) + 1;
}

/** The server answers at most this many days at once (SPEC §12). */
export const MAX_RANGE_DAYS = 366;
