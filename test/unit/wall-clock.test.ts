import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantOfWallClock,
  sameLocalTimeDaysLater,
  wallClockOf,
} from '../../web/domain/scheduling/wall-clock.js';
import { modernDate, zone } from './arbitraries.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const at = (iso: string) => Date.parse(iso);
const wall = (local: string) => Date.parse(`${local}Z`);

describe('instantOfWallClock', () => {
  it('reads an ordinary local time with the offset in force', () => {
    expect(instantOfWallClock(wall('2026-11-16T09:00'), 'America/New_York')).toBe(at('2026-11-16T14:00:00Z'));
    expect(instantOfWallClock(wall('2026-07-01T09:00'), 'Europe/Berlin')).toBe(at('2026-07-01T07:00:00Z'));
  });

  it('reads a time skipped by the spring change as many minutes after the change (RFC 5545)', () => {
    // New York jumps from 02:00 EST to 03:00 EDT on 2026-03-08: 02:30 is 03:30 EDT.
    expect(instantOfWallClock(wall('2026-03-08T02:30'), 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
    // Berlin jumps from 02:00 CET to 03:00 CEST on 2026-03-29.
    expect(instantOfWallClock(wall('2026-03-29T02:15'), 'Europe/Berlin')).toBe(at('2026-03-29T01:15:00Z'));
  });

  it('reads a time repeated by the autumn change as its first occurrence', () => {
    // New York shows 01:00–02:00 twice on 2026-11-01: first EDT (−4), then EST (−5).
    expect(instantOfWallClock(wall('2026-11-01T01:30'), 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
    // Berlin shows 02:00–03:00 twice on 2026-10-25: first CEST (+2), then CET (+1).
    expect(instantOfWallClock(wall('2026-10-25T02:30'), 'Europe/Berlin')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it('gives back the wall clock it was read from, in every zone, except inside a gap', () => {
    fc.assert(
      fc.property(zone, modernDate, fc.integer({ min: 0, max: DAY_MS - 1 }), (name, date, ms) => {
        const local = wall(`${date}T00:00`) + ms;
        const instant = instantOfWallClock(local, name);
        const shown = wallClockOf(instant, name);
        if (shown === local) {
          // The first occurrence: half an hour or an hour earlier (the repeats of real zones)
          // the clocks did not show it yet.
          for (const back of [HOUR_MS / 2, HOUR_MS])
            expect(wallClockOf(instant - back, name)).not.toBe(local);
        } else {
          // In a gap: moved forward by less than the gap (at most a day, as Kiritimati's in 1994).
          expect(shown).toBeGreaterThan(local);
          expect(shown - local).toBeLessThanOrEqual(DAY_MS);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('sameLocalTimeDaysLater', () => {
  it('keeps 09:00 local across the spring and autumn changes of New York and Berlin', () => {
    const cases: [string, string, number, string][] = [
      ['America/New_York', '2026-03-01T14:00:00Z', 7, '2026-03-08T13:00:00Z'],
      ['America/New_York', '2026-10-25T13:00:00Z', 7, '2026-11-01T14:00:00Z'],
      ['Europe/Berlin', '2026-03-22T08:00:00Z', 7, '2026-03-29T07:00:00Z'],
      ['Europe/Berlin', '2026-10-18T07:00:00Z', 7, '2026-10-25T08:00:00Z'],
      ['Europe/Berlin', '2026-10-25T08:00:00Z', -7, '2026-10-18T07:00:00Z'],
    ];
    for (const [name, from, days, to] of cases)
      expect(new Date(sameLocalTimeDaysLater(at(from), days, name)).toISOString()).toBe(
        new Date(at(to)).toISOString(),
      );
  });

  it('moves the wall clock by exactly the days asked, whatever the zone, unless it lands in a gap', () => {
    fc.assert(
      fc.property(
        zone,
        fc.integer({ min: Date.parse('1990-01-01') / HOUR_MS, max: Date.parse('2040-01-01') / HOUR_MS }),
        fc.integer({ min: 0, max: HOUR_MS - 1 }),
        fc.integer({ min: -70, max: 70 }),
        (name, hour, ms, days) => {
          const instant = hour * HOUR_MS + ms;
          const target = wallClockOf(instant, name) + days * DAY_MS;
          const copied = wallClockOf(sameLocalTimeDaysLater(instant, days, name), name);
          const inGap = wallClockOf(instantOfWallClock(target, name), name) !== target;
          if (!inGap) expect(copied).toBe(target);
          else expect(copied).toBeGreaterThan(target);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
