import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { AppError } from '../../domain/errors.js';
import { planLimits } from '../../domain/plans.js';
import type { ServiceDeps } from '../deps.js';

/**
 * One more active staff member must fit the shop's plan, or the answer is 402 `plan_limit`.
 * Counted then written: callers hold the shop's lock (`lockedShop`), so parallel creates on
 * any instance cannot each see the last seat free.
 */
export async function assertStaffSeatAvailable(deps: ServiceDeps, shop: ShopRow): Promise<void> {
  const limit = planLimits(shop.plan).activeStaff;
  if (limit !== null && (await deps.repos.staff.countActive(shop.id)) >= limit) {
    throw new AppError(
      'plan_limit',
      `The ${shop.plan} plan allows ${limit} active staff members. Deactivate one or upgrade to pro.`,
    );
  }
}
