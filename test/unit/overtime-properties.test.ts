import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCentihours, weekHours } from '../../web/domain/pay/overtime.js';
import { overtimeRule, workedDays } from './arbitraries.js';

const HOUR_MS = 3_600_000;

describe('weekHours properties', () => {
  it('never answers a negative quantity', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, (days, rule) => {
        const h = weekHours(days, rule);
        for (const value of Object.values(h)) expect(value).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('splits the hours exactly into regular, 1.5× and 2× hours', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, (days, rule) => {
        const h = weekHours(days, rule);
        expect(h.regularHours + h.overtimeHours + h.doubleTimeHours).toBe(h.hours);
        expect(h.overtime).toBe(h.overtimeHours + h.doubleTimeHours);
      }),
      { numRuns: 500 },
    );
  });

  it('rounds the whole week once: hours is the rounded sum of worked time', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, (days, rule) => {
        const h = weekHours(days, rule);
        const sum = days.reduce((total, d) => total + Math.max(0, d.workedMs), 0);
        expect(h.workedMs).toBe(sum);
        expect(h.hours).toBe(toCentihours(sum));
      }),
    );
  });

  it('answers only integer hundredths of an hour', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, (days, rule) => {
        for (const value of Object.values(weekHours(days, rule))) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('under weekly_40, overtime is the hours beyond 40', () => {
    fc.assert(
      fc.property(workedDays, (days) => {
        const h = weekHours(days, 'weekly_40');
        expect(Math.abs(h.overtime - Math.max(0, h.hours - 4000))).toBeLessThanOrEqual(1);
        expect(h.doubleTimeHours).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('under none, every hour is regular', () => {
    fc.assert(
      fc.property(workedDays, (days) => {
        const h = weekHours(days, 'none');
        expect(h.regularHours).toBe(h.hours);
        expect(h.overtime).toBe(0);
      }),
    );
  });

  it('under daily_8_weekly_40, regular hours never exceed 40 a week or 8 a day', () => {
    fc.assert(
      fc.property(workedDays, (days) => {
        const h = weekHours(days, 'daily_8_weekly_40');
        expect(h.regularHours).toBeLessThanOrEqual(4000);
        const workedDaysCount = new Set(days.filter((d) => d.workedMs > 0).map((d) => d.day)).size;
        expect(h.regularHours).toBeLessThanOrEqual(workedDaysCount * 800);
      }),
      { numRuns: 500 },
    );
  });

  it('under daily_8_weekly_40, a week of days of at most 8 h and 40 h in all has no overtime', () => {
    const shortWeek = fc
      .array(fc.integer({ min: 0, max: 8 * 60 }), { minLength: 7, maxLength: 7 })
      .filter((minutes) => minutes.reduce((a, b) => a + b, 0) <= 40 * 60 && minutes.some((m) => m === 0));
    fc.assert(
      fc.property(shortWeek, (minutes) => {
        const h = weekHours(
          minutes.map((m, day) => ({ day, workedMs: m * 60_000 })),
          'daily_8_weekly_40',
        );
        expect(h.overtime).toBe(0);
      }),
    );
  });

  it('never has less overtime under daily_8_weekly_40 than under weekly_40', () => {
    fc.assert(
      fc.property(workedDays, (days) => {
        const california = weekHours(days, 'daily_8_weekly_40');
        expect(california.overtime).toBeGreaterThanOrEqual(weekHours(days, 'weekly_40').overtime);
      }),
      { numRuns: 500 },
    );
  });

  it('does not depend on the order in which entries are given', () => {
    fc.assert(
      fc.property(workedDays, overtimeRule, (days, rule) => {
        const reversed = [...days].reverse();
        expect(weekHours(reversed, rule)).toEqual(weekHours(days, rule));
      }),
    );
  });

  it('gives more worked time at least as many hours', () => {
    fc.assert(
      fc.property(
        workedDays,
        overtimeRule,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 12 * HOUR_MS }),
        (days, rule, day, extra) => {
          const before = weekHours(days, rule);
          const after = weekHours([...days, { day, workedMs: extra }], rule);
          expect(after.hours).toBeGreaterThanOrEqual(before.hours);
          expect(after.overtime).toBeGreaterThanOrEqual(before.overtime);
        },
      ),
    );
  });
});
