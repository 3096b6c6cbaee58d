import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { type Weekday, type WorkWeek, workWeekContaining } from '../../domain/time/work-week.js';

/** The shop's work week containing `date`, in its zone and with its first weekday (SPEC §3). */
export function shopWeek(shop: ShopRow, date: string): WorkWeek {
  return workWeekContaining(date, shop.timezone, shop.weekStart as Weekday);
}
