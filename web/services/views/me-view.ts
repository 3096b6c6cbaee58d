import { z } from 'zod';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { WEEKDAYS, type Weekday } from '../../domain/time/work-week.js';
import { NotificationPreferencesSchema, notificationPreferences } from './notification-preferences.js';
import { Id } from './schema-fields.js';

/** SPEC §15: the signed-in staff member as the staff app sees them; never a PIN or a rate. */
export const MeSchema = z
  .object({
    id: Id('stf'),
    handle: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    active: z.boolean(),
    notifications: NotificationPreferencesSchema,
    shop: z.object({
      domain: z.string(),
      name: z
        .string()
        .meta({ description: "The shop's name, or its myshopify domain when the name is unknown." }),
      timezone: z.string(),
      week_start: z.enum(WEEKDAYS),
      staff_see_pay: z.boolean(),
    }),
  })
  .meta({ id: 'Me' });
export type MeView = z.output<typeof MeSchema>;

/** SPEC §15: `POST /staff-auth/session`'s answer. */
export const StaffSessionSchema = z
  .object({
    staff: MeSchema,
    shop: z.object({ domain: z.string(), name: z.string(), timezone: z.string() }),
  })
  .meta({ id: 'StaffSession' });
export type StaffSessionView = z.output<typeof StaffSessionSchema>;

export function meView(staff: StaffRow, shop: ShopRow): MeView {
  return {
    id: staff.id,
    handle: staff.handle,
    name: staff.name,
    email: staff.email,
    active: staff.active,
    notifications: notificationPreferences(staff),
    shop: {
      domain: shop.domain,
      name: shop.name ?? shop.domain,
      timezone: shop.timezone,
      week_start: shop.weekStart as Weekday,
      staff_see_pay: shop.staffSeePay,
    },
  };
}

export function staffSessionView(staff: StaffRow, shop: ShopRow): StaffSessionView {
  return {
    staff: meView(staff, shop),
    shop: { domain: shop.domain, name: shop.name ?? shop.domain, timezone: shop.timezone },
  };
}
