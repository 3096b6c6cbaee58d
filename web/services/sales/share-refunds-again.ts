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
 * each refund is clawed back under the new shares, at the rate of each staff member's
 * commission on the order under them (`commissions`), and when that differs from the clawbacks
 * that stand, those are reversed and the new ones made, dated at the update like the re-issue
 * itself. So each staff member's sum on the order is what it would be had the new attribution
 * stood from the start, refunds included (SPEC §12: "right once more"). Refunds recorded before
 * their lines were kept cannot be shared again: their clawbacks stay.
 */
export async function shareRefundsAgain(
  deps: ServiceDeps,
  order: SalesOrderRow,
  shares: readonly LineShare[],
  commissions: readonly CommissionLine[],
  at: number,
): Promise<void> {
  const refunds = (await deps.repos.sales.refundsOf(order.shopId, order.id)).filter(
    (refund) => refund.lines !== null,
  );
  if (refunds.length === 0) return;
  const standing = standingClawbacks(
    await deps.repos.sales.refundCommissions(order.shopId, order.shopifyOrderId),
    new Set(refunds.map((refund) => refund.shopifyRefundId)),
  );
  const linked = staffByShopifyId(await deps.repos.staff.listLinked(order.shopId));
  const rateOf = new Map(commissions.map((line) => [line.staffMemberId, line.rateBp]));
  const fresh = refunds.flatMap((refund) =>
    clawbacksOf(
      parseStoredRefundLines(refund.lines!),
      shares,
      linked,
      (staffId) => rateOf.get(staffId) ?? null,
    ).map((line) => ({ line, refundId: refund.shopifyRefundId })),
  );
  const key = (items: readonly { line: CommissionLine; refundId: string | null }[]) =>
    items
      .map(({ line, refundId }) =>
        [refundId, line.staffMemberId, line.saleCents, line.rateBp, line.amountCents].join(),
      )
      .sort()
      .join('|');
  if (key(standing.map((row) => ({ line: asLine(row), refundId: row.refundId }))) === key(fresh)) return;
  const origin = { shopId: order.shopId, name: order.name, orderId: order.shopifyOrderId };
  await insertOrderCommissions(
    deps,
    origin,
    standing.map((row) => ({ line: reversal(asLine(row)), reversalOf: row.id, refundId: row.refundId })),
    at,
  );
  await insertOrderCommissions(deps, origin, fresh, at);
}
