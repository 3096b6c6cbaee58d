import type { AvailabilityDocument, DayRange, Weekday } from './staff-types.js';

/**
 * The availability editor's pure parts (SPEC §17): the times offered in its lists, the order
 * of the week, and the document a save sends.
 */

export const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The week as the shop's schedule shows it, from its first day. */
export function weekdaysFrom(weekStart: Weekday): Weekday[] {
  const first = WEEKDAYS.indexOf(weekStart);
  return WEEKDAYS.map((_, i) => WEEKDAYS[(first + i) % 7]!);
}

export function weekdayName(weekday: Weekday): string {
  return weekday[0]!.toUpperCase() + weekday.slice(1);
}

const STEP_MINUTES = 15;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The times a range's start or end may be picked from: every quarter hour, a start from 00:00
 * to 23:45 and an end from 00:15 to 24:00 (the end of the day, SPEC §17). A time saved off the
 * quarter hours (set through the API) is kept in the list, so opening and saving never changes it.
 */
export function timeChoices(side: 'start' | 'end', current?: string): string[] {
  const times: string[] = [];
  for (let m = side === 'start' ? 0 : STEP_MINUTES; m <= (side === 'start' ? 1425 : 1440); m += STEP_MINUTES)
    times.push(hhmm(m));
  if (current && !times.includes(current)) times.push(current);
  return times.sort();
}

/** A new range for a day: a working day's hours, which the person then changes. */
export const newRange = (): DayRange => ({ start: '09:00', end: '17:00', kind: 'unavailable' });

/**
 * The editor's state as `PUT` takes it. Exception dates must be chosen first: a blank one is
 * the person's to fix, not a 400 to decode. Answers the problem in words instead.
 */
export function documentToSave(draft: AvailabilityDocument): AvailabilityDocument | string {
  if (draft.exceptions.some((exception) => !exception.date)) return 'Choose a date for each date you added.';
  const dates = draft.exceptions.map((exception) => exception.date);
  const twice = dates.find((date, i) => dates.indexOf(date) !== i);
  if (twice) return `${twice} is listed twice. Put all of that day's ranges under one date.`;
  return { weekly: draft.weekly, exceptions: draft.exceptions };
}
