import { z } from 'zod';
import { humanSpan } from '../../../domain/email/human-times.js';
import { footerHtml, footerText, type SendingExtras } from './email-parts.js';
import { escapeHtml, htmlButton, htmlPage, type RenderedEmail } from './layout.js';
import { withLabels } from './shift-facts.js';

/** SPEC §16 `reminder`: `shift_reminder_minutes` before a published shift. */
export const ReminderPayload = z.object({
  kind: z.literal('reminder'),
  shopName: z.string(),
  staffName: z.string(),
  zone: z.string(),
  link: z.string(),
  shiftId: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  role: z.string().nullable(),
  location: z.string().nullable(),
});
export type ReminderPayload = z.output<typeof ReminderPayload>;

export function renderReminder(email: ReminderPayload, extras: SendingExtras = {}): RenderedEmail {
  const span = humanSpan(email.startsAt, email.endsAt, email.zone);
  const subject = `${email.shopName}: your shift ${span}`;
  const line = withLabels(span, email);
  const why = 'You get this email because reminders are on for your shifts.';
  const sign = {
    text: footerText(email.shopName, why, extras),
    html: footerHtml(email.shopName, why, extras),
  };
  const text = [
    `Hi ${email.staffName},`,
    '',
    'A reminder of your next shift:',
    line,
    '',
    `Your schedule: ${email.link}`,
    sign.text,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>A reminder of your next shift:</p><p style="font-size:18px;font-weight:600">${escapeHtml(line)}</p>${htmlButton(email.link, 'Open the staff app')}${sign.html}`,
  );
  return { subject, text, html };
}
