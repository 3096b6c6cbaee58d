import { type OvertimeRule, type WeekHours, weekHours } from '../pay/overtime.js';
import { daysBetween } from '../time/calendar-date.js';
import { localDateOf } from '../time/work-week.js';

export interface EntryTimes {
  startedAt: number;
  endedAt: number | null;
  breakMinutes: number;
}

export interface WeekContext {
  zone: string;
  weekStartDate: string;
  rule: OvertimeRule;
}

/** Worked ms of a closed entry: end − start − unpaid break. An open entry counts nothing. */
export function workedMs(entry: EntryTimes): number {
  if (entry.endedAt === null) return 0;
  return Math.max(0, entry.endedAt - entry.startedAt - entry.breakMinutes * 60_000);
}

/**
 * The hours of one timesheet. Each entry counts on the work day in which it starts (local
 * time), however late it ends.
 */
export function timesheetHours(entries: readonly EntryTimes[], week: WeekContext): WeekHours {
  const days = entries.map((entry) => ({
    day: daysBetween(week.weekStartDate, localDateOf(entry.startedAt, week.zone)),
    workedMs: workedMs(entry),
  }));
  return weekHours(days, week.rule);
}
