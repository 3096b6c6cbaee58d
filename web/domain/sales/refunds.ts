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
