import { localDaysOf } from '../scheduling/local-days.js';
import { instantOfWallClock } from '../scheduling/wall-clock.js';
import { addDays, isoWeekday } from '../time/calendar-date.js';
import { type Availability, minutesOf, type TimeRange, WEEKDAYS } from './availability.js';

/** An unavailable range of one local day, as UTC instants (ms). */
export interface UnavailableSpan {
  date: string;
  startsAt: number;
  endsAt: number;
}

/** A shift lasts at most 24 hours (SPEC §13), so it touches at most two local days; three is a safe bound. */
const MAX_DAYS = 3;

/** The ranges in force on a local date: its exception's, else its weekday's weekly ranges. */
export function rangesOn(doc: Availability, date: string): TimeRange[] {
  const exception = doc.exceptions.find((e) => e.date === date);
  if (exception) return exception.ranges;
  const weekday = WEEKDAYS[isoWeekday(date) - 1];
  return doc.weekly.filter((r) => r.weekday === weekday);
}

/**
 * The unavailable ranges that a span [startsAt, endsAt) overlaps, in the shop's zone, in time
 * order. Ranges that only touch the span do not overlap it. One pass over the span's local days
 * (at most MAX_DAYS) and their ranges.
 */
export function unavailableOverlaps(
  doc: Availability,
  span: { startsAt: number; endsAt: number },
  zone: string,
): UnavailableSpan[] {
  const days = localDaysOf(span, zone);
  const found: UnavailableSpan[] = [];
  for (let date = days.first, n = 0; date <= days.last && n < MAX_DAYS; date = addDays(date, 1), n++) {
    const midnight = Date.parse(`${date}T00:00:00Z`);
    for (const range of rangesOn(doc, date)) {
      if (range.kind !== 'unavailable') continue;
      const startsAt = instantOfWallClock(midnight + minutesOf(range.start) * 60_000, zone);
      const endsAt = instantOfWallClock(midnight + minutesOf(range.end) * 60_000, zone);
      if (startsAt < span.endsAt && endsAt > span.startsAt) found.push({ date, startsAt, endsAt });
    }
  }
  return found.sort((a, b) => a.startsAt - b.startsAt);
}
