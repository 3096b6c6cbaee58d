/**
 * Builders of Shopify's REST webhook payloads for `orders/paid`, `orders/updated` (the Order
 * resource) and `refunds/create` (the Refund resource), shaped field for field like the JSON
 * Shopify sends (the sample payloads of its webhook docs, with API 2023-07+'s
 * `attributed_staffs`). Money is written as Shopify writes it: strings with two decimals,
 * except a refund line's `subtotal` and `total_tax`, which Shopify sends as JSON numbers.
 * Every order carries a customer, addresses, an email and a phone, so tests can show that
 * none of it is kept. Ids are JSON numbers past 2^31, as Shopify's are.
 */
import { formatMoney, parseMoney } from '../../web/domain/money/money.js';

export interface LineSpec {
  /** Line item id; default: the next of a sequence past 2^31. */
  id?: number;
  title?: string;
  /** Unit price before discounts, e.g. `"25.00"`. */
  price: string;
  /** Default 1. */
  quantity?: number;
  /** `discount_allocations[].amount`, e.g. `["7.50"]`. */
  discounts?: string[];
  /** `tax_lines[].price`, e.g. `["5.40"]`. */
  taxes?: string[];
  /** `gift_card: true`: a gift card sold, not a sale. */
  giftCard?: boolean;
  /** A POS tip line, as Shopify writes one (title "Tip", no product, the tip_* fields). */
  tip?: boolean;
  /** A tip line's `tip_payment_gateway`; default null. */
  tipGateway?: string | null;
  /** A tip line's `tip.payment_gateway`; default null. */
  tipObjectGateway?: string | null;
  /** `attributed_staffs`: Shopify staff member ids (numeric) with their quantities. */
  staff?: { id: number | string; quantity: number }[];
  /** Default: a product id for a normal line, null for a tip. */
  productId?: number | null;
  /** Default: the product id + 1 (null without a product). */
  variantId?: number | null;
  /** Default `SKU-<line id>` (null for a tip). */
  sku?: string | null;
  /** Default `Shiftbook Test Goods` (null without a product). */
  vendor?: string | null;
}

export interface OrderSpec {
  /** Default: the next of a sequence past 2^31. */
  id?: number;
  /** Default `#1001`, `#1002`, … */
  name?: string;
  lines: LineSpec[];
  /** Default false: taxes are charged on top of the prices. */
  taxesIncluded?: boolean;
  /** `user_id`: the POS user who processed the order; default null. */
  userId?: number | null;
  /** Default a POS location id; null for an online order. */
  locationId?: number | null;
  /** Default `2026-11-16T10:15:00-05:00`. */
  processedAt?: string;
  /** Default `paid`. */
  financialStatus?: string;
  /** Default `USD`. */
  currency?: string;
  /** A shipping line's price, e.g. `"10.00"`; default none. */
  shipping?: string;
  /** `payment_gateway_names`; default `["shopify_payments"]`. */
  gateways?: string[];
}

export interface RefundLineSpec {
  /** The refunded order line's id. */
  lineItemId: number;
  /** Default 1. */
  quantity?: number;
  /** `subtotal`, e.g. `"20.00"`: give it worked out by hand. */
  subtotal: string;
  /** `total_tax`; default `"0.00"`. */
  totalTax?: string;
}

export interface RefundSpec {
  /** Default: the next of a sequence past 2^31. */
  id?: number;
  /** The order refunded: a payload from orderPayload (its line items are embedded as Shopify does), or its id. */
  order: ShopifyOrderJson | { id: number };
  lines: RefundLineSpec[];
  /** Default `2026-11-18T14:30:00-05:00`. */
  createdAt?: string;
}

/** An order payload as plain JSON data. */
export type ShopifyOrderJson = { id: number; name: string; line_items: Record<string, unknown>[] } & Record<
  string,
  unknown
>;
export type ShopifyRefundJson = { id: number; order_id: number } & Record<string, unknown>;

let orderSequence = 0;
let lineSequence = 0;
let refundSequence = 0;
let nameSequence = 0;

const nextOrderId = () => 5_620_000_000_000 + ++orderSequence;
const nextLineId = () => 14_000_000_000_000 + ++lineSequence;
const nextRefundId = () => 980_000_000_000 + ++refundSequence;

/** The default POS location and device of the builders. */
export const POS_LOCATION_ID = 68_000_000_001;

function cents(text: string): number {
  const value = parseMoney(text);
  if (value === null) throw new Error(`not money: ${text}`);
  return value;
}

const sum = (amounts: string[] = []) => amounts.reduce((total, amount) => total + cents(amount), 0);

/** `{shop_money, presentment_money}` as Shopify writes every `*_set`. */
function moneySet(amountCents: number, currency: string) {
  const amount = formatMoney(amountCents);
  return {
    shop_money: { amount, currency_code: currency },
    presentment_money: { amount, currency_code: currency },
  };
}

function lineItem(spec: LineSpec, currency: string): Record<string, unknown> {
  const id = spec.id ?? nextLineId();
  const quantity = spec.quantity ?? 1;
  const title = spec.title ?? (spec.tip ? 'Tip' : spec.giftCard ? 'Gift card' : `Product ${id}`);
  const productId =
    spec.productId !== undefined ? spec.productId : spec.tip ? null : 7_900_000_000_000 + (id % 1000);
  const discount = sum(spec.discounts);
  const line: Record<string, unknown> = {
    id,
    admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
    attributed_staffs: (spec.staff ?? []).map((staff) => ({
      id: `gid://shopify/StaffMember/${staff.id}`,
      quantity: staff.quantity,
    })),
    current_quantity: quantity,
    fulfillable_quantity: spec.tip ? 0 : quantity,
    fulfillment_service: 'manual',
    fulfillment_status: spec.tip ? 'not_eligible' : null,
    gift_card: spec.giftCard ?? false,
    grams: spec.tip || spec.giftCard ? 0 : 250,
    name: title,
    price: spec.price,
    price_set: moneySet(cents(spec.price), currency),
    product_exists: productId !== null,
    product_id: productId,
    properties: [],
    quantity,
    requires_shipping: !(spec.tip || spec.giftCard),
    sales_line_item_group_id: null,
    sku: spec.sku !== undefined ? spec.sku : spec.tip ? null : `SKU-${id}`,
    taxable: !(spec.tip || spec.giftCard),
    title,
    total_discount: '0.00',
    total_discount_set: moneySet(0, currency),
    variant_id: spec.variantId !== undefined ? spec.variantId : productId === null ? null : productId + 1,
    variant_inventory_management: productId === null ? null : 'shopify',
    variant_title: null,
    vendor: spec.vendor !== undefined ? spec.vendor : productId === null ? null : 'Shiftbook Test Goods',
    tax_lines: (spec.taxes ?? []).map((price) => ({
      channel_liable: false,
      price,
      price_set: moneySet(cents(price), currency),
      rate: 0.08,
      title: 'State Tax',
    })),
    duties: [],
    discount_allocations: (spec.discounts ?? []).map((amount) => ({
      amount,
      amount_set: moneySet(cents(amount), currency),
      discount_application_index: 0,
    })),
  };
  if (spec.tip) {
    // As in a real POS order's tip line: the tip_* keys are present (null when the gateway is
    // not told) and a `tip` object carries the same two fields.
    line.tip = { payment_method: null, payment_gateway: spec.tipObjectGateway ?? null };
    line.tip_payment_gateway = spec.tipGateway ?? null;
    line.tip_payment_method = null;
  }
  if (discount > cents(spec.price) * quantity) throw new Error('a discount larger than its line');
  return line;
}

/** A whole order payload, totals worked out from its lines as Shopify does. */
export function orderPayload(spec: OrderSpec): ShopifyOrderJson {
  const id = spec.id ?? nextOrderId();
  const currency = spec.currency ?? 'USD';
  const taxesIncluded = spec.taxesIncluded ?? false;
  const processedAt = spec.processedAt ?? '2026-11-16T10:15:00-05:00';
  const lineItems = spec.lines.map((line) => lineItem(line, currency));
  const lineTotal = spec.lines.reduce((total, line) => total + cents(line.price) * (line.quantity ?? 1), 0);
  const discounts = spec.lines.reduce((total, line) => total + sum(line.discounts), 0);
  const taxes = spec.lines.reduce((total, line) => total + sum(line.taxes), 0);
  const tips = spec.lines
    .filter((line) => line.tip)
    .reduce((total, line) => total + cents(line.price) * (line.quantity ?? 1), 0);
  const shipping = spec.shipping ? cents(spec.shipping) : 0;
  const subtotal = lineTotal - discounts;
  const total = subtotal + (taxesIncluded ? 0 : taxes) + shipping;
  const money = (amount: number) => formatMoney(amount);
  const address = {
    first_name: 'Jane',
    address1: '42 Private Lane',
    phone: '+1 555 0100',
    city: 'Springfield',
    zip: '12345',
    province: 'Oregon',
    country: 'United States',
    last_name: 'Customer',
    address2: null,
    company: null,
    latitude: 44.05,
    longitude: -123.08,
    name: 'Jane Customer',
    country_code: 'US',
    province_code: 'OR',
  };
  const name = spec.name ?? `#${1000 + ++nameSequence}`;
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    app_id: 129_785,
    browser_ip: null,
    buyer_accepts_marketing: false,
    cancel_reason: null,
    cancelled_at: null,
    cart_token: null,
    checkout_id: null,
    checkout_token: null,
    client_details: null,
    closed_at: null,
    confirmation_number: 'QX7P2MZ4K',
    confirmed: true,
    contact_email: 'jane.customer@example.com',
    created_at: processedAt,
    currency,
    current_subtotal_price: money(subtotal),
    current_subtotal_price_set: moneySet(subtotal, currency),
    current_total_discounts: money(discounts),
    current_total_discounts_set: moneySet(discounts, currency),
    current_total_price: money(total),
    current_total_price_set: moneySet(total, currency),
    current_total_tax: money(taxes),
    current_total_tax_set: moneySet(taxes, currency),
    customer_locale: 'en-US',
    device_id: 3,
    discount_codes: [],
    email: 'jane.customer@example.com',
    estimated_taxes: false,
    financial_status: spec.financialStatus ?? 'paid',
    fulfillment_status: null,
    landing_site: null,
    landing_site_ref: null,
    location_id: spec.locationId !== undefined ? spec.locationId : POS_LOCATION_ID,
    merchant_of_record_app_id: null,
    name,
    note: 'Customer asked for gift wrap',
    note_attributes: [],
    number: Number(name.replace(/\D/g, '')) || 1,
    order_number: Number(name.replace(/\D/g, '')) || 1001,
    order_status_url: `https://shiftbook-test.myshopify.com/70000000001/orders/${id}/authenticate?key=abc`,
    payment_gateway_names: spec.gateways ?? ['shopify_payments'],
    phone: '+1 555 0100',
    po_number: null,
    presentment_currency: currency,
    processed_at: processedAt,
    reference: null,
    referring_site: null,
    source_identifier: '3-1001',
    source_name: 'pos',
    source_url: null,
    subtotal_price: money(subtotal),
    subtotal_price_set: moneySet(subtotal, currency),
    tags: '',
    tax_exempt: false,
    tax_lines:
      taxes > 0 ? [{ channel_liable: false, price: money(taxes), rate: 0.08, title: 'State Tax' }] : [],
    taxes_included: taxesIncluded,
    test: false,
    token: `token-${id}`,
    total_discounts: money(discounts),
    total_discounts_set: moneySet(discounts, currency),
    total_line_items_price: money(lineTotal),
    total_line_items_price_set: moneySet(lineTotal, currency),
    total_outstanding: '0.00',
    total_price: money(total),
    total_price_set: moneySet(total, currency),
    total_shipping_price_set: moneySet(shipping, currency),
    total_tax: money(taxes),
    total_tax_set: moneySet(taxes, currency),
    total_tip_received: money(tips),
    total_weight: 0,
    updated_at: processedAt,
    user_id: spec.userId ?? null,
    billing_address: address,
    customer: {
      id: 6_310_627_314_723,
      email: 'jane.customer@example.com',
      created_at: '2025-03-01T09:00:00-05:00',
      updated_at: processedAt,
      first_name: 'Jane',
      last_name: 'Customer',
      state: 'enabled',
      note: null,
      verified_email: true,
      multipass_identifier: null,
      tax_exempt: false,
      phone: '+1 555 0100',
      currency,
      tax_exemptions: [],
      admin_graphql_api_id: 'gid://shopify/Customer/6310627314723',
      default_address: {
        id: 7_243_470_612_851,
        customer_id: 6_310_627_314_723,
        ...address,
        default: true,
      },
    },
    discount_applications:
      discounts > 0
        ? [
            {
              target_type: 'line_item',
              type: 'manual',
              value: '10.0',
              value_type: 'percentage',
              allocation_method: 'across',
              target_selection: 'explicit',
              title: 'Staff discount',
              description: 'Staff discount',
            },
          ]
        : [],
    fulfillments: [],
    line_items: lineItems,
    payment_terms: null,
    refunds: [],
    shipping_address: address,
    shipping_lines: spec.shipping
      ? [
          {
            id: 4_271_878_346_596,
            carrier_identifier: null,
            code: 'Standard',
            discounted_price: spec.shipping,
            discounted_price_set: moneySet(shipping, currency),
            is_removed: false,
            phone: null,
            price: spec.shipping,
            price_set: moneySet(shipping, currency),
            requested_fulfillment_service_id: null,
            source: 'shopify',
            title: 'Standard',
            tax_lines: [],
            discount_allocations: [],
          },
        ]
      : [],
    returns: [],
    line_item_groups: [],
  };
}

/** A refunds/create payload; `subtotal` and `total_tax` are JSON numbers, as Shopify sends them. */
export function refundPayload(spec: RefundSpec): ShopifyRefundJson {
  const id = spec.id ?? nextRefundId();
  const orderId = spec.order.id;
  const createdAt = spec.createdAt ?? '2026-11-18T14:30:00-05:00';
  const orderLines = 'line_items' in spec.order ? spec.order.line_items : [];
  const currency =
    'currency' in spec.order && typeof spec.order.currency === 'string' ? spec.order.currency : 'USD';
  let refunded = 0;
  const refundLineItems = spec.lines.map((line, index) => {
    const subtotal = cents(line.subtotal);
    const tax = cents(line.totalTax ?? '0.00');
    refunded += subtotal + tax;
    return {
      id: 658_470_000_000 + id * 10 + index,
      line_item_id: line.lineItemId,
      location_id: POS_LOCATION_ID,
      quantity: line.quantity ?? 1,
      restock_type: 'return',
      // Number() reads Shopify's own decimal text; the test never does arithmetic on it.
      subtotal: Number(formatMoney(subtotal)),
      subtotal_set: moneySet(subtotal, currency),
      total_tax: Number(formatMoney(tax)),
      total_tax_set: moneySet(tax, currency),
      line_item: orderLines.find((item) => item.id === line.lineItemId) ?? { id: line.lineItemId },
    };
  });
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Refund/${id}`,
    created_at: createdAt,
    note: 'Returned at the counter',
    order_id: orderId,
    processed_at: createdAt,
    restock: true,
    total_duties_set: moneySet(0, currency),
    user_id: 902_541_635,
    order_adjustments: [],
    transactions: [
      {
        id: 389_404_469 + id,
        admin_graphql_api_id: `gid://shopify/OrderTransaction/${389_404_469 + id}`,
        amount: formatMoney(refunded),
        authorization: null,
        created_at: createdAt,
        currency,
        device_id: null,
        error_code: null,
        gateway: 'shopify_payments',
        kind: 'refund',
        location_id: POS_LOCATION_ID,
        message: null,
        order_id: orderId,
        parent_id: 801_038_806,
        processed_at: createdAt,
        receipt: {},
        source_name: 'pos',
        status: 'success',
        test: false,
        user_id: 902_541_635,
        payment_details: { credit_card_number: '•••• •••• •••• 4242', credit_card_company: 'Visa' },
      },
    ],
    refund_line_items: refundLineItems,
    duties: [],
  };
}

/**
 * A realistic POS order, #1001, with its amounts worked out by hand (taxes on top, USD):
 *
 * - line 14000000000101: 3 × 25.00 = 75.00 − 7.50 discount = **67.50**, sold 2:1 by staff
 *   902541635 and 902541636 → 45.00 and 22.50; tax 5.40 (on top, not taken off);
 * - line 14000000000102: 1 × 19.99, no attribution → **19.99** to the POS user 902541635;
 * - line 14000000000103: a 50.00 gift card, not a sale;
 * - line 14000000000104: a 5.00 tip, not a sale;
 * - shipping 10.00, not a sale.
 *
 * Net sales 87.49: 902541635 sold 64.99 (45.00 + 19.99), 902541636 sold 22.50.
 */
export function fullOrderFixture(overrides: Partial<OrderSpec> = {}): ShopifyOrderJson {
  return orderPayload({
    id: 5_620_000_001_001,
    name: '#1001',
    userId: 902_541_635,
    processedAt: '2026-11-16T10:15:00-05:00',
    shipping: '10.00',
    lines: [
      {
        id: 14_000_000_000_101,
        title: 'Merino scarf',
        price: '25.00',
        quantity: 3,
        discounts: ['7.50'],
        taxes: ['5.40'],
        staff: [
          { id: 902_541_635, quantity: 2 },
          { id: 902_541_636, quantity: 1 },
        ],
      },
      { id: 14_000_000_000_102, title: 'Leather wallet', price: '19.99', taxes: ['1.60'] },
      { id: 14_000_000_000_103, price: '50.00', giftCard: true },
      { id: 14_000_000_000_104, price: '5.00', tip: true },
    ],
    ...overrides,
  });
}

/**
 * The same order as an `orders/updated` after an attribution edit at POS: a deep copy whose
 * line `lineItemId` names `staff` instead (an empty list removes its attribution), and whose
 * `updated_at` moves to `updatedAt` (default `2026-11-17T09:00:00-05:00`). Everything else,
 * `processed_at` included, stays as it was.
 */
export function reattributed(
  order: ShopifyOrderJson,
  lineItemId: number,
  staff: { id: number | string; quantity: number }[],
  updatedAt = '2026-11-17T09:00:00-05:00',
): ShopifyOrderJson {
  const copy = structuredClone(order);
  const line = copy.line_items.find((item) => item.id === lineItemId);
  if (!line) throw new Error(`order ${order.id} has no line ${lineItemId}`);
  line.attributed_staffs = staff.map((entry) => ({
    id: `gid://shopify/StaffMember/${entry.id}`,
    quantity: entry.quantity,
  }));
  copy.updated_at = updatedAt;
  return copy;
}
