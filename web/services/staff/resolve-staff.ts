import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { ruleViolation } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

/** The staff member a request names by id or handle; an unknown one breaks a rule (422). */
export async function resolveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): Promise<StaffRow> {
  return knownStaff(await deps.repos.staff.findByRef(shop.id, ref), ref);
}

/** New work can only be planned or recorded for an active staff member. */
export async function resolveActiveStaff(deps: ServiceDeps, shop: ShopRow, ref: string): Promise<StaffRow> {
  return activeStaff(await resolveStaff(deps, shop, ref));
}

/** What was found for `ref`, or the 422 of an unknown staff member. */
export function knownStaff(staff: StaffRow | undefined, ref: string): StaffRow {
  if (!staff) throw ruleViolation('staff', `No staff member "${ref}" in this shop.`);
  return staff;
}

/** The staff member, or the 422 of an inactive one. */
export function activeStaff(staff: StaffRow): StaffRow {
  if (!staff.active) throw ruleViolation('staff', `Staff member "${staff.handle}" is inactive.`);
  return staff;
}
