import { describe, expect, it } from 'vitest';
import {
  ORDERS_PER_PAGE,
  orderHistoryQuery,
  orderHistorySearch,
  readOrderPage,
} from '../../web/services/sales/graphql-orders.js';
import { parseOrderPayload, parseRefundPayload } from '../../web/services/sales/order-payloads.js';
import { orderPayload, refundPayload } from '../helpers/shopify-orders.js';

/** `{shopMoney: {amount}}` as the Admin GraphQL API writes a MoneyBag's shop amount. */
const money = (amount: string) => ({ shopMoney: { amount } });
const staff = (id: number) => ({ id: `gid://shopify/StaffMember/${id}` });

interface LineSpec {
  id: number;
  price: string;
  quantity?: number;
  discounts?: string[];
  taxes?: string[];
  giftCard?: boolean;
  title?: string;
  sku?: string | null;
  requiresShipping?: boolean;
  staff?: number;
}

function lineNode(spec: LineSpec) {
  return {
    id: `gid://shopify/LineItem/${spec.id}`,
    title: spec.title ?? `Product ${spec.id}`,
    sku: spec.sku === undefined ? `SKU-${spec.id}` : spec.sku,
    quantity: spec.quantity ?? 1,
    isGiftCard: spec.giftCard ?? false,
    requiresShipping: spec.requiresShipping ?? true,
    ...(spec.staff !== undefined && { staffMember: staff(spec.staff) }),
    originalUnitPriceSet: money(spec.price),
    discountAllocations: (spec.discounts ?? []).map((amount) => ({ allocatedAmountSet: money(amount) })),
    taxLines: (spec.taxes ?? []).map((amount) => ({ priceSet: money(amount) })),
  };
}

/** An Order node as the import's query answers it, with the defaults of a paid POS order. */
function orderNode(
  overrides: Record<string, unknown> = {},
  lines: LineSpec[] = [{ id: 501, price: '12.00' }],
) {
  return {
    legacyResourceId: '5620000009001',
    name: '#9001',
    processedAt: '2026-11-16T15:15:00Z',
    createdAt: '2026-11-16T15:14:00Z',
    updatedAt: '2026-11-16T15:15:00Z',
    displayFinancialStatus: 'PAID',
    taxesIncluded: false,
    totalTipReceivedSet: money('0.0'),
    staffMember: staff(1002),
    retailLocation: { id: 'gid://shopify/Location/68000000001' },
    lineItems: { pageInfo: { hasNextPage: false }, nodes: lines.map(lineNode) },
    refunds: [],
    ...overrides,
  };
}

describe('readOrderPage', () => {
  it('reads an order into the very PaidOrder the orders/paid webhook gives for it', () => {
    const lines: LineSpec[] = [
      { id: 601, price: '20.00', quantity: 3, discounts: ['6.00'], taxes: ['4.32'], staff: 1001 },
      { id: 602, price: '5.0', quantity: 3, discounts: ['5.00'], staff: 1002 },
      { id: 603, price: '25.00', giftCard: true, staff: 1001 },
      { id: 604, price: '9.99' },
    ];
    const page = readOrderPage([orderNode({}, lines)]);
    const webhook = parseOrderPayload(
      orderPayload({
        id: 5_620_000_009_001,
        name: '#9001',
        userId: 1002,
        locationId: 68_000_000_001,
        processedAt: '2026-11-16T10:15:00-05:00',
        lines: [
          {
            id: 601,
            price: '20.00',
            quantity: 3,
            discounts: ['6.00'],
            taxes: ['4.32'],
            staff: [{ id: 1001, quantity: 3 }],
          },
          { id: 602, price: '5.00', quantity: 3, discounts: ['5.00'], staff: [{ id: 1002, quantity: 3 }] },
          { id: 603, price: '25.00', giftCard: true, staff: [{ id: 1001, quantity: 1 }] },
          { id: 604, price: '9.99' },
        ],
      }),
    );
    const { financialStatus: _status, currency: _currency, updatedAt, ...expected } = webhook;
    // The import reads no product, variant or vendor (SPEC §18 rules then match its skus only).
    const sale = {
      ...expected.sale,
      lines: expected.sale.lines.map(({ productId: _p, variantId: _v, vendor: _vendor, ...line }) => line),
    };
    // The same version, recorded a millisecond before it so the webhook's exact split still applies.
    expect(page).toEqual({
      orders: [{ ...expected, sale, updatedAt: updatedAt! - 1 }],
      refunds: [],
      skipped: [],
    });
  });

  it('records the version it read just before its updatedAt, and none when there is none', () => {
    const [read] = readOrderPage([orderNode({ updatedAt: '2026-11-17T14:00:00Z' })]).orders;
    expect(read!.updatedAt).toBe(Date.parse('2026-11-17T14:00:00Z') - 1);
    expect(readOrderPage([orderNode({ updatedAt: null })]).orders[0]!.updatedAt).toBeNull();
  });

  it('reads a refund into the OrderRefund refunds/create gives, by the REST ids', () => {
    const refund = {
      legacyResourceId: '980000000123',
      createdAt: '2026-11-18T19:30:00Z',
      refundLineItems: {
        pageInfo: { hasNextPage: false },
        nodes: [
          {
            lineItem: { id: 'gid://shopify/LineItem/501' },
            quantity: 1,
            subtotalSet: money('12.0'),
            totalTaxSet: money('0.96'),
          },
        ],
      },
    };
    const page = readOrderPage([orderNode({ refunds: [refund] })]);
    const webhook = parseRefundPayload(
      refundPayload({
        id: 980_000_000_123,
        order: { id: 5_620_000_009_001 },
        createdAt: '2026-11-18T14:30:00-05:00',
        lines: [{ lineItemId: 501, subtotal: '12.00', totalTax: '0.96' }],
      }),
    );
    expect(page.refunds).toEqual([webhook]);
  });

  it('attributes nothing and knows no location when the shop granted neither read_users nor read_locations', () => {
    const node = orderNode({ staffMember: undefined, retailLocation: undefined });
    const { orders } = readOrderPage([JSON.parse(JSON.stringify(node))]);
    expect(orders[0]).toMatchObject({ locationId: null, sale: { userId: null } });
    expect(orders[0]!.sale.lines[0]!.attributedStaffs).toEqual([]);
  });

  it('counts a line titled Tip with no SKU and nothing to ship as a tip only on an order that received tips', () => {
    const tip: LineSpec = { id: 701, price: '3.00', title: ' tip ', sku: null, requiresShipping: false };
    const withTips = readOrderPage([orderNode({ totalTipReceivedSet: money('3.00') }, [tip])]);
    expect(withTips.orders[0]!.sale.lines[0]!.excluded).toBe(true);
    const withoutTips = readOrderPage([orderNode({}, [tip])]);
    expect(withoutTips.orders[0]!.sale.lines[0]!.excluded).toBe(false);
    const product = readOrderPage([
      orderNode({ totalTipReceivedSet: money('3.00') }, [{ ...tip, sku: 'TIP-JAR' }]),
    ]);
    expect(product.orders[0]!.sale.lines[0]!.excluded).toBe(false);
  });

  it('dates an order by processedAt, else createdAt', () => {
    const { orders } = readOrderPage([orderNode({ processedAt: null })]);
    expect(orders[0]!.processedAt).toBe(Date.parse('2026-11-16T15:14:00Z'));
  });

  it('passes over an order that is not paid, and skips with a reason what it cannot record whole', () => {
    const page = readOrderPage([
      orderNode({ legacyResourceId: '1', displayFinancialStatus: 'PENDING' }),
      orderNode({ legacyResourceId: '2' }, [{ id: 1, price: '10.001' }]),
      orderNode({ legacyResourceId: '3', lineItems: { pageInfo: { hasNextPage: true }, nodes: [] } }),
      orderNode({ legacyResourceId: '4', name: '#1\u0000' }),
      orderNode({ legacyResourceId: '5' }, [{ id: 1, price: '100000001.00' }]),
      orderNode({ legacyResourceId: '6', staffMember: { id: 'gid://shopify/User/1' } }),
      orderNode({ legacyResourceId: '7' }),
      null,
    ]);
    expect(page.orders.map((order) => order.orderId)).toEqual(['7']);
    expect(page.skipped).toEqual([
      { order: '2', reason: 'bad lineItems.nodes.0.originalUnitPriceSet' },
      { order: '3', reason: 'more than 100 lines' },
      { order: '4', reason: expect.stringMatching(/^name must not contain/) },
      { order: '5', reason: 'larger than 100,000,000.00' },
      { order: '6', reason: 'bad staffMember.id' },
      { order: null, reason: 'bad order' },
    ]);
  });

  it('leaves out a refund whose lines do not all fit in the page, rather than take back too little', () => {
    const refund = {
      legacyResourceId: '77',
      createdAt: '2026-11-18T19:30:00Z',
      refundLineItems: { pageInfo: { hasNextPage: true }, nodes: [] },
    };
    const page = readOrderPage([orderNode({ refunds: [refund] })]);
    expect(page.orders).toHaveLength(1);
    expect(page.refunds).toEqual([]);
    expect(page.skipped).toEqual([{ order: '5620000009001', reason: 'refund 77 too large' }]);
  });
});

describe('the orders query', () => {
  it('asks for 50 paid orders of the window, oldest first, and no customer data', () => {
    const query = orderHistoryQuery({ staff: true, locations: true });
    expect(ORDERS_PER_PAGE).toBe(50);
    expect(query).toContain('orders(first: 50, after: $after, query: $query, sortKey: PROCESSED_AT)');
    for (const field of ['customer', 'email', 'phone', 'Address', 'note', 'transactions'])
      expect(query).not.toContain(field);
    expect(orderHistorySearch(Date.parse('2026-09-17T12:00:00Z'))).toBe(
      "(financial_status:paid OR financial_status:partially_refunded OR financial_status:refunded) AND processed_at:>='2026-09-17T12:00:00.000Z'",
    );
  });

  it('asks for staff only with read_users and locations only with read_locations, since either would fail the query', () => {
    const bare = orderHistoryQuery({ staff: false, locations: false });
    expect(bare).not.toContain('staffMember');
    expect(bare).not.toContain('retailLocation');
    const full = orderHistoryQuery({ staff: true, locations: true });
    expect(full.match(/staffMember \{ id \}/g)).toHaveLength(2);
    expect(full).toContain('retailLocation { id }');
  });
});
