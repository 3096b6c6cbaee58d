import { describe, expect, it } from 'vitest';
import { humanHours, humanInstant, humanSpan } from '../../web/domain/email/human-times.js';

describe('times written for people in emails (SPEC §16)', () => {
  it('writes a shift as its local day and times of day with minutes', () => {
    // New York in December is UTC−5.
    expect(
      humanSpan(Date.parse('2026-12-02T14:00:00Z'), Date.parse('2026-12-02T22:00:00Z'), 'America/New_York'),
    ).toBe('Wed 2 Dec, 9:00–17:00');
    expect(humanSpan(Date.parse('2026-12-02T14:30:00Z'), Date.parse('2026-12-02T17:05:00Z'), 'UTC')).toBe(
      'Wed 2 Dec, 14:30–17:05',
    );
  });

  it('names the end’s day when a shift ends on a later local day', () => {
    expect(
      humanSpan(Date.parse('2026-12-02T22:00:00Z'), Date.parse('2026-12-03T06:00:00Z'), 'Europe/London'),
    ).toBe('Wed 2 Dec, 22:00–Thu 3 Dec, 6:00');
  });

  it('follows the zone across a DST change', () => {
    // Europe/Paris leaves summer time on 25 October 2026: 01:00Z is 3:00 before, 2:00 after.
    expect(humanInstant(Date.parse('2026-10-24T01:00:00Z'), 'Europe/Paris')).toBe('Sat 24 Oct, 3:00');
    expect(humanInstant(Date.parse('2026-10-26T01:00:00Z'), 'Europe/Paris')).toBe('Mon 26 Oct, 2:00');
  });

  it('writes hours as decimals, breaks taken off', () => {
    const hour = 3_600_000;
    expect(humanHours([{ startsAt: 0, endsAt: 8 * hour, breakMinutes: 30 }])).toBe('7.5');
    expect(
      humanHours([
        { startsAt: 0, endsAt: 8 * hour, breakMinutes: 0 },
        { startsAt: 0, endsAt: hour / 4, breakMinutes: 0 },
      ]),
    ).toBe('8.25');
    expect(humanHours([{ startsAt: 0, endsAt: 20 * 60_000, breakMinutes: 0 }])).toBe('0.33');
    expect(humanHours([])).toBe('0');
  });
});
