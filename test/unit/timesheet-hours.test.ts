import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCentihours } from '../../web/domain/pay/overtime.js';
import { workWeekContaining } from '../../web/domain/time/work-week.js';
import { type EntryTimes, timesheetHours, workedMs } from '../../web/domain/timesheets/timesheet-hours.js';
import { modernDate, overtimeRule, weekday, zone } from './arbitraries.js';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const at = (iso: string) => Date.parse(iso);

describe('workedMs', () => {
  it('is end minus start minus the unpaid break', () => {
    const entry = {
      startedAt: at('2026-11-16T09:00:00Z'),
      endedAt: at('2026-11-16T17:00:00Z'),
      breakMinutes: 40,
    };
    expect(workedMs(entry)).toBe(7 * HOUR_MS + 20 * MINUTE_MS);
    expect(toCentihours(workedMs(entry))).toBe(733);
  });

  it('counts nothing for an open entry', () => {
    expect(workedMs({ startedAt: at('2026-11-16T09:00:00Z'), endedAt: null, breakMinutes: 0 })).toBe(0);
  });

  it('never goes negative when the break is longer than the entry', () => {
    const entry = {
      startedAt: at('2026-11-16T09:00:00Z'),
      endedAt: at('2026-11-16T09:30:00Z'),
      breakMinutes: 45,
    };
    expect(workedMs(entry)).toBe(0);
  });
});

describe('timesheetHours', () => {
  const newYorkWeek = {
    zone: 'America/New_York',
    weekStartDate: '2026-11-09',
    rule: 'daily_8_weekly_40',
  } as const;

  it('counts an entry starting late Sunday in New York on that Sunday, though it is Monday in UTC', () => {
    // Sunday 2026-11-15 20:00 EST = Monday 01:00 UTC, 10 h long: day 6 of a week starting Monday 2026-11-09.
    const entry = {
      startedAt: at('2026-11-16T01:00:00Z'),
      endedAt: at('2026-11-16T11:00:00Z'),
      breakMinutes: 0,
    };
    expect(timesheetHours([entry], newYorkWeek)).toMatchObject({
      hours: 1000,
      regularHours: 800,
      overtime: 200,
    });
    // The same instant opens the next week in UTC, so it does not belong to the UTC week of 2026-11-09.
    expect(() => timesheetHours([entry], { ...newYorkWeek, zone: 'UTC' })).toThrow(RangeError);
  });

  it('counts an entry on the day it starts, however late it ends', () => {
    // Two entries of 6 h each starting on Monday evening: both count on Monday, so 4 h are daily overtime.
    const entries = [
      { startedAt: at('2026-11-09T23:00:00Z'), endedAt: at('2026-11-10T05:00:00Z'), breakMinutes: 0 },
      { startedAt: at('2026-11-10T04:59:00Z'), endedAt: at('2026-11-10T10:59:00Z'), breakMinutes: 0 },
    ];
    expect(timesheetHours(entries, newYorkWeek)).toMatchObject({
      hours: 1200,
      regularHours: 800,
      overtime: 400,
    });
  });

  it('ignores an open entry in the hours', () => {
    const entries: EntryTimes[] = [
      { startedAt: at('2026-11-10T14:00:00Z'), endedAt: at('2026-11-10T22:00:00Z'), breakMinutes: 30 },
      { startedAt: at('2026-11-11T14:00:00Z'), endedAt: null, breakMinutes: 0 },
    ];
    expect(timesheetHours(entries, newYorkWeek)).toMatchObject({ hours: 750, overtime: 0 });
  });

  it('sums a week across the end of DST (169 h) in New York', () => {
    const week = workWeekContaining('2026-11-01', 'America/New_York', 'sunday');
    // One entry from the first to the last instant of the week counts every one of its 169 hours.
    const entries = [{ startedAt: week.startsAt, endedAt: week.endsAt, breakMinutes: 0 }];
    const hours = timesheetHours(entries, {
      zone: 'America/New_York',
      weekStartDate: '2026-11-01',
      rule: 'none',
    });
    expect(hours.hours).toBe(16_900);
    const spring = workWeekContaining('2026-03-08', 'America/New_York', 'sunday');
    const springEntry = [{ startedAt: spring.startsAt, endedAt: spring.endsAt, breakMinutes: 0 }];
    expect(
      timesheetHours(springEntry, {
        zone: 'America/New_York',
        weekStartDate: '2026-03-08',
        rule: 'weekly_40',
      }),
    ).toMatchObject({ hours: 16_700, overtime: 12_700, regularHours: 4000 });
  });

  it('still sums right in any zone and week: hours are the rounded sum of the entries', () => {
    const instantIn = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    const piece = fc.record({
      start: instantIn,
      lengthMinutes: fc.integer({ min: 0, max: 16 * 60 }),
      breakMinutes: fc.integer({ min: 0, max: 60 }),
      open: fc.boolean(),
    });
    fc.assert(
      fc.property(
        modernDate,
        zone,
        weekday,
        overtimeRule,
        fc.array(piece, { maxLength: 10 }),
        (date, z, start, rule, pieces) => {
          const week = workWeekContaining(date, z, start);
          const entries: EntryTimes[] = pieces.map((p) => {
            const startedAt = week.startsAt + Math.floor(p.start * (week.endsAt - week.startsAt));
            const endedAt = p.open ? null : startedAt + p.lengthMinutes * MINUTE_MS;
            return { startedAt, endedAt, breakMinutes: p.breakMinutes };
          });
          const hours = timesheetHours(entries, { zone: z, weekStartDate: week.startDate, rule });
          const total = entries.reduce((sum, e) => sum + workedMs(e), 0);
          expect(hours.workedMs).toBe(total);
          expect(hours.hours).toBe(toCentihours(total));
          expect(hours.regularHours + hours.overtimeHours + hours.doubleTimeHours).toBe(hours.hours);
        },
      ),
      { numRuns: 300 },
    );
  });
});
