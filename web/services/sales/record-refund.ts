import type { PendingRefundRow, SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { writeAlone } from '../../db/repositories/write-alone.js';
import { newId } from '../../domain/ids.js';
import { boundRefundLines, type RefundLine, refundByStaff } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { tallyRefund } from './month-sales-tally.js';
import {
  asLine,
  clawbacksOf,
  insertOrderCommissions,
  staffByShopifyId,
  standingCommissions,
} from './order-commissions.js';
import { refundOrderTips } from './order-tips.js';
import type { OrderRefund, SalesWarn } from './sales-inputs.js';
import { parseStoredRefundLines, parseStoredShares, storedRefundLines } from './stored-shares.js';

/**
 * A refund (SPEC §12), from `refunds/create` or the import, once per refund id: its subtotal
 * comes off the day's sales, and each staff member with a standing commission on the refunded
 * lines gets a negative one at that commission's rate, dated when the refund was created, so
 * it lands in the payroll run covering that day even when the order's was finalized.
 *
 * Shopify does not deliver webhooks in order: a refund of an order not recorded yet is kept
 * (`sales_pending_refunds`, with its lines and its own `created_at`) and applied when the order
 * is recorded (record-order.ts), by a webhook or the import. Its delivery is answered 200 and
 * its receipt written: what it must do is then certain to happen, once.
 *
 * The shop's lock (`FOR UPDATE` on PostgreSQL) is what makes "not recorded yet" safe: inserting
 * an order takes a key-share lock on the same shop row through its foreign key, so an order
 * being recorded and this refund wait for each other, and whichever commits second sees the
 * other (the order takes its pending refunds in a statement after its insert). A weaker lock here (`FOR NO
 * KEY UPDATE` or `FOR SHARE`) would let a refund be kept for an order just recorded, for good.
 *
 * In the caller's transaction when there is one, as `recordPaidOrder`.
 */
export async function recordRefund(
  deps: ServiceDeps,
  shop: ShopRow,
  refund: OrderRefund,
  warn: SalesWarn = () => {},
): Promise<void> {
  await writeAlone(deps.db, async () => {
    await deps.db.lockShop(shop.id);
    if (await deps.repos.sales.findRefund(shop.id, refund.refundId)) return;
    const order = await deps.repos.sales.findOrder(shop.id, refund.orderId);
    if (order) {
      const lines = await applyRefund(deps, order, refund, warn);
      await tallyRefund(deps, shop, order, { createdAt: refund.createdAt, lines });
      return;
    }
    await deps.repos.sales.keepPendingRefund({
      id: newId('rfd', deps.now()),
      shopId: shop.id,
      shopifyRefundId: refund.refundId,
      shopifyOrderId: refund.orderId,
      createdAt: refund.createdAt,
      lines: storedRefundLines(refund.lines),
      receivedAt: deps.now(),
    });
  });
}

/**
 * Applies a refund to its recorded order, inside the caller's transaction, which holds the
 * shop's lock or has just inserted the order. Its lines are first bounded by the lines paid
 * (SPEC §12: never more than the refunded quantity's share of a line's net, nor than the line
 * in all with the refunds before it), each cut logged through `warn`; the bounded lines are
 * what is kept, so later refunds count from them, and what it answers. Month sales tallies are
 * the caller's (month-sales-tally.ts): a new order counts its early refunds with it.
 */
export async function applyRefund(
  deps: ServiceDeps,
  order: SalesOrderRow,
  refund: OrderRefund,
  warn: SalesWarn,
): Promise<RefundLine[]> {
  const shares = parseStoredShares(order.shares);
  const earlier = (await deps.repos.sales.refundsOf(order.shopId, order.id)).flatMap((row) =>
    row.lines === null ? [] : parseStoredRefundLines(row.lines),
  );
  const bounded = boundRefundLines(refund.lines, shares, earlier);
  for (const cut of bounded.clamped)
    warn('Shopify refund line bounded by the line paid', {
      order: order.shopifyOrderId,
      refund: refund.refundId,
      line: cut.lineId,
      asked_cents: cut.askedCents,
      taken_cents: cut.allowedCents,
    });
  const byStaff = refundByStaff(bounded.lines, shares);
  await refundOrderTips(deps, order, refund);
  const now = deps.now();
  await deps.repos.sales.insertRefund({
    id: newId('rfd', now),
    shopId: order.shopId,
    orderId: order.id,
    shopifyRefundId: refund.refundId,
    createdAt: refund.createdAt,
    subtotalCents: byStaff.reduce((sum, part) => sum + part.subtotalCents, 0),
    lines: storedRefundLines(bounded.lines),
  });
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(order.shopId));
  const standing = standingCommissions(
    await deps.repos.sales.issuedCommissions(order.shopId, order.shopifyOrderId),
  );
  const clawbacks = clawbacksOf(bounded.lines, shares, linked, (staffId) => {
    const row = standing.get(staffId);
    return row && asLine(row);
  });
  await insertOrderCommissions(
    deps,
    { shopId: order.shopId, name: order.name, orderId: order.shopifyOrderId },
    clawbacks.map((line) => ({ line, refundId: refund.refundId })),
    refund.createdAt,
  );
  return bounded.lines;
}

/**
 * The refunds kept for an order until it was recorded (`taken`, oldest first, by
 * `writeNewOrderSales` after the order's insert), applied right after it was, in the
 * transaction that recorded it (record-order.ts). Answers each one's date and lines as applied,
 * for the order's month sales tallies.
 */
export async function applyPendingRefunds(
  deps: ServiceDeps,
  order: SalesOrderRow,
  taken: readonly PendingRefundRow[],
  warn: SalesWarn,
): Promise<{ createdAt: number; lines: RefundLine[] }[]> {
  const applied: { createdAt: number; lines: RefundLine[] }[] = [];
  for (const pending of taken) {
    const lines = await applyRefund(
      deps,
      order,
      {
        refundId: pending.shopifyRefundId,
        orderId: pending.shopifyOrderId,
        createdAt: pending.createdAt,
        lines: parseStoredRefundLines(pending.lines),
      },
      warn,
    );
    applied.push({ createdAt: pending.createdAt, lines });
  }
  return applied;
}
