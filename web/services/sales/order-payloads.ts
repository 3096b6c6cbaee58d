import { z } from 'zod';
import { AppError } from '../../domain/errors.js';
import { MAX_SALE_AMOUNT_CENTS } from '../../domain/money/limits.js';
import { parseMoney } from '../../domain/money/money.js';
import {
  type OrderLine,
  type OrderSaleInput,
  type RefundLine,
  tipGateway,
} from '../../domain/sales/index.js';
import { unsafeTextProblem } from '../../domain/text/safe-text.js';

/**
 * The REST payloads of Shopify's `orders/paid`, `orders/updated` (the Order resource) and
 * `refunds/create` (the Refund resource), read into the sales rules' inputs (SPEC §12,
 * docs/decisions/0032). Only the fields named here are read: Shopify adds fields over time, so
 * unknown ones are allowed and dropped, and the customer, addresses, email, phone, notes and
 * payment details of an order never pass this file.
 */

/** An order as Shiftbook keeps it: no customer data, amounts in integer cents. */
export interface ParsedOrder {
  /** The numeric `id` as a string: ids pass 2^31 (and stay under 2^53 in JSON). */
  orderId: string;
  /** `name`, e.g. `#1001`: the commission's reference. */
  name: string;
  /** `processed_at` in ms (else `created_at`): when the sale happened. */
  processedAt: number;
  /** `updated_at` in ms, when given: the date of commissions an attribution edit re-issues. */
  updatedAt: number | null;
  /** `location_id` as a string: the POS location, null online. */
  locationId: string | null;
  /** `financial_status`: `paid`, `partially_refunded`, …; null when the payload has none. */
  financialStatus: string | null;
  /** `currency`: the shop's currency, which every amount here is in. */
  currency: string | null;
  sale: OrderSaleInput;
}

export interface ParsedRefund {
  refundId: string;
  orderId: string;
  /** `created_at` in ms: the date its negative commissions and lower sales land on. */
  createdAt: number;
  lines: RefundLine[];
}

/**
 * A Shopify id: a JSON number (JSON.parse keeps integers below 2^53 exact, and anything above
 * is no longer a safe integer, which zod's `int()` refuses, so no id is stored rounded) or its
 * digits.
 */
const ShopifyId = z
  .union([z.number().int().positive(), z.string().regex(/^[1-9][0-9]{0,19}$/)])
  .transform(String);

/** The numeric id of `gid://shopify/StaffMember/123`, spelled as `shopify_staff_member_id` is (decision 31). */
const STAFF_MEMBER_GID = /^gid:\/\/shopify\/StaffMember\/([1-9][0-9]{0,19})$/;

/**
 * Cents from a decimal written with at most two decimals, without floating-point arithmetic:
 * Shopify writes money as a string (`"10.00"`, sometimes `"10.0"` or `"10"`), and a few fields
 * (a refund line's `subtotal`, `total_tax`) as a JSON number. A number is read through its
 * shortest decimal spelling (`16.5` → `"16.5"`), which is the text Shopify sent whenever that
 * had at most 15 significant digits; a spelling with more decimals or an exponent is refused.
 */
export function moneyCents(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const cents = parseMoney(typeof value === 'number' ? String(value) : value);
  return cents === null || cents < 0 ? null : cents;
}

const Money = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const cents = moneyCents(value);
  if (cents !== null) return cents;
  ctx.addIssue({
    code: 'custom',
    message: 'must be an amount of money, not negative, with at most two decimals',
  });
  return z.NEVER;
});

/** `{shop_money: {amount}}`: the shop's currency, the one SPEC §12 counts in. */
const ShopMoney = z.object({ shop_money: z.object({ amount: Money }) });

/** An ISO 8601 instant with its offset, as Shopify writes them (`2026-11-16T10:15:00-05:00`). */
const Instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/)
  .transform((text, ctx) => {
    const ms = Date.parse(text);
    if (!Number.isNaN(ms)) return ms;
    ctx.addIssue({ code: 'custom', message: 'must be a real instant' });
    return z.NEVER;
  });

const Quantity = z.number().int().min(0).max(1_000_000);

const AttributedStaff = z.object({
  id: z
    .string()
    .regex(STAFF_MEMBER_GID, 'must be a gid://shopify/StaffMember/… id')
    .transform((gid) => STAFF_MEMBER_GID.exec(gid)![1]!),
  quantity: Quantity,
});

const LineItem = z.object({
  id: ShopifyId,
  title: z.string().nullish(),
  price: Money,
  quantity: Quantity,
  // Shopify always sends these; a payload built by hand may not, and then means the usual.
  gift_card: z.boolean().default(false),
  // Whether these are there (or null) tells tips (isTipLine); a text gateway is read (tipField).
  product_id: z.unknown().optional(),
  tip_payment_gateway: z.unknown().optional(),
  tip_payment_method: z.unknown().optional(),
  tip: z.unknown().optional(),
  // What commission rules match on (SPEC §18). An odd value matches nothing rather than
  // refusing the order: the sale still counts.
  variant_id: ShopifyId.nullish().catch(null),
  sku: z.string().max(255).nullish().catch(null),
  vendor: z.string().max(255).nullish().catch(null),
  // Added in API 2023-07; older versions send no key, which attributes nothing.
  attributed_staffs: z.array(AttributedStaff).default([]),
  discount_allocations: z.array(z.object({ amount: Money })).default([]),
  tax_lines: z.array(z.object({ price: Money })).default([]),
});
type LineItem = z.infer<typeof LineItem>;

/**
 * Whether a line item is a tip (docs/decisions/0032). Shopify documents `tip_payment_gateway`
 * and `tip_payment_method` as "present only on tips", and real tip lines carry them (null
 * included) and a `tip` object; a tip is also a custom line titled "Tip" with no product, which
 * is how older payloads without those keys show it. `total_tip_received` needs no reading:
 * a tip that is not a line item is not in the lines we add up.
 */
export function isTipLine(line: LineItem): boolean {
  if ('tip_payment_gateway' in line || 'tip_payment_method' in line) return true;
  if (line.tip !== undefined && line.tip !== null) return true;
  return (line.product_id ?? null) === null && line.title?.trim().toLowerCase() === 'tip';
}

/** A string field of a payload read for its text only: anything else counts as not told. */
function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A tip line's `tip`: its gateway as SPEC §18 picks it (tipGateway); nothing for other lines. */
function tipField(line: LineItem, orderGateways: readonly string[]): Pick<OrderLine, 'tip'> {
  if (!isTipLine(line)) return {};
  const tipObject =
    line.tip !== null && typeof line.tip === 'object' ? (line.tip as Record<string, unknown>) : {};
  return {
    tip: {
      gateway: tipGateway(
        textOrNull(line.tip_payment_gateway),
        textOrNull(tipObject.payment_gateway),
        orderGateways,
      ),
    },
  };
}

function orderLine(line: LineItem, orderGateways: readonly string[] = []): OrderLine {
  const sum = (amounts: number[]) => amounts.reduce((total, cents) => total + cents, 0);
  return {
    id: line.id,
    unitPriceCents: line.price,
    quantity: line.quantity,
    discountCents: sum(line.discount_allocations.map((allocation) => allocation.amount)),
    taxCents: sum(line.tax_lines.map((tax) => tax.price)),
    // A gift card is money held for a later purchase, and a tip belongs to whoever it was
    // given to: neither is a sale (SPEC §12).
    excluded: line.gift_card || isTipLine(line),
    attributedStaffs: line.attributed_staffs.map((staff) => ({
      staffMemberId: staff.id,
      quantity: staff.quantity,
    })),
    productId: ShopifyId.safeParse(line.product_id).data ?? null,
    variantId: line.variant_id ?? null,
    sku: line.sku || null,
    vendor: line.vendor || null,
    ...tipField(line, orderGateways),
  };
}

/**
 * Amounts past MAX_SALE_AMOUNT_CENTS (100,000,000.00) are refused before any rule runs, so the
 * rules' products and sums stay exact integers. These are comparisons only: an amount too big
 * to add exactly is far above the limit either way.
 */
function withinSaleLimit(lines: readonly OrderLine[]): boolean {
  let gross = 0;
  for (const line of lines) {
    gross += line.unitPriceCents * line.quantity;
    if (line.discountCents > MAX_SALE_AMOUNT_CENTS || line.taxCents > MAX_SALE_AMOUNT_CENTS) return false;
  }
  return gross <= MAX_SALE_AMOUNT_CENTS;
}

/** The order's name is shown as a commission's reference and written to CSV: one plain line. */
const OrderName = z
  .string()
  .min(1)
  .max(255)
  .superRefine((name, ctx) => {
    const problem = unsafeTextProblem(name, 'plain');
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The Order resource of `orders/paid` and `orders/updated`, read into a ParsedOrder. */
export const ShopifyOrderPayload = z
  .object({
    id: ShopifyId,
    name: OrderName,
    processed_at: Instant.nullish(),
    updated_at: Instant.nullish(),
    created_at: Instant.nullish(),
    location_id: ShopifyId.nullish(),
    user_id: ShopifyId.nullish(),
    financial_status: z.string().min(1).max(64).nullish(),
    currency: z.string().max(16).nullish(),
    taxes_included: z.boolean().default(false),
    line_items: z.array(LineItem),
    // Read for a tip's gateway only (SPEC §18); entries that are not text are ignored.
    payment_gateway_names: z.array(z.unknown()).nullish(),
  })
  .transform((order, ctx): ParsedOrder => {
    const processedAt = order.processed_at ?? order.created_at;
    if (processedAt === undefined || processedAt === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['processed_at'],
        message: 'an order needs processed_at or created_at',
      });
      return z.NEVER;
    }
    const gateways = (order.payment_gateway_names ?? []).flatMap((name) => textOrNull(name) ?? []);
    const lines = order.line_items.map((line) => orderLine(line, gateways));
    if (!withinSaleLimit(lines)) {
      ctx.addIssue({
        code: 'custom',
        path: ['line_items'],
        message: 'the order is larger than 100,000,000.00',
      });
      return z.NEVER;
    }
    return {
      orderId: order.id,
      name: order.name,
      processedAt,
      updatedAt: order.updated_at ?? null,
      locationId: order.location_id ?? null,
      financialStatus: order.financial_status ?? null,
      currency: order.currency ?? null,
      sale: {
        taxesIncluded: order.taxes_included,
        userId: order.user_id ?? null,
        lines,
      },
    };
  });

/**
 * A refund line's amounts: the `*_set.shop_money` strings when present (exact text, in the
 * shop's currency), else the bare `subtotal` / `total_tax`, which Shopify writes as numbers.
 */
const RefundLineItem = z
  .object({
    line_item_id: ShopifyId,
    quantity: Quantity,
    subtotal: Money.nullish(),
    subtotal_set: ShopMoney.nullish(),
    total_tax: Money.nullish(),
    total_tax_set: ShopMoney.nullish(),
  })
  .transform((line, ctx): RefundLine => {
    const subtotalCents = line.subtotal_set?.shop_money.amount ?? line.subtotal;
    if (subtotalCents === undefined || subtotalCents === null) {
      ctx.addIssue({ code: 'custom', path: ['subtotal'], message: 'a refund line needs its subtotal' });
      return z.NEVER;
    }
    return {
      lineId: line.line_item_id,
      quantity: line.quantity,
      subtotalCents,
      taxCents: line.total_tax_set?.shop_money.amount ?? line.total_tax ?? 0,
    };
  });

/** The Refund resource of `refunds/create`, read into a ParsedRefund. */
export const ShopifyRefundPayload = z
  .object({
    id: ShopifyId,
    order_id: ShopifyId,
    created_at: Instant,
    // Shipping, duties and order adjustments are refunded elsewhere in the payload: no sale.
    refund_line_items: z.array(RefundLineItem).default([]),
  })
  .transform((refund, ctx): ParsedRefund => {
    const subtotal = refund.refund_line_items.reduce((total, line) => total + line.subtotalCents, 0);
    if (subtotal > MAX_SALE_AMOUNT_CENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['refund_line_items'],
        message: 'the refund is larger than 100,000,000.00',
      });
      return z.NEVER;
    }
    return {
      refundId: refund.id,
      orderId: refund.order_id,
      createdAt: refund.created_at,
      lines: refund.refund_line_items,
    };
  });

/** A zod failure as the project's 400: the fields at fault, never the values sent. */
function invalidPayload(what: string, error: z.ZodError): AppError {
  const errors = error.issues.slice(0, 10).map((issue) => ({
    field: issue.path.map(String).join('.') || '(body)',
    message: issue.message,
  }));
  return new AppError('validation_error', `The body is not a Shopify ${what} payload.`, { errors });
}

/** Reads an `orders/paid` or `orders/updated` body (already JSON-parsed); throws a 400 AppError otherwise. */
export function parseOrderPayload(body: unknown): ParsedOrder {
  const parsed = ShopifyOrderPayload.safeParse(body);
  if (!parsed.success) throw invalidPayload('order', parsed.error);
  return parsed.data;
}

/** Reads a `refunds/create` body (already JSON-parsed); throws a 400 AppError otherwise. */
export function parseRefundPayload(body: unknown): ParsedRefund {
  const parsed = ShopifyRefundPayload.safeParse(body);
  if (!parsed.success) throw invalidPayload('refund', parsed.error);
  return parsed.data;
}
