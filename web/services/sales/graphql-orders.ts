import { z } from 'zod';
import { MAX_SALE_AMOUNT_CENTS } from '../../domain/money/limits.js';
import { type OrderLine, tipGateway } from '../../domain/sales/index.js';
import { unsafeTextProblem } from '../../domain/text/safe-text.js';
import { moneyCents } from './order-payloads.js';
import type { OrderRefund, PaidOrder } from './sales-inputs.js';

/**
 * Paid orders and their refunds as the Admin GraphQL API answers them (the import of past
 * orders, docs/decisions/0033), read into the same `PaidOrder` and `OrderRefund` the webhooks
 * give (order-payloads.ts), so the import runs the webhooks' rules and nothing else. Only the
 * fields named here are asked for: no customer, address, email or payment detail is.
 *
 * Attribution in GraphQL is poorer than in the webhooks' REST payloads: a line names one
 * `staffMember` (REST's `attributed_staffs` can split a line by quantity), and `staffMember` on
 * an order or a line needs `read_users`; a location's `id` needs `read_locations` (or
 * `read_inventory`). Those fields are asked for only when the shop granted the scope, since a
 * field the app may not read fails the whole query.
 */

/** Which optional fields the shop's grants allow. */
export interface OrderFieldGrants {
  /** `read_users`: the order's and each line's `staffMember`. */
  staff: boolean;
  /** `read_locations` or `read_inventory`: the order's `retailLocation { id }`. */
  locations: boolean;
}

/** Orders per page, as the import pages (decision 33), and the most lines and refunds read per order. */
export const ORDERS_PER_PAGE = 50;
const LINES_PER_ORDER = 100;
const REFUNDS_PER_ORDER = 50;

/** `orders` of the window, oldest first, with what the sales rules read and nothing else. */
export function orderHistoryQuery(grants: OrderFieldGrants): string {
  const staff = grants.staff ? 'staffMember { id }' : '';
  const location = grants.locations ? 'retailLocation { id }' : '';
  return `query OrderHistory($after: String, $query: String!) {
  orders(first: ${ORDERS_PER_PAGE}, after: $after, query: $query, sortKey: PROCESSED_AT) {
    nodes {
      legacyResourceId name processedAt createdAt updatedAt displayFinancialStatus taxesIncluded
      totalTipReceivedSet { shopMoney { amount } } paymentGatewayNames
      ${staff} ${location}
      lineItems(first: ${LINES_PER_ORDER}) {
        pageInfo { hasNextPage }
        nodes {
          id title sku quantity isGiftCard requiresShipping ${staff}
          originalUnitPriceSet { shopMoney { amount } }
          discountAllocations { allocatedAmountSet { shopMoney { amount } } }
          taxLines { priceSet { shopMoney { amount } } }
        }
      }
      refunds(first: ${REFUNDS_PER_ORDER}) {
        legacyResourceId createdAt
        refundLineItems(first: ${LINES_PER_ORDER}) {
          pageInfo { hasNextPage }
          nodes {
            lineItem { id } quantity
            subtotalSet { shopMoney { amount } }
            totalTaxSet { shopMoney { amount } }
          }
        }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;
}

/**
 * The search of the window (Shopify's search syntax: dates quoted, terms grouped, AND
 * explicit): orders that were paid, refunds included, processed at or after `since` (UTC ms).
 */
export function orderHistorySearch(since: number): string {
  const statuses = ['paid', 'partially_refunded', 'refunded'].map((s) => `financial_status:${s}`);
  return `(${statuses.join(' OR ')}) AND processed_at:>='${new Date(since).toISOString()}'`;
}

/** The statuses of a paid order, as `displayFinancialStatus` spells them. */
const PAID = new Set(['PAID', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** The numeric id at the end of `gid://shopify/<type>/<digits>`, as REST spells ids. */
const gidOf = (type: string) =>
  z
    .string()
    .regex(new RegExp(`^gid://shopify/${type}/[1-9][0-9]{0,19}$`), `must be a gid://shopify/${type}/… id`)
    .transform((gid) => gid.slice(gid.lastIndexOf('/') + 1));
const LegacyId = z.string().regex(/^[1-9][0-9]{0,19}$/);
const Money = z.object({ shopMoney: z.object({ amount: z.string() }) }).transform((set, ctx) => {
  const cents = moneyCents(set.shopMoney.amount);
  if (cents !== null) return cents;
  ctx.addIssue({ code: 'custom', message: 'must be an amount of money with at most two decimals' });
  return z.NEVER;
});
const Instant = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));
const Quantity = z.number().int().min(0).max(1_000_000);
const Staff = z.object({ id: gidOf('StaffMember') }).nullish();
const Page = z.object({ hasNextPage: z.boolean() });

const LineNode = z.object({
  id: gidOf('LineItem'),
  title: z.string().nullish(),
  sku: z.string().nullish(),
  quantity: Quantity,
  isGiftCard: z.boolean(),
  requiresShipping: z.boolean().nullish(),
  staffMember: Staff,
  originalUnitPriceSet: Money,
  discountAllocations: z.array(z.object({ allocatedAmountSet: Money })).default([]),
  taxLines: z.array(z.object({ priceSet: Money })).default([]),
});
type LineNode = z.infer<typeof LineNode>;

const RefundNode = z.object({
  legacyResourceId: LegacyId,
  createdAt: Instant,
  refundLineItems: z.object({
    pageInfo: Page,
    nodes: z.array(
      z.object({
        lineItem: z.object({ id: gidOf('LineItem') }),
        quantity: Quantity,
        subtotalSet: Money,
        totalTaxSet: Money.nullish(),
      }),
    ),
  }),
});

const OrderNode = z.object({
  legacyResourceId: LegacyId,
  name: z.string().min(1).max(255),
  processedAt: Instant.nullish(),
  createdAt: Instant,
  updatedAt: Instant.nullish(),
  displayFinancialStatus: z.string().nullish(),
  taxesIncluded: z.boolean(),
  totalTipReceivedSet: Money.nullish(),
  // Read for a tip's gateway only (SPEC §18: the order's only gateway, when a line says none).
  paymentGatewayNames: z.array(z.string().max(255)).max(50).nullish(),
  staffMember: Staff,
  retailLocation: z.object({ id: gidOf('Location') }).nullish(),
  lineItems: z.object({ pageInfo: Page, nodes: z.array(LineNode) }),
  refunds: z.array(RefundNode).default([]),
});
type OrderNode = z.infer<typeof OrderNode>;

/**
 * Whether a line is a tip (decision 32 has the evidence for REST). GraphQL has no `tip_*`
 * fields, and a line's `product` needs `read_products`, so the REST fallback "no product,
 * titled Tip" becomes: titled "Tip" (case and spaces aside), no SKU, nothing to ship, on an
 * order that received tips. A product called "Tip" on an order without tips stays a sale.
 */
function isTip(line: LineNode, order: OrderNode): boolean {
  if ((order.totalTipReceivedSet ?? 0) <= 0) return false;
  return line.title?.trim().toLowerCase() === 'tip' && !line.sku && line.requiresShipping !== true;
}

function orderLine(line: LineNode, order: OrderNode): OrderLine {
  const sum = (amounts: number[]) => amounts.reduce((total, cents) => total + cents, 0);
  return {
    id: line.id,
    unitPriceCents: line.originalUnitPriceSet,
    quantity: line.quantity,
    discountCents: sum(line.discountAllocations.map((allocation) => allocation.allocatedAmountSet)),
    taxCents: sum(line.taxLines.map((tax) => tax.priceSet)),
    excluded: line.isGiftCard || isTip(line, order),
    // GraphQL has no tip gateway of a line: the order's only gateway, else paycheck (SPEC §18).
    ...(isTip(line, order) && { tip: { gateway: tipGateway(null, null, order.paymentGatewayNames ?? []) } }),
    // GraphQL names one staff member per line: the whole line is theirs.
    attributedStaffs: line.staffMember
      ? [{ staffMemberId: line.staffMember.id, quantity: line.quantity }]
      : [],
    // The import reads no product or variant (their fields need more than `read_orders`): of
    // the rules' criteria (SPEC §18) only sku prefixes match its lines.
    sku: line.sku || null,
  };
}

/** A page of orders read: what to record, and what was refused and why (logged, counted). */
export interface OrderPage {
  orders: PaidOrder[];
  refunds: OrderRefund[];
  skipped: { order: string | null; reason: string }[];
}

/** Why an order cannot be recorded as it stands, or undefined (the webhooks' limits, decision 32). */
function problemOf(order: OrderNode, lines: OrderLine[]): string | undefined {
  if (order.lineItems.pageInfo.hasNextPage) return `more than ${LINES_PER_ORDER} lines`;
  const nameProblem = unsafeTextProblem(order.name, 'plain');
  if (nameProblem) return `name ${nameProblem}`;
  let gross = 0;
  for (const line of lines) {
    gross += line.unitPriceCents * line.quantity;
    if (line.discountCents > MAX_SALE_AMOUNT_CENTS || line.taxCents > MAX_SALE_AMOUNT_CENTS)
      return 'larger than 100,000,000.00';
  }
  return gross > MAX_SALE_AMOUNT_CENTS ? 'larger than 100,000,000.00' : undefined;
}

function refundsOf(order: OrderNode, page: OrderPage): void {
  for (const refund of order.refunds) {
    const lines = refund.refundLineItems.nodes.map((line) => ({
      lineId: line.lineItem.id,
      quantity: line.quantity,
      subtotalCents: line.subtotalSet,
      taxCents: line.totalTaxSet ?? 0,
    }));
    const subtotal = lines.reduce((total, line) => total + line.subtotalCents, 0);
    // A refund read in part would take too little back: left out whole, like an order.
    if (refund.refundLineItems.pageInfo.hasNextPage || subtotal > MAX_SALE_AMOUNT_CENTS) {
      page.skipped.push({
        order: order.legacyResourceId,
        reason: `refund ${refund.legacyResourceId} too large`,
      });
      continue;
    }
    page.refunds.push({
      refundId: refund.legacyResourceId,
      orderId: order.legacyResourceId,
      createdAt: refund.createdAt,
      lines,
    });
  }
}

/**
 * The version an imported order is recorded as (SPEC §12 orders updates by `updated_at`): a
 * millisecond before the `updatedAt` the import read. So an `orders/updated` older than what
 * the import saw, delivered late, changes nothing, while the webhook of that very version still
 * applies: its REST payload splits lines between staff exactly where GraphQL names one staff
 * member per line. Shopify's instants are whole seconds, so no real version lies in between.
 */
function importedVersion(updatedAt: number | null | undefined): number | null {
  return updatedAt === undefined || updatedAt === null ? null : updatedAt - 1;
}

/**
 * Reads a page of `orders` nodes. An order that is not paid is passed over (the search asked
 * for paid ones only); one that cannot be read is skipped with its reason, with its refunds,
 * rather than stopping the import: the webhooks refuse such an order too.
 */
export function readOrderPage(nodes: readonly unknown[]): OrderPage {
  const page: OrderPage = { orders: [], refunds: [], skipped: [] };
  for (const node of nodes) {
    const parsed = OrderNode.safeParse(node);
    if (!parsed.success) {
      const id = (node as { legacyResourceId?: unknown } | null)?.legacyResourceId;
      const field = parsed.error.issues[0]?.path.map(String).join('.') || 'order';
      page.skipped.push({ order: typeof id === 'string' ? id.slice(0, 20) : null, reason: `bad ${field}` });
      continue;
    }
    const order = parsed.data;
    if (order.displayFinancialStatus && !PAID.has(order.displayFinancialStatus)) continue;
    const lines = order.lineItems.nodes.map((line) => orderLine(line, order));
    const problem = problemOf(order, lines);
    if (problem) {
      page.skipped.push({ order: order.legacyResourceId, reason: problem });
      continue;
    }
    page.orders.push({
      orderId: order.legacyResourceId,
      name: order.name,
      processedAt: order.processedAt ?? order.createdAt,
      updatedAt: importedVersion(order.updatedAt),
      locationId: order.retailLocation?.id ?? null,
      sale: { taxesIncluded: order.taxesIncluded, userId: order.staffMember?.id ?? null, lines },
    });
    refundsOf(order, page);
  }
  return page;
}
