import type { OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { newId } from '../../domain/ids.js';
import {
  type CommissionLine,
  type LineShare,
  type RefundLine,
  refundByStaff,
  refundCommissions,
} from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';

/**
 * The order's standing commissions: issued and not reversed, one per staff member. Commission
 * lines here are keyed by Shiftbook's staff id (in `staffMemberId`), not the Shopify one: a
 * commission stays its staff member's even if the link changes later.
 */
export function standingCommissions(rows: readonly OrderCommissionRow[]): Map<string, OrderCommissionRow> {
  const reversed = new Set(rows.map((row) => row.reversalOf).filter((id) => id !== null));
  const standing = new Map<string, OrderCommissionRow>();
  for (const row of rows)
    if (row.reversalOf === null && row.refundId === null && !reversed.has(row.id))
      standing.set(row.staffId, row);
  return standing;
}

export function asLine(row: OrderCommissionRow): CommissionLine {
  return {
    staffMemberId: row.staffId,
    saleCents: row.saleAmountCents,
    rateBp: row.rateBp,
    amountCents: row.amountCents,
  };
}

/**
 * The clawbacks that stand: refund commissions not reversed, of the refunds named (those whose
 * lines are kept, so they can be shared out again).
 */
export function standingClawbacks(
  rows: readonly OrderCommissionRow[],
  refundIds: ReadonlySet<string>,
): OrderCommissionRow[] {
  const reversed = new Set(rows.map((row) => row.reversalOf).filter((id) => id !== null));
  return rows.filter(
    (row) =>
      row.reversalOf === null &&
      row.refundId !== null &&
      refundIds.has(row.refundId) &&
      !reversed.has(row.id),
  );
}

/** Linked staff by Shopify staff member id: who a share or a refund line belongs to. */
export function staffByShopifyId(linked: readonly StaffRow[]): Map<string, StaffRow> {
  return new Map(linked.map((member) => [member.shopifyStaffMemberId!, member]));
}

/**
 * A refund's clawbacks (SPEC §12) under `shares`, keyed by Shiftbook staff id: each staff member
 * the refunded lines were shared to gets one at `rateOf(their staff id)`, none when that is null
 * (no commission on the order to claw back from).
 */
export function clawbacksOf(
  lines: readonly RefundLine[],
  shares: readonly LineShare[],
  linked: ReadonlyMap<string, StaffRow>,
  rateOf: (staffId: string) => number | null,
): CommissionLine[] {
  const staffIdOf = (shopifyId: string) => linked.get(shopifyId)?.id;
  const clawbacks = refundCommissions(refundByStaff(lines, shares), (shopifyId) => {
    const staffId = staffIdOf(shopifyId);
    return staffId ? rateOf(staffId) : null;
  });
  return clawbacks.map((line) => ({ ...line, staffMemberId: staffIdOf(line.staffMemberId)! }));
}

/** A commission line to write: issued, or reversing a row, or clawed back for a refund. */
export type OrderCommissionItem =
  | CommissionLine
  | { line: CommissionLine; reversalOf?: string | null; refundId?: string | null };

/** Writes commission lines of an order (keyed by Shiftbook staff id), dated `occurredAt`. */
export async function insertOrderCommissions(
  deps: ServiceDeps,
  order: { shopId: string; name: string; orderId: string },
  items: readonly OrderCommissionItem[],
  occurredAt: number,
): Promise<void> {
  const now = deps.now();
  const origin = { shopId: order.shopId, reference: order.name, orderId: order.orderId, occurredAt };
  await deps.repos.sales.insertCommissions(
    items.map((item) => {
      const { line, reversalOf = null, refundId = null } = 'line' in item ? item : { line: item };
      return orderCommissionRow(line, line.staffMemberId, { ...origin, reversalOf, refundId }, now);
    }),
  );
}

/** Where an order commission comes from: its order, and the refund or reversal it is, if any. */
export interface OrderCommissionOrigin {
  shopId: string;
  /** The order's name (`#1001`), the commission's reference. */
  reference: string;
  orderId: string;
  occurredAt: number;
  refundId?: string | null;
  reversalOf?: string | null;
}

/** The row of one commission line of an order, for a Shiftbook staff id. */
export function orderCommissionRow(
  line: CommissionLine,
  staffId: string,
  origin: OrderCommissionOrigin,
  now: number,
) {
  return {
    id: newId('com', now),
    shopId: origin.shopId,
    staffId,
    saleAmountCents: line.saleCents,
    rateBp: line.rateBp,
    amountCents: line.amountCents,
    occurredAt: origin.occurredAt,
    source: 'shopify_order',
    reference: origin.reference,
    orderId: origin.orderId,
    refundId: origin.refundId ?? null,
    reversalOf: origin.reversalOf ?? null,
    finalizedRunId: null,
    createdAt: now,
  };
}
