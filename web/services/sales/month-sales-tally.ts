import { type TallyDelta, tallySlotOf } from '../../db/repositories/goals-repository.js';
import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import { type LineShare, type RefundLine, refundByStaff } from '../../domain/sales/index.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { parseStoredRefundLines, parseStoredShares } from './stored-shares.js';

/**
 * Where an order's moves of month sales go, per seller (decision 75): a seller with a sales goal
 * always adds to slot 0, so that two of their orders recorded at once wait for each other on that
 * row and the later one reads the earlier one's sales (sales-goals.ts: whichever crosses the goal
 * last sees the crossing); any other seller adds to the order's own slot, so their orders do not
 * wait for each other. `linked`: the shop's linked staff, as the order read them.
 */
export function salesSlots(
  order: { shopifyOrderId: string },
  linked: ReadonlyMap<string, LinkedStaff>,
): (shopifyStaffMemberId: string) => number {
  const spread = tallySlotOf(order.shopifyOrderId);
  return (shopifyId) => ((linked.get(shopifyId)?.goalAmountCents ?? null) === null ? spread : 0);
}

/** The local month `YYYY-MM` of an instant in the shop's zone. */
export function localMonthOf(instant: number, timezone: string): string {
  return localDateOf(instant, timezone).slice(0, 7);
}

/** A refund as the tallies count it: when it was created and its lines as kept (null: not kept). */
interface TalliedRefund {
  createdAt: number;
  lines: string | null;
}

/**
 * What one order adds to month sales (SPEC §18) under `shares`, times `sign`: each Shopify
 * staff member's shares in the month it was processed, less their shares of each refund in the
 * month the refund was created. Refunds whose lines were not kept count nothing, as before.
 */
export function orderTallyDeltas(
  timezone: string,
  order: { processedAt: number },
  shares: readonly LineShare[],
  refunds: readonly TalliedRefund[],
  sign: 1 | -1 = 1,
): TallyDelta[] {
  const deltas: TallyDelta[] = [];
  const month = localMonthOf(order.processedAt, timezone);
  for (const share of shares)
    if (share.staffMemberId !== null)
      deltas.push({ shopifyStaffMemberId: share.staffMemberId, month, cents: sign * share.cents });
  for (const refund of refunds)
    if (refund.lines !== null)
      deltas.push(
        ...refundTallyDeltas(timezone, refund.createdAt, parseStoredRefundLines(refund.lines), shares, sign),
      );
  return deltas;
}

function refundTallyDeltas(
  timezone: string,
  createdAt: number,
  lines: readonly RefundLine[],
  shares: readonly LineShare[],
  sign: 1 | -1,
): TallyDelta[] {
  const month = localMonthOf(createdAt, timezone);
  return refundByStaff(lines, shares).flatMap((part) =>
    part.staffMemberId === null
      ? []
      : [{ shopifyStaffMemberId: part.staffMemberId, month, cents: -sign * part.subtotalCents }],
  );
}

/**
 * Takes the refunds applied with a new order (`early`: those that came before it, as applied)
 * off month sales, right after the order itself was counted (new-order-sales.ts): the order's
 * insert happens once per order on any instance, so a repeated or late delivery never counts
 * either twice.
 */
export async function tallyEarlyRefunds(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: SalesOrderRow,
  shares: readonly LineShare[],
  early: readonly { createdAt: number; lines: readonly RefundLine[] }[],
): Promise<void> {
  if (early.length === 0) return;
  await deps.repos.goals.addToTallies(
    shop.id,
    early.flatMap((refund) => refundTallyDeltas(shop.timezone, refund.createdAt, refund.lines, shares, 1)),
    () => tallySlotOf(order.shopifyOrderId),
  );
}

/**
 * Takes a refund just applied to a recorded order off month sales (once: a refund id is
 * applied once). An order the backfill has not counted yet is left to it: it counts the
 * order's refunds with it.
 */
export async function tallyRefund(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: SalesOrderRow,
  refund: { createdAt: number; lines: readonly RefundLine[] },
): Promise<void> {
  if (!order.monthTallied) return;
  const shares = parseStoredShares(order.shares);
  await deps.repos.goals.addToTallies(
    shop.id,
    refundTallyDeltas(shop.timezone, refund.createdAt, refund.lines, shares, 1),
    // A refund only lowers sales: it crosses no goal, so it need not wait for anyone.
    () => tallySlotOf(order.shopifyOrderId),
  );
}

/**
 * Moves month sales from an order's stored attribution to `shares` (an applied `orders/updated`
 * that changed it), the order and its refunds alike: under the shop's lock, once per applied
 * update, so a repeated or older update moves nothing.
 */
export async function retallyOrder(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: SalesOrderRow,
  shares: readonly LineShare[],
): Promise<void> {
  if (!order.monthTallied) return;
  const refunds = await deps.repos.sales.refundsOf(shop.id, order.id);
  await deps.repos.goals.addToTallies(
    shop.id,
    // Old and new summed per tally: a move that changes nothing writes nothing.
    [
      ...orderTallyDeltas(shop.timezone, order, parseStoredShares(order.shares), refunds, -1),
      ...orderTallyDeltas(shop.timezone, order, shares, refunds),
    ],
    // Under the shop's lock, which new orders' inserts wait for: no order runs beside it.
    () => tallySlotOf(order.shopifyOrderId),
  );
}
