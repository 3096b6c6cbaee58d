/**
 * Calendar dates (`YYYY-MM-DD`) without a time or zone. Arithmetic runs on UTC midnights,
 * where every day has 24 hours, so it is exact whatever the shop's zone.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** The furthest instant a `Date` holds, either side of 1970 (ECMA-262 §21.4.1.1). */
const MAX_DATE_MS = 8.64e15;

/** Days per month of a common year; February has 29 in a leap year. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * True for a real calendar date in strict `YYYY-MM-DD` form (`2026-02-30` is false), by the
 * proleptic Gregorian calendar that `Date` uses (year 0000 is a leap year). Counted, not built
 * as a `Date`: every `?week=` of the API's busiest read passes through here.
 */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

function toUtcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The date of a UTC midnight. Years 0000–9999 are `YYYY-MM-DD`; the one week that a query date at
 * either end of that range reaches beyond it (the work week of 0000-01-01 starts in year −1) is
 * written in ISO 8601's expanded form (`-000001-12-27`, `+010000-01-02`), which `Date.parse` and
 * luxon read back exactly. Such dates do not sort as strings: loops over dates count days.
 * An instant `Date` cannot hold is refused (a RangeError), never turned into a wrong date.
 */
function fromUtcMidnight(ms: number): string {
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS)
    throw new RangeError(`no calendar date at ${ms} ms`);
  const iso = new Date(ms).toISOString();
  return iso.slice(0, iso.indexOf('T'));
}

export function addDays(date: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`addDays needs whole days, not ${days}`);
  return fromUtcMidnight(toUtcMidnight(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / DAY_MS);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtcMidnight(date)).getUTCDay();
  return day === 0 ? 7 : day;
}
