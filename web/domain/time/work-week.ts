import { DateTime } from 'luxon';
import { addDays, isoWeekday } from './calendar-date.js';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WorkWeek {
  /** Local date of the week's first day, `YYYY-MM-DD`: the week's identity. */
  startDate: string;
  /** UTC instant (ms) of local midnight starting the week. */
  startsAt: number;
  /** UTC instant (ms) of local midnight seven days later (167 or 169 hours away across DST). */
  endsAt: number;
}

/** The local date of the first day of the work week that contains `date`. Pure calendar math. */
export function weekStartDateOf(date: string, weekStart: Weekday): string {
  const firstDay = WEEKDAYS.indexOf(weekStart) + 1;
  const back = (isoWeekday(date) - firstDay + 7) % 7;
  return addDays(date, -back);
}

/** Local midnight of `date` in `zone`, as a UTC instant in ms. */
export function localMidnight(date: string, zone: string): number {
  const key = `${zone}\n${date}`;
  let midnight = midnights.get(key);
  if (midnight === undefined) {
    midnight = DateTime.fromISO(date, { zone }).startOf('day').toMillis();
    // Bounded: a request's dates are few, but a report may walk many days of many zones.
    if (midnights.size >= MAX_CACHED_MIDNIGHTS) midnights.clear();
    midnights.set(key, midnight);
  }
  return midnight;
}

/**
 * Local midnights by zone and date, and the local day each zone was last asked about. A zone's
 * offsets are fixed for the life of the process (its tz data does not change), and luxon reads
 * them through `Intl.DateTimeFormat`, which cost a tenth of a `/v1/me/shifts` request
 * (`npm run bench -- me-shifts`, three reads per request).
 */
const midnights = new Map<string, number>();
const MAX_CACHED_MIDNIGHTS = 10_000;
const lastDays = new Map<string, { date: string; startsAt: number; endsAt: number }>();

export function workWeekContaining(date: string, zone: string, weekStart: Weekday): WorkWeek {
  const startDate = weekStartDateOf(date, weekStart);
  return {
    startDate,
    startsAt: localMidnight(startDate, zone),
    endsAt: localMidnight(addDays(startDate, 7), zone),
  };
}

/** The local calendar date, in `zone`, of a UTC instant (ms). */
export function localDateOf(instant: number, zone: string): string {
  const last = lastDays.get(zone);
  if (last && instant >= last.startsAt && instant < last.endsAt) return last.date;
  const date = DateTime.fromMillis(instant, { zone }).toISODate()!;
  if (lastDays.size >= MAX_CACHED_MIDNIGHTS) lastDays.clear();
  lastDays.set(zone, {
    date,
    startsAt: localMidnight(date, zone),
    endsAt: localMidnight(addDays(date, 1), zone),
  });
  return date;
}

export function isTimeZone(zone: string): boolean {
  return DateTime.local().setZone(zone).isValid;
}
