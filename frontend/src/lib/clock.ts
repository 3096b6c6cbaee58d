/**
 * Words for the time clock in the shop's zone: "On since 09:02", "Today, 12:00–18:00". A time
 * on the day it is read for shows as the bare time; on another day it carries its date, so a
 * clock-in from yesterday never passes for this morning's.
 */
import type { ClockRow } from '../api/types.js';
import { addDays, formatDay, formatInstant, localDate, localTime } from './time.js';

/** "09:02" when `iso` falls on `date` in the zone, else "Mar 9, 16:00"; "—" for none. */
export function timeOnDay(iso: string | null, date: string, timeZone: string): string {
  if (!iso) return '—';
  const instant = Date.parse(iso);
  return localDate(instant, timeZone) === date ? localTime(instant, timeZone) : formatInstant(iso, timeZone);
}

/** "Off", "On since 09:02" or "On break since 12:30", read on the zone's day of `now`. */
export function describeClockState(row: ClockRow, timeZone: string, now: number): string {
  if (row.state === 'off' || !row.since) return 'Off';
  const since = timeOnDay(row.since, localDate(now, timeZone), timeZone);
  return row.state === 'break' ? `On break since ${since}` : `On since ${since}`;
}

/** "3 h 12 min" from `since` to `now`, whole minutes; "" before `since` (a skewed clock). */
export function elapsed(since: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(since)) / 60_000);
  if (minutes < 0) return '';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

/** "Now, until 17:00", "Today, 12:00–18:00", "Tomorrow, …" or "Thu, Mar 11, …". */
export function describeNextShift(shift: ClockRow['next_shift'], timeZone: string, now: number): string {
  if (!shift) return 'None published';
  const start = Date.parse(shift.starts_at);
  const today = localDate(now, timeZone);
  if (start <= now) return `Now, until ${timeOnDay(shift.ends_at, today, timeZone)}`;
  const day = localDate(start, timeZone);
  const label = day === today ? 'Today' : day === addDays(today, 1) ? 'Tomorrow' : formatDay(day);
  return `${label}, ${localTime(start, timeZone)}–${timeOnDay(shift.ends_at, day, timeZone)}`;
}

/** SPEC §10's grace before a shift with no clock-in counts as `missing`, in ms (5 minutes). */
export const MISSING_AFTER_MS = 5 * 60_000;

/**
 * Whether the row is someone a manager can still call: off the clock while their shift started
 * more than 5 minutes ago and has not ended (Attendance's `missing`, read from the board).
 */
export function isMissing(row: ClockRow, now: number): boolean {
  const shift = row.next_shift;
  if (row.state !== 'off' || !shift) return false;
  return Date.parse(shift.starts_at) + MISSING_AFTER_MS < now && now < Date.parse(shift.ends_at);
}
