import { z } from 'zod';
import { humanInstant } from '../../../domain/email/human-times.js';
import { escapeHtml, htmlButton, htmlPage, type RenderedEmail, signature } from './layout.js';

/** SPEC §16 `manager`: an entry turned overdue (open more than 16 hours, §10). */
export const ManagerOverdueEntryPayload = z.object({
  kind: z.literal('manager'),
  variant: z.literal('overdue_entry'),
  shopName: z.string(),
  /** The staff member's name. */
  name: z.string(),
  zone: z.string(),
  entryId: z.string(),
  startedAt: z.number().int(),
  /** Where a manager fixes it: the app. */
  link: z.string(),
});
export type ManagerOverdueEntryPayload = z.output<typeof ManagerOverdueEntryPayload>;

export function renderManagerOverdueEntry(email: ManagerOverdueEntryPayload): RenderedEmail {
  const clockIn = humanInstant(email.startedAt, email.zone);
  const subject = `${email.shopName}: ${email.name} is still clocked in since ${clockIn}`;
  const body = `${email.name} clocked in at ${clockIn} and has not clocked out: the entry has been open more than 16 hours. It does not close by itself; please fix the clock-out time.`;
  const sign = signature(email.shopName);
  const text = [body, '', `Open Shiftbook: ${email.link}`, '', sign.text].join('\n');
  const html = htmlPage(
    subject,
    `<p>${escapeHtml(body)}</p>${htmlButton(email.link, 'Open Shiftbook')}${sign.html}`,
  );
  return { subject, text, html };
}
