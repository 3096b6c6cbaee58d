import { DateTime } from 'luxon';

/**
 * Times written for people in an email (SPEC §16): the shop's zone, the day as "Tue 2 Dec",
 * times of day with minutes on a 24-hour clock ("9:00", "17:30"), hours as decimals ("7.5").
 */

function local(ms: number, zone: string): DateTime {
  // English whatever the server's locale: the same text goes to every recipient.
  return DateTime.fromMillis(ms, { zone }).setLocale('en-GB');
}

/** A calendar date (`YYYY-MM-DD`) as "Tue 2 Dec". */
export function humanDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-GB').toFormat('ccc d LLL');
}

/** Both days of a range, both included: "Tue 2 Dec" or "Tue 2 Dec – Fri 5 Dec". */
export function humanDates(first: string, last: string): string {
  return first === last ? humanDate(first) : `${humanDate(first)} – ${humanDate(last)}`;
}

/** The number of days in a range of calendar dates, both included. */
export function dayCount(first: string, last: string): number {
  const ms = Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** "Tue 2 Dec". */
export function humanDay(ms: number, zone: string): string {
  return local(ms, zone).toFormat('ccc d LLL');
}

/** "9:00". */
export function humanTime(ms: number, zone: string): string {
  return local(ms, zone).toFormat('H:mm');
}

/** "Tue 2 Dec, 9:00". */
export function humanInstant(ms: number, zone: string): string {
  return `${humanDay(ms, zone)}, ${humanTime(ms, zone)}`;
}

/**
 * "Tue 2 Dec, 9:00–17:00"; a shift ending on a later local day names that day too
 * ("Tue 2 Dec, 22:00–Wed 3 Dec, 6:00").
 */
export function humanSpan(startsAt: number, endsAt: number, zone: string): string {
  const sameDay = local(startsAt, zone).toISODate() === local(endsAt, zone).toISODate();
  return `${humanInstant(startsAt, zone)}–${sameDay ? humanTime(endsAt, zone) : humanInstant(endsAt, zone)}`;
}

/** Hours as a decimal without trailing zeros: 7.5, 40, 0.25. */
export function humanDecimalHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** Paid hours of shifts as a decimal with at most two places: "7.5", "38", "0.25". */
export function humanHours(
  shifts: ReadonlyArray<{ startsAt: number; endsAt: number; breakMinutes: number }>,
): string {
  let minutes = 0;
  for (const shift of shifts)
    minutes += Math.max(0, Math.round((shift.endsAt - shift.startsAt) / 60_000) - shift.breakMinutes);
  // Whole minutes over 60 give at most two exact decimals after rounding; no float sums kept.
  return String(Math.round((minutes * 100) / 60) / 100);
}
