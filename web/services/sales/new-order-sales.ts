import { tallyRowsOf } from '../../db/repositories/goals-repository.js';
import type { PendingRefundRow, SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import type { LineShare } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { orderTallyDeltas, salesSlots } from './month-sales-tally.js';
import { commissionRows, type OrderCommissionItem } from './order-commissions.js';

/**
 * What a new order writes of its sales (SPEC §12 and §18): its commissions, dated when it was
 * processed, and its sellers' month sales under `shares`; then the refunds kept for it until now
 * are taken, oldest first, for `applyPendingRefunds` to apply and `tallyEarlyRefunds` to count.
 * Month sales go to the slots `salesSlots` picks from `linked`, the staff the order was paid by.
 * One round trip on PostgreSQL (`writeNewOrder`).
 */
export function writeNewOrderSales(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: SalesOrderRow,
  shares: readonly LineShare[],
  commissions: readonly OrderCommissionItem[],
  linked: ReadonlyMap<string, LinkedStaff>,
): Promise<PendingRefundRow[]> {
  const origin = { shopId: order.shopId, name: order.name, orderId: order.shopifyOrderId };
  return deps.repos.sales.writeNewOrder(
    commissionRows(deps, origin, commissions, order.processedAt),
    tallyRowsOf(shop.id, orderTallyDeltas(shop.timezone, order, shares, []), salesSlots(order, linked)),
    order.shopId,
    order.shopifyOrderId,
  );
}
