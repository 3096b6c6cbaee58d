import { assertSafeInteger } from '../money/money.js';
import { lineNetCents, type OrderSaleInput, saleLines } from './order-lines.js';
import { splitByWeights } from './split-by-weights.js';

/** The part of one line's net that one staff member (or nobody: null) sold. */
export interface LineShare {
  lineId: string;
  staffMemberId: string | null;
  cents: number;
  /** Units behind the share: the attributed quantity, or the whole line's when not split. */
  quantity: number;
  /**
   * The line's quantity as ordered: what a refunded quantity is a share of (refunds.ts), since
   * attributed quantities need not add up to it.
   */
  lineQuantity: number;
}

/**
 * Every non-excluded line's net shared out (SPEC §12): by its `attributed_staffs` quantities
 * (cents by largest remainder, ties to the earlier entry), else all to the order's `user_id`,
 * else one share with staffMemberId null. Shares of a line always sum to its net; a line with
 * zero net still yields its shares (0 cents), so a later refund of it still finds its staff.
 *
 * Attributed quantities are read as proportions of the whole line: whatever Shopify reports
 * after partial refunds, the staff named share the line among themselves. Entries of quantity
 * 0 name nobody; a line whose entries all have quantity 0 counts as not attributed.
 */
export function lineShares(order: OrderSaleInput): LineShare[] {
  const shares: LineShare[] = [];
  for (const line of saleLines(order)) {
    const net = lineNetCents(line, order.taxesIncluded);
    const attributed = line.attributedStaffs.filter((staff) => staff.quantity > 0);
    if (attributed.length > 0) {
      const cents = splitByWeights(
        net,
        attributed.map((staff) => staff.quantity),
      );
      attributed.forEach((staff, index) => {
        shares.push({
          lineId: line.id,
          staffMemberId: staff.staffMemberId,
          cents: cents[index]!,
          quantity: staff.quantity,
          lineQuantity: line.quantity,
        });
      });
    } else {
      shares.push({
        lineId: line.id,
        staffMemberId: order.userId,
        cents: net,
        quantity: line.quantity,
        lineQuantity: line.quantity,
      });
    }
  }
  return shares;
}

/** Per staff member (null = unattributed) the sum of their shares, in order of first appearance. */
export function salesByStaff(
  shares: readonly LineShare[],
): { staffMemberId: string | null; saleCents: number }[] {
  const totals = new Map<string | null, number>();
  for (const share of shares) {
    const total = (totals.get(share.staffMemberId) ?? 0) + share.cents;
    assertSafeInteger(total);
    totals.set(share.staffMemberId, total);
  }
  return [...totals].map(([staffMemberId, saleCents]) => ({ staffMemberId, saleCents }));
}
