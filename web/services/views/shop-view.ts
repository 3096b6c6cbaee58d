import type { OrderImportRow } from '../../db/repositories/order-imports-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { planLimits } from '../../domain/plans.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

export interface ShopUsage {
  activeStaff: number;
  webhookEndpoints: number;
}

/** The import of past orders (decision 33), as the admin shows its progress; null when there is none. */
function orderImportView(row: OrderImportRow | undefined) {
  if (!row) return null;
  return {
    status: row.status,
    orders_imported: row.ordersImported,
    refunds_imported: row.refundsImported,
    started_at: formatInstant(row.startedAt),
    finished_at: formatOptionalInstant(row.finishedAt),
  };
}

export function shopView(shop: ShopRow, usage: ShopUsage, orderImport?: OrderImportRow) {
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
    order_import: orderImportView(orderImport),
    installed_at: formatInstant(shop.installedAt),
    created_at: formatInstant(shop.createdAt),
  };
}
export type ShopView = ReturnType<typeof shopView>;
