import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday } from '../../web/domain/time/calendar-date.js';
import {
  isTimeZone,
  localDateOf,
  localMidnight,
  WEEKDAYS,
  weekStartDateOf,
  workWeekContaining,
} from '../../web/domain/time/work-week.js';
import { calendarDate, modernDate, weekday, zone } from './arbitraries.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

describe('weekStartDateOf', () => {
  // Wednesday 2026-11-18: the week's first day for each setting.
  it.each([
    ['monday', '2026-11-16'],
    ['tuesday', '2026-11-17'],
    ['wednesday', '2026-11-18'],
    ['thursday', '2026-11-12'],
    ['friday', '2026-11-13'],
    ['saturday', '2026-11-14'],
    ['sunday', '2026-11-15'],
  ] as const)('a week starting on %s holds 2026-11-18 from %s', (start, expected) => {
    expect(weekStartDateOf('2026-11-18', start)).toBe(expected);
  });

  it('keeps a date that is itself the first day of its week', () => {
    expect(weekStartDateOf('2026-11-16', 'monday')).toBe('2026-11-16');
    expect(weekStartDateOf('2026-11-01', 'sunday')).toBe('2026-11-01');
  });

  it('crosses month and year boundaries', () => {
    expect(weekStartDateOf('2027-01-01', 'monday')).toBe('2026-12-28');
    expect(weekStartDateOf('2026-03-01', 'monday')).toBe('2026-02-23');
  });

  it('starts on the configured weekday, at most six days earlier', () => {
    fc.assert(
      fc.property(calendarDate, weekday, (date, start) => {
        const first = weekStartDateOf(date, start);
        expect(isoWeekday(first)).toBe(WEEKDAYS.indexOf(start) + 1);
        expect(daysBetween(first, date)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(first, date)).toBeLessThanOrEqual(6);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every day of a week the same first day', () => {
    fc.assert(
      fc.property(calendarDate, weekday, fc.integer({ min: 0, max: 6 }), (date, start, offset) => {
        const first = weekStartDateOf(date, start);
        expect(weekStartDateOf(addDays(first, offset), start)).toBe(first);
      }),
    );
  });
});

describe('workWeekContaining', () => {
  it('runs 168 hours from local midnight in an ordinary week', () => {
    const week = workWeekContaining('2026-11-18', 'America/New_York', 'monday');
    expect(week.startDate).toBe('2026-11-16');
    expect(new Date(week.startsAt).toISOString()).toBe('2026-11-16T05:00:00.000Z');
    expect(new Date(week.endsAt).toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(week.endsAt - week.startsAt).toBe(168 * HOUR_MS);
  });

  it('has 169 hours when DST ends in it (New York, 2026-11-01)', () => {
    const week = workWeekContaining('2026-11-03', 'America/New_York', 'sunday');
    expect(week.startDate).toBe('2026-11-01');
    expect(new Date(week.startsAt).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(new Date(week.endsAt).toISOString()).toBe('2026-11-08T05:00:00.000Z');
    expect(week.endsAt - week.startsAt).toBe(169 * HOUR_MS);
    const mondayWeek = workWeekContaining('2026-11-01', 'America/New_York', 'monday');
    expect(mondayWeek.startDate).toBe('2026-10-26');
    expect(mondayWeek.endsAt - mondayWeek.startsAt).toBe(169 * HOUR_MS);
  });

  it('has 167 hours when DST starts in it (New York, 2026-03-08)', () => {
    const week = workWeekContaining('2026-03-10', 'America/New_York', 'sunday');
    expect(week.startDate).toBe('2026-03-08');
    expect(week.endsAt - week.startsAt).toBe(167 * HOUR_MS);
  });

  it('has 167 hours when DST starts in Europe (Berlin, 2026-03-29)', () => {
    const week = workWeekContaining('2026-03-29', 'Europe/Berlin', 'monday');
    expect(week.startDate).toBe('2026-03-23');
    expect(week.endsAt - week.startsAt).toBe(167 * HOUR_MS);
  });

  it('is always 168 hours in UTC', () => {
    fc.assert(
      fc.property(modernDate, weekday, (date, start) => {
        const week = workWeekContaining(date, 'UTC', start);
        expect(week.endsAt - week.startsAt).toBe(168 * HOUR_MS);
      }),
    );
  });

  it("lasts 168 hours give or take the zone's offset changes, and the next week starts where it ends", () => {
    const offsetMinutes = (ms: number, z: string) => DateTime.fromMillis(ms, { zone: z }).offset;
    fc.assert(
      fc.property(modernDate, zone, weekday, (date, z, start) => {
        const week = workWeekContaining(date, z, start);
        // A DST week has 167 or 169 hours (a change at midnight can move the bounds an hour
        // more); Kiritimati's week of 1994-12-26 has 144, the day it skipped when it moved from
        // UTC−10 to UTC+14. So: 168 hours, off by at most the offset's change, or 2 hours.
        // Read a day beyond each end too: a week may start on the very day a zone skipped.
        const offsets = [week.startsAt - DAY_MS, week.startsAt, week.endsAt, week.endsAt + DAY_MS].map((ms) =>
          offsetMinutes(ms, z),
        );
        const shiftHours = (Math.max(...offsets) - Math.min(...offsets)) / 60;
        const hours = (week.endsAt - week.startsAt) / HOUR_MS;
        expect(Math.abs(hours - 168)).toBeLessThanOrEqual(Math.max(2, shiftHours));
        expect(workWeekContaining(addDays(week.startDate, 7), z, start).startsAt).toBe(week.endsAt);
      }),
      { numRuns: 300 },
    );
  });
});

describe('localMidnight and localDateOf', () => {
  it('puts a late Sunday evening in New York on Sunday, though it is Monday in UTC', () => {
    const instant = Date.parse('2026-11-16T03:30:00Z'); // Sunday 22:30 EST
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-11-15');
    expect(localDateOf(instant, 'UTC')).toBe('2026-11-16');
  });

  it('is the first instant of the local day, even where midnight is skipped by DST', () => {
    // Santiago springs forward from 24:00 to 01:00: 2026-09-06 begins at 01:00 local.
    const start = localMidnight('2026-09-06', 'America/Santiago');
    expect(new Date(start).toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDateOf(start, 'America/Santiago')).toBe('2026-09-06');
    expect(localDateOf(start - 1, 'America/Santiago')).toBe('2026-09-05');
  });

  it('starts every local day at the first instant that has that local date', () => {
    fc.assert(
      fc.property(modernDate, zone, (date, z) => {
        const start = localMidnight(date, z);
        expect(localDateOf(start, z)).toBe(date);
        expect(localDateOf(start - 1, z)).toBe(addDays(date, -1));
      }),
      { numRuns: 500 },
    );
  });

  it('places every instant of a work week inside that week', () => {
    fc.assert(
      fc.property(
        modernDate,
        zone,
        weekday,
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (d, z, s, at) => {
          const week = workWeekContaining(d, z, s);
          const instant = week.startsAt + Math.floor(at * (week.endsAt - week.startsAt));
          expect(weekStartDateOf(localDateOf(instant, z), s)).toBe(week.startDate);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names and rejects anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('localDateOf and localMidnight, remembered per zone', () => {
  it('answer what luxon answers for any instant in any order, across DST days', () => {
    // Seeded, so a failure repeats: instants within a few days of each zone's DST changes in 2026.
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const zones = ['Europe/Paris', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'UTC'];
    const around = [Date.UTC(2026, 2, 8), Date.UTC(2026, 2, 29), Date.UTC(2026, 3, 5), Date.UTC(2026, 9, 25)];
    for (let i = 0; i < 5_000; i++) {
      const zone = zones[Math.floor(random() * zones.length)]!;
      const instant =
        around[Math.floor(random() * around.length)]! + Math.floor((random() - 0.5) * 4 * 86_400_000);
      const date = DateTime.fromMillis(instant, { zone }).toISODate()!;
      expect(localDateOf(instant, zone), `${zone} ${new Date(instant).toISOString()}`).toBe(date);
      expect(localMidnight(date, zone)).toBe(DateTime.fromISO(date, { zone }).startOf('day').toMillis());
    }
  });
});
