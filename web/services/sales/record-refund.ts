import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { writeAlone } from '../../db/repositories/write-alone.js';
import { newId } from '../../domain/ids.js';
import { refundByStaff } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import {
  clawbacksOf,
  insertOrderCommissions,
  staffByShopifyId,
  standingCommissions,
} from './order-commissions.js';
import type { OrderRefund } from './sales-inputs.js';
import { parseStoredShares, storedRefundLines } from './stored-shares.js';

/**
 * A refund (SPEC §12), from `refunds/create` or the import, once per refund id: its subtotal
 * comes off the day's sales, and each staff member with a standing commission on the refunded
 * lines gets a negative one at that commission's rate, dated when the refund was created, so
 * it lands in the payroll run covering that day even when the order's was finalized.
 * A refund of an order Shiftbook never recorded changes nothing: its sale was never counted.
 * In the caller's transaction when there is one, as `recordPaidOrder`.
 */
export async function recordRefund(deps: ServiceDeps, shop: ShopRow, refund: OrderRefund): Promise<void> {
  await writeAlone(deps.db, async () => {
    await deps.db.lockShop(shop.id);
    if (await deps.repos.sales.findRefund(shop.id, refund.refundId)) return;
    const order = await deps.repos.sales.findOrder(shop.id, refund.orderId);
    if (!order) return;
    const byStaff = refundByStaff(refund.lines, parseStoredShares(order.shares));
    const now = deps.now();
    await deps.repos.sales.insertRefund({
      id: newId('rfd', now),
      shopId: shop.id,
      orderId: order.id,
      shopifyRefundId: refund.refundId,
      createdAt: refund.createdAt,
      subtotalCents: byStaff.reduce((sum, part) => sum + part.subtotalCents, 0),
      lines: storedRefundLines(refund.lines),
    });
    const linked = staffByShopifyId(await deps.repos.staff.listLinked(shop.id));
    const standing = standingCommissions(
      await deps.repos.sales.issuedCommissions(shop.id, order.shopifyOrderId),
    );
    const clawbacks = clawbacksOf(byStaff, linked, (staffId) => standing.get(staffId)?.rateBp ?? null);
    await insertOrderCommissions(
      deps,
      { shopId: shop.id, name: order.name, orderId: order.shopifyOrderId },
      clawbacks.map((line) => ({ line, refundId: refund.refundId })),
      refund.createdAt,
    );
  });
}
