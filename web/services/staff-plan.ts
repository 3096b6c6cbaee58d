import type { ShopRow } from '../db/repositories/shops-repository.js';
import { AppError } from '../domain/errors.js';
import { planLimits } from '../domain/plans.js';
import type { ServiceDeps } from './deps.js';

/** One more active staff member must fit the shop's plan, or the answer is 402 `plan_limit`. */
export function assertStaffSeatAvailable(deps: ServiceDeps, shop: ShopRow): void {
  const limit = planLimits(shop.plan).activeStaff;
  if (limit !== null && deps.repos.staff.countActive(shop.id) >= limit) {
    throw new AppError(
      'plan_limit',
      `The ${shop.plan} plan allows ${limit} active staff members. Deactivate one or upgrade to pro.`,
    );
  }
}
