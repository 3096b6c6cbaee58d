import type { ShiftRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { emailDeps, type NotifyingDeps, staffAppLink } from './notifying-deps.js';
import { type EmailToQueue, queueEmails, shopNameOf } from './queue-email.js';
import { shiftFactsOf } from './templates/shift-facts.js';

/**
 * SPEC §16 `schedule` on publish, in the publish's transaction: ONE email to each staff member
 * with a newly published shift, listing all their published shifts of the week (the `.ics` is
 * rendered from the same facts at send time). Inactive staff, staff without an email and staff
 * who turned `schedule` off get none.
 */
export async function notifySchedulePublished(
  notifying: NotifyingDeps,
  shop: ShopRow,
  weekStart: string,
  publishedIds: readonly string[],
  weekShifts: readonly ShiftRow[],
): Promise<number> {
  const deps = emailDeps(notifying);
  if (!deps) return 0;
  const published = new Set(publishedIds);
  // Open shifts (SPEC §17) are nobody's schedule: they go to no one.
  const staffIds = [
    ...new Set(weekShifts.flatMap((s) => (published.has(s.id) && s.staffId !== null ? [s.staffId] : []))),
  ];
  const people = await deps.repos.staff.findByIds(shop.id, staffIds);
  const byStaff = new Map<string, ShiftRow[]>();
  for (const shift of weekShifts) {
    if (!shift.published || shift.staffId === null) continue;
    const list = byStaff.get(shift.staffId);
    if (list) list.push(shift);
    else byStaff.set(shift.staffId, [shift]);
  }
  const stampAt = deps.now();
  const link = staffAppLink(deps);
  const emails: EmailToQueue[] = [];
  for (const person of people) {
    if (!person.active || !person.email || !person.notifySchedule) continue;
    const shifts = (byStaff.get(person.id) ?? []).sort((a, b) => a.startsAt - b.startsAt);
    emails.push({
      shop,
      staffId: person.id,
      recipient: person.email,
      payload: {
        kind: 'schedule',
        variant: 'published',
        shopName: shopNameOf(shop),
        staffName: person.name,
        zone: shop.timezone,
        weekStart,
        link,
        stampAt,
        shifts: shifts.map(shiftFactsOf),
      },
    });
  }
  return (await queueEmails(deps, emails)).length;
}
