import { assertSafeInteger } from '../money/money.js';
import type { LineShare } from './attribution.js';
import { splitByWeights } from './split-by-weights.js';

/** One line of a Shopify refund (`refund_line_items[]`), in cents of the shop's currency. */
export interface RefundLine {
  /** `line_item_id`: the order's line item this refunds. */
  lineId: string;
  quantity: number;
  /** `subtotal`: what SPEC §12 measures a refund's sale by. */
  subtotalCents: number;
  /**
   * `total_tax`, kept beside the subtotal (absent when the caller did not read it). Not used
   * by the rules: see docs/decisions/0032 on refunds in shops whose prices include tax.
   */
  taxCents?: number;
}

/**
 * A refund's lines shared among the refunded line's shares in proportion to each share's
 * quantity (largest remainder, ties to the earlier share), summed per staff member (null kept
 * for unattributed), in order of first appearance. A refund does not say which units came
 * back, so a line sold 2:1 is refunded 2:1. Lines of the refund that match no share (excluded
 * lines, unknown ids) are ignored: a returned gift card or tip was never a sale.
 */
export function refundByStaff(
  lines: readonly RefundLine[],
  shares: readonly LineShare[],
): { staffMemberId: string | null; subtotalCents: number }[] {
  const sharesOfLine = new Map<string, LineShare[]>();
  for (const share of shares) {
    const list = sharesOfLine.get(share.lineId);
    if (list) list.push(share);
    else sharesOfLine.set(share.lineId, [share]);
  }

  const totals = new Map<string | null, number>();
  for (const line of lines) {
    const lineShares = sharesOfLine.get(line.lineId);
    if (!lineShares) continue;
    const weights = lineShares.map((share) => share.quantity);
    // A line of quantity 0 has nothing to weigh by: its shares then take equal parts.
    const usable = weights.some((weight) => weight > 0) ? weights : weights.map(() => 1);
    const parts = splitByWeights(line.subtotalCents, usable);
    lineShares.forEach((share, index) => {
      const total = (totals.get(share.staffMemberId) ?? 0) + parts[index]!;
      assertSafeInteger(total);
      totals.set(share.staffMemberId, total);
    });
  }
  return [...totals].map(([staffMemberId, subtotalCents]) => ({ staffMemberId, subtotalCents }));
}

/** A refund line cut down to what its order line could still give back (`boundRefundLines`). */
export interface ClampedRefundLine {
  lineId: string;
  /** The subtotal the refund asked for. */
  askedCents: number;
  /** What it takes back instead. */
  allowedCents: number;
}

/**
 * `ceil(net × refunded / ordered)`: the refunded units' share of a line's net, at most the
 * whole net. Rounded up because the bound must let through whatever cent Shopify's own split
 * of the line gives those units; the line's total bound catches the cent over the whole line.
 * BigInt keeps the product exact for any amount and quantity the parser lets in.
 */
function quantityShareCents(netCents: number, refunded: number, ordered: number): number {
  if (ordered <= 0 || refunded >= ordered) return netCents;
  if (refunded <= 0) return 0;
  const product = BigInt(netCents) * BigInt(refunded);
  const divisor = BigInt(ordered);
  return Number((product + divisor - 1n) / divisor);
}

/**
 * A refund's lines bounded by the lines paid (SPEC §12, security review R8): each takes back at
 * most its quantity's share of its order line's net, and with the refunds of that line before
 * it (`earlier`, as they were recorded, bounded too) never more than the line's net in total.
 * Lines of the refund are taken in order, so one naming the same line twice is bounded as two
 * refunds. A line that matches no share (a gift card, a tip, an unknown id) is left as it is:
 * `refundByStaff` ignores it anyway. `clamped` lists each line that was cut, for a warning.
 */
export function boundRefundLines(
  lines: readonly RefundLine[],
  shares: readonly LineShare[],
  earlier: readonly RefundLine[],
): { lines: RefundLine[]; clamped: ClampedRefundLine[] } {
  const paid = new Map<string, { netCents: number; quantity: number }>();
  for (const share of shares) {
    const line = paid.get(share.lineId);
    if (line) line.netCents += share.cents;
    else paid.set(share.lineId, { netCents: share.cents, quantity: share.lineQuantity });
  }
  const refunded = new Map<string, number>();
  const count = (line: RefundLine) =>
    refunded.set(line.lineId, (refunded.get(line.lineId) ?? 0) + line.subtotalCents);
  for (const line of earlier) if (paid.has(line.lineId)) count(line);

  const bounded: RefundLine[] = [];
  const clamped: ClampedRefundLine[] = [];
  for (const line of lines) {
    const paidLine = paid.get(line.lineId);
    if (!paidLine) {
      bounded.push({ ...line });
      continue;
    }
    const left = Math.max(0, paidLine.netCents - (refunded.get(line.lineId) ?? 0));
    const share = quantityShareCents(paidLine.netCents, line.quantity, paidLine.quantity);
    const allowed = Math.min(line.subtotalCents, share, left);
    if (allowed < line.subtotalCents)
      clamped.push({ lineId: line.lineId, askedCents: line.subtotalCents, allowedCents: allowed });
    const kept = { ...line, subtotalCents: allowed };
    count(kept);
    bounded.push(kept);
  }
  return { lines: bounded, clamped };
}
