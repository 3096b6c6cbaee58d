import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDaysOf } from '../../web/domain/scheduling/local-days.js';
import {
  blockingTimeOff,
  decideTimeOff,
  isOnTimeOff,
  TIME_OFF_STATUSES,
  timeOffEditable,
  timeOffRangeProblem,
} from '../../web/domain/scheduling/time-off.js';
import { localDateOf } from '../../web/domain/time/work-week.js';
import { zone } from './arbitraries.js';

const at = (iso: string) => Date.parse(iso);
const off = { id: 'tof_1', staffId: 'stf_a', startsOn: '2026-11-18', endsOn: '2026-11-19' };

describe('time off rules', () => {
  it('is decided once: approve and deny only a request, and only a request changes', () => {
    expect(decideTimeOff('requested', 'approved')).toEqual({ ok: true, value: 'approved' });
    expect(decideTimeOff('requested', 'denied')).toEqual({ ok: true, value: 'denied' });
    for (const status of ['approved', 'denied'] as const)
      for (const to of ['approved', 'denied'] as const) expect(decideTimeOff(status, to).ok).toBe(false);
    expect(TIME_OFF_STATUSES.filter(timeOffEditable)).toEqual(['requested']);
  });

  it('covers one day to a year, ending on or after its first day', () => {
    expect(timeOffRangeProblem({ first: '2026-11-18', last: '2026-11-18' })).toBeNull();
    expect(timeOffRangeProblem({ first: '2026-11-18', last: '2026-11-17' })?.field).toBe('ends_on');
    expect(timeOffRangeProblem({ first: '2028-01-01', last: '2028-12-31' })).toBeNull();
    expect(timeOffRangeProblem({ first: '2028-01-01', last: '2029-01-01' })?.field).toBe('ends_on');
  });

  it("blocks a shift on any of its local days in the shop's zone, and only that staff member's", () => {
    const zoneName = 'America/New_York';
    const shift = (from: string, to: string, staffId = 'stf_a') => ({
      staffId,
      startsAt: at(from),
      endsAt: at(to),
    });
    // 22:00 on the 17th to 02:00 on the 18th, New York time: on the first day off.
    expect(isOnTimeOff(shift('2026-11-18T03:00:00Z', '2026-11-18T07:00:00Z'), off, zoneName)).toBe(true);
    // 16:00 to midnight on the 17th: ends as the days off begin.
    expect(isOnTimeOff(shift('2026-11-17T21:00:00Z', '2026-11-18T05:00:00Z'), off, zoneName)).toBe(false);
    // 09:00 UTC on the 20th is 04:00 on the 20th in New York: the day after.
    expect(isOnTimeOff(shift('2026-11-20T09:00:00Z', '2026-11-20T12:00:00Z'), off, zoneName)).toBe(false);
    // 03:00 UTC on the 20th is still the 19th in New York.
    expect(isOnTimeOff(shift('2026-11-20T03:00:00Z', '2026-11-20T04:00:00Z'), off, zoneName)).toBe(true);
    expect(isOnTimeOff(shift('2026-11-18T14:00:00Z', '2026-11-18T22:00:00Z', 'stf_b'), off, zoneName)).toBe(
      false,
    );
    expect(blockingTimeOff(shift('2026-11-19T14:00:00Z', '2026-11-19T22:00:00Z'), [off], zoneName)).toBe(off);
  });

  it('reads the local days of a span as its start day to the day of its last instant, in every zone', () => {
    fc.assert(
      fc.property(
        zone,
        fc.integer({ min: Date.parse('1990-01-01'), max: Date.parse('2040-01-01') }),
        fc.integer({ min: 1, max: 24 * 3_600_000 }),
        (name, startsAt, length) => {
          const days = localDaysOf({ startsAt, endsAt: startsAt + length }, name);
          expect(days.first).toBe(localDateOf(startsAt, name));
          expect(days.last).toBe(localDateOf(startsAt + length - 1, name));
          expect(days.first <= days.last).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
