import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { planLimits } from '../../domain/plans.js';
import { formatInstant } from './instant.js';

export interface ShopUsage {
  activeStaff: number;
  webhookEndpoints: number;
}

export function shopView(shop: ShopRow, usage: ShopUsage) {
  const limits = planLimits(shop.plan);
  return {
    object: 'shop' as const,
    domain: shop.domain,
    name: shop.name,
    timezone: shop.timezone,
    week_start: shop.weekStart,
    overtime_rule: shop.overtimeRule,
    currency: shop.currency,
    plan: shop.plan,
    pos_pin_required: shop.posPinRequired,
    usage: {
      active_staff: usage.activeStaff,
      active_staff_limit: limits.activeStaff,
      webhook_endpoints: usage.webhookEndpoints,
      webhook_endpoints_limit: limits.webhookEndpoints,
      requests_per_minute_limit: limits.requestsPerMinute,
    },
    installed_at: formatInstant(shop.installedAt),
    created_at: formatInstant(shop.createdAt),
  };
}
export type ShopView = ReturnType<typeof shopView>;
