import { z } from 'zod';
import { NoteText, PinAttempt, PlainText, ShopifyStaffMemberId, StoredInstant } from '../common-schemas.js';

/** The staff member a clock request or filter names, by id or handle. */
export const Staff = PlainText.min(1).meta({ description: 'The staff member, by id or handle.' });

const At = StoredInstant.meta({
  description: 'When it happened, for a device that was offline: at most 60 s ahead, 24 h back. Default now.',
});

const LocationId = PlainText.min(1)
  .max(255)
  .meta({ description: 'The POS location the action comes from, kept on the entry.', example: '74236690' });

const clockFields = {
  staff: Staff.optional(),
  shopify_staff_member_id: ShopifyStaffMemberId.optional().meta({
    description: 'Instead of `staff`: the Shopify staff member pinned in at POS, linked on the Staff page.',
  }),
  pin: PinAttempt.optional(),
  at: At.optional(),
  location_id: LocationId.optional(),
};

/** SPEC §11: a clock request names its staff member one way, never both, never neither. */
function namesOneStaff(
  body: { staff?: string | undefined; shopify_staff_member_id?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if ((body.staff === undefined) === (body.shopify_staff_member_id === undefined))
    ctx.addIssue({
      code: 'custom',
      path: ['staff'],
      message: 'send exactly one of staff and shopify_staff_member_id',
    });
}

export const ClockInBody = z
  .strictObject({ ...clockFields, note: NoteText.max(2000).nullable().optional() })
  .superRefine(namesOneStaff);

export const ClockChangeBody = z.strictObject(clockFields).superRefine(namesOneStaff);
