import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SHIFT_MS,
  MIN_SHIFT_MS,
  type PlacedShift,
  shiftTimesProblem,
  spansOverlap,
} from '../../web/domain/scheduling/shift-times.js';
import { isOnTimeOff, type TimeOffDays } from '../../web/domain/scheduling/time-off.js';
import { instantOfWallClock, wallClockOf } from '../../web/domain/scheduling/wall-clock.js';
import {
  type CopySkipReason,
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
            expect(shift.endsAt - shift.startsAt).toBeGreaterThanOrEqual(MIN_SHIFT_MS);
            expect(shift.endsAt - shift.startsAt).toBeLessThanOrEqual(MAX_SHIFT_MS);
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

  it('of two copies that a DST gap makes overlap, keeps the one that starts first', () => {
    // New York, Sunday 1 March 2026 (EST): 02:30–02:40 and 03:00–03:35, one after the other. A
    // week later 02:30 does not exist (02:00 jumps to 03:00): the first becomes 03:30–03:40 EDT,
    // inside the second's 03:00–03:35 EDT.
    const at = (iso: string) => Date.parse(iso);
    const plan = planWeekCopy({
      sources: [
        {
          id: 'shf_gap',
          staffId: 'stf_a',
          startsAt: at('2026-03-01T07:30:00Z'),
          endsAt: at('2026-03-01T07:40:00Z'),
          breakMinutes: 0,
        },
        {
          id: 'shf_after',
          staffId: 'stf_a',
          startsAt: at('2026-03-01T08:00:00Z'),
          endsAt: at('2026-03-01T08:35:00Z'),
          breakMinutes: 0,
        },
      ],
      days: 7,
      zone: 'America/New_York',
      activeStaff: new Set(['stf_a']),
      existing: [],
      approvedTimeOff: [],
      newId: counter(),
    });
    expect(plan.copies.map((c) => [c.source.id, new Date(c.startsAt).toISOString()])).toEqual([
      ['shf_after', '2026-03-08T07:00:00.000Z'],
    ]);
    expect(
      plan.skipped.map((s) => [s.source.id, s.reason, s.conflict, new Date(s.startsAt).toISOString()]),
    ).toEqual([['shf_gap', 'overlap', plan.copies[0]!.id, '2026-03-08T07:30:00.000Z']]);
  });

  it('decides as the plain reading of the rules does, overlapping sources and DST gaps included', () => {
    fc.assert(
      fc.property(
        zone,
        modernDate,
        weeksApart,
        weekOfShifts,
        weekOfShifts,
        fc.array(
          fc.record({ staff: fc.constantFrom('stf_a', 'stf_b'), day: fc.integer({ min: -1, max: 7 }) }),
          { maxLength: 3 },
        ),
        (name, weekStart, weeks, laid, already, offs) => {
          const days = weeks * 7;
          const targetStart = addDays(weekStart, days);
          // Sources that may overlap each other, as a week written before the rules could.
          const sources = laidAnyhow(laid, weekStart, name);
          const facts: WeekCopyFacts = {
            sources,
            days,
            zone: name,
            activeStaff: new Set(['stf_a', 'stf_b']),
            existing: sourcesOf(already, targetStart, name).map((s) => ({ ...s, id: `shf_x${s.id}` })),
            approvedTimeOff: offs.map((off, i) => ({
              id: `tof_${i}`,
              staffId: off.staff,
              startsOn: addDays(targetStart, off.day),
              endsOn: addDays(targetStart, off.day + (i % 2)),
            })),
            newId: counter(),
          };
          const decided = (plan: WeekCopyPlan) =>
            [
              ...plan.copies.map((c) => [c.source.id, 'copied', c.startsAt, c.endsAt, null]),
              ...plan.skipped.map((s) => [s.source.id, s.reason, s.startsAt, s.endsAt, s.conflict]),
            ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
          expect(decided(planWeekCopy(facts))).toEqual(decided(plainPlan({ ...facts, newId: counter() })));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads each shift and time off a bounded number of times, however many (sort and sweep, not every pair)', () => {
    // One staff member's 2,000 five-minute shifts back to back, copied a week later; 2,000
    // shifts of theirs already there, all after the copies, and 300 days of approved time off
    // after those. Every field read is counted.
    const reads = { shifts: 0, timeOff: 0 };
    const counted = <T extends object>(value: T, kind: keyof typeof reads): T =>
      new Proxy(value, {
        get(target, key, receiver) {
          reads[kind]++;
          return Reflect.get(target, key, receiver);
        },
      });
    const monday = Date.parse('2027-01-11T00:00:00Z');
    const n = 2000;
    const sources: SourceShift[] = Array.from({ length: n }, (_, i) => ({
      id: `shf_${String(i).padStart(4, '0')}`,
      staffId: 'stf_a',
      startsAt: monday + i * 5 * MINUTE_MS,
      endsAt: monday + (i + 1) * 5 * MINUTE_MS,
      breakMinutes: 0,
    }));
    const later = monday + 14 * DAY_MS;
    const existing: PlacedShift[] = Array.from({ length: n }, (_, i) =>
      counted(
        {
          id: `shf_x${i}`,
          staffId: 'stf_a',
          startsAt: later + i * MINUTE_MS,
          endsAt: later + (i + 1) * MINUTE_MS,
        },
        'shifts',
      ),
    );
    const approvedTimeOff: TimeOffDays[] = Array.from({ length: 300 }, (_, i) =>
      counted(
        {
          id: `tof_${i}`,
          staffId: 'stf_a',
          startsOn: addDays('2027-02-01', i),
          endsOn: addDays('2027-02-01', i),
        },
        'timeOff',
      ),
    );
    const plan = planWeekCopy({
      sources,
      days: 7,
      zone: 'UTC',
      activeStaff: new Set(['stf_a']),
      existing,
      approvedTimeOff,
      newId: counter(),
    });
    expect(plan.skipped).toEqual([]);
    expect(plan.copies).toHaveLength(n);
    // Pairwise checks read about n × 2,000 and n × 300 fields; a sort reads each about log n times.
    expect(reads.shifts).toBeLessThan(50 * existing.length);
    expect(reads.timeOff).toBeLessThan(50 * approvedTimeOff.length);
  });

  it('a copy outside 1 minute to 24 hours is no shift: invalid_span, skipped as invalid_times', () => {
    const problem = (ms: number) => shiftTimesProblem({ startsAt: 0, endsAt: ms, breakMinutes: 0 });
    expect([59_999, 0, -1, MAX_SHIFT_MS + 1].map((ms) => problem(ms)?.code)).toEqual([
      'invalid_span',
      'invalid_span',
      'invalid_span',
      'invalid_span',
    ]);
    expect([MIN_SHIFT_MS, MAX_SHIFT_MS].map(problem)).toEqual([null, null]);
    expect(shiftTimesProblem({ startsAt: 0, endsAt: 10 * MINUTE_MS, breakMinutes: 11 })?.code).toBe(
      'rule_violation',
    );
  });
});

/** The source week laid out as given, overlaps and all, by start then id. */
function laidAnyhow(laid: Laid[], weekStart: string, zoneName: string): SourceShift[] {
  return laid
    .map((shift, i) => {
      const startsAt = instantOfWallClock(
        wall(weekStart) + shift.day * DAY_MS + shift.startMinute * MINUTE_MS,
        zoneName,
      );
      return {
        id: `shf_${String(i).padStart(3, '0')}`,
        staffId: shift.staff,
        startsAt,
        endsAt: startsAt + shift.minutes * MINUTE_MS,
        breakMinutes: Math.min(shift.breakMinutes, shift.minutes - 1),
      };
    })
    .sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : 1));
}

/**
 * The rules of a copy read plainly, pair by pair (decision 26): the first reason that applies,
 * in COPY_SKIP_REASONS' order (of several time off or shifts already there in the way, the
 * first by start, then id); then,
 * among one staff member's remaining copies in order of start (then of source), each one that
 * overlaps a copy kept before it is skipped.
 */
function plainPlan(facts: WeekCopyFacts): WeekCopyPlan {
  type Placement = WeekCopyPlan['copies'][number];
  const later = (instant: number) =>
    instantOfWallClock(wallClockOf(instant, facts.zone) + facts.days * DAY_MS, facts.zone);
  const existing = [...facts.existing].sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : 1));
  const offs = [...facts.approvedTimeOff].sort((a, b) =>
    a.startsOn !== b.startsOn ? (a.startsOn < b.startsOn ? -1 : 1) : a.id < b.id ? -1 : 1,
  );
  const placements: Placement[] = facts.sources.map((source) => ({
    id: facts.newId(),
    source,
    startsAt: later(source.startsAt),
    endsAt: later(source.endsAt),
  }));
  const reasons = new Map<Placement, [CopySkipReason, string | null]>();
  const candidates: Placement[] = [];
  for (const placement of placements) {
    const { source } = placement;
    const copy = { ...placement, staffId: source.staffId, breakMinutes: source.breakMinutes };
    const off = offs.find((o) => isOnTimeOff(copy, o, facts.zone));
    const there = existing.find((other) => other.staffId === source.staffId && spansOverlap(other, copy));
    if (!facts.activeStaff.has(source.staffId)) reasons.set(placement, ['inactive_staff', null]);
    else if (shiftTimesProblem(copy)) reasons.set(placement, ['invalid_times', null]);
    else if (off) reasons.set(placement, ['time_off', off.id]);
    else if (there) reasons.set(placement, ['overlap', there.id]);
    else candidates.push(placement);
  }
  const order = (p: Placement) => placements.indexOf(p);
  candidates.sort((a, b) => a.startsAt - b.startsAt || order(a) - order(b));
  const kept: Placement[] = [];
  for (const placement of candidates) {
    const clash = kept.find(
      (k) => k.source.staffId === placement.source.staffId && spansOverlap(k, placement),
    );
    if (clash) reasons.set(placement, ['overlap', clash.id]);
    else kept.push(placement);
  }
  const plan: WeekCopyPlan = { copies: [], skipped: [] };
  for (const placement of placements) {
    const reason = reasons.get(placement);
    if (reason) plan.skipped.push({ ...placement, reason: reason[0], conflict: reason[1] });
    else plan.copies.push(placement);
  }
  return plan;
}
