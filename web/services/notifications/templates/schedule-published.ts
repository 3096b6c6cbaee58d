import { z } from 'zod';
import { writeCalendar } from '../../../domain/calendar/ical-writer.js';
import { shiftCalendarEvent } from '../../../domain/calendar/shift-event.js';
import { humanDay, humanHours, humanSpan } from '../../../domain/email/human-times.js';
import { footerHtml, footerText, type SendingExtras } from './email-parts.js';
import { escapeHtml, htmlButton, htmlList, htmlPage, type RenderedEmail } from './layout.js';
import { ShiftFacts, withLabels } from './shift-facts.js';

/** SPEC §16 `schedule` on publish: one email per person with a newly published shift. */
export const SchedulePublishedPayload = z.object({
  kind: z.literal('schedule'),
  variant: z.literal('published'),
  shopName: z.string(),
  staffName: z.string(),
  zone: z.string(),
  /** The first day of the work week (YYYY-MM-DD). */
  weekStart: z.string(),
  /** The staff app (`<app URL>/staff`); its host is the UIDs' host, as in the feed. */
  link: z.string(),
  /** DTSTAMP of the attached events (ms): when the week was published. */
  stampAt: z.number().int(),
  /** The person's published shifts of the week, by start. */
  shifts: z.array(ShiftFacts),
});
export type SchedulePublishedPayload = z.output<typeof SchedulePublishedPayload>;

export function renderSchedulePublished(
  email: SchedulePublishedPayload,
  extras: SendingExtras = {},
): RenderedEmail {
  const weekDay = humanDay(Date.parse(`${email.weekStart}T12:00:00Z`), 'UTC');
  const subject = `${email.shopName}: your shifts for the week of ${weekDay}`;
  const lines = email.shifts.map((shift) =>
    withLabels(humanSpan(shift.startsAt, shift.endsAt, email.zone), shift),
  );
  const hours = humanHours(email.shifts);
  const intro = `Your schedule for the week of ${weekDay} is out. ${lines.length === 1 ? 'Your shift' : 'Your shifts'} (${hours} hours):`;
  const why = 'You get this email because you have shifts at this shop in Shiftbook.';
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
    `See them in the staff app: ${email.link}`,
    'The attached calendar file adds them to your calendar.',
    sign.text,
  ].join('\n');
  const html = htmlPage(
    subject,
    `<p>Hi ${escapeHtml(email.staffName)},</p><p>${escapeHtml(intro)}</p>${htmlList(lines)}${htmlButton(email.link, 'Open the staff app')}<p style="font-size:14px;color:#6d7175">The attached calendar file adds them to your calendar.</p>${sign.html}`,
  );
  const host = new URL(email.link).hostname;
  const calendar = writeCalendar({
    name: `${email.shopName} shifts`,
    events: email.shifts.map((shift) => shiftCalendarEvent(shift, email.shopName, host, email.stampAt)),
  });
  return {
    subject,
    text,
    html,
    attachments: [
      {
        filename: `shifts-${email.weekStart}.ics`,
        content: calendar,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
