/**
 * What a write may store (SPEC §5): instants in the years 1970–9998, in whole seconds. The bound
 * keeps every date the rules derive from a stored instant (its local day in any zone, its work
 * week, the day after it) a four-digit `YYYY-MM-DD`, so date arithmetic never leaves what it can
 * represent, and no rule meets an instant it was not written for (year 0000 once reached
 * `weekHours` as a day outside its week: a 500).
 */
export const FIRST_STORED_YEAR = 1970;
export const LAST_STORED_YEAR = 9998;

const FIRST_STORED_MS = Date.UTC(FIRST_STORED_YEAR, 0, 1);
/** The first instant past the range: midnight UTC opening 9999-01-01. */
const END_OF_STORED_MS = Date.UTC(LAST_STORED_YEAR + 1, 0, 1);

export function isStorableInstant(ms: number): boolean {
  return ms >= FIRST_STORED_MS && ms < END_OF_STORED_MS;
}

/** A calendar date a write may store (time off, a payroll period, a week to copy or publish). */
export function isStorableDate(date: string): boolean {
  const year = Number(date.slice(0, 4));
  return year >= FIRST_STORED_YEAR && year <= LAST_STORED_YEAR;
}

/** Fractional seconds are dropped (floored) before any rule sees an instant (SPEC §5). */
export function wholeSeconds(ms: number): number {
  return Math.floor(ms / 1000) * 1000;
}

export const STORED_RANGE_MESSAGE = `must lie in the years ${FIRST_STORED_YEAR}–${LAST_STORED_YEAR}`;
