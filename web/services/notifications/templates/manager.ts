import { z } from 'zod';
import { dayCount, humanDates, humanInstant, humanSpan } from '../../../domain/email/human-times.js';
import { type Fact, factsHtml, factsText, footerHtml, footerText } from './email-parts.js';
import { escapeHtml, htmlPage, type RenderedEmail } from './layout.js';

/**
 * SPEC §16 `manager`: emails to the shop's `manager_emails`, each naming the staff member
 * concerned. One kind, several causes: each cause is one member of `ManagerAbout`, so the
 * union of kinds in index.ts holds `manager` once (the overdue entry joins here).
 */
const TimeOffRequested = z.object({
  about: z.literal('time_off_request'),
  staffName: z.string(),
  /** Local dates of the shop, both included. */
  startsOn: z.string(),
  endsOn: z.string(),
  timeOffKind: z.string(),
  note: z.string().nullable(),
});

const ShiftRequested = z.object({
  about: z.literal('shift_request'),
  /** The staff member who asks to take the shift. */
  staffName: z.string(),
  shiftStart: z.number(),
  shiftEnd: z.number(),
  /** The shop's zone, in which the shift is written. */
  timezone: z.string(),
  /** The shift's current holder, when it is a swap rather than an open shift. */
  fromStaffName: z.string().nullable(),
});

/** An entry open more than 16 hours (SPEC §10 `overdue`), told once (decision 56). */
const OverdueEntry = z.object({
  about: z.literal('overdue_entry'),
  staffName: z.string(),
  entryId: z.string(),
  startedAt: z.number(),
  /** The shop's zone, in which the clock-in time is written. */
  timezone: z.string(),
});

export const ManagerAbout = z.discriminatedUnion('about', [TimeOffRequested, ShiftRequested, OverdueEntry]);
export type ManagerAbout = z.output<typeof ManagerAbout>;

export const ManagerPayload = z.object({
  kind: z.literal('manager'),
  shopName: z.string(),
  what: ManagerAbout,
});
export type ManagerPayload = z.output<typeof ManagerPayload>;

interface ManagerMessage {
  subject: string;
  opening: string;
  facts: Fact[];
}

function messageOf(shopName: string, what: ManagerAbout): ManagerMessage {
  switch (what.about) {
    case 'time_off_request': {
      const days = humanDates(what.startsOn, what.endsOn);
      const count = dayCount(what.startsOn, what.endsOn);
      const facts: Fact[] = [
        ['Staff', what.staffName],
        ['Days', `${days} (${count} ${count === 1 ? 'day' : 'days'})`],
        ['Kind', what.timeOffKind],
      ];
      if (what.note) facts.push(['Note', what.note]);
      return {
        subject: `${shopName}: ${what.staffName} asks for time off ${days}`,
        opening: `${what.staffName} asked for time off. It waits for your approval in Shiftbook.`,
        facts,
      };
    }
    case 'shift_request': {
      const shift = humanSpan(what.shiftStart, what.shiftEnd, what.timezone);
      const facts: Fact[] = [
        ['Staff', what.staffName],
        ['Shift', shift],
      ];
      if (what.fromStaffName) facts.push(['Now with', what.fromStaffName]);
      return {
        subject: `${shopName}: ${what.staffName} asks for the shift ${shift}`,
        opening: `${what.staffName} asked to take a shift. It waits for your approval in Shiftbook.`,
        facts,
      };
    }
    case 'overdue_entry': {
      const clockIn = humanInstant(what.startedAt, what.timezone);
      return {
        subject: `${shopName}: ${what.staffName} is still clocked in since ${clockIn}`,
        opening: `${what.staffName} clocked in at ${clockIn} and has not clocked out: the entry has been open more than 16 hours. It does not close by itself; please fix the clock-out time in Shiftbook.`,
        facts: [
          ['Staff', what.staffName],
          ['Clocked in', clockIn],
        ],
      };
    }
  }
}

export function managerSubject(email: ManagerPayload): string {
  return messageOf(email.shopName, email.what).subject;
}

/** Manager emails carry no unsubscribe: the shop's settings say who receives them. */
export function renderManager(email: ManagerPayload): RenderedEmail {
  const message = messageOf(email.shopName, email.what);
  const why = "You get this email because your address is in the shop's manager emails.";
  const text = [
    'Hello,',
    '',
    message.opening,
    '',
    factsText(message.facts),
    footerText(email.shopName, why, {}),
  ].join('\n');
  const html = htmlPage(
    message.subject,
    `<p>Hello,</p><p>${escapeHtml(message.opening)}</p>${factsHtml(message.facts)}${footerHtml(email.shopName, why, {})}`,
  );
  return { subject: message.subject, text, html };
}
