import type { ShopRow } from '../db/repositories/shops-repository.js';
import type { StaffRow } from '../db/repositories/staff-repository.js';
import { ruleViolation } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';

/** The staff member a request names by id or handle; an unknown one breaks a rule (422). */
export function resolveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): StaffRow {
  const staff = deps.repos.staff.findByRef(shop.id, ref);
  if (!staff) throw ruleViolation('staff', `No staff member "${ref}" in this shop.`);
  return staff;
}

/** New work can only be planned or recorded for an active staff member. */
export function resolveActiveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): StaffRow {
  const staff = resolveStaff(deps, shop, ref);
  if (!staff.active) throw ruleViolation('staff', `Staff member "${staff.handle}" is inactive.`);
  return staff;
}
