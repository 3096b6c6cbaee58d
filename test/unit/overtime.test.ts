import { describe, expect, it } from 'vitest';
import { toCentihours, type WorkedDay, weekHours } from '../../web/domain/pay/overtime.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** One worked day per argument, in hours, from the week's first day on. */
function week(...hoursPerDay: number[]): WorkedDay[] {
  return hoursPerDay.map((hours, day) => ({ day, workedMs: hours * HOUR_MS }));
}

describe('toCentihours', () => {
  it('rounds worked time half-up to hundredths of an hour', () => {
    expect(toCentihours(7 * HOUR_MS + 20 * MINUTE_MS)).toBe(733); // 7.3333 h
    expect(toCentihours(8 * HOUR_MS + 40 * MINUTE_MS)).toBe(867); // 8.6667 h
    expect(toCentihours(18_000)).toBe(1); // 0.005 h rounds up
    expect(toCentihours(17_999)).toBe(0);
    expect(toCentihours(45 * HOUR_MS)).toBe(4500);
  });
});

describe('weekly_40', () => {
  it('pays the hours beyond 40 in the week as overtime', () => {
    const hours = weekHours(week(9, 9, 9, 9, 9), 'weekly_40');
    expect(hours).toMatchObject({
      hours: 4500,
      regularHours: 4000,
      overtime: 500,
      overtimeHours: 500,
      doubleTimeHours: 0,
    });
  });

  it('has no overtime up to 40 hours, however long the days', () => {
    expect(weekHours(week(20, 20), 'weekly_40')).toMatchObject({ hours: 4000, overtime: 0 });
  });

  it('rounds a part-hour of overtime once', () => {
    const hours = weekHours([{ day: 0, workedMs: 40 * HOUR_MS + 20 * MINUTE_MS }], 'weekly_40');
    expect(hours).toMatchObject({ hours: 4033, overtime: 33, regularHours: 4000 });
  });
});

describe('none', () => {
  it('keeps every hour regular', () => {
    expect(weekHours(week(13, 13, 13, 13, 13, 13, 13), 'none')).toMatchObject({
      hours: 9100,
      regularHours: 9100,
      overtime: 0,
      overtimeHours: 0,
      doubleTimeHours: 0,
    });
  });
});

describe('daily_8_weekly_40', () => {
  it('pays a 10 h day as 8 regular and 2 at 1.5×', () => {
    expect(weekHours(week(10), 'daily_8_weekly_40')).toMatchObject({
      hours: 1000,
      regularHours: 800,
      overtimeHours: 200,
      doubleTimeHours: 0,
      overtime: 200,
    });
  });

  it('pays a 13 h day as 8 regular, 4 at 1.5× and 1 at 2×', () => {
    expect(weekHours(week(13), 'daily_8_weekly_40')).toMatchObject({
      hours: 1300,
      regularHours: 800,
      overtimeHours: 400,
      doubleTimeHours: 100,
      overtime: 500,
    });
  });

  it('pays five 9 h days as 40 regular and 5 at 1.5×', () => {
    expect(weekHours(week(9, 9, 9, 9, 9), 'daily_8_weekly_40')).toMatchObject({
      hours: 4500,
      regularHours: 4000,
      overtimeHours: 500,
      doubleTimeHours: 0,
    });
  });

  it('pays six 8 h days as 40 regular and 8 at 1.5× by the weekly rule', () => {
    expect(weekHours(week(8, 8, 8, 8, 8, 8), 'daily_8_weekly_40')).toMatchObject({
      hours: 4800,
      regularHours: 4000,
      overtimeHours: 800,
      doubleTimeHours: 0,
    });
  });

  it('does not count daily overtime again towards the weekly 40', () => {
    // 4 × 10 h = 32 regular + 8 daily overtime; a 5th day of 8 h is regular (32 + 8 = 40).
    expect(weekHours(week(10, 10, 10, 10, 8), 'daily_8_weekly_40')).toMatchObject({
      hours: 4800,
      regularHours: 4000,
      overtimeHours: 800,
    });
  });

  it('pays the seventh consecutive day at 1.5× for 6 h', () => {
    expect(weekHours(week(6, 6, 6, 6, 6, 6, 6), 'daily_8_weekly_40')).toMatchObject({
      hours: 4200,
      regularHours: 3600,
      overtimeHours: 600,
      doubleTimeHours: 0,
      overtime: 600,
    });
  });

  it('pays the seventh consecutive day its first 8 h at 1.5× and the rest at 2×', () => {
    expect(weekHours(week(4, 4, 4, 4, 4, 4, 10), 'daily_8_weekly_40')).toMatchObject({
      hours: 3400,
      regularHours: 2400,
      overtimeHours: 800,
      doubleTimeHours: 200,
      overtime: 1000,
    });
  });

  it('treats the last day as an ordinary day when a day of the week was not worked', () => {
    expect(weekHours(week(6, 6, 6, 0, 6, 6, 10), 'daily_8_weekly_40')).toMatchObject({
      hours: 4000,
      regularHours: 3800,
      overtimeHours: 200,
      doubleTimeHours: 0,
    });
  });

  it('adds several entries of one day before applying the daily limits', () => {
    const days = [
      { day: 2, workedMs: 5 * HOUR_MS },
      { day: 2, workedMs: 5 * HOUR_MS },
    ];
    expect(weekHours(days, 'daily_8_weekly_40')).toMatchObject({ regularHours: 800, overtimeHours: 200 });
  });

  it('reports overtime as the 1.5× and 2× hours together', () => {
    const hours = weekHours(week(14, 14, 14, 14), 'daily_8_weekly_40');
    expect(hours.overtime).toBe(hours.overtimeHours + hours.doubleTimeHours);
    expect(hours).toMatchObject({ regularHours: 3200, overtimeHours: 1600, doubleTimeHours: 800 });
  });
});

describe('input checks', () => {
  it('refuses a day outside the week', () => {
    expect(() => weekHours([{ day: 7, workedMs: HOUR_MS }], 'weekly_40')).toThrow(RangeError);
    expect(() => weekHours([{ day: -1, workedMs: HOUR_MS }], 'weekly_40')).toThrow(RangeError);
  });

  it('counts negative worked time as nothing', () => {
    expect(weekHours([{ day: 0, workedMs: -HOUR_MS }], 'weekly_40')).toMatchObject({ workedMs: 0, hours: 0 });
  });

  it('answers an empty week with zeros', () => {
    expect(weekHours([], 'daily_8_weekly_40')).toEqual({
      workedMs: 0,
      hours: 0,
      regularHours: 0,
      overtime: 0,
      overtimeHours: 0,
      doubleTimeHours: 0,
    });
  });
});
