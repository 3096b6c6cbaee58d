import { z } from 'zod';
import { Handle, HourlyRate, Percent, Pin, PlainText, ShopifyStaffMemberId } from '../common-schemas.js';

const Name = PlainText.trim().min(1).max(200);
/** Checked by the use case, so a malformed address is a 422 `invalid_email` (SPEC §15). */
const Email = PlainText.max(1000).nullable().meta({ format: 'email' });

export const CreateStaffBody = z.strictObject({
  handle: Handle,
  name: Name,
  email: Email.optional(),
  hourly_rate: HourlyRate.nullable().optional(),
  commission_rate: Percent.nullable().optional(),
  active: z.boolean().optional(),
  shopify_staff_member_id: ShopifyStaffMemberId.nullable().optional(),
  pin: Pin.nullable().optional(),
});

/** A change: any field of a new staff member, each optional. */
export const UpdateStaffBody = CreateStaffBody.partial();
