import type {
  Availability,
  AvailabilityKind,
  AvailabilityRange,
  AvailabilityWeekly,
  Weekday,
} from '../api/types.js';
import { WEEKDAYS } from './time.js';

export const AVAILABILITY_KIND_LABELS: Record<AvailabilityKind, string> = {
  unavailable: 'Unavailable',
  preferred: 'Preferred',
};

/** The weekday of a calendar date, as the API names it. */
export function weekdayOf(date: string): Weekday {
  const index = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAYS[index]!;
}

/**
 * The ranges in force on a local date (SPEC §17): the date's exception when it has one (an
 * empty one means free all day), else its weekday's weekly ranges; by start.
 */
export function rangesOn(availability: Availability | undefined, date: string): AvailabilityRange[] {
  if (!availability) return [];
  const exception = availability.exceptions.find((e) => e.date === date);
  if (exception) return [...exception.ranges].sort((a, b) => a.start.localeCompare(b.start));
  const weekday = weekdayOf(date);
  return availability.weekly
    .filter((range: AvailabilityWeekly) => range.weekday === weekday)
    .map(({ start, end, kind }) => ({ start, end, kind }))
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** "Unavailable 09:00–12:00", or "Unavailable all day" for 00:00–24:00. */
export function rangeLabel(range: AvailabilityRange): string {
  const kind = AVAILABILITY_KIND_LABELS[range.kind];
  return range.start === '00:00' && range.end === '24:00'
    ? `${kind} all day`
    : `${kind} ${range.start}–${range.end}`;
}

/** Minutes since local midnight of an `HH:MM` time (`24:00` is 1440). */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}
