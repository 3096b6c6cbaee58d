import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import { type CommissionLine, type LineShare, reversal } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import {
  asLine,
  clawbacksOf,
  insertOrderCommissions,
  staffByShopifyId,
  standingClawbacks,
} from './order-commissions.js';
import { parseStoredRefundLines } from './stored-shares.js';

/**
 * After an order's attribution changed (record-order.ts), its refunds are shared out again:
 * each standing clawback is reversed and each refund clawed back anew under the new shares, at
 * the rate of the staff member's new commission on the order (`issued`), dated at the update
 * like the re-issue itself. So each staff member's sum on the order is what it would be had the
 * new attribution stood from the start, refunds included (SPEC §12: "right once more").
 * Refunds recorded before their lines were kept cannot be shared again: their clawbacks stay.
 */
export async function shareRefundsAgain(
  deps: ServiceDeps,
  order: SalesOrderRow,
  shares: readonly LineShare[],
  issued: readonly CommissionLine[],
  at: number,
): Promise<void> {
  const refunds = (await deps.repos.sales.refundsOf(order.shopId, order.id)).filter(
    (refund) => refund.lines !== null,
  );
  if (refunds.length === 0) return;
  const origin = { shopId: order.shopId, name: order.name, orderId: order.shopifyOrderId };
  const standing = standingClawbacks(
    await deps.repos.sales.refundCommissions(order.shopId, order.shopifyOrderId),
    new Set(refunds.map((refund) => refund.shopifyRefundId)),
  );
  await insertOrderCommissions(
    deps,
    origin,
    standing.map((row) => ({ line: reversal(asLine(row)), reversalOf: row.id, refundId: row.refundId })),
    at,
  );
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(order.shopId));
  const rateOf = new Map(issued.map((line) => [line.staffMemberId, line.rateBp]));
  for (const refund of refunds) {
    const clawbacks = clawbacksOf(
      parseStoredRefundLines(refund.lines!),
      shares,
      linked,
      (staffId) => rateOf.get(staffId) ?? null,
    );
    await insertOrderCommissions(
      deps,
      origin,
      clawbacks.map((line) => ({ line, refundId: refund.shopifyRefundId })),
      at,
    );
  }
}
