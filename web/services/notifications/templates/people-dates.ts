import { DateTime } from 'luxon';

/**
 * Dates and times as people read them in an email (SPEC §16): "Tue 2 Dec", "9:00–17:30",
 * hours as decimals ("7.5"). English and 24-hour clock, whatever the reader's locale: the
 * server does not know it, and the same text goes to every recipient.
 */

/** A calendar date (`YYYY-MM-DD`) as "Tue 2 Dec". */
export function dayForPeople(date: string): string {
  return DateTime.fromISO(date, { zone: 'utc' }).setLocale('en-GB').toFormat('ccc d LLL');
}

/** Both days of a range, both included: "Tue 2 Dec" or "Tue 2 Dec – Fri 5 Dec". */
export function daysForPeople(first: string, last: string): string {
  return first === last ? dayForPeople(first) : `${dayForPeople(first)} – ${dayForPeople(last)}`;
}

/** The number of days in a range of calendar dates, both included. */
export function dayCount(first: string, last: string): number {
  const ms = Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}

/** An instant's local day and time of day in a zone: "Tue 2 Dec, 9:00". */
export function instantForPeople(ms: number, zone: string): string {
  return DateTime.fromMillis(ms, { zone }).setLocale('en-GB').toFormat('ccc d LLL, H:mm');
}

/** A span of two instants in a zone: "Tue 2 Dec, 9:00–17:00" (the end's day when it differs). */
export function spanForPeople(startMs: number, endMs: number, zone: string): string {
  const start = DateTime.fromMillis(startMs, { zone }).setLocale('en-GB');
  const end = DateTime.fromMillis(endMs, { zone }).setLocale('en-GB');
  const endText = start.hasSame(end, 'day') ? end.toFormat('H:mm') : end.toFormat('ccc d LLL, H:mm');
  return `${start.toFormat('ccc d LLL, H:mm')}–${endText}`;
}

/** Hours as a decimal without trailing zeros: 7.5, 40, 0.25. */
export function hoursForPeople(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}
