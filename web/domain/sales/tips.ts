import { assertSafeInteger } from '../money/money.js';
import { lineShares } from './attribution.js';
import { lineNetCents, type OrderSaleInput } from './order-lines.js';
import type { RefundLine } from './refunds.js';
import { splitByWeights } from './split-by-weights.js';

/** SPEC §18: a cash tip is already in hand; any other is paid through payroll. */
export type TipKind = 'paycheck' | 'cash';

/** The part of one tip line that one Shopify staff member (or nobody: null) was given. */
export interface TipShare {
  lineId: string;
  staffMemberId: string | null;
  kind: TipKind;
  cents: number;
}

/**
 * The gateway a tip was paid through (SPEC §18): the line's `tip_payment_gateway`, else its
 * `tip.payment_gateway`, else the order's only `payment_gateway_names` entry, else none.
 */
export function tipGateway(
  lineGateway: string | null,
  tipObjectGateway: string | null,
  orderGateways: readonly string[],
): string | null {
  if (lineGateway) return lineGateway;
  if (tipObjectGateway) return tipObjectGateway;
  return orderGateways.length === 1 ? orderGateways[0]! : null;
}

export function tipKind(gateway: string | null): TipKind {
  return gateway !== null && gateway.trim().toLowerCase() === 'cash' ? 'cash' : 'paycheck';
}

/**
 * Every tip line shared out (SPEC §18): to its own `attributed_staffs` by quantity, else among
 * the order's sale-line shares by their net (so an order attributed to nobody but its POS user
 * tips that user), cents by largest remainder with ties to the earlier share (line order, then
 * `attributed_staffs` order). An order whose sale shares add up to nothing (only a tip, or
 * everything discounted away) gives the tip to its `user_id`, else to nobody.
 */
export function tipShares(order: OrderSaleInput): TipShare[] {
  const tipLines = order.lines.filter((line) => line.tip !== undefined);
  if (tipLines.length === 0) return [];
  const sales = lineShares(order);
  const salesTotal = sales.reduce((sum, share) => sum + share.cents, 0);
  const out: TipShare[] = [];
  for (const line of tipLines) {
    const cents = lineNetCents(line, order.taxesIncluded);
    const kind = tipKind(line.tip!.gateway);
    const attributed = line.attributedStaffs.filter((staff) => staff.quantity > 0);
    const recipients: { staffMemberId: string | null; weight: number }[] =
      attributed.length > 0
        ? attributed.map((staff) => ({ staffMemberId: staff.staffMemberId, weight: staff.quantity }))
        : salesTotal > 0
          ? sales.map((share) => ({ staffMemberId: share.staffMemberId, weight: share.cents }))
          : [{ staffMemberId: order.userId, weight: 1 }];
    const parts = splitByWeights(
      cents,
      recipients.map((recipient) => recipient.weight),
    );
    recipients.forEach((recipient, index) => {
      out.push({ lineId: line.id, staffMemberId: recipient.staffMemberId, kind, cents: parts[index]! });
    });
  }
  return out;
}

/**
 * What refunds take back of the tips, in the tips' own shares (SPEC §18): each refund line of a
 * tip line takes at most what is left of that line after the refunds before it (`refunds` in
 * the order they were recorded), shared by the tip's shares' cents (largest remainder, ties to
 * the earlier share). One entry per refund and share, positive cents (to be taken back).
 */
export function tipRefundShares(
  tips: readonly TipShare[],
  refunds: readonly { refundId: string; lines: readonly RefundLine[] }[],
): { refundId: string; share: TipShare }[] {
  const byLine = new Map<string, TipShare[]>();
  for (const tip of tips) byLine.set(tip.lineId, [...(byLine.get(tip.lineId) ?? []), tip]);
  const left = new Map(
    [...byLine].map(([lineId, shares]) => [lineId, shares.reduce((s, t) => s + t.cents, 0)]),
  );
  const out: { refundId: string; share: TipShare }[] = [];
  for (const refund of refunds)
    for (const line of refund.lines) {
      const shares = byLine.get(line.lineId);
      if (!shares) continue;
      const taken = Math.min(line.subtotalCents, left.get(line.lineId)!);
      if (taken <= 0) continue;
      left.set(line.lineId, left.get(line.lineId)! - taken);
      const weights = shares.map((share) => share.cents);
      const parts = splitByWeights(taken, weights);
      shares.forEach((share, index) => {
        if (parts[index]! !== 0)
          out.push({ refundId: refund.refundId, share: { ...share, cents: parts[index]! } });
      });
    }
  return out;
}

/** Cents per recipient and kind, keyed `recipient|kind` (recipient null spelled as ``). */
export function tipTotals(
  entries: readonly { recipient: string | null; kind: TipKind; cents: number }[],
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of entries) {
    const key = `${entry.recipient ?? ''}|${entry.kind}`;
    const total = (totals.get(key) ?? 0) + entry.cents;
    assertSafeInteger(total);
    totals.set(key, total);
  }
  return totals;
}
