import { addDays, localDate } from '../lib/time.js';
import type { ClockAction, ClockEntry, ClockRow, NextShift } from './clock-types.js';

/**
 * Words and times the kiosk shows. Times are in the shop's zone, which the board carries
 * (`shop.timezone`, decision 51), and on a 24-hour clock as the admin shows them, so a tablet
 * left on another zone or a 12-hour locale shows the same "09:00" as the schedule. Only
 * before a board has loaded (the set-up screens) is the tablet's own zone used.
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
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
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

/** "09:02", "17:30": the admin's 24-hour clock, in the given zone. */
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

/** A time, with its day when that is not today: "09:02", "Yesterday 21:02". */
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

/** "Since 09:02", "Since Yesterday 21:02", or null when off the clock. */
export function sinceLine(
  row: Pick<ClockRow, 'state' | 'since'>,
  now: number,
  timeZone: string,
): string | null {
  const when = sinceWhen(row, now, timeZone);
  return when ? `Since ${when}` : null;
}

/** "Clocked in since 09:02", "On break since 12:30", "Off the clock". */
export function stateLine(row: Pick<ClockRow, 'state' | 'since'>, now: number, timeZone: string): string {
  const when = sinceWhen(row, now, timeZone);
  return when ? `${STATE_LABEL[row.state]} since ${when}` : STATE_LABEL[row.state];
}

/**
 * The shift a tile names. Someone clocked in (or on a break) during their shift reads "On shift
 * until 17:30". Anyone else reads the shift whole with its day, "Next shift today
 * 09:00–17:30", "Next shift tomorrow 09:00–17:00", "Next shift Thu 09:00–17:00": "On shift
 * until" beside "Off the clock" read as if they were working when they had not clocked in.
 */
export function nextShiftLine(
  shift: NextShift | null,
  now: number,
  timeZone: string,
  state: ClockRow['state'],
): string | null {
  if (!shift) return null;
  const start = Date.parse(shift.starts_at);
  const end = Date.parse(shift.ends_at);
  if (state !== 'off' && start <= now && now < end) return `On shift until ${clockTime(end, timeZone)}`;
  const day = dayLabel(start, now, timeZone);
  const words = day === 'Today' || day === 'Tomorrow' ? day.toLowerCase() : day;
  return `Next shift ${words} ${clockTime(start, timeZone)}–${clockTime(end, timeZone)}`;
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
