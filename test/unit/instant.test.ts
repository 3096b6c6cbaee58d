import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatInstant } from '../../web/services/views/instant.js';

/** The definition `formatInstant` must keep: whole-second RFC 3339 in UTC. */
const byDate = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

describe('formatInstant', () => {
  it.each([
    0,
    999,
    Date.UTC(2026, 10, 16, 9, 0, 0),
    Date.UTC(2024, 1, 29, 23, 59, 59, 999),
    Date.UTC(2000, 1, 29, 12),
    Date.UTC(2100, 2, 1),
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    Date.UTC(10000, 0, 1),
    -1,
    Date.UTC(1900, 0, 1, 6, 30),
  ])('writes %d as toISOString does, to the second', (ms) => {
    expect(formatInstant(ms)).toBe(byDate(ms));
  });

  it('matches toISOString on any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62_135_596_800_000, max: 300_000_000_000_000 }), (ms) => {
        expect(formatInstant(ms)).toBe(byDate(ms));
      }),
      { numRuns: 20_000 },
    );
  });

  it('answers alike for a day asked again, before and after the kept dates are dropped', () => {
    const start = Date.UTC(2026, 0, 1, 8, 15, 30);
    for (let round = 0; round < 2; round++) {
      // 6,000 days: more than the 4,096 dates kept, so the second round finds them dropped.
      for (let day = 0; day < 6000; day++) {
        const ms = start + day * 86_400_000 + day * 1000;
        expect(formatInstant(ms)).toBe(byDate(ms));
      }
    }
  });

  it('throws on an invalid instant, as Date does', () => {
    expect(() => formatInstant(Number.NaN)).toThrow(RangeError);
  });
});
