import type { NewNotificationRow } from '../../db/repositories/notifications-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { newId } from '../../domain/ids.js';
import type { StaffAppDeps } from '../deps.js';
import { type EmailPayload, notificationKindOf, renderEmail } from './templates/index.js';

export interface EmailToQueue {
  shop: ShopRow;
  /** The staff member it concerns; null for manager emails. */
  staffId: string | null;
  recipient: string;
  payload: EmailPayload;
}

/** The shop's name wherever it shows; a shop added by the CLI has only its domain (SPEC §15). */
export function shopNameOf(shop: Pick<ShopRow, 'name' | 'domain'>): string {
  return shop.name ?? shop.domain;
}

/**
 * Writes one email to the outbox (SPEC §16) in the caller's transaction, so it is sent if and
 * only if its cause commits. Without SMTP_URL nothing is queued. Answers the notification's id,
 * or null when nothing was queued. The payload is sealed: a sign-in link's token must reach the
 * worker but never rest in the database in clear.
 */
export async function queueEmail(deps: StaffAppDeps, email: EmailToQueue): Promise<string | null> {
  return (await queueEmails(deps, [email]))[0] ?? null;
}

/**
 * Writes several emails to the outbox as `queueEmail` does, in multi-row inserts: publishing a
 * week for 500 staff writes 500 emails in two statements, not 500 (SPEC §16's 500 ms answer).
 * Answers their ids (none without SMTP_URL).
 */
export async function queueEmails(deps: StaffAppDeps, emails: readonly EmailToQueue[]): Promise<string[]> {
  const rows = outboxRowsOf(deps, emails);
  if (rows.length === 0) return [];
  await deps.repos.notifications.insertMany(rows);
  return rows.map((row) => row.id);
}

/**
 * The outbox rows of `emails`, sealed and ready to insert (none without SMTP_URL): for a use
 * case that writes them along with its own rows in one statement.
 */
export function outboxRowsOf(deps: StaffAppDeps, emails: readonly EmailToQueue[]): NewNotificationRow[] {
  if (!deps.staffApp.emailEnabled || emails.length === 0) return [];
  const now = deps.now();
  return emails.map((email) => ({
    id: newId('ntf', now),
    shopId: email.shop.id,
    staffId: email.staffId,
    kind: notificationKindOf(email.payload),
    recipient: email.recipient,
    subject: renderEmail(email.payload).subject,
    payloadSealed: deps.secretBox.seal(JSON.stringify(email.payload)),
    status: 'queued',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }));
}
