/**
 * Calendar arithmetic in the shop's time zone with Intl only. Dates are `YYYY-MM-DD` strings;
 * instants are ms since the epoch. A local wall time is turned into an instant by asking Intl
 * for the zone's offset at a guess, then correcting once, which lands right across DST changes.
 */
import type { Weekday } from '../api/types.js';

export const WEEKDAYS: Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallTime {
  date: string;
  hour: number;
  minute: number;
  second: number;
}

export function wallTime(instant: number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function utcOf(date: string, hour = 0, minute = 0, second = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour, minute, second);
}

function offsetAt(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  return utcOf(wall.date, wall.hour, wall.minute, wall.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local wall time (`HH:MM`) on a date in a zone. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = utcOf(date, hour, minute);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

/**
 * The instants of a local span on a date, from `start` to `end` (`HH:MM`). The form has no end
 * day, so an end at or before the start is read as the next day (overnight work); a null end
 * stays null (a time entry still open).
 */
export function zonedSpan(
  date: string,
  start: string,
  end: string,
  timeZone: string,
): { start: number; end: number };
export function zonedSpan(
  date: string,
  start: string,
  end: string | null,
  timeZone: string,
): { start: number; end: number | null };
export function zonedSpan(date: string, start: string, end: string | null, timeZone: string) {
  const startAt = zonedInstant(date, start, timeZone);
  if (end === null) return { start: startAt, end: null };
  let endAt = zonedInstant(date, end, timeZone);
  if (endAt <= startAt) endAt = zonedInstant(addDays(date, 1), end, timeZone);
  return { start: startAt, end: endAt };
}

export function toIso(instant: number): string {
  return new Date(instant).toISOString().replace('.000Z', 'Z');
}

export function localDate(instant: number, timeZone: string): string {
  return wallTime(instant, timeZone).date;
}

export function localTime(instant: number, timeZone: string): string {
  const wall = wallTime(instant, timeZone);
  return `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
function weekdayIndex(date: string): number {
  return (new Date(utcOf(date)).getUTCDay() + 6) % 7;
}

/** The first day of the shop's work week that contains `date`. */
export function weekStartOf(date: string, weekStart: Weekday): string {
  const back = (weekdayIndex(date) - WEEKDAYS.indexOf(weekStart) + 7) % 7;
  return addDays(date, -back);
}

export function weekDays(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

export function today(timeZone: string): string {
  return localDate(Date.now(), timeZone);
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** "Mon, Nov 16" for a calendar date. */
export function formatDay(date: string): string {
  return dayFormat.format(new Date(utcOf(date)));
}

const rangeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export function formatRange(start: string, end: string): string {
  return rangeFormat.formatRange(new Date(utcOf(start)), new Date(utcOf(end)));
}

/** An RFC 3339 instant shown in the shop's zone: "Nov 16, 09:00". */
export function formatInstant(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(undefined, {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Whether the work week that starts on `week` is over in the zone: local midnight after its last day. */
export function weekHasEnded(week: string, timeZone: string, now = Date.now()): boolean {
  return now >= zonedInstant(addDays(week, 7), '00:00', timeZone);
}
