import type { NextShift } from './clock-types.js';

/**
 * Times as the tile shows them, on a 24-hour clock ("09:02") in the device's zone. `timeZone`
 * (an IANA name) is for tests; POS leaves it unset and the device's own zone applies.
 */
export function formatClockTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/** The local calendar date, YYYY-MM-DD: the `week` parameter of `/v1/timesheets` for today. */
export function localDate(at: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(at);
}

function dayLabel(iso: string, now: Date, timeZone?: string): string {
  const day = localDate(new Date(iso), timeZone);
  if (day === localDate(now, timeZone)) return 'Today';
  if (day === localDate(new Date(now.getTime() + 86_400_000), timeZone)) return 'Tomorrow';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** "Today 09:00–17:00", "Tomorrow 09:00–17:00", "Tue 24 Nov 09:00–17:00", or "Now, until 17:00". */
export function formatShift(shift: NextShift, now: Date, timeZone?: string): string {
  const end = formatClockTime(shift.ends_at, timeZone);
  if (Date.parse(shift.starts_at) <= now.getTime()) return `Now, until ${end}`;
  return `${dayLabel(shift.starts_at, now, timeZone)} ${formatClockTime(shift.starts_at, timeZone)}–${end}`;
}

/** "7.5 h": hours arrive as a JSON number with at most two decimals. */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

/** "1 action", "3 actions". */
export function countActions(count: number): string {
  return `${count} action${count === 1 ? '' : 's'}`;
}
