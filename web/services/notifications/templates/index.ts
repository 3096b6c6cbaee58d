import { z } from 'zod';
import type { RenderedEmail } from './layout.js';
import { ManagerOverdueEntryPayload, renderManagerOverdueEntry } from './manager-overdue-entry.js';
import { ReminderPayload, renderReminder } from './reminder.js';
import { renderScheduleChanged, ScheduleChangedPayload } from './schedule-changed.js';
import { renderSchedulePublished, SchedulePublishedPayload } from './schedule-published.js';
import { renderSignIn } from './sign-in.js';

export type { EmailAttachment, RenderedEmail } from './layout.js';

/** `schedule`: on publish, or the gathered changes of a debounce window. */
export const SchedulePayload = z.discriminatedUnion('variant', [
  SchedulePublishedPayload,
  ScheduleChangedPayload,
]);

/** `manager`: one variant per cause of SPEC §16, each in its own template file. */
export const ManagerPayload = z.discriminatedUnion('variant', [ManagerOverdueEntryPayload]);

/**
 * Every kind of email and what its template needs, parsed when the worker reads a payload back
 * (STYLE 3). A kind with several causes is a union of its own on `variant`.
 */
export const EmailPayload = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sign_in'),
    shopName: z.string(),
    staffName: z.string(),
    link: z.string(),
    purpose: z.enum(['invite', 'link']),
  }),
  SchedulePayload,
  ReminderPayload,
  ManagerPayload,
]);
export type EmailPayload = z.output<typeof EmailPayload>;
export type EmailKind = EmailPayload['kind'];

/** The kinds of SPEC §16, as `GET /v1/notifications` filters them. */
export const EMAIL_KINDS = ['sign_in', 'schedule', 'reminder', 'time_off', 'pay', 'manager'] as const;

export function renderEmail(payload: EmailPayload): RenderedEmail {
  switch (payload.kind) {
    case 'sign_in':
      return renderSignIn(payload);
    case 'schedule':
      return payload.variant === 'published'
        ? renderSchedulePublished(payload)
        : renderScheduleChanged(payload);
    case 'reminder':
      return renderReminder(payload);
    case 'manager':
      switch (payload.variant) {
        case 'overdue_entry':
          return renderManagerOverdueEntry(payload);
      }
  }
}
