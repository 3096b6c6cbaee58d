import { addDays, localDate, weekStartOf } from '../lib/time.js';
import type { Weekday } from './staff-types.js';

/**
 * Words and numbers as a staff member reads them, in the shop's time zone whatever the phone's
 * zone is: a shift at 9:00 in the shop is 9:00 for someone looking from abroad too.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(undefined, options);
    formats.set(key, found);
  }
  return found;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Monday, November 16" for a calendar date. */
export function dayName(date: string): string {
  return format('day', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    noon(date),
  );
}

/** "Nov 16" for a calendar date. */
export function shortDate(date: string): string {
  return format('short', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(noon(date));
}

/** "Nov 16 – 20" (or one day) for a range of dates. */
export function dateRange(from: string, to: string): string {
  if (from === to) return shortDate(from);
  return format('range', { month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(
    noon(from),
    noon(to),
  );
}

/** "9:30 AM" (or "09:30", as the phone's language writes it) in the shop's zone. */
export function timeOfDay(iso: string, timeZone: string): string {
  return format(`time:${timeZone}`, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/** "7.5 hours", "1 hour". */
export function hoursText(hours: number): string {
  const shown = Math.round(hours * 100) / 100;
  return `${shown} ${shown === 1 ? 'hour' : 'hours'}`;
}

/** Paid hours of a shift: its length less its unpaid break. */
export function shiftHours(startsAt: string, endsAt: string, breakMinutes: number): number {
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000 - breakMinutes;
  return Math.max(0, Math.round((minutes / 60) * 100) / 100);
}

/** Money as the API sends it ("866.88"), with the currency when the shop's is known. */
export function moneyText(amount: string, currency?: string): string {
  if (!currency) return amount;
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}

export interface ShopCalendar {
  /** Today in the shop's zone. */
  today: string;
  thisWeek: string;
  nextWeek: string;
}

export function shopCalendar(now: number, timeZone: string, weekStart: Weekday): ShopCalendar {
  const today = localDate(now, timeZone);
  const thisWeek = weekStartOf(today, weekStart);
  return { today, thisWeek, nextWeek: addDays(thisWeek, 7) };
}

/** The local date a shift starts on, which is the day it belongs to (SPEC §3). */
export function shiftDay(startsAt: string, timeZone: string): string {
  return localDate(Date.parse(startsAt), timeZone);
}
