import { z } from 'zod';
import { humanDates } from '../../../domain/email/human-times.js';
import {
  buttonHtml,
  type Fact,
  factsHtml,
  factsText,
  footerHtml,
  footerText,
  type SendingExtras,
} from './email-parts.js';
import { escapeHtml, htmlPage, type RenderedEmail } from './layout.js';

/** SPEC §16 `time_off`: a manager's decision on a request, to the requester. */
export const TimeOffDecisionPayload = z.object({
  kind: z.literal('time_off'),
  shopName: z.string(),
  staffName: z.string(),
  /** Local dates of the shop, both included. */
  startsOn: z.string(),
  endsOn: z.string(),
  decision: z.enum(['approved', 'denied']),
  reason: z.string().nullable(),
  /** The staff app, where the person sees their time off. */
  staffAppUrl: z.string(),
});
export type TimeOffDecisionPayload = z.output<typeof TimeOffDecisionPayload>;

export function timeOffDecisionSubject(email: TimeOffDecisionPayload): string {
  const days = humanDates(email.startsOn, email.endsOn);
  return `${email.shopName}: your time off ${days} was ${email.decision}`;
}

export function renderTimeOffDecision(email: TimeOffDecisionPayload, extras: SendingExtras): RenderedEmail {
  const subject = timeOffDecisionSubject(email);
  const days = humanDates(email.startsOn, email.endsOn);
  const opening =
    email.decision === 'approved'
      ? `Your time off ${days} is approved. Enjoy it.`
      : `Your time off request for ${days} was not approved.`;
  const facts: Fact[] = [
    ['Days', days],
    ['Decision', email.decision === 'approved' ? 'Approved' : 'Denied'],
  ];
  if (email.reason) facts.push(['Reason', email.reason]);
  const why = 'You get this email because you asked for this time off.';
  const text = [
    `Hi ${email.staffName},`,
    '',
    opening,
    '',
    factsText(facts),
    '',
    `Your time off in the staff app: ${email.staffAppUrl}`,
    footerText(email.shopName, why, extras),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>${escapeHtml(opening)}</p>${factsHtml(facts)}${buttonHtml(email.staffAppUrl, 'Open the staff app')}${footerHtml(email.shopName, why, extras)}`,
  );
  return { subject, text, html };
}
