import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { localDateOf, type Weekday, type WorkWeek, workWeekContaining } from '../../domain/time/work-week.js';

/** The shop's work week containing `date`, in its zone and with its first weekday (SPEC §3). */
export function shopWeek(shop: ShopRow, date: string): WorkWeek {
  return workWeekContaining(date, shop.timezone, shop.weekStart as Weekday);
}

/** The shop's work week in which an instant (UTC ms) falls: a shift's is where it starts. */
export function shopWeekOf(shop: ShopRow, instant: number): WorkWeek {
  return shopWeek(shop, localDateOf(instant, shop.timezone));
}
