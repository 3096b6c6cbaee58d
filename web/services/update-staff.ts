import type { StaffPatch } from '../db/repositories/staff-repository.js';
import { notFound } from '../domain/errors.js';
import { assertHandleFree } from './create-staff.js';
import type { ServiceDeps } from './deps.js';
import { loadShop } from './shop-context.js';
import { assertStaffSeatAvailable } from './staff-plan.js';
import { type StaffView, staffView } from './views/staff-view.js';

/**
 * Rate changes apply to pending timesheets at once (their rate is live) and never to approved
 * ones, whose rate was frozen at approval.
 */
export function updateStaff(deps: ServiceDeps, shopId: string, ref: string, patch: StaffPatch): StaffView {
  const shop = loadShop(deps, shopId);
  return deps.db.transaction(() => {
    const staff = deps.repos.staff.findByRef(shop.id, ref);
    if (!staff) throw notFound('staff member');
    if (patch.handle !== undefined) assertHandleFree(deps, shop.id, patch.handle, staff.id);
    if (patch.active === true && !staff.active) assertStaffSeatAvailable(deps, shop);
    return staffView(deps.repos.staff.update(shop.id, staff.id, { ...patch, updatedAt: deps.now() }));
  });
}
