import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import { type CommissionLine, type LineShare, reversal, sameCommissions } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { asLine, clawbacksOf, insertOrderCommissions, standingClawbacks } from './order-commissions.js';
import { parseStoredRefundLines } from './stored-shares.js';

/**
 * After an order's attribution changed (record-order.ts), its refunds are shared out again:
 * each refund is clawed back under the new shares, as each staff member's commission on the
 * order under them paid each line (SPEC §18), and when that differs from the clawbacks
 * that stand, those are reversed and the new ones made, dated at the update like the re-issue
 * itself. So each staff member's sum on the order is what it would be had the new attribution
 * stood from the start, refunds included (SPEC §12: "right once more"). Refunds recorded before
 * their lines were kept cannot be shared again: their clawbacks stay.
 */
export async function shareRefundsAgain(
  deps: ServiceDeps,
  order: SalesOrderRow,
  attribution: {
    shares: readonly LineShare[];
    /** The order's commissions under `shares`: whose clawbacks, at which rate. */
    commissions: readonly CommissionLine[];
    /** The shop's linked staff by Shopify staff id, as the commissions were computed with. */
    linked: ReadonlyMap<string, LinkedStaff>;
  },
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
  const originals = new Map(attribution.commissions.map((line) => [line.staffMemberId, line]));
  const fresh = refunds.flatMap((refund) =>
    clawbacksOf(parseStoredRefundLines(refund.lines!), attribution.shares, attribution.linked, (staffId) =>
      originals.get(staffId),
    ).map((line) => ({ line, refundId: refund.shopifyRefundId })),
  );
  const unchanged = sameCommissions(
    standing.map((row) => withinRefund(asLine(row), row.refundId)),
    fresh.map(({ line, refundId }) => withinRefund(line, refundId)),
  );
  if (unchanged) return;
  const origin = { shopId: order.shopId, name: order.name, orderId: order.shopifyOrderId };
  await insertOrderCommissions(
    deps,
    origin,
    standing.map((row) => ({ line: reversal(asLine(row)), reversalOf: row.id, refundId: row.refundId })),
    at,
  );
  await insertOrderCommissions(deps, origin, fresh, at);
}

/** A clawback as `sameCommissions` compares it: its staff member within its refund. */
function withinRefund(line: CommissionLine, refundId: string | null): CommissionLine {
  return { ...line, staffMemberId: `${refundId}|${line.staffMemberId}` };
}
