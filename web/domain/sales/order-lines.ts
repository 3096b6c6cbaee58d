import { assertSafeInteger, multiply } from '../money/money.js';

/**
 * One line item of a Shopify order, in integer cents of the shop's currency, as
 * `web/services/sales/order-payloads.ts` reads it from the webhook (SPEC §12).
 */
export interface OrderLine {
  /** Shopify line item id, as a string (ids pass 2^31). */
  id: string;
  /** `price`: per unit, before discounts. */
  unitPriceCents: number;
  /** `quantity` as ordered; refunds are counted from their own webhook, never by shrinking this. */
  quantity: number;
  /** Σ `discount_allocations[].amount`. */
  discountCents: number;
  /** Σ `tax_lines[].price`. */
  taxCents: number;
  /** Not a sale: a gift card line (`gift_card: true`) or a tip line (docs/decisions/0032). */
  excluded: boolean;
  /** From `attributed_staffs`: numeric Shopify staff member ids as strings, with their quantities. */
  attributedStaffs: { staffMemberId: string; quantity: number }[];
  /** Present on tip lines only (SPEC §18): the gateway the tip was paid through, if told. */
  tip?: { gateway: string | null };
  /**
   * What commission rules match on (SPEC §18), as the payload gives them: numeric ids as
   * strings, the sku and vendor as written; absent or null when it does not say.
   */
  productId?: string | null;
  variantId?: string | null;
  sku?: string | null;
  vendor?: string | null;
}

export interface OrderSaleInput {
  /** The order's `taxes_included`: prices then carry their tax, which is no sale. */
  taxesIncluded: boolean;
  /** The order's `user_id` (the POS user who processed it), a numeric id as a string. */
  userId: string | null;
  lines: OrderLine[];
}

/** price × quantity − Σ discounts, less the line's taxes when included, before any floor. */
function rawNetCents(line: OrderLine, taxesIncluded: boolean): number {
  const gross = multiply(line.unitPriceCents, line.quantity);
  const net = gross - line.discountCents - (taxesIncluded ? line.taxCents : 0);
  assertSafeInteger(net);
  return net;
}

/**
 * price × quantity − Σ discounts, less the line's taxes when taxes are included (SPEC §12), and
 * never below zero: a discount larger than its line makes it 0.00. Shopify never discounts a
 * line below nothing, but it signs whatever an order carries, and a negative line would be a
 * negative sale and commission on a paid order (security review R8).
 */
export function lineNetCents(line: OrderLine, taxesIncluded: boolean): number {
  const net = rawNetCents(line, taxesIncluded);
  return Math.max(net, 0);
}

/**
 * The sale lines whose discounts (and included taxes) exceed their price, with the net they
 * would have had: `lineNetCents` counts each as 0.00, and the caller logs a warning, since such
 * an order is not one Shopify should send.
 */
export function linesBelowZero(order: OrderSaleInput): { lineId: string; netCents: number }[] {
  return saleLines(order)
    .map((line) => ({ lineId: line.id, netCents: rawNetCents(line, order.taxesIncluded) }))
    .filter((line) => line.netCents < 0);
}

/** The lines that are sales: gift cards and tips are money taken, not goods or services sold. */
export function saleLines(order: OrderSaleInput): OrderLine[] {
  return order.lines.filter((line) => !line.excluded);
}

/** Σ net of non-excluded lines: the order's sales, attributed or not. */
export function orderNetCents(order: OrderSaleInput): number {
  let total = 0;
  for (const line of saleLines(order)) total += lineNetCents(line, order.taxesIncluded);
  assertSafeInteger(total);
  return total;
}
