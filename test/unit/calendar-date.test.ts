import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDate, isoWeekday } from '../../web/domain/time/calendar-date.js';
import { weekStartDateOf, workWeekContaining } from '../../web/domain/time/work-week.js';
import { calendarDate } from './arbitraries.js';

/** `YYYY-MM-DD` of any year, month and day numbers, real or not. */
function dateText(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Years from `minYear` to 9999, months 1–12 and days 1–31: every real date and some that are not. */
function yearMonthDay(minYear: number) {
  return [
    fc.integer({ min: minYear, max: 9999 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 31 }),
  ] as const;
}

describe('isCalendarDate', () => {
  it.each(['2026-11-03', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '1999-06-30'])(
    'accepts the real date %s',
    (text) => {
      expect(isCalendarDate(text)).toBe(true);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-11-3',
    '2026-1-03',
    '20261103',
    '2026-W47',
    '2026-11-03T00:00:00Z',
    ' 2026-11-03',
    '2026-11-03 ',
    '26-11-03',
    '+2026-11-03',
    '',
  ])('rejects %j', (text) => {
    expect(isCalendarDate(text)).toBe(false);
  });

  it('accepts every real date from year 0001 to 9999', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(isCalendarDate(date)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts dates of the first century, which Date.UTC would map to the 1900s', () => {
    expect(isCalendarDate('0050-03-01')).toBe(true);
    expect(isCalendarDate('0001-01-01')).toBe(true);
    expect(isCalendarDate('0050-02-29')).toBe(false);
  });

  it('agrees with Date, year 0000 included, which the proleptic calendar makes a leap year', () => {
    expect(isCalendarDate('0000-02-29')).toBe(true);
    fc.assert(
      fc.property(...yearMonthDay(0), (y, m, d) => {
        const date = new Date(0);
        date.setUTCFullYear(y, m - 1, d);
        const real = date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
        expect(isCalendarDate(dateText(y, m, d))).toBe(real);
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with the day count of each month', () => {
    fc.assert(
      fc.property(...yearMonthDay(1), (y, m, d) => {
        const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
        const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
        expect(isCalendarDate(dateText(y, m, d))).toBe(d <= days);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('calendar arithmetic', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-08', 7)).toBe('2026-03-15');
  });

  it('counts the days between two dates as the inverse of addDays', () => {
    fc.assert(
      fc.property(
        calendarDate.filter((d) => d >= '0100' && d <= '9900'),
        fc.integer({ min: -3000, max: 3000 }),
        (date, days) => {
          expect(daysBetween(date, addDays(date, days))).toBe(days);
        },
      ),
    );
  });

  it('names ISO weekdays, Monday 1 to Sunday 7', () => {
    expect(isoWeekday('2026-11-02')).toBe(1);
    expect(isoWeekday('2026-11-07')).toBe(6);
    expect(isoWeekday('2026-11-01')).toBe(7);
    expect(isoWeekday('2026-11-16')).toBe(1);
  });

  it('moves the weekday by one per day', () => {
    fc.assert(
      fc.property(
        calendarDate.filter((d) => d < '9999-12-31'),
        (date) => {
          expect(isoWeekday(addDays(date, 1))).toBe((isoWeekday(date) % 7) + 1);
        },
      ),
    );
  });
});

describe('date arithmetic at the ends of years 0000–9999', () => {
  it('steps beyond 9999-12-31 and before 0000-01-01 exactly, in the expanded form, and back', () => {
    expect(addDays('9999-12-31', 1)).toBe('+010000-01-01');
    expect(addDays('9999-12-27', 7)).toBe('+010000-01-03');
    expect(addDays(addDays('9999-12-27', 7), 7)).toBe('+010000-01-10');
    expect(addDays('+010000-01-03', -7)).toBe('9999-12-27');
    expect(addDays('0000-01-01', -1)).toBe('-000001-12-31');
    expect(addDays('-000001-12-27', 7)).toBe('0000-01-03');
    expect(daysBetween('-000001-12-27', '+010000-01-03')).toBe(3_652_432);
  });

  it('finds the work week of the first and the last date a query may name', () => {
    expect(weekStartDateOf('0000-01-01', 'monday')).toBe('-000001-12-27');
    expect(weekStartDateOf('9999-12-31', 'monday')).toBe('9999-12-27');
    for (const date of ['0000-01-01', '9999-12-31']) {
      const week = workWeekContaining(date, 'Pacific/Kiritimati', 'sunday');
      expect(Number.isFinite(week.startsAt) && Number.isFinite(week.endsAt)).toBe(true);
      expect(week.endsAt - week.startsAt).toBeGreaterThan(6 * 86_400_000);
    }
  });

  it('refuses what a Date cannot hold instead of writing a wrong date', () => {
    expect(() => addDays('9999-12-31', 100_000_000)).toThrow(RangeError);
    expect(() => addDays('2026-11-03', 0.5)).toThrow(RangeError);
  });
});
