import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { AppError } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { activeStaff, knownStaff } from '../staff/resolve-staff.js';

/** Who is clocking: a staff member by id or handle, or by their linked Shopify staff member. */
export type ClockWho = { staff: string } | { shopifyStaffMemberId: string };

/**
 * The active staff member a clock request names: by id or handle (unknown or inactive: 422), or
 * by the Shopify staff member pinned in at POS (SPEC §11), where no active staff member linked
 * to that id is `422 staff_not_linked`, worded for the cashier who reads it on the tile.
 *
 * `locked`: inside the clock's transaction, the staff member is locked as they are read
 * (`findLocked`), after the shop.
 */
export async function resolveClockStaff(
  deps: ServiceDeps,
  shop: ShopRow,
  who: ClockWho,
  options: { locked?: boolean } = {},
): Promise<StaffRow> {
  const { staff } = deps.repos;
  if ('staff' in who) {
    const found = options.locked
      ? await staff.findLocked(shop.id, { ref: who.staff })
      : await staff.findByRef(shop.id, who.staff);
    return activeStaff(knownStaff(found, who.staff));
  }
  const linked = options.locked
    ? await staff.findLocked(shop.id, who)
    : await staff.findByShopifyStaffMemberId(shop.id, who.shopifyStaffMemberId);
  if (linked?.active) return linked;
  throw new AppError(
    'staff_not_linked',
    "You are not linked to a staff member in Shiftbook yet. Ask a manager to link you on Shiftbook's Staff page.",
    {
      errors: [{ field: 'shopify_staff_member_id', message: 'no active staff member is linked to this id' }],
    },
  );
}
