import { Info, type Zone } from 'luxon';

/**
 * Local wall-clock time as a number: the ms a local date and time would be if it were UTC
 * (`2026-03-08T02:30` local is `Date.parse('2026-03-08T02:30Z')`). Calendar arithmetic on it
 * is exact (a day is always 86,400,000 of these), whatever the zone's DST does that day.
 */
export type WallClock = number;

const DAY_MS = 86_400_000;

/**
 * Zones by name, resolved once: luxon checks a name's validity by building an
 * Intl.DateTimeFormat, which costs more than the offset lookups a week copy makes per shift.
 * A memo of immutable values, so the functions stay pure.
 */
const zones = new Map<string, Zone>();

function zoneNamed(name: string): Zone {
  let zone = zones.get(name);
  if (!zone) {
    const found = Info.normalizeZone(name);
    if (!found?.isValid) throw new Error(`Unknown time zone ${name}`);
    zone = found;
    zones.set(name, zone);
  }
  return zone;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(zone: Zone, instant: number): number {
  return zone.offset(instant) * 60_000;
}

/** The wall clock of `zone` at a UTC instant (ms). */
export function wallClockOf(instant: number, zoneName: string): WallClock {
  return instant + offsetAt(zoneNamed(zoneName), instant);
}

/**
 * The UTC instant (ms) at which `zone`'s clocks show `wall`, as calendars read local times
 * (RFC 5545 §3.3.5, the "compatible" choice of JavaScript's Temporal):
 *
 * - a time shown twice (the hour repeated when clocks go back) is its first occurrence;
 * - a time never shown (skipped when clocks go forward) is read with the offset in force
 *   before the change, so it lands as many minutes after the change as it was into the gap:
 *   02:30 on a night that jumps from 02:00 to 03:00 is 03:30.
 *
 * Zones change their offset at most once within a day either side of any moment, so the
 * offsets a day before and a day after are the only candidates.
 */
export function instantOfWallClock(wall: WallClock, zoneName: string): number {
  const zone = zoneNamed(zoneName);
  const before = offsetAt(zone, wall - DAY_MS);
  const after = offsetAt(zone, wall + DAY_MS);
  let first: number | undefined;
  for (const offset of before === after ? [before] : [before, after]) {
    const instant = wall - offset;
    if (offsetAt(zone, instant) === offset && (first === undefined || instant < first)) first = instant;
  }
  return first ?? wall - before;
}

/** The same local time of day `days` calendar days later (earlier when negative), in `zone`. */
export function sameLocalTimeDaysLater(instant: number, days: number, zoneName: string): number {
  return instantOfWallClock(wallClockOf(instant, zoneName) + days * DAY_MS, zoneName);
}

/** The local date (`YYYY-MM-DD`) of a wall clock. */
export function dateOfWallClock(wall: WallClock): string {
  return new Date(wall).toISOString().slice(0, 10);
}
