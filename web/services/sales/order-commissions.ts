import type { OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { newId } from '../../domain/ids.js';
import type { CommissionLine } from '../../domain/sales/index.js';

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

/** Linked staff by Shopify staff member id: who a share or a refund line belongs to. */
export function staffByShopifyId(linked: readonly StaffRow[]): Map<string, StaffRow> {
  return new Map(linked.map((member) => [member.shopifyStaffMemberId!, member]));
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
