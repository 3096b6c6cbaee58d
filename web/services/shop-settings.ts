import type { ShopRow } from '../db/repositories/shops-repository.js';
import { stateConflict } from '../domain/errors.js';
import type { OvertimeRule } from '../domain/pay/overtime.js';
import type { Weekday } from '../domain/time/work-week.js';
import type { ServiceDeps } from './deps.js';
import { loadShop } from './shop-context.js';
import { refreshTimesheet } from './timesheet-for-entry.js';
import { type ShopView, shopView } from './views/shop-view.js';

export interface ShopSettingsInput {
  timezone?: string | undefined;
  weekStart?: Weekday | undefined;
  overtimeRule?: OvertimeRule | undefined;
}

function usageOf(deps: ServiceDeps, shop: ShopRow) {
  return {
    activeStaff: deps.repos.staff.countActive(shop.id),
    webhookEndpoints: deps.repos.webhookEndpoints.countByShop(shop.id),
  };
}

export function getShop(deps: ServiceDeps, shopId: string): ShopView {
  const shop = loadShop(deps, shopId);
  return shopView(shop, usageOf(deps, shop));
}

/**
 * A new time zone or week start would move existing entries between weeks and days, so it is
 * accepted only while the shop has no timesheets. A new overtime rule recomputes every
 * pending timesheet at once; approved ones keep the hours they were approved with.
 */
export function updateShopSettings(deps: ServiceDeps, shopId: string, input: ShopSettingsInput): ShopView {
  const shop = loadShop(deps, shopId);
  const { repos } = deps;
  return deps.db.transaction(() => {
    const movesWeeks =
      (input.timezone !== undefined && input.timezone !== shop.timezone) ||
      (input.weekStart !== undefined && input.weekStart !== shop.weekStart);
    if (movesWeeks && repos.timesheets.countByShop(shop.id) > 0) {
      throw stateConflict('The time zone and week start cannot change once the shop has timesheets.');
    }
    const updated = repos.shops.update(shop.id, {
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.weekStart !== undefined && { weekStart: input.weekStart }),
      ...(input.overtimeRule !== undefined && { overtimeRule: input.overtimeRule }),
      updatedAt: deps.now(),
    });
    if (updated.overtimeRule !== shop.overtimeRule) {
      for (const timesheet of repos.timesheets.listPendingByShop(shop.id))
        refreshTimesheet(deps, updated, timesheet.id);
    }
    return shopView(updated, usageOf(deps, updated));
  });
}
