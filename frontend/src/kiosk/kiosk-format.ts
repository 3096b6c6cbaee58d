import { addDays, localDate } from '../lib/time.js';
import type { ClockAction, ClockEntry, ClockRow, NextShift } from './clock-types.js';

/**
 * Words and times the kiosk shows. The kiosk token cannot read /v1/shop, so times are shown in
 * the tablet's own zone (`browserTimeZone()`), which is the shop's for a tablet in the shop.
 * Every function takes the zone and `now`, so it is tested without a browser or a clock.
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, kind: 'time' | 'weekday' | 'date' | 'long'): Intl.DateTimeFormat {
  const key = `${timeZone}|${kind}`;
  let formatter = formats.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'weekday'
          ? { weekday: 'short' }
          : kind === 'date'
            ? { weekday: 'short', month: 'short', day: 'numeric' }
            : { weekday: 'long', month: 'long', day: 'numeric' };
    formatter = new Intl.DateTimeFormat(undefined, { ...options, timeZone });
    formats.set(key, formatter);
  }
  return formatter;
}

/** "9:02 AM" (or "09:02" where the locale counts 24 hours). */
export function clockTime(instant: number, timeZone: string): string {
  return format(timeZone, 'time').format(instant);
}

/** "Wednesday, March 10": the header's date. */
export function longDate(instant: number, timeZone: string): string {
  return format(timeZone, 'long').format(instant);
}

/** "Today", "Tomorrow", "Yesterday", a weekday within the coming week, else "Thu, Mar 18". */
export function dayLabel(instant: number, now: number, timeZone: string): string {
  const day = localDate(instant, timeZone);
  const today = localDate(now, timeZone);
  if (day === today) return 'Today';
  if (day === addDays(today, 1)) return 'Tomorrow';
  if (day === addDays(today, -1)) return 'Yesterday';
  if (day > today && day <= addDays(today, 6)) return format(timeZone, 'weekday').format(instant);
  return format(timeZone, 'date').format(instant);
}

/** A time, with its day when that is not today: "9:02 AM", "Yesterday 9:02 PM". */
export function whenLabel(instant: number, now: number, timeZone: string): string {
  const day = dayLabel(instant, now, timeZone);
  return day === 'Today' ? clockTime(instant, timeZone) : `${day} ${clockTime(instant, timeZone)}`;
}

export const STATE_LABEL: Record<ClockRow['state'], string> = {
  off: 'Off the clock',
  on: 'Clocked in',
  break: 'On break',
};

function sinceWhen(row: Pick<ClockRow, 'state' | 'since'>, now: number, timeZone: string): string | null {
  return row.state === 'off' || !row.since ? null : whenLabel(Date.parse(row.since), now, timeZone);
}

/** "Since 9:02 AM", "Since Yesterday 9:02 PM", or null when off the clock. */
export function sinceLine(
  row: Pick<ClockRow, 'state' | 'since'>,
  now: number,
  timeZone: string,
): string | null {
  const when = sinceWhen(row, now, timeZone);
  return when ? `Since ${when}` : null;
}

/** "Clocked in since 9:02 AM", "On break since 12:30 PM", "Off the clock". */
export function stateLine(row: Pick<ClockRow, 'state' | 'since'>, now: number, timeZone: string): string {
  const when = sinceWhen(row, now, timeZone);
  return when ? `${STATE_LABEL[row.state]} since ${when}` : STATE_LABEL[row.state];
}

/** "On shift until 5:00 PM" for a shift under way, "Next shift: Tomorrow, 9:00 AM – 5:00 PM". */
export function nextShiftLine(shift: NextShift | null, now: number, timeZone: string): string | null {
  if (!shift) return null;
  const start = Date.parse(shift.starts_at);
  const end = Date.parse(shift.ends_at);
  if (start <= now && now < end) return `On shift until ${clockTime(end, timeZone)}`;
  return `Next shift: ${dayLabel(start, now, timeZone)}, ${clockTime(start, timeZone)} – ${clockTime(end, timeZone)}`;
}

export const ACTION_LABEL: Record<ClockAction, string> = {
  in: 'Clock in',
  'break-start': 'Start break',
  'break-end': 'End break',
  out: 'Clock out',
};

export const DONE_HEADING: Record<ClockAction, string> = {
  in: 'Clocked in',
  'break-start': 'Break started',
  'break-end': 'Break ended',
  out: 'Clocked out',
};

export const DONE_FAREWELL: Record<ClockAction, string> = {
  in: 'Have a good shift.',
  'break-start': 'Enjoy your break.',
  'break-end': 'Welcome back.',
  out: 'Thanks, see you next time.',
};

/**
 * When the action happened, from the entry the server answered: the server's clock, not the
 * tablet's. Ending a break leaves no instant on the entry, so that one is the tablet's `now`.
 */
export function actionInstant(action: ClockAction, entry: ClockEntry, now: number): number {
  const iso =
    action === 'in'
      ? entry.started_at
      : action === 'out'
        ? entry.ended_at
        : action === 'break-start'
          ? entry.break_started_at
          : null;
  const instant = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(instant) ? now : instant;
}

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** After clocking out: "7 h 31 min worked · 30 min break" (whole minutes, breaks left out). */
export function workedLine(entry: ClockEntry): string | null {
  if (!entry.ended_at) return null;
  const elapsed = Math.round((Date.parse(entry.ended_at) - Date.parse(entry.started_at)) / 60_000);
  if (Number.isNaN(elapsed)) return null;
  const worked = `${duration(Math.max(0, elapsed - entry.break_minutes))} worked`;
  return entry.break_minutes > 0 ? `${worked} · ${duration(entry.break_minutes)} break` : worked;
}
