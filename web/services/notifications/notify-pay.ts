import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import type { TimesheetView } from '../views/timesheet-view.js';
import { type NotifyingDeps, staffAppLink } from './notifying-deps.js';
import { shopNameOf } from './queue-email.js';
import { queueStaffEmail } from './staff-email.js';

/**
 * SPEC §16 `pay`: an approved timesheet, to its staff member: week, hours, overtime, and the
 * gross only when the shop lets staff see pay. Without `staff_see_pay` the gross is never
 * written into the payload, so neither the email nor the sealed row holds it.
 */
export function queuePayEmail(
  deps: NotifyingDeps,
  shop: ShopRow,
  staff: StaffRow,
  approved: TimesheetView,
): Promise<string | null> {
  return queueStaffEmail(deps, shop, staff, 'pay', {
    kind: 'pay',
    shopName: shopNameOf(shop),
    staffName: staff.name,
    weekStart: approved.week_start,
    weekEnd: approved.week_end,
    hours: approved.hours,
    overtimeHours: approved.overtime_hours,
    doubleTimeHours: approved.double_time_hours,
    gross: shop.staffSeePay ? approved.gross : null,
    currency: shop.currency,
    staffAppUrl: staffAppLink(deps),
  });
}
