import type { StaffAppDeps } from '../deps.js';
import { staffAppLink } from './notifying-deps.js';
import { shopNameOf } from './queue-email.js';
import { queueStaffEmail } from './staff-email.js';
import type { ScheduleChange } from './templates/schedule-changed.js';

/**
 * SPEC §16: turns the changes of each person whose debounce window has ended into ONE "your
 * schedule changed" email, each changed shift as it now is for them, or removed. Taking the
 * rows (a DELETE … RETURNING) and queueing the email are one transaction, so a second scanner
 * finds nothing to take and a crash before the commit leaves the rows due. At most `limit`
 * people per call; answers how many were taken.
 */
export async function sendDueScheduleChanges(
  deps: StaffAppDeps,
  now: number,
  limit: number,
): Promise<number> {
  const due = await deps.repos.notificationDue.dueScheduleChangeStaff(now, limit);
  for (const { shopId, staffId } of due) {
    await deps.db.transaction(async () => {
      const taken = await deps.repos.notificationDue.takeScheduleChanges(staffId, now);
      if (taken.length === 0) return;
      const shop = await deps.repos.shops.findById(shopId);
      const person = await deps.repos.staff.findById(shopId, staffId);
      // None when `schedule` is off for the person, or they have no email or left.
      if (shop?.status !== 'active' || !person?.active || !person.email) return;
      const changes: ScheduleChange[] = [];
      for (const change of taken) {
        const shift = await deps.repos.shifts.findById(shopId, change.shiftId);
        const stillTheirs = shift?.published && shift.staffId === staffId;
        changes.push({
          shiftId: change.shiftId,
          was: { startsAt: change.wasStartsAt, endsAt: change.wasEndsAt },
          now: stillTheirs
            ? { startsAt: shift.startsAt, endsAt: shift.endsAt, role: shift.role, location: shift.location }
            : null,
        });
      }
      changes.sort((a, b) => (a.now ?? a.was).startsAt - (b.now ?? b.was).startsAt);
      await queueStaffEmail(deps, shop, person, 'schedule', {
        kind: 'schedule',
        variant: 'changed',
        shopName: shopNameOf(shop),
        staffName: person.name,
        zone: shop.timezone,
        link: staffAppLink(deps),
        changes,
      });
    });
  }
  return due.length;
}
