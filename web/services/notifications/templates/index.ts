import { z } from 'zod';
import type { SendingExtras } from './email-parts.js';
import type { RenderedEmail } from './layout.js';
import { ManagerPayload, renderManager } from './manager.js';
import { PayPayload, renderPay } from './pay.js';
import { ReminderPayload, renderReminder } from './reminder.js';
import { renderScheduleChanged, ScheduleChangedPayload } from './schedule-changed.js';
import { renderSchedulePublished, SchedulePublishedPayload } from './schedule-published.js';
import { renderShiftRequest, ShiftRequestEmail } from './shift-request.js';
import { renderSignIn } from './sign-in.js';
import { renderTimeOffDecision, TimeOffDecisionPayload } from './time-off-decision.js';

export type { SendingExtras } from './email-parts.js';
export type { EmailAttachment, RenderedEmail } from './layout.js';

/** `schedule`: on publish, or the gathered changes of a debounce window (`variant`). */
export const SchedulePayload = z.discriminatedUnion('variant', [
  SchedulePublishedPayload,
  ScheduleChangedPayload,
]);

/**
 * Every kind of email and what its template needs, parsed when the worker reads a payload back
 * (STYLE 3). One file per kind in this folder; `manager` holds its causes in manager.ts.
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
  TimeOffDecisionPayload,
  PayPayload,
  ManagerPayload,
  ShiftRequestEmail,
]);
export type EmailPayload = z.output<typeof EmailPayload>;
export type EmailKind = EmailPayload['kind'];

/** The SPEC §16 kind a payload is stored and sent as: its own, or the one it names. */
export function notificationKindOf(payload: EmailPayload): string {
  return payload.kind === 'shift_request' ? payload.notificationKind : payload.kind;
}

/** The kinds of SPEC §16, as `GET /v1/notifications` filters them. */
export const EMAIL_KINDS = ['sign_in', 'schedule', 'reminder', 'time_off', 'pay', 'manager'] as const;

/** The kinds a staff member turns off (`notifications` on `/v1/me`) and may unsubscribe from. */
export const STAFF_PREFERENCE_KINDS = ['schedule', 'reminder', 'time_off', 'pay'] as const;
export type StaffPreferenceKind = (typeof STAFF_PREFERENCE_KINDS)[number];

export function isStaffPreferenceKind(kind: string): kind is StaffPreferenceKind {
  return (STAFF_PREFERENCE_KINDS as readonly string[]).includes(kind);
}

/** The message of a payload; `extras` are what only sending knows (the unsubscribe link). */
export function renderEmail(payload: EmailPayload, extras: SendingExtras = {}): RenderedEmail {
  switch (payload.kind) {
    case 'sign_in':
      return renderSignIn(payload);
    case 'schedule':
      return payload.variant === 'published'
        ? renderSchedulePublished(payload, extras)
        : renderScheduleChanged(payload, extras);
    case 'reminder':
      return renderReminder(payload, extras);
    case 'time_off':
      return renderTimeOffDecision(payload, extras);
    case 'pay':
      return renderPay(payload, extras);
    case 'manager':
      return renderManager(payload);
    case 'shift_request':
      return renderShiftRequest(payload);
  }
}
