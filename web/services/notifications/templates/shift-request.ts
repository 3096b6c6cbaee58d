import { z } from 'zod';
import { escapeHtml, htmlPage, type RenderedEmail } from './layout.js';

/** What happened to a shift request (SPEC §17), each an email to the people it concerns. */
export const SHIFT_REQUEST_EVENTS = [
  'offered',
  'accepted',
  'declined',
  'approved',
  'denied',
  'awaiting_approval',
] as const;

/**
 * One payload variant for every shift request email (decision 61): `notificationKind` is the
 * SPEC §16 kind it is stored and sent as (`schedule` to staff, `manager` to `manager_emails`).
 */
export const ShiftRequestEmail = z.object({
  kind: z.literal('shift_request'),
  notificationKind: z.enum(['schedule', 'manager']),
  event: z.enum(SHIFT_REQUEST_EVENTS),
  shopName: z.string(),
  /** Who reads it (a staff member's name, or "" for managers). */
  recipientName: z.string(),
  /** The request's kind: `claim`, `swap` or `drop`. */
  requestKind: z.string(),
  /** Who offers the shift (null for a claim) and who takes it (null for a drop not yet taken). */
  fromName: z.string().nullable(),
  toName: z.string().nullable(),
  /** The shift in the shop's zone, as people read it: `Tue 12 Jan, 09:00–17:00`. */
  shiftWhen: z.string(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ShiftRequestEmail = z.output<typeof ShiftRequestEmail>;

function lines(email: ShiftRequestEmail): { subject: string; body: string[] } {
  const who = email.toName ?? 'someone';
  const from = email.fromName ?? 'the schedule';
  switch (email.event) {
    case 'offered':
      return {
        subject: `${from} offers you a shift: ${email.shiftWhen}`,
        body: [`${from} offers you their shift ${email.shiftWhen}. Accept or decline it in the staff app.`],
      };
    case 'accepted':
      return {
        subject: `${who} will take your shift ${email.shiftWhen}`,
        body: [`${who} accepted your shift ${email.shiftWhen}.`],
      };
    case 'declined':
      return {
        subject: `${who} declined your shift ${email.shiftWhen}`,
        body: [`${who} declined your offer of the shift ${email.shiftWhen}. The shift stays yours.`],
      };
    case 'approved':
      return {
        subject: `Approved: the shift ${email.shiftWhen}`,
        body: [`Your request for the shift ${email.shiftWhen} was approved: it is now ${who}'s.`],
      };
    case 'denied':
      return {
        subject: `Not approved: the shift ${email.shiftWhen}`,
        body: [
          `Your request for the shift ${email.shiftWhen} was not approved.`,
          ...(email.reason ? [`Reason: ${email.reason}`] : []),
        ],
      };
    case 'awaiting_approval':
      return {
        subject: `${who} asks to take a shift: ${email.shiftWhen}`,
        body: [
          `${who} (${email.requestKind}${email.fromName ? ` from ${email.fromName}` : ''}) asks to work the shift ${email.shiftWhen}. Approve or deny it in Shiftbook.`,
        ],
      };
  }
}

export function renderShiftRequest(email: ShiftRequestEmail): RenderedEmail {
  const { subject, body } = lines(email);
  const greeting = email.recipientName ? `Hi ${email.recipientName},` : 'Hello,';
  const note = email.note ? [`Note: ${email.note}`] : [];
  const text = [greeting, '', ...body, ...note, '', `— ${email.shopName} via Shiftbook`].join('\n');
  const html = htmlPage(
    subject,
    [greeting, ...body, ...note].map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p style="font-size:14px;color:#6d7175">— ${escapeHtml(email.shopName)} via Shiftbook</p>`,
  );
  return { subject, text, html };
}
