import { divideRoundHalfUp } from '../money/money.js';

export const OVERTIME_RULES = ['weekly_40', 'daily_8_weekly_40', 'none'] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];

const HOUR_MS = 3_600_000;
/** Hundredths of an hour in ms: hours are kept as integer hundredths ("centihours"). */
const CENTIHOUR_MS = 36_000;

/** Worked time of one work day of the week, `day` 0 being the week's first day. */
export interface WorkedDay {
  day: number;
  workedMs: number;
}

/** A week's hours as integer hundredths of an hour, each quantity rounded half-up once. */
export interface WeekHours {
  workedMs: number;
  hours: number;
  regularHours: number;
  /** 1.5× and 2× together: what the weekly summary reports as `overtime`. */
  overtime: number;
  /** The 1.5× part of `overtime`. */
  overtimeHours: number;
  /** The 2× part of `overtime`. */
  doubleTimeHours: number;
}

interface OvertimeMs {
  timeAndHalfMs: number;
  doubleMs: number;
}

export function toCentihours(ms: number): number {
  return divideRoundHalfUp(ms, CENTIHOUR_MS);
}

export function weekHours(days: readonly WorkedDay[], rule: OvertimeRule): WeekHours {
  const perDay = new Array<number>(7).fill(0);
  for (const { day, workedMs } of days) {
    if (day < 0 || day > 6) throw new RangeError(`day ${day} is outside the week`);
    perDay[day]! += Math.max(0, workedMs);
  }
  const workedMs = perDay.reduce((sum, ms) => sum + ms, 0);
  const { timeAndHalfMs, doubleMs } = overtimeOf(perDay, workedMs, rule);

  const hours = toCentihours(workedMs);
  const overtime = toCentihours(timeAndHalfMs + doubleMs);
  const doubleTimeHours = toCentihours(doubleMs);
  return {
    workedMs,
    hours,
    overtime,
    doubleTimeHours,
    overtimeHours: overtime - doubleTimeHours,
    regularHours: hours - overtime,
  };
}

function overtimeOf(perDay: number[], workedMs: number, rule: OvertimeRule): OvertimeMs {
  switch (rule) {
    case 'none':
      return { timeAndHalfMs: 0, doubleMs: 0 };
    case 'weekly_40':
      return { timeAndHalfMs: Math.max(0, workedMs - 40 * HOUR_MS), doubleMs: 0 };
    case 'daily_8_weekly_40':
      return californiaOvertime(perDay);
  }
}

/**
 * California-style: beyond 8 h a day at 1.5×, beyond 12 h at 2×; regular hours past 40 in the
 * week at 1.5×; on the seventh consecutive worked day (every day of the week worked) the first
 * 8 h are 1.5× and the rest 2×. Days are taken in order, so the weekly 40 counts the earliest
 * regular hours first.
 */
function californiaOvertime(perDay: number[]): OvertimeMs {
  const seventhConsecutive = perDay.every((ms) => ms > 0);
  let regularSoFar = 0;
  let timeAndHalfMs = 0;
  let doubleMs = 0;
  perDay.forEach((ms, day) => {
    if (seventhConsecutive && day === 6) {
      timeAndHalfMs += Math.min(ms, 8 * HOUR_MS);
      doubleMs += Math.max(0, ms - 8 * HOUR_MS);
      return;
    }
    const regular = Math.min(ms, 8 * HOUR_MS);
    timeAndHalfMs += Math.min(Math.max(0, ms - 8 * HOUR_MS), 4 * HOUR_MS);
    doubleMs += Math.max(0, ms - 12 * HOUR_MS);
    const regularKept = Math.max(0, Math.min(regular, 40 * HOUR_MS - regularSoFar));
    timeAndHalfMs += regular - regularKept;
    regularSoFar += regularKept;
  });
  return { timeAndHalfMs, doubleMs };
}
