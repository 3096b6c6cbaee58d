import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PlacedShift, spansOverlap } from '../../web/domain/scheduling/shift-times.js';
import { isOnTimeOff } from '../../web/domain/scheduling/time-off.js';
import { instantOfWallClock, wallClockOf } from '../../web/domain/scheduling/wall-clock.js';
import {
  planWeekCopy,
  type SourceShift,
  type WeekCopyFacts,
  type WeekCopyPlan,
} from '../../web/domain/scheduling/week-copy.js';
import { addDays } from '../../web/domain/time/calendar-date.js';
import { modernDate, zone } from './arbitraries.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const wall = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** Shifts laid out in local time: day of the week, start minute and length, per staff member, never overlapping. */
const weekOfShifts = fc.array(
  fc.record({
    staff: fc.constantFrom('stf_a', 'stf_b', 'stf_c'),
    day: fc.integer({ min: 0, max: 6 }),
    startMinute: fc.integer({ min: 0, max: 24 * 60 - 1 }),
    minutes: fc.integer({ min: 15, max: 16 * 60 }),
    breakMinutes: fc.constantFrom(0, 0, 30, 60),
  }),
  { maxLength: 25 },
);

type Laid = { staff: string; day: number; startMinute: number; minutes: number; breakMinutes: number };

/** The source week as shifts of `zone` starting on `weekStart`, dropping any that would overlap an earlier one. */
function sourcesOf(laid: Laid[], weekStart: string, zoneName: string): SourceShift[] {
  const out: SourceShift[] = [];
  laid.forEach((shift, i) => {
    const startsAt = instantOfWallClock(
      wall(weekStart) + shift.day * DAY_MS + shift.startMinute * MINUTE_MS,
      zoneName,
    );
    const candidate = {
      id: `shf_${String(i).padStart(3, '0')}`,
      staffId: shift.staff,
      startsAt,
      endsAt: startsAt + shift.minutes * MINUTE_MS,
      breakMinutes: Math.min(shift.breakMinutes, shift.minutes - 1),
    };
    if (!out.some((other) => other.staffId === candidate.staffId && spansOverlap(other, candidate)))
      out.push(candidate);
  });
  return out.sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : 1));
}

function counter(): () => string {
  let n = 0;
  return () => `shf_copy${++n}`;
}

const weeksApart = fc.integer({ min: -8, max: 8 }).filter((weeks) => weeks !== 0);

/** A copy's placement (not its new id), to compare two plans. */
const placements = (plan: WeekCopyPlan) =>
  plan.copies.map((c) => ({ source: c.source.id, startsAt: c.startsAt, endsAt: c.endsAt }));

describe('planWeekCopy', () => {
  it('keeps every local start and end time, whatever the zone (unless the time does not exist there)', () => {
    fc.assert(
      fc.property(zone, modernDate, weeksApart, weekOfShifts, (name, weekStart, weeks, laid) => {
        const days = weeks * 7;
        const plan = planWeekCopy({
          sources: sourcesOf(laid, weekStart, name),
          days,
          zone: name,
          activeStaff: new Set(['stf_a', 'stf_b', 'stf_c']),
          existing: [],
          approvedTimeOff: [],
          newId: counter(),
        });
        for (const placed of [...plan.copies, ...plan.skipped]) {
          for (const [copied, source] of [
            [placed.startsAt, placed.source.startsAt],
            [placed.endsAt, placed.source.endsAt],
          ] as const) {
            const target = wallClockOf(source, name) + days * DAY_MS;
            const exists = wallClockOf(instantOfWallClock(target, name), name) === target;
            if (exists) expect(wallClockOf(copied, name)).toBe(target);
            else expect(wallClockOf(copied, name)).toBeGreaterThan(target);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('places or skips every shift exactly once, in order, and no copy breaks a rule', () => {
    fc.assert(
      fc.property(
        zone,
        modernDate,
        weeksApart,
        weekOfShifts,
        weekOfShifts,
        fc.subarray(['stf_a', 'stf_b', 'stf_c']),
        fc.array(
          fc.record({ staff: fc.constantFrom('stf_a', 'stf_b'), day: fc.integer({ min: -1, max: 7 }) }),
          {
            maxLength: 3,
          },
        ),
        (name, weekStart, weeks, laid, already, active, offs) => {
          const days = weeks * 7;
          const targetStart = addDays(weekStart, days);
          const sources = sourcesOf(laid, weekStart, name);
          const existing = sourcesOf(already, targetStart, name).map((s) => ({ ...s, id: `shf_x${s.id}` }));
          const approvedTimeOff = offs.map((off, i) => ({
            id: `tof_${i}`,
            staffId: off.staff,
            startsOn: addDays(targetStart, off.day),
            endsOn: addDays(targetStart, off.day),
          }));
          const facts: WeekCopyFacts = {
            sources,
            days,
            zone: name,
            activeStaff: new Set(active),
            existing,
            approvedTimeOff,
            newId: counter(),
          };
          const plan = planWeekCopy(facts);
          const outcome = [...plan.copies, ...plan.skipped].map((p) => p.source.id).sort();
          expect(outcome).toEqual(sources.map((s) => s.id).sort());
          expect(plan.copies.map((c) => c.source.id)).toEqual(
            sources.filter((s) => plan.copies.some((c) => c.source === s)).map((s) => s.id),
          );
          const placed: PlacedShift[] = [...existing];
          for (const copy of plan.copies) {
            const shift = {
              id: copy.id,
              staffId: copy.source.staffId,
              startsAt: copy.startsAt,
              endsAt: copy.endsAt,
            };
            expect(active).toContain(shift.staffId);
            expect(shift.endsAt).toBeGreaterThan(shift.startsAt);
            expect(
              placed.some((other) => other.staffId === shift.staffId && spansOverlap(other, shift)),
            ).toBe(false);
            expect(approvedTimeOff.some((off) => isOnTimeOff(shift, off, name))).toBe(false);
            placed.push(shift);
          }
          for (const skip of plan.skipped) {
            if (skip.reason === 'inactive_staff') expect(active).not.toContain(skip.source.staffId);
            if (skip.reason === 'time_off') expect(skip.conflict).toMatch(/^tof_/);
            if (skip.reason === 'overlap') expect(skip.conflict).toMatch(/^shf_/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a skipped copy changes nothing: the same week without the skipped shifts copies the same way', () => {
    fc.assert(
      fc.property(
        zone,
        modernDate,
        weeksApart,
        weekOfShifts,
        weekOfShifts,
        (name, weekStart, weeks, laid, already) => {
          const days = weeks * 7;
          const facts = {
            days,
            zone: name,
            activeStaff: new Set(['stf_a', 'stf_b']),
            existing: sourcesOf(already, addDays(weekStart, days), name).map((s) => ({
              ...s,
              id: `shf_x${s.id}`,
            })),
            approvedTimeOff: [
              {
                id: 'tof_1',
                staffId: 'stf_a',
                startsOn: addDays(weekStart, days + 2),
                endsOn: addDays(weekStart, days + 3),
              },
            ],
          };
          const sources = sourcesOf(laid, weekStart, name);
          const plan = planWeekCopy({ ...facts, sources, newId: counter() });
          const skipped = new Set(plan.skipped.map((s) => s.source.id));
          const without = planWeekCopy({
            ...facts,
            sources: sources.filter((s) => !skipped.has(s.id)),
            newId: counter(),
          });
          expect(without.skipped).toEqual([]);
          expect(placements(without)).toEqual(placements(plan));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names each reason: inactive staff, time off, overlap, and times that are no shift after a DST change', () => {
    const zoneName = 'America/New_York';
    const at = (iso: string) => Date.parse(iso);
    const shift = (id: string, staffId: string, from: string, to: string, breakMinutes = 0): SourceShift => ({
      id,
      staffId,
      startsAt: at(from),
      endsAt: at(to),
      breakMinutes,
    });
    const plan = planWeekCopy({
      sources: [
        // Sunday 2026-10-25 00:00 to Monday 00:00 EDT: 24 h; a week later the day has 25 h.
        shift('shf_long', 'stf_a', '2026-10-25T04:00:00Z', '2026-10-26T04:00:00Z'),
        shift('shf_gone', 'stf_b', '2026-10-26T13:00:00Z', '2026-10-26T21:00:00Z'),
        shift('shf_off', 'stf_a', '2026-10-27T13:00:00Z', '2026-10-27T21:00:00Z'),
        shift('shf_busy', 'stf_c', '2026-10-28T13:00:00Z', '2026-10-28T21:00:00Z'),
        shift('shf_fine', 'stf_c', '2026-10-29T13:00:00Z', '2026-10-29T21:00:00Z'),
      ],
      days: 7,
      zone: zoneName,
      activeStaff: new Set(['stf_a', 'stf_c']),
      existing: [
        {
          id: 'shf_there',
          staffId: 'stf_c',
          startsAt: at('2026-11-04T18:00:00Z'),
          endsAt: at('2026-11-04T23:00:00Z'),
        },
      ],
      approvedTimeOff: [{ id: 'tof_1', staffId: 'stf_a', startsOn: '2026-11-03', endsOn: '2026-11-03' }],
      newId: counter(),
    });
    expect(plan.skipped.map((s) => [s.source.id, s.reason, s.conflict])).toEqual([
      ['shf_long', 'invalid_times', null],
      ['shf_gone', 'inactive_staff', null],
      ['shf_off', 'time_off', 'tof_1'],
      ['shf_busy', 'overlap', 'shf_there'],
    ]);
    // 09:00–17:00 EDT on Thursday is 09:00–17:00 EST a week later: an hour later in UTC.
    expect(plan.copies.map((c) => [c.source.id, new Date(c.startsAt).toISOString()])).toEqual([
      ['shf_fine', '2026-11-05T14:00:00.000Z'],
    ]);
  });
});
