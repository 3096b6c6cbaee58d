import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

/** The staff member a request names by id or handle; an unknown one breaks a rule (422). */
export async function resolveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): Promise<StaffRow> {
  const staff = await deps.repos.staff.findByRef(shop.id, ref);
  if (!staff) throw ruleViolation('staff', `No staff member "${ref}" in this shop.`);
  return staff;
}

/** New work can only be planned or recorded for an active staff member. */
export async function resolveActiveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): Promise<StaffRow> {
  const staff = await resolveStaff(deps, shop, ref);
  if (!staff.active) throw ruleViolation('staff', `Staff member "${staff.handle}" is inactive.`);
  return staff;
}
