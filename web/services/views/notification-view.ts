import { z } from 'zod';
import type { NotificationRow } from '../../db/repositories/notifications-repository.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { Id, Timestamp } from './schema-fields.js';

/** SPEC §16: an email and how its sending went; never its body or a link. */
export const NotificationSchema = z
  .object({
    id: Id('ntf'),
    object: z.literal('notification'),
    kind: z.string().meta({ enum: ['sign_in', 'schedule', 'reminder', 'time_off', 'pay', 'manager'] }),
    staff: z.string().nullable(),
    staff_id: Id('stf').nullable().meta({ description: 'Null for manager emails.' }),
    recipient: z.string(),
    subject: z.string(),
    status: z.enum(['queued', 'sent', 'failed']),
    attempts: z.number().int(),
    last_error: z
      .string()
      .nullable()
      .meta({ description: 'The SMTP reply or connection error of the last failed attempt.' }),
    created_at: Timestamp,
    sent_at: Timestamp.nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationView = z.output<typeof NotificationSchema>;

export function notificationView(row: NotificationRow, handle: string | null): NotificationView {
  return {
    id: row.id,
    object: 'notification',
    kind: row.kind,
    staff: handle,
    staff_id: row.staffId,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status as NotificationView['status'],
    attempts: row.attemptCount,
    last_error: row.lastError,
    created_at: formatInstant(row.createdAt),
    sent_at: formatOptionalInstant(row.sentAt),
  };
}
