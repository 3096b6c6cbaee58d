import { z } from 'zod';
import type { RenderedEmail } from './layout.js';
import { renderShiftRequest, ShiftRequestEmail } from './shift-request.js';
import { renderSignIn } from './sign-in.js';

export type { RenderedEmail } from './layout.js';

/**
 * Every kind of email and what its template needs, parsed when the worker reads a payload back
 * (STYLE 3). The next kinds of SPEC §16 (`schedule`, `reminder`, `time_off`, `pay`, `manager`)
 * add their payload and template here.
 */
export const EmailPayload = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sign_in'),
    shopName: z.string(),
    staffName: z.string(),
    link: z.string(),
    purpose: z.enum(['invite', 'link']),
  }),
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

export function renderEmail(payload: EmailPayload): RenderedEmail {
  switch (payload.kind) {
    case 'sign_in':
      return renderSignIn(payload);
    case 'shift_request':
      return renderShiftRequest(payload);
  }
}
