import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AttendanceEntry,
  type AttendanceShift,
  attendanceRows,
} from '../../web/domain/clock/attendance.js';
import { MATCH_BEFORE_START_MS, matchShift } from '../../web/domain/clock/shift-match.js';
import { localDateOf, workWeekContaining } from '../../web/domain/time/work-week.js';
import { ZONES } from './arbitraries.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const shiftAt = (id: string, startsAt: number, hours = 4) => ({
  id,
  startsAt,
  endsAt: startsAt + hours * HOUR,
});

describe('matchShift: the shift a clock-in falls in (SPEC §10)', () => {
  const start = Date.parse('2026-11-18T10:00:00Z');
  const shift = shiftAt('shf_a', start);

  it('counts from 60 minutes before the start until (not including) the end', () => {
    expect(matchShift(start - 61 * MINUTE, [shift])).toBeNull();
    expect(matchShift(start - 60 * MINUTE, [shift])).toBe(shift);
    expect(matchShift(start - 59 * MINUTE, [shift])).toBe(shift);
    expect(matchShift(shift.endsAt - 1, [shift])).toBe(shift);
    expect(matchShift(shift.endsAt, [shift])).toBeNull();
  });

  it('takes the shift starting nearest to the clock-in, the earlier on a tie', () => {
    const early = shiftAt('shf_b', start - 4 * HOUR, 4);
    const late = shiftAt('shf_c', start + 30 * MINUTE);
    expect(matchShift(start - 10 * MINUTE, [early, late])).toBe(late);
    expect(matchShift(start - 10 * MINUTE, [late, early])).toBe(late);
    const tieA = shiftAt('shf_d', start - 20 * MINUTE, 1);
    const tieB = shiftAt('shf_e', start + 20 * MINUTE, 1);
    expect(matchShift(start, [tieB, tieA])).toBe(tieA);
  });

  it('answers a shift whose window holds the clock-in, and none nearer among them, whatever the order', () => {
    const shifts = fc.array(
      fc.record({ startsAt: fc.integer({ min: 0, max: 48 * HOUR }), hours: fc.integer({ min: 1, max: 12 }) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(shifts, fc.integer({ min: -2 * HOUR, max: 60 * HOUR }), (raw, at) => {
        const list = raw.map((s, i) => shiftAt(`shf_${i}`, s.startsAt, s.hours));
        const inWindow = list.filter((s) => at >= s.startsAt - MATCH_BEFORE_START_MS && at < s.endsAt);
        const found = matchShift(at, list);
        if (inWindow.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(inWindow).toContain(found);
        const distance = Math.abs(found!.startsAt - at);
        for (const other of inWindow) expect(Math.abs(other.startsAt - at)).toBeGreaterThanOrEqual(distance);
        expect(matchShift(at, [...list].reverse())).toBe(found);
      }),
    );
  });
});

describe('attendanceRows (SPEC §10)', () => {
  const day = fc.integer({ min: 0, max: 6 });
  const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 });

  it('gives each shift of the week one row and each unmatched entry of the week one row, in order, whatever the zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.array(
          fc.record({
            staff: fc.constantFrom('a', 'b'),
            day,
            minute: minuteOfDay,
            hours: fc.integer({ min: 1, max: 10 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.array(
          fc.record({ staff: fc.constantFrom('a', 'b'), day, minute: minuteOfDay, open: fc.boolean() }),
          { maxLength: 6 },
        ),
        fc.integer({ min: 0, max: 9 * 24 * 60 }),
        (zone, rawShifts, rawEntries, nowMinute) => {
          const week = workWeekContaining('2026-03-09', zone, 'monday');
          const at = (d: number, minute: number) => week.startsAt + d * 24 * HOUR + minute * MINUTE;
          const shifts: AttendanceShift[] = rawShifts.map((s, i) => ({
            id: `shf_${i}`,
            staffId: s.staff,
            handle: s.staff,
            startsAt: at(s.day, s.minute),
            endsAt: at(s.day, s.minute) + s.hours * HOUR,
          }));
          const entries: AttendanceEntry[] = rawEntries.map((e, i) => ({
            id: `ent_${i}`,
            staffId: e.staff,
            handle: e.staff,
            startedAt: at(e.day, e.minute),
            endedAt: e.open ? null : at(e.day, e.minute) + 2 * HOUR,
          }));
          const now = week.startsAt + nowMinute * MINUTE;
          const rows = attendanceRows({ week, zone, now, shifts, entries });
          const inWeek = (t: number) => t >= week.startsAt && t < week.endsAt;
          expect(
            rows
              .filter((r) => r.shift !== null)
              .map((r) => r.shift)
              .sort(),
          ).toEqual(
            shifts
              .filter((s) => inWeek(s.startsAt))
              .map((s) => s.id)
              .sort(),
          );
          for (const row of rows.filter((r) => r.status === 'unscheduled')) {
            const entry = entries.find((e) => e.id === row.entry)!;
            expect(
              matchShift(
                entry.startedAt,
                shifts.filter((s) => s.staffId === entry.staffId),
              ),
            ).toBeNull();
            expect(row.date).toBe(localDateOf(entry.startedAt, zone));
          }
          for (const row of rows) {
            if (row.lateMinutes !== null) expect(row.lateMinutes).toBeGreaterThanOrEqual(0);
            if (row.status === 'no_show') expect(row.scheduledEnd!).toBeLessThanOrEqual(now);
            if (row.status === 'scheduled') {
              expect(row.scheduledEnd!).toBeGreaterThan(now);
              expect(now - row.scheduledStart!).toBeLessThanOrEqual(5 * MINUTE);
            }
            if (row.status === 'missing') {
              expect(row.scheduledEnd!).toBeGreaterThan(now);
              expect(now - row.scheduledStart!).toBeGreaterThan(5 * MINUTE);
              expect(row.entry).toBeNull();
            }
            if (row.status === 'late')
              expect(row.clockedInAt! - row.scheduledStart!).toBeGreaterThan(5 * MINUTE);
            if (row.status === 'on_time')
              expect(row.clockedInAt! - row.scheduledStart!).toBeLessThanOrEqual(5 * MINUTE);
          }
          const keys = rows.map(
            (r) => [r.date, r.handle, r.scheduledStart ?? Infinity, r.clockedInAt ?? Infinity] as const,
          );
          for (let i = 1; i < keys.length; i++) {
            const [a, b] = [keys[i - 1]!, keys[i]!];
            const order =
              a[0] !== b[0]
                ? a[0] < b[0]
                : a[1] !== b[1]
                  ? a[1] < b[1]
                  : a[2] !== b[2]
                    ? a[2] < b[2]
                    : a[3] <= b[3];
            expect(order, JSON.stringify([a, b])).toBe(true);
          }
        },
      ),
    );
  });

  it('floors late and early-leave minutes, and is open while any entry of the shift is', () => {
    const week = workWeekContaining('2026-11-18', 'UTC', 'monday');
    const start = Date.parse('2026-11-18T09:00:00Z');
    const shift = { id: 'shf_1', staffId: 's', handle: 'ana', startsAt: start, endsAt: start + 8 * HOUR };
    const entry = (id: string, from: number, to: number | null) => ({
      id,
      staffId: 's',
      handle: 'ana',
      startedAt: from,
      endedAt: to,
    });
    const [closed] = attendanceRows({
      week,
      zone: 'UTC',
      now: start + 10 * HOUR,
      shifts: [shift],
      entries: [entry('ent_1', start + 5 * MINUTE + 59_999, start + 8 * HOUR - 90_000)],
    });
    expect(closed).toMatchObject({ lateMinutes: 5, earlyLeaveMinutes: 1, status: 'late' });
    const [open] = attendanceRows({
      week,
      zone: 'UTC',
      now: start + 10 * HOUR,
      shifts: [shift],
      entries: [
        entry('ent_1', start - 30 * MINUTE, start + 2 * HOUR),
        entry('ent_2', start + 3 * HOUR, null),
      ],
    });
    expect(open).toMatchObject({
      entry: 'ent_1',
      lateMinutes: 0,
      clockedOutAt: null,
      earlyLeaveMinutes: null,
      status: 'open',
    });
  });
});
