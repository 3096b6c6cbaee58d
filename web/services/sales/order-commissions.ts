import type { OrderCommissionInsert, OrderCommissionRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import { newId } from '../../domain/ids.js';
import {
  type CommissionLine,
  type LineShare,
  type OriginalCommission,
  type RefundLine,
  refundClawbacks,
} from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { parseStoredCommissionLines } from './stored-rules.js';

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
    lines: parseStoredCommissionLines(row.lines),
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
export function staffByShopifyId(linked: readonly LinkedStaff[]): Map<string, LinkedStaff> {
  return new Map(linked.map((member) => [member.shopifyStaffMemberId!, member]));
}

/**
 * A refund's clawbacks (SPEC §12 and §18) of its lines under `shares`, keyed by Shiftbook staff
 * id: each linked staff member's refunded shares taken back as their commission on the order
 * (`originalOf`, by staff id) paid them; none without one.
 */
export function clawbacksOf(
  refundLines: readonly RefundLine[],
  shares: readonly LineShare[],
  linked: ReadonlyMap<string, LinkedStaff>,
  originalOf: (staffId: string) => OriginalCommission | undefined,
): CommissionLine[] {
  return refundClawbacks(refundLines, shares, (shopifyId) => linked.get(shopifyId)?.id, originalOf);
}

/** A commission line to write: issued, or reversing a row, or clawed back for a refund. */
export type OrderCommissionItem =
  | CommissionLine
  | { line: CommissionLine; reversalOf?: string | null; refundId?: string | null };

/**
 * Writes commission lines of an order (keyed by Shiftbook staff id), dated `occurredAt`, with
 * the order's name as their reference.
 */
export async function insertOrderCommissions(
  deps: ServiceDeps,
  order: OrderOrigin,
  items: readonly OrderCommissionItem[],
  occurredAt: number,
): Promise<void> {
  await deps.repos.sales.insertCommissions(commissionRows(deps, order, items, occurredAt));
}

/** The order whose commissions are written: its shop, name (their reference) and Shopify id. */
export type OrderOrigin = { shopId: string; name: string; orderId: string };

/** The rows of commission lines of an order, dated `occurredAt` (`insertOrderCommissions`). */
export function commissionRows(
  deps: ServiceDeps,
  order: OrderOrigin,
  items: readonly OrderCommissionItem[],
  occurredAt: number,
): OrderCommissionInsert[] {
  const now = deps.now();
  return items.map((item) => {
    const { line, reversalOf = null, refundId = null } = 'line' in item ? item : { line: item };
    return {
      id: newId('com', now),
      shopId: order.shopId,
      staffId: line.staffMemberId,
      saleAmountCents: line.saleCents,
      rateBp: line.rateBp,
      amountCents: line.amountCents,
      lines: line.lines === null ? null : JSON.stringify(line.lines),
      occurredAt,
      source: 'shopify_order',
      reference: order.name,
      orderId: order.orderId,
      refundId,
      reversalOf,
      finalizedRunId: null,
      createdAt: now,
    };
  });
}
