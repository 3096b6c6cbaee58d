import { z } from 'zod';
import { humanDates, humanDecimalHours } from '../../../domain/email/human-times.js';
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

/**
 * SPEC §16 `pay`: a timesheet approved, to its staff member. `gross` is null unless the shop
 * lets staff see pay (`staff_see_pay`): then it is not in the payload at all, so no template
 * change can leak it.
 */
export const PayPayload = z.object({
  kind: z.literal('pay'),
  shopName: z.string(),
  staffName: z.string(),
  weekStart: z.string(),
  weekEnd: z.string(),
  hours: z.number(),
  overtimeHours: z.number(),
  doubleTimeHours: z.number(),
  /** As the API writes money ("412.50"), with the shop's currency; null when hidden. */
  gross: z.string().nullable(),
  currency: z.string(),
  staffAppUrl: z.string(),
});
export type PayPayload = z.output<typeof PayPayload>;

export function paySubject(email: PayPayload): string {
  return `${email.shopName}: your hours for ${humanDates(email.weekStart, email.weekEnd)} are approved`;
}

export function renderPay(email: PayPayload, extras: SendingExtras): RenderedEmail {
  const subject = paySubject(email);
  const week = humanDates(email.weekStart, email.weekEnd);
  const facts: Fact[] = [
    ['Week', week],
    ['Hours', humanDecimalHours(email.hours)],
    ['Overtime', `${humanDecimalHours(email.overtimeHours)} h`],
  ];
  if (email.doubleTimeHours > 0) facts.push(['Double time', `${humanDecimalHours(email.doubleTimeHours)} h`]);
  if (email.gross !== null) facts.push(['Gross pay', `${email.gross} ${email.currency}`]);
  const opening = `Your timesheet for the week ${week} was approved.`;
  const why = 'You get this email when a manager approves your hours.';
  const text = [
    `Hi ${email.staffName},`,
    '',
    opening,
    '',
    factsText(facts),
    '',
    `Your hours in the staff app: ${email.staffAppUrl}`,
    footerText(email.shopName, why, extras),
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>${escapeHtml(opening)}</p>${factsHtml(facts)}${buttonHtml(email.staffAppUrl, 'See your hours')}${footerHtml(email.shopName, why, extras)}`,
  );
  return { subject, text, html };
}
