import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Availability,
  availabilityProblem,
  WEEKDAYS,
} from '../../web/domain/availability/availability.js';
import { unavailableOverlaps } from '../../web/domain/availability/unavailable-overlaps.js';

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One weekly range per weekday, valid (end after start), so documents pass the rules. */
const weeklyDoc = fc
  .array(
    fc
      .tuple(
        fc.constantFrom(...WEEKDAYS),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1440 }),
      )
      .filter(([, a, b]) => b > a),
    { maxLength: 7 },
  )
  .map(
    (ranges): Availability => ({
      weekly: [...new Map(ranges.map((r) => [r[0], r])).values()].map(([weekday, a, b]) => ({
        weekday,
        start: time(a),
        end: time(b),
        kind: 'unavailable' as const,
      })),
      exceptions: [],
    }),
  );

describe('availability rules (SPEC §17)', () => {
  it('a range must end after it starts; ranges of a day must not overlap; touching is fine', () => {
    const doc = (weekly: Array<[string, string]>): Availability => ({
      weekly: weekly.map(([start, end]) => ({ weekday: 'monday', start, end, kind: 'unavailable' })),
      exceptions: [],
    });
    expect(availabilityProblem(doc([['10:00', '09:00']]))?.code).toBe('invalid_range');
    expect(availabilityProblem(doc([['24:00', '24:00']]))?.code).toBe('invalid_range');
    expect(
      availabilityProblem(
        doc([
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ]),
      )?.code,
    ).toBe('overlapping_ranges');
    expect(
      availabilityProblem(
        doc([
          ['09:00', '12:00'],
          ['12:00', '24:00'],
        ]),
      ),
    ).toBeNull();
  });

  it('every warning overlaps the shift, and a shift inside an unavailable range always warns (any zone, DST too)', () => {
    fc.assert(
      fc.property(
        weeklyDoc,
        fc.constantFrom('UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe'),
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }),
        fc.integer({ min: 1, max: 24 * 60 }),
        (doc, zone, start, minutes) => {
          const span = { startsAt: start, endsAt: start + minutes * 60_000 };
          for (const w of unavailableOverlaps(doc, span, zone)) {
            expect(w.startsAt).toBeLessThan(span.endsAt);
            expect(w.endsAt).toBeGreaterThan(span.startsAt);
          }
        },
      ),
      { numRuns: 300 },
    );
    const allMonday: Availability = {
      weekly: [{ weekday: 'monday', start: '00:00', end: '24:00', kind: 'unavailable' }],
      exceptions: [{ date: '2026-11-23', ranges: [] }],
    };
    const monday = {
      startsAt: Date.parse('2026-11-16T14:00:00Z'),
      endsAt: Date.parse('2026-11-16T15:00:00Z'),
    };
    expect(unavailableOverlaps(allMonday, monday, 'America/New_York')).toHaveLength(1);
    // The exception frees the next Monday.
    const week = 7 * 86_400_000;
    expect(
      unavailableOverlaps(
        allMonday,
        { startsAt: monday.startsAt + week, endsAt: monday.endsAt + week },
        'America/New_York',
      ),
    ).toEqual([]);
  });
});
