import type { OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
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
