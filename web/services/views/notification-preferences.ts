import { z } from 'zod';
import type { StaffRow } from '../../db/repositories/staff-repository.js';

/** SPEC §16: the email kinds a staff member receives; all true by default. */
export const NotificationPreferencesSchema = z
  .object({
    schedule: z.boolean(),
    reminder: z.boolean(),
    time_off: z.boolean(),
    pay: z.boolean(),
  })
  .meta({
    id: 'NotificationPreferences',
    description: 'Email kinds this staff member receives; changed by the staff member only (PATCH /v1/me).',
  });
export type NotificationPreferences = z.output<typeof NotificationPreferencesSchema>;

export function notificationPreferences(
  row: Pick<StaffRow, 'notifySchedule' | 'notifyReminder' | 'notifyTimeOff' | 'notifyPay'>,
): NotificationPreferences {
  return {
    schedule: row.notifySchedule,
    reminder: row.notifyReminder,
    time_off: row.notifyTimeOff,
    pay: row.notifyPay,
  };
}
