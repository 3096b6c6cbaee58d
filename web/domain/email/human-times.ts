import { DateTime } from 'luxon';

/**
 * Times written for people in an email (SPEC §16): the shop's zone, the day as "Tue 2 Dec",
 * times of day with minutes on a 24-hour clock ("9:00", "17:30"), hours as decimals ("7.5").
 */

function local(ms: number, zone: string): DateTime {
  // English whatever the server's locale: the same text goes to every recipient.
  return DateTime.fromMillis(ms, { zone }).setLocale('en-GB');
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
