import { z } from 'zod';
import { humanSpan } from '../../../domain/email/human-times.js';
import { footerHtml, footerText, type SendingExtras } from './email-parts.js';
import { escapeHtml, htmlButton, htmlList, htmlPage, type RenderedEmail } from './layout.js';
import { withLabels } from './shift-facts.js';

const Times = z.object({ startsAt: z.number().int(), endsAt: z.number().int() });

/**
 * One changed shift: as it now is for this person, or `now: null` when it was deleted, taken
 * from them or unpublished, named by the times it had when it was theirs.
 */
export const ScheduleChange = z.object({
  shiftId: z.string(),
  was: Times,
  now: Times.extend({ role: z.string().nullable(), location: z.string().nullable() }).nullable(),
});
export type ScheduleChange = z.output<typeof ScheduleChange>;

/** SPEC §16: the changes of one person's debounce window, in one email. */
export const ScheduleChangedPayload = z.object({
  kind: z.literal('schedule'),
  variant: z.literal('changed'),
  shopName: z.string(),
  staffName: z.string(),
  zone: z.string(),
  link: z.string(),
  changes: z.array(ScheduleChange),
});
export type ScheduleChangedPayload = z.output<typeof ScheduleChangedPayload>;

export function changeLine(change: ScheduleChange, zone: string): string {
  return change.now
    ? withLabels(humanSpan(change.now.startsAt, change.now.endsAt, zone), change.now)
    : `Removed: ${humanSpan(change.was.startsAt, change.was.endsAt, zone)}`;
}

export function renderScheduleChanged(
  email: ScheduleChangedPayload,
  extras: SendingExtras = {},
): RenderedEmail {
  const subject = `${email.shopName}: your schedule changed`;
  const lines = email.changes.map((change) => changeLine(change, email.zone));
  const intro =
    email.changes.length === 1
      ? 'A shift of yours changed. It is now:'
      : 'Shifts of yours changed. They are now:';
  const why = 'You get this email because your shifts at this shop changed.';
  const sign = {
    text: footerText(email.shopName, why, extras),
    html: footerHtml(email.shopName, why, extras),
  };
  const text = [
    `Hi ${email.staffName},`,
    '',
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    `Your whole schedule is in the staff app: ${email.link}`,
    sign.text,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>${escapeHtml(intro)}</p>${htmlList(lines)}${htmlButton(email.link, 'Open the staff app')}${sign.html}`,
  );
  return { subject, text, html };
}
