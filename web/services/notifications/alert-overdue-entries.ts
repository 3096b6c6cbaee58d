import { OVERDUE_AFTER_MS } from '../../domain/clock/clock-state.js';
import type { StaffAppDeps } from '../deps.js';
import { shopNameOf } from './queue-email.js';
import { queueManagerEmails } from './staff-email.js';

/**
 * SPEC §16 `manager`: an entry open more than 16 hours (§10 `overdue`), however it came to be
 * (a forgotten clock-out, or an entry written already overdue), is told once to each of the
 * shop's `manager_emails`. The claim (a row keyed by the entry) and the emails are one
 * transaction. At most `limit` entries per call; answers how many were found.
 */
export async function alertOverdueEntries(deps: StaffAppDeps, now: number, limit: number): Promise<number> {
  const due = await deps.repos.notificationDue.dueOverdueEntries(now - OVERDUE_AFTER_MS, limit);
  for (const entry of due) {
    await deps.db.transaction(async () => {
      const claimed = await deps.repos.notificationDue.claimOverdueEntry({
        entryId: entry.entryId,
        shopId: entry.shopId,
        now,
      });
      if (!claimed) return;
      const shop = await deps.repos.shops.findById(entry.shopId);
      const person = await deps.repos.staff.findById(entry.shopId, entry.staffId);
      if (shop?.status !== 'active' || !person) return;
      await queueManagerEmails(deps, shop, {
        kind: 'manager',
        shopName: shopNameOf(shop),
        what: {
          about: 'overdue_entry',
          staffName: person.name,
          entryId: entry.entryId,
          startedAt: entry.startedAt,
          timezone: shop.timezone,
        },
      });
    });
  }
  return due.length;
}
