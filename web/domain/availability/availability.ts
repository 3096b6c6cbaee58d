/**
 * A staff member's availability (SPEC §17): weekly ranges per weekday and dated exceptions
 * that replace a date's weekly ranges. Times are the shop's local `HH:MM`, `24:00` ending a day.
 * Pure rules: the route parses the shape, these check what the shape cannot say.
 */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type AvailabilityKind = 'unavailable' | 'preferred';

export interface TimeRange {
  start: string;
  end: string;
  kind: AvailabilityKind;
}
export interface WeeklyRange extends TimeRange {
  weekday: Weekday;
}
export interface AvailabilityException {
  date: string;
  ranges: TimeRange[];
}
export interface Availability {
  weekly: WeeklyRange[];
  exceptions: AvailabilityException[];
}

export const EMPTY_AVAILABILITY: Availability = { weekly: [], exceptions: [] };

/** Minutes since local midnight of `HH:MM` (`24:00` is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export interface AvailabilityProblem {
  code: 'invalid_range' | 'overlapping_ranges';
  field: string;
  message: string;
}

/**
 * The first rule a document breaks, or null: a range must end after it starts
 * (`invalid_range`), and the ranges of one day must not overlap (`overlapping_ranges`; ranges
 * that only touch do not). Every range is checked for its end before any day for overlaps.
 */
export function availabilityProblem(doc: Availability): AvailabilityProblem | null {
  const days: Array<{ field: string; ranges: Array<{ range: TimeRange; field: string }> }> = [];
  const weekly = new Map<Weekday, Array<{ range: TimeRange; field: string }>>();
  for (const [i, range] of doc.weekly.entries()) {
    const field = `weekly[${i}]`;
    if (minutesOf(range.end) <= minutesOf(range.start)) return invalid(field, range);
    const list = weekly.get(range.weekday) ?? [];
    list.push({ range, field });
    weekly.set(range.weekday, list);
  }
  for (const [weekday, ranges] of weekly) days.push({ field: weekday, ranges });
  for (const [i, exception] of doc.exceptions.entries()) {
    const ranges = exception.ranges.map((range, j) => ({ range, field: `exceptions[${i}].ranges[${j}]` }));
    for (const { range, field } of ranges)
      if (minutesOf(range.end) <= minutesOf(range.start)) return invalid(field, range);
    days.push({ field: exception.date, ranges });
  }
  for (const day of days) {
    const sorted = [...day.ranges].sort((a, b) => minutesOf(a.range.start) - minutesOf(b.range.start));
    for (let k = 1; k < sorted.length; k++) {
      const before = sorted[k - 1]!;
      const next = sorted[k]!;
      if (minutesOf(next.range.start) < minutesOf(before.range.end))
        return {
          code: 'overlapping_ranges',
          field: next.field,
          message: `On ${day.field}, ${before.range.start}–${before.range.end} and ${next.range.start}–${next.range.end} overlap.`,
        };
    }
  }
  return null;
}

function invalid(field: string, range: TimeRange): AvailabilityProblem {
  return {
    code: 'invalid_range',
    field,
    message: `A range must end after it starts: ${range.start}–${range.end} does not.`,
  };
}

/** The document in a stable order: weekly by weekday then start, exceptions by date, ranges by start. */
export function sortedAvailability(doc: Availability): Availability {
  const byStart = (a: TimeRange, b: TimeRange) => minutesOf(a.start) - minutesOf(b.start);
  return {
    weekly: [...doc.weekly].sort(
      (a, b) => WEEKDAYS.indexOf(a.weekday) - WEEKDAYS.indexOf(b.weekday) || byStart(a, b),
    ),
    exceptions: [...doc.exceptions]
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      .map((e) => ({ date: e.date, ranges: [...e.ranges].sort(byStart) })),
  };
}
