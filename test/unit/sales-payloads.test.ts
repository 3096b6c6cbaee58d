import { describe, expect, it } from 'vitest';
import { AppError } from '../../web/domain/errors.js';
import { lineShares, orderNetCents, refundByStaff, salesByStaff } from '../../web/domain/sales/index.js';
import {
  moneyCents,
  parseOrderPayload,
  parseRefundPayload,
  ShopifyOrderPayload,
} from '../../web/services/sales/order-payloads.js';
import {
  fullOrderFixture,
  orderPayload,
  POS_LOCATION_ID,
  reattributed,
  refundPayload,
} from '../helpers/shopify-orders.js';

/** The 400 a payload gets, with the fields at fault. */
function refusal(parse: () => unknown): AppError {
  try {
    parse();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the payload was accepted');
}

/** A copy of the fixture with its first line item changed by `edit`. */
function withFirstLine(edit: (line: Record<string, unknown>) => void) {
  const order = fullOrderFixture();
  edit(order.line_items[0]!);
  return order;
}

describe('orders/paid and orders/updated payloads', () => {
  it('reads the full POS order into what Shiftbook keeps, amounts in cents', () => {
    const parsed = parseOrderPayload(JSON.parse(JSON.stringify(fullOrderFixture())));
    expect(parsed).toEqual({
      orderId: '5620000001001',
      name: '#1001',
      processedAt: Date.parse('2026-11-16T15:15:00Z'),
      updatedAt: Date.parse('2026-11-16T15:15:00Z'),
      locationId: String(POS_LOCATION_ID),
      financialStatus: 'paid',
      currency: 'USD',
      sale: {
        taxesIncluded: false,
        userId: '902541635',
        lines: [
          {
            id: '14000000000101',
            unitPriceCents: 2500,
            quantity: 3,
            discountCents: 750,
            taxCents: 540,
            excluded: false,
            attributedStaffs: [
              { staffMemberId: '902541635', quantity: 2 },
              { staffMemberId: '902541636', quantity: 1 },
            ],
            productId: '7900000000101',
            variantId: '7900000000102',
            sku: 'SKU-14000000000101',
            vendor: 'Shiftbook Test Goods',
          },
          {
            id: '14000000000102',
            unitPriceCents: 1999,
            quantity: 1,
            discountCents: 0,
            taxCents: 160,
            excluded: false,
            attributedStaffs: [],
            productId: '7900000000102',
            variantId: '7900000000103',
            sku: 'SKU-14000000000102',
            vendor: 'Shiftbook Test Goods',
          },
          {
            id: '14000000000103',
            unitPriceCents: 5000,
            quantity: 1,
            discountCents: 0,
            taxCents: 0,
            excluded: true,
            attributedStaffs: [],
            productId: '7900000000103',
            variantId: '7900000000104',
            sku: 'SKU-14000000000103',
            vendor: 'Shiftbook Test Goods',
          },
          {
            id: '14000000000104',
            unitPriceCents: 500,
            quantity: 1,
            discountCents: 0,
            taxCents: 0,
            excluded: true,
            attributedStaffs: [],
            productId: null,
            variantId: null,
            sku: null,
            vendor: null,
            // SPEC §18: no tip gateway on the line, so the order's only gateway.
            tip: { gateway: 'shopify_payments' },
          },
        ],
      },
    });
  });

  it('gives the fixture the sales worked out by hand: 87.49, of which 64.99 and 22.50 attributed', () => {
    const { sale } = parseOrderPayload(fullOrderFixture());
    // 75.00 − 7.50 = 67.50 shared 2:1 → 45.00 / 22.50; 19.99 to the POS user; gift card, tip, shipping out.
    expect(orderNetCents(sale)).toBe(8749);
    expect(salesByStaff(lineShares(sale))).toEqual([
      { staffMemberId: '902541635', saleCents: 6499 },
      { staffMemberId: '902541636', saleCents: 2250 },
    ]);
  });

  it('keeps nothing of the customer: no name, email, phone, address or note', () => {
    const kept = JSON.stringify(parseOrderPayload(fullOrderFixture()));
    for (const personal of [
      'Jane',
      'Customer',
      'example.com',
      '555',
      'Private Lane',
      'Springfield',
      'gift wrap',
    ])
      expect(kept).not.toContain(personal);
  });

  it('takes a line’s taxes off when the order’s prices include them', () => {
    // 22.00 × 2 − 4.00 = 40.00 including 6.67 VAT: 33.33 sold.
    const payload = orderPayload({
      taxesIncluded: true,
      currency: 'EUR',
      lines: [{ price: '22.00', quantity: 2, discounts: ['4.00'], taxes: ['6.67'] }],
    });
    const { sale, currency } = parseOrderPayload(payload);
    expect(currency).toBe('EUR');
    expect(sale.taxesIncluded).toBe(true);
    expect(orderNetCents(sale)).toBe(3333);
  });

  it('reads money written with one or no decimals, and JSON numbers, exactly', () => {
    const order = withFirstLine((line) => {
      line.price = '25.0';
      line.discount_allocations = [{ amount: '7' }, { amount: 0.5 }];
      line.tax_lines = [{ price: '5.4' }];
    });
    const [line] = parseOrderPayload(order).sale.lines;
    expect(line).toMatchObject({ unitPriceCents: 2500, discountCents: 750, taxCents: 540 });
    expect(moneyCents('0.07')).toBe(7);
    expect(moneyCents(16.5)).toBe(1650);
    expect(moneyCents(0.1 + 0.2)).toBeNull();
    expect(moneyCents(1e21)).toBeNull();
    expect(moneyCents(Number.NaN)).toBeNull();
  });

  it.each([
    ['more than two decimals', '10.001'],
    ['a negative price', '-10.00'],
    ['an exponent', '1e3'],
    ['a comma', '10,00'],
    ['no digits', ''],
  ])('refuses %s as a price', (_, price) => {
    const error = refusal(() => parseOrderPayload(withFirstLine((line) => (line.price = price))));
    expect(error.code).toBe('validation_error');
    expect(error.errors).toEqual([expect.objectContaining({ field: 'line_items.0.price' })]);
  });

  it('keeps ids past 2^31 exactly as strings, from numbers or digits', () => {
    const order = fullOrderFixture({ id: 2 ** 53 - 1, userId: 4_294_967_297 });
    expect(parseOrderPayload(order)).toMatchObject({
      orderId: '9007199254740991',
      sale: { userId: '4294967297' },
    });
    expect(parseOrderPayload({ ...order, id: '820982911946154508' }).orderId).toBe('820982911946154508');
  });

  it('refuses an id JSON.parse could not keep exactly, rather than store a rounded one', () => {
    // Shopify's own sample payloads use ids such as 820982911946154508, past 2^53.
    const body = JSON.parse(
      JSON.stringify(fullOrderFixture()).replace('"id":5620000001001', '"id":820982911946154508'),
    );
    expect(refusal(() => parseOrderPayload(body)).errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('allows fields Shopify adds later', () => {
    const order = fullOrderFixture();
    Object.assign(order, { brand_new_field: { nested: [1, 2, 3] }, current_total_additional_fees_set: null });
    Object.assign(order.line_items[0]!, { another_new_field: 'x' });
    expect(parseOrderPayload(order).orderId).toBe('5620000001001');
  });

  it('reads the numeric id out of each attributed staff gid, and no key as no attribution', () => {
    const older = withFirstLine((line) => delete line.attributed_staffs);
    expect(parseOrderPayload(older).sale.lines[0]!.attributedStaffs).toEqual([]);
    const foreign = withFirstLine(
      (line) => (line.attributed_staffs = [{ id: 'gid://shopify/Customer/1', quantity: 1 }]),
    );
    expect(refusal(() => parseOrderPayload(foreign)).errors).toEqual([
      expect.objectContaining({ field: 'line_items.0.attributed_staffs.0.id' }),
    ]);
  });

  it('dates the order by processed_at, else created_at, in ms', () => {
    const order = fullOrderFixture({ processedAt: '2026-03-08T01:59:59.250+05:30' });
    expect(parseOrderPayload(order).processedAt).toBe(Date.parse('2026-03-07T20:29:59.250Z'));
    const unprocessed = { ...fullOrderFixture(), processed_at: null, created_at: '2026-11-16T09:00:00Z' };
    expect(parseOrderPayload(unprocessed).processedAt).toBe(Date.parse('2026-11-16T09:00:00Z'));
    const undated = { ...fullOrderFixture(), processed_at: null, created_at: null };
    expect(refusal(() => parseOrderPayload(undated)).errors).toEqual([
      expect.objectContaining({ field: 'processed_at' }),
    ]);
    expect(refusal(() => parseOrderPayload({ ...fullOrderFixture(), processed_at: '16/11/2026' })).code).toBe(
      'validation_error',
    );
  });

  it('reads an attribution edit of orders/updated, the order still dated when it was processed', () => {
    const original = fullOrderFixture();
    const edited = parseOrderPayload(
      reattributed(original, 14_000_000_000_101, [{ id: 902_541_636, quantity: 3 }]),
    );
    expect(edited.processedAt).toBe(parseOrderPayload(original).processedAt);
    expect(salesByStaff(lineShares(edited.sale))).toEqual([
      { staffMemberId: '902541636', saleCents: 6750 },
      { staffMemberId: '902541635', saleCents: 1999 },
    ]);
    // The original is untouched.
    expect(parseOrderPayload(original).sale.lines[0]!.attributedStaffs).toHaveLength(2);
  });

  it('keeps an online order’s missing location as null', () => {
    expect(parseOrderPayload(fullOrderFixture({ locationId: null })).locationId).toBeNull();
  });

  it('refuses a name that is not one plain line, and an order past 100,000,000.00', () => {
    expect(refusal(() => parseOrderPayload(fullOrderFixture({ name: '#1001\u202E' }))).errors).toEqual([
      expect.objectContaining({ field: 'name' }),
    ]);
    const huge = orderPayload({ lines: [{ price: '99999999.99', quantity: 2 }] });
    expect(refusal(() => parseOrderPayload(huge)).errors).toEqual([
      expect.objectContaining({ field: 'line_items' }),
    ]);
  });

  it('refuses what is not an order at all', () => {
    for (const body of [null, [], 'order', { id: 1 }])
      expect(refusal(() => parseOrderPayload(body)).code).toBe('validation_error');
    expect(ShopifyOrderPayload.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('which lines are tips or gift cards', () => {
  const excluded = (edit: (line: Record<string, unknown>) => void) =>
    parseOrderPayload(withFirstLine(edit)).sale.lines[0]!.excluded;
  const tipShape = { product_id: null, variant_id: null, title: 'Tip', name: 'Tip' };

  it('excludes a POS tip line as Shopify writes it (tip object, tip_* keys null)', () => {
    const order = orderPayload({ lines: [{ price: '3.59', tip: true }, { price: '10.00' }] });
    expect(parseOrderPayload(order).sale.lines.map((line) => line.excluded)).toEqual([true, false]);
  });

  it('excludes a line carrying tip_payment_gateway, which Shopify sends on tips only', () => {
    expect(excluded((line) => Object.assign(line, { tip_payment_gateway: 'shopify_payments' }))).toBe(true);
    expect(excluded((line) => Object.assign(line, { tip_payment_method: 'card' }))).toBe(true);
  });

  it('excludes a custom line titled Tip with no product, as older payloads show a tip', () => {
    expect(excluded((line) => Object.assign(line, tipShape))).toBe(true);
  });

  it('keeps custom sales with no product, and products that happen to be called Tip', () => {
    // Shopify's sample order has such a line: "Lens Protection Plan", product_id null.
    expect(excluded((line) => Object.assign(line, { ...tipShape, title: 'Lens Protection Plan' }))).toBe(
      false,
    );
    expect(excluded((line) => Object.assign(line, { title: 'Tip', product_id: 7_900_000_000_001 }))).toBe(
      false,
    );
  });

  it('excludes a gift card line; a line that does not say is no gift card', () => {
    expect(excluded((line) => (line.gift_card = true))).toBe(true);
    expect(excluded((line) => delete line.gift_card)).toBe(false);
  });

  it('reads an order without financial_status or taxes_included (built by hand) as the usual', () => {
    const order = fullOrderFixture() as Record<string, unknown>;
    delete order.financial_status;
    delete order.taxes_included;
    const parsed = parseOrderPayload(order);
    expect(parsed.financialStatus).toBeNull();
    expect(parsed.sale.taxesIncluded).toBe(false);
  });
});

describe('refunds/create payloads', () => {
  it('reads a refund of part of a line, its subtotal from the shop-money string', () => {
    const order = fullOrderFixture();
    const payload = refundPayload({
      id: 980_000_000_777,
      order,
      createdAt: '2026-11-18T14:30:00-05:00',
      lines: [{ lineItemId: 14_000_000_000_101, quantity: 1, subtotal: '22.50', totalTax: '1.80' }],
    });
    const refund = parseRefundPayload(JSON.parse(JSON.stringify(payload)));
    expect(refund).toEqual({
      refundId: '980000000777',
      orderId: '5620000001001',
      createdAt: Date.parse('2026-11-18T19:30:00Z'),
      lines: [{ lineId: '14000000000101', quantity: 1, subtotalCents: 2250, taxCents: 180 }],
    });
    // The scarf line was sold 2:1, so its refund is shared 2:1: 15.00 and 7.50.
    expect(refundByStaff(refund.lines, lineShares(parseOrderPayload(order).sale))).toEqual([
      { staffMemberId: '902541635', subtotalCents: 1500 },
      { staffMemberId: '902541636', subtotalCents: 750 },
    ]);
  });

  it('falls back to the bare subtotal and total_tax, which Shopify writes as JSON numbers', () => {
    const payload = refundPayload({
      order: { id: 1 },
      lines: [{ lineItemId: 2, subtotal: '16.50', totalTax: '3.30' }],
    });
    const [line] = payload.refund_line_items as Record<string, unknown>[];
    expect(line).toMatchObject({ subtotal: 16.5, total_tax: 3.3 });
    delete line!.subtotal_set;
    delete line!.total_tax_set;
    expect(parseRefundPayload(payload).lines).toEqual([
      { lineId: '2', quantity: 1, subtotalCents: 1650, taxCents: 330 },
    ]);
  });

  it('refuses a subtotal with float noise or none at all', () => {
    const payload = refundPayload({ order: { id: 1 }, lines: [{ lineItemId: 2, subtotal: '0.30' }] });
    const [line] = payload.refund_line_items as Record<string, unknown>[];
    delete line!.subtotal_set;
    line!.subtotal = 0.1 + 0.2;
    expect(refusal(() => parseRefundPayload(payload)).errors).toEqual([
      expect.objectContaining({ field: 'refund_line_items.0.subtotal' }),
    ]);
    delete line!.subtotal;
    expect(refusal(() => parseRefundPayload(payload)).errors).toEqual([
      expect.objectContaining({ field: 'refund_line_items.0.subtotal' }),
    ]);
  });

  it('reads a refund of shipping only as a refund with no lines', () => {
    const payload = { ...refundPayload({ order: { id: 1 }, lines: [] }), refund_line_items: undefined };
    expect(parseRefundPayload(payload).lines).toEqual([]);
  });

  it('refuses what is not a refund', () => {
    expect(refusal(() => parseRefundPayload({ id: 1, order_id: 2 })).errors).toEqual([
      expect.objectContaining({ field: 'created_at' }),
    ]);
  });
});
