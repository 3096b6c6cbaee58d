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
  return DateTime.fromISO(date, { zone }).startOf('day').toMillis();
}

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
  return DateTime.fromMillis(instant, { zone }).toISODate()!;
}

export function isTimeZone(zone: string): boolean {
  return DateTime.local().setZone(zone).isValid;
}
