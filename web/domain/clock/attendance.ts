import { localDateOf } from '../time/work-week.js';
import { matchShift } from './shift-match.js';

/** A clock-in this long (ms) after the scheduled start is still on time (SPEC §10). */
export const ON_TIME_WITHIN_MS = 5 * 60_000;

export const ATTENDANCE_STATUSES = [
  'on_time',
  'late',
  'open',
  'no_show',
  'missing',
  'scheduled',
  'unscheduled',
] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export interface AttendanceShift {
  id: string;
  staffId: string;
  handle: string;
  startsAt: number;
  endsAt: number;
}

export interface AttendanceEntry {
  id: string;
  staffId: string;
  handle: string;
  startedAt: number;
  endedAt: number | null;
}

export interface AttendanceRow {
  handle: string;
  staffId: string;
  /** Local date of the shift, or of the entry when unscheduled. */
  date: string;
  shift: string | null;
  scheduledStart: number | null;
  scheduledEnd: number | null;
  entry: string | null;
  clockedInAt: number | null;
  clockedOutAt: number | null;
  lateMinutes: number | null;
  earlyLeaveMinutes: number | null;
  status: AttendanceStatus;
}

export interface AttendanceInput {
  /** The work week, UTC ms [startsAt, endsAt). */
  week: { startsAt: number; endsAt: number };
  zone: string;
  now: number;
  /** Every shift that starts in the week, and any other a week's entry or shift could match. */
  shifts: readonly AttendanceShift[];
  /** Every entry that starts in the week, and any earlier one that could match a week's shift. */
  entries: readonly AttendanceEntry[];
}

const inWeek = (week: AttendanceInput['week'], instant: number) =>
  instant >= week.startsAt && instant < week.endsAt;

/**
 * Schedule against clock for one work week (SPEC §10): a row per shift starting in the week,
 * with the entries that match it by the clock-in rule (the current schedule, so a shift added
 * after the clock-in still pairs with it), plus a row per week's entry that matches no shift.
 * A shift worked in several entries (a split shift) shows the first clock-in and the last
 * clock-out, and is `open` while any of them is.
 */
export function attendanceRows(input: AttendanceInput): AttendanceRow[] {
  const { week, zone, now } = input;
  const shiftsByStaff = groupBy(input.shifts, (shift) => shift.staffId);
  const entriesByShift = new Map<string, AttendanceEntry[]>();
  const rows: AttendanceRow[] = [];
  for (const entry of [...input.entries].sort((a, b) => a.startedAt - b.startedAt)) {
    const shift = matchShift(entry.startedAt, shiftsByStaff.get(entry.staffId) ?? []);
    if (shift) {
      const matched = entriesByShift.get(shift.id) ?? [];
      matched.push(entry);
      entriesByShift.set(shift.id, matched);
    } else if (inWeek(week, entry.startedAt)) {
      rows.push(unscheduledRow(entry, zone));
    }
  }
  for (const shift of input.shifts) {
    if (inWeek(week, shift.startsAt))
      rows.push(shiftRow(shift, entriesByShift.get(shift.id) ?? [], zone, now));
  }
  return rows.sort(compareRows);
}

/**
 * A shift nobody clocked into (SPEC §10): `no_show` once it has ended; `missing` while it runs and
 * began more than 5 minutes ago (someone a manager can still call); else still `scheduled`.
 */
function absentStatus(shift: AttendanceShift, now: number): AttendanceStatus {
  if (shift.endsAt <= now) return 'no_show';
  if (now - shift.startsAt > ON_TIME_WITHIN_MS) return 'missing';
  return 'scheduled';
}

function shiftRow(
  shift: AttendanceShift,
  entries: AttendanceEntry[],
  zone: string,
  now: number,
): AttendanceRow {
  const first = entries[0];
  const open = entries.some((entry) => entry.endedAt === null);
  const clockedOutAt = first && !open ? Math.max(...entries.map((entry) => entry.endedAt!)) : null;
  const lateMs = first ? first.startedAt - shift.startsAt : null;
  const status: AttendanceStatus = !first
    ? absentStatus(shift, now)
    : open
      ? 'open'
      : lateMs! > ON_TIME_WITHIN_MS
        ? 'late'
        : 'on_time';
  return {
    handle: shift.handle,
    staffId: shift.staffId,
    date: localDateOf(shift.startsAt, zone),
    shift: shift.id,
    scheduledStart: shift.startsAt,
    scheduledEnd: shift.endsAt,
    entry: first?.id ?? null,
    clockedInAt: first?.startedAt ?? null,
    clockedOutAt,
    lateMinutes: lateMs === null ? null : wholeMinutes(lateMs),
    earlyLeaveMinutes: clockedOutAt === null ? null : wholeMinutes(shift.endsAt - clockedOutAt),
    status,
  };
}

function unscheduledRow(entry: AttendanceEntry, zone: string): AttendanceRow {
  return {
    handle: entry.handle,
    staffId: entry.staffId,
    date: localDateOf(entry.startedAt, zone),
    shift: null,
    scheduledStart: null,
    scheduledEnd: null,
    entry: entry.id,
    clockedInAt: entry.startedAt,
    clockedOutAt: entry.endedAt,
    lateMinutes: null,
    earlyLeaveMinutes: null,
    status: 'unscheduled',
  };
}

/** Whole minutes, floored; 0 when the difference is not positive (early, or on the dot). */
function wholeMinutes(ms: number): number {
  return ms > 0 ? Math.floor(ms / 60_000) : 0;
}

/** By date, then staff, then scheduled start (unscheduled last), then clock-in (none last). */
function compareRows(a: AttendanceRow, b: AttendanceRow): number {
  return (
    compareText(a.date, b.date) ||
    compareText(a.handle, b.handle) ||
    compareNullsLast(a.scheduledStart, b.scheduledStart) ||
    compareNullsLast(a.clockedInAt, b.clockedInAt) ||
    compareText(a.shift ?? a.entry ?? '', b.shift ?? b.entry ?? '')
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNullsLast(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}
