import type { StaffAppDeps } from '../deps.js';
import { staffAppLink } from './notifying-deps.js';
import { shopNameOf } from './queue-email.js';
import { queueStaffEmail } from './staff-email.js';

/**
 * SPEC §16 `reminder`: for each published shift whose reminder time has come (and whose start
 * has not), claims (shift, start) and queues the reminder in one transaction. The claim is a
 * row keyed by the shift and its start, so a shift is reminded once per start time (a moved
 * shift again at its new time only) whichever scanner gets there first. A person who turned
 * reminders off or has no email is claimed too, so the scan does not find them again.
 * At most `limit` shifts per call; answers how many were found.
 */
export async function makeDueReminders(deps: StaffAppDeps, now: number, limit: number): Promise<number> {
  const due = await deps.repos.notificationDue.dueReminders(now, limit);
  for (const reminder of due) {
    await deps.db.transaction(async () => {
      const claimed = await deps.repos.notificationDue.claimReminder({
        shiftId: reminder.shiftId,
        startsAt: reminder.startsAt,
        shopId: reminder.shopId,
        now,
      });
      if (!claimed) return;
      const shift = await deps.repos.shifts.findById(reminder.shopId, reminder.shiftId);
      // Made open (SPEC §17) or moved since the scan read it: nothing to remind at this start.
      if (!shift?.published || shift.staffId === null || shift.startsAt !== reminder.startsAt) return;
      const shop = await deps.repos.shops.findById(reminder.shopId);
      const person = await deps.repos.staff.findById(reminder.shopId, shift.staffId);
      if (shop?.status !== 'active' || !person) return;
      // None when reminders are off for the person, or they have no email or left.
      await queueStaffEmail(deps, shop, person, 'reminder', {
        kind: 'reminder',
        shopName: shopNameOf(shop),
        staffName: person.name,
        zone: shop.timezone,
        link: staffAppLink(deps),
        shiftId: shift.id,
        startsAt: shift.startsAt,
        endsAt: shift.endsAt,
        role: shift.role,
        location: shift.location,
      });
    });
  }
  return due.length;
}
