import type { StaffPatch } from '../../db/repositories/staff-repository.js';
import { notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { type StaffView, staffView } from '../views/staff-view.js';
import { assertHandleFree } from './create-staff.js';
import { assertStaffSeatAvailable } from './staff-plan.js';

/**
 * Rate changes apply to pending timesheets at once (their rate is live) and never to approved
 * ones, whose rate was frozen at approval. A new handle and a reactivation are checked under
 * the shop's lock, as when creating.
 */
export async function updateStaff(
  deps: ServiceDeps,
  shopId: string,
  ref: string,
  patch: StaffPatch,
): Promise<StaffView> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const staff = await deps.repos.staff.findByRef(shop.id, ref);
    if (!staff) throw notFound('staff member');
    if (patch.handle !== undefined) await assertHandleFree(deps, shop.id, patch.handle, staff.id);
    if (patch.active === true && !staff.active) await assertStaffSeatAvailable(deps, shop);
    return staffView(await deps.repos.staff.update(shop.id, staff.id, { ...patch, updatedAt: deps.now() }));
  });
}
