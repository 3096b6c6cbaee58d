import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { notificationPreferences } from '../views/notification-preferences.js';
import { managerEmailsOf } from '../views/shop-view.js';
import { emailDeps, type NotifyingDeps } from './notifying-deps.js';
import { queueEmail } from './queue-email.js';
import type { EmailPayload, StaffPreferenceKind } from './templates/index.js';

/**
 * What a use case that may write a notification needs. The email channel is optional: the CLI's
 * demo seeding builds none, and then nothing is queued, as without SMTP_URL.
 */

/**
 * Queues one email of a kind the staff member may turn off (SPEC §16): none when the kind is
 * off, the person has no email or has been deactivated (they left; their past still shows in
 * the admin). In the caller's transaction.
 */
export async function queueStaffEmail(
  deps: NotifyingDeps,
  shop: ShopRow,
  staff: StaffRow,
  kind: StaffPreferenceKind,
  payload: EmailPayload & { kind: StaffPreferenceKind },
): Promise<string | null> {
  const channel = emailDeps(deps);
  if (!channel || !staff.email || !staff.active) return null;
  if (!notificationPreferences(staff)[kind]) return null;
  return queueEmail(channel, { shop, staffId: staff.id, recipient: staff.email, payload });
}

/** One `manager` email per address of `manager_emails` (SPEC §16), `staff_id` null. */
export async function queueManagerEmails(
  deps: NotifyingDeps,
  shop: ShopRow,
  payload: EmailPayload & { kind: 'manager' },
): Promise<number> {
  const channel = emailDeps(deps);
  if (!channel) return 0;
  let queued = 0;
  for (const recipient of managerEmailsOf(shop)) {
    if (await queueEmail(channel, { shop, staffId: null, recipient, payload })) queued++;
  }
  return queued;
}
