import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShiftRow } from '../../web/db/repositories/shifts-repository.js';
import { MAX_SHIFT_MS } from '../../web/domain/scheduling/shift-times.js';
import { type Claimable, eligibleClaimables } from '../../web/services/staff-app/open-shift-eligibility.js';

const HOUR = 3_600_000;
const shift = (id: string, startsAt: number, hours: number, staffId: string | null = null) =>
  ({ id, shopId: 'shp_1', staffId, startsAt, endsAt: startsAt + hours * HOUR }) as ShiftRow;

const byStart = (a: ShiftRow, b: ShiftRow) =>
  a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The rules of SPEC §17 written plainly: every claimable against every own shift and span. */
function model(
  claimables: Claimable[],
  own: ShiftRow[],
  blocked: { from: number; to: number }[],
  page: { now: number; after?: ShiftRow; limit: number },
) {
  return claimables
    .map((c) => c.shift)
    .filter((s, i) => s.startsAt > page.now && claimables[i]!.offeredBy !== 'stf_me')
    .filter((s) => !page.after || byStart(s, page.after) > 0)
    .filter((s) => !blocked.some((b) => s.startsAt < b.to && s.endsAt > b.from))
    .filter((s) => !own.some((o) => o.startsAt < s.endsAt && o.endsAt > s.startsAt))
    .slice(0, page.limit)
    .map((s) => s.id);
}

describe('which open shifts a person may claim (SPEC §17)', () => {
  it('matches the plain rules on random shops, people and pages (up to 24-hour shifts)', () => {
    const hourly = fc.integer({ min: 0, max: 24 * 14 });
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(hourly, fc.integer({ min: 1, max: 24 }), fc.constantFrom(null, 'stf_me', 'stf_ana')),
          {
            maxLength: 40,
          },
        ),
        fc.array(fc.tuple(hourly, fc.integer({ min: 1, max: 24 })), { maxLength: 12 }),
        fc.array(fc.tuple(hourly, fc.integer({ min: 1, max: 48 })), { maxLength: 2 }),
        fc.integer({ min: 0, max: 24 * 7 }),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(),
        (open, mine, spans, nowHour, limit, cursorPick) => {
          const claimables = open
            .map(([h, hours, offeredBy], i) => ({
              shift: shift(`shf_${String(i).padStart(3, '0')}`, h * HOUR, hours, offeredBy),
              offeredBy,
            }))
            .sort((a, b) => byStart(a.shift, b.shift));
          const own = mine.map(([h, hours], i) => shift(`own_${i}`, h * HOUR, hours, 'stf_me')).sort(byStart);
          const blocked = spans.map(([h, hours]) => ({ from: h * HOUR, to: (h + hours) * HOUR }));
          const after =
            claimables.length > 0 && cursorPick % 3 === 0
              ? claimables[cursorPick % claimables.length]!.shift
              : undefined;
          const page = { now: nowHour * HOUR, after, limit };
          const found = eligibleClaimables(claimables, { staffId: 'stf_me', own, blocked }, page);
          expect(found.map((s) => s.id)).toEqual(model(claimables, own, blocked, page));
        },
      ),
      { numRuns: 500, seed: 20261129 },
    );
  });

  it('sees an own shift that started up to 24 hours before, and not one that ended at the start', () => {
    const open = { shift: shift('shf_1', 30 * HOUR, 4), offeredBy: null };
    const page = { now: 0, after: undefined, limit: 5 };
    const overnight = shift('own_1', 30 * HOUR - MAX_SHIFT_MS + HOUR, 24, 'stf_me');
    expect(eligibleClaimables([open], { staffId: 'stf_me', own: [overnight], blocked: [] }, page)).toEqual(
      [],
    );
    const ended = shift('own_2', 30 * HOUR - MAX_SHIFT_MS, 24, 'stf_me');
    expect(eligibleClaimables([open], { staffId: 'stf_me', own: [ended], blocked: [] }, page)).toEqual([
      open.shift,
    ]);
  });
});
