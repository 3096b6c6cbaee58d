import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogEntry } from '../../web/services/sales/product-catalog.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { cents } from '../helpers/shop-client.js';
import { type LineSpec, orderPayload, reattributed, refundPayload } from '../helpers/shopify-orders.js';

/**
 * SPEC §18 bullets 3–4 through signed webhooks: which rule pays each share of a line, per-line
 * rounding, and refunds taken back with the original line's rule. Staff: ana (Shopify 1001,
 * 5.00 %), ben (1002, 10.00 %), cy (1003, no rate). The shop is in New York.
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

interface Line {
  line_id: string;
  rule: string | null;
  basis: string;
  units: number;
  amount: string;
}
interface Commission {
  staff: string;
  sale_amount: string;
  rate: string | null;
  amount: string;
  occurred_at: string;
  refund_id: string | null;
  lines: Line[];
}

async function rulesShop() {
  const domain = `rules-${process.pid}-${++shops}.myshopify.com`;
  const { call } = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  for (const [handle, link, rate] of [
    ['ana', '1001', '5.00'],
    ['ben', '1002', '10.00'],
    ['cy', '1003', null],
  ] as const) {
    const res = await call('POST', '/v1/staff', {
      handle,
      name: handle,
      shopify_staff_member_id: link,
      commission_rate: rate,
    });
    expect(res.status, res.text).toBe(201);
  }
  const send = async (topic: string, payload: unknown) => {
    const res = await sendWebhook(app, topic, domain, payload);
    expect(res.status, res.text).toBe(200);
  };
  /** Products as the catalog knows them (decision 67), written where its webhooks write. */
  const catalog = async (products: Record<string, CatalogEntry>) => {
    const { db, repos } = app.deps;
    const shop = (await repos.shops.findByDomain(domain))!;
    await db.transaction(async () => {
      for (const [id, facts] of Object.entries(products)) {
        await repos.productCatalog.setProductType(shop.id, id, facts.productType, null, Date.now());
        await repos.productCatalog.replaceCollectionsOfProduct(shop.id, id, facts.collectionIds);
      }
    });
  };
  const rule = async (body: Record<string, unknown>): Promise<string> => {
    const res = await call('POST', '/v1/commission-rules', body);
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  };
  const commissions = async (): Promise<Commission[]> =>
    ((await call('GET', '/v1/commissions?limit=100')).body.data as Commission[]).sort(
      (a, b) =>
        a.occurred_at.localeCompare(b.occurred_at) ||
        Number(b.amount.startsWith('-')) - Number(a.amount.startsWith('-')) ||
        a.staff.localeCompare(b.staff),
    );
  const of = async (staff: string) => (await commissions()).filter((c) => c.staff === staff);
  /** Each line's rule (null: the rate) of a staff member's one commission, by line id. */
  const rulesOf = async (staff: string) => {
    const [only, ...more] = await of(staff);
    expect(more).toEqual([]);
    return Object.fromEntries(only!.lines.map((line) => [line.line_id, line.rule]));
  };
  const totals = async () => {
    const out: Record<string, number> = {};
    for (const c of await commissions()) out[c.staff] = (out[c.staff] ?? 0) + cents(c.amount);
    return out;
  };
  return { call, send, rule, commissions, of, rulesOf, totals, catalog };
}

const ana = (quantity = 1) => [{ id: 1001, quantity }];
const lineIds = (order: { line_items: Record<string, unknown>[] }) =>
  order.line_items.map((line) => String(line.id));

describe('the flat rate, per line (SPEC §18 bullet 4)', () => {
  it('rounds each line on its own: §12’s #1001 pays 2.75 + 0.73 = 3.48; two 0.10 lines pay 0.01 each', async () => {
    const { send, of } = await rulesShop();
    const order = orderPayload({
      lines: [
        { price: '55.00', staff: ana() },
        { price: '14.50', staff: ana() },
      ],
    });
    await send('orders/paid', order);
    const [first, second] = lineIds(order);
    expect(await of('ana')).toMatchObject([
      {
        sale_amount: '69.50',
        rate: '5.00',
        amount: '3.48',
        lines: [
          { line_id: first, rule: null, basis: '55.00', units: 1, amount: '2.75' },
          { line_id: second, rule: null, basis: '14.50', units: 1, amount: '0.73' },
        ],
      },
    ]);
    const small = orderPayload({
      lines: [
        { price: '0.10', staff: ana() },
        { price: '0.10', staff: ana() },
      ],
    });
    await send('orders/paid', small);
    // 0.005 each, half-up: 0.01 + 0.01, where 0.20 × 5 % would be 0.01.
    expect((await of('ana'))[1]).toMatchObject({ sale_amount: '0.20', amount: '0.02' });
  });
});

describe('the rule that wins (SPEC §18 bullet 3)', () => {
  it('takes the most specific matching criterion: variant > product > sku > collection > type > vendor', async () => {
    const { send, rule, rulesOf, catalog } = await rulesShop();
    await catalog({
      '501': { productType: 'Boots', collectionIds: ['77'] },
      '502': { productType: 'BOOTS', collectionIds: [] },
    });
    const lines: LineSpec[] = [
      { price: '10.00', productId: 500, variantId: 600, sku: 'BOOT-1', staff: ana() },
      { price: '10.00', productId: 500, variantId: 601, sku: 'BOOT-2', staff: ana() },
      { price: '10.00', productId: 503, variantId: 602, sku: 'BOOT-3', vendor: 'acme', staff: ana() },
      { price: '10.00', productId: 501, variantId: 603, sku: 'X', vendor: 'Acme', staff: ana() },
      { price: '10.00', productId: 502, variantId: 604, sku: 'Y', vendor: 'ACME', staff: ana() },
      { price: '10.00', productId: 504, variantId: 605, sku: 'Z', vendor: 'Acme', staff: ana() },
      { price: '10.00', productId: 505, variantId: 606, sku: 'boot-9', vendor: 'Other', staff: ana() },
    ];
    // Created least specific last, so "newest" alone would pick the vendor rule everywhere.
    const variant = await rule({ variant_ids: ['600'], rate: '1.00' });
    const product = await rule({ product_ids: ['500'], rate: '2.00' });
    const sku = await rule({ skus: ['BOOT-'], rate: '3.00' });
    const collection = await rule({ collection_ids: ['77'], rate: '4.00' });
    const type = await rule({ product_types: ['boots'], rate: '6.00' });
    const vendor = await rule({ vendors: ['ACME'], rate: '7.00' });
    const order = orderPayload({ lines });
    await send('orders/paid', order);
    const ids = lineIds(order);
    expect(await rulesOf('ana')).toEqual({
      [ids[0]!]: variant,
      [ids[1]!]: product,
      [ids[2]!]: sku,
      [ids[3]!]: collection,
      [ids[4]!]: type,
      [ids[5]!]: vendor,
      // Sku prefixes are exact case: boot-9 is not BOOT-; the rate pays it.
      [ids[6]!]: null,
    });
  });

  it('a product the catalog does not know matches no type or collection criterion', async () => {
    const { send, rule, rulesOf } = await rulesShop();
    await rule({ product_types: ['Boots'], collection_ids: ['77'], rate: '9.00' });
    const order = orderPayload({ lines: [{ price: '10.00', productId: 777, staff: ana() }] });
    await send('orders/paid', order);
    expect(await rulesOf('ana')).toEqual({ [lineIds(order)[0]!]: null });
  });

  it('of rules equally specific, the newest wins', async () => {
    const { send, rule, of } = await rulesShop();
    await rule({ skus: ['SKU-'], rate: '20.00' });
    const newest = await rule({ skus: ['S'], rate: '30.00' });
    await send('orders/paid', orderPayload({ lines: [{ price: '10.00', staff: ana() }] }));
    expect(await of('ana')).toMatchObject([{ rate: '30.00', amount: '3.00', lines: [{ rule: newest }] }]);
  });

  it('a 0.00 rule wins like any other: its line earns 0.00 and stays in lines and sale_amount', async () => {
    const { send, rule, of } = await rulesShop();
    const zero = await rule({ skus: ['GC-'], rate: '0.00' });
    const order = orderPayload({
      lines: [
        { price: '40.00', sku: 'GC-1', staff: ana() },
        { price: '10.00', staff: ana() },
      ],
    });
    await send('orders/paid', order);
    expect(await of('ana')).toMatchObject([
      {
        sale_amount: '50.00',
        rate: null,
        amount: '0.50',
        lines: [
          { rule: zero, basis: '40.00', amount: '0.00' },
          { rule: null, basis: '10.00', amount: '0.50' },
        ],
      },
    ]);
  });

  it('a rule limited to staff pays only them; a rule pays staff without a rate; no rule and no rate, nothing', async () => {
    const { send, rule, of } = await rulesShop();
    const forBen = await rule({ vendors: ['Shiftbook Test Goods'], rate: '20.00', staff: ['ben'] });
    const forCy = await rule({ skus: ['SKU-'], amount_per_unit: '1.00', staff: ['cy'] });
    const both = [
      { id: 1001, quantity: 1 },
      { id: 1002, quantity: 1 },
      { id: 1003, quantity: 1 },
    ];
    await send('orders/paid', orderPayload({ lines: [{ price: '30.00', quantity: 3, staff: both }] }));
    // 90.00 shared 1 : 1 : 1: ana 30.00 at her 5.00 % (neither rule lists her).
    expect(await of('ana')).toMatchObject([{ amount: '1.50', lines: [{ rule: null }] }]);
    expect(await of('ben')).toMatchObject([{ amount: '6.00', rate: '20.00', lines: [{ rule: forBen }] }]);
    expect(await of('cy')).toMatchObject([
      { amount: '1.00', rate: null, lines: [{ rule: forCy, units: 1 }] },
    ]);
    await send(
      'orders/paid',
      orderPayload({ lines: [{ price: '30.00', sku: 'NONE', staff: [{ id: 1003, quantity: 1 }] }] }),
    );
    expect(await of('cy')).toHaveLength(1);
  });

  it('holds rules on the order’s local processed_at date, ends inclusive', async () => {
    const { send, rule, of } = await rulesShop();
    const november = await rule({ skus: ['SKU-'], rate: '20.00', ends_on: '2026-11-30' });
    const december = await rule({ skus: ['SKU-'], rate: '30.00', starts_on: '2026-12-01' });
    // 02:00 UTC on 1 December is 21:00 on 30 November in New York.
    await send(
      'orders/paid',
      orderPayload({ processedAt: '2026-12-01T02:00:00Z', lines: [{ price: '10.00', staff: ana() }] }),
    );
    await send(
      'orders/paid',
      orderPayload({ processedAt: '2026-12-01T05:00:00Z', lines: [{ price: '10.00', staff: ana() }] }),
    );
    expect((await of('ana')).map((c) => c.lines[0]!.rule)).toEqual([november, december]);
  });

  it('pays a per-unit amount by quantity × weight / Σ weights, each share rounded half-up', async () => {
    const { send, rule, of } = await rulesShop();
    const perUnit = await rule({ skus: ['SKU-'], amount_per_unit: '0.25' });
    const split = [
      { id: 1001, quantity: 1 },
      { id: 1002, quantity: 1 },
    ];
    const order = orderPayload({
      lines: [
        {
          price: '9.00',
          quantity: 3,
          discounts: ['3.00'],
          staff: [
            { id: 1001, quantity: 2 },
            { id: 1002, quantity: 1 },
          ],
        },
        { price: '5.00', quantity: 1, staff: split },
      ],
    });
    await send('orders/paid', order);
    // Line 1: 3 units, 2 : 1 → ana 2 × 0.25 = 0.50, ben 0.25 (the discount changes nothing).
    // Line 2: 1 unit, 1 : 1 → 0.5 unit each, 0.125 → 0.13 each.
    expect(await of('ana')).toMatchObject([
      {
        sale_amount: '18.50',
        rate: null,
        amount: '0.63',
        lines: [
          { rule: perUnit, basis: '16.00', units: 2, amount: '0.50' },
          { rule: perUnit, basis: '2.50', units: 0.5, amount: '0.13' },
        ],
      },
    ]);
    expect(await of('ben')).toMatchObject([{ sale_amount: '10.50', amount: '0.38' }]);
  });
});

describe('rules change nothing recorded (SPEC §18 bullet 4)', () => {
  it('a rule created, changed or deleted later recomputes nothing; a refund takes back with the original rule', async () => {
    const { call, send, rule, of, totals } = await rulesShop();
    const tenPercent = await rule({ skus: ['SKU-'], rate: '10.00' });
    const perUnit = await rule({ variant_ids: ['900'], amount_per_unit: '2.00' });
    const order = orderPayload({
      lines: [
        { price: '33.33', quantity: 3, staff: ana(3) },
        { price: '7.00', quantity: 2, variantId: 900, staff: ana(2) },
      ],
    });
    await send('orders/paid', order);
    const [first, second] = lineIds(order);
    const paid = await of('ana');
    // 99.99 × 10 % = 9.999 → 10.00; 2 units × 2.00 = 4.00.
    expect(paid).toMatchObject([{ sale_amount: '113.99', rate: null, amount: '14.00' }]);

    await call('PATCH', `/v1/commission-rules/${tenPercent}`, { rate: '50.00' });
    await call('DELETE', `/v1/commission-rules/${perUnit}`);
    await rule({ skus: ['S'], rate: '99.00' });
    await send('orders/paid', order);
    await send('orders/updated', { ...order, updated_at: '2026-11-17T09:00:00-05:00' });
    expect(await of('ana')).toEqual(paid);

    // One unit of each line back: 33.33 × 10 % = 3.333 → 3.33; 1 unit × 2.00 = 2.00.
    await send(
      'refunds/create',
      refundPayload({
        order,
        lines: [
          { lineItemId: Number(first), quantity: 1, subtotal: '33.33' },
          { lineItemId: Number(second), quantity: 1, subtotal: '7.00' },
        ],
      }),
    );
    const clawback = (await of('ana')).find((c) => c.refund_id !== null)!;
    expect(clawback).toMatchObject({
      sale_amount: '-40.33',
      amount: '-5.33',
      rate: null,
      lines: [
        { line_id: first, rule: tenPercent, basis: '-33.33', units: -1, amount: '-3.33' },
        { line_id: second, rule: perUnit, basis: '-7.00', units: -1, amount: '-2.00' },
      ],
    });
    // The rest back: the order is then worth nothing to ana.
    await send(
      'refunds/create',
      refundPayload({
        order,
        lines: [
          { lineItemId: Number(first), quantity: 2, subtotal: '66.66' },
          { lineItemId: Number(second), quantity: 1, subtotal: '7.00' },
        ],
      }),
    );
    expect((await totals()).ana).toBe(0);
  });

  it('an attribution change issues the new shares with the rules standing at the update', async () => {
    const { call, send, rule, of, totals } = await rulesShop();
    const first = await rule({ skus: ['SKU-'], rate: '10.00' });
    const order = orderPayload({ lines: [{ price: '20.00', staff: ana() }] });
    await send('orders/paid', order);
    await call('PATCH', `/v1/commission-rules/${first}`, { rate: '20.00' });
    await send('orders/updated', reattributed(order, Number(lineIds(order)[0]), [{ id: 1002, quantity: 1 }]));
    expect((await of('ana')).map((c) => c.amount)).toEqual(['2.00', '-2.00']);
    expect(await of('ben')).toMatchObject([
      { amount: '4.00', rate: '20.00', lines: [{ rule: first, amount: '4.00' }] },
    ]);
    // The reversal carries the lines negated.
    expect((await of('ana'))[1]!.lines).toMatchObject([{ rule: first, basis: '-20.00', amount: '-2.00' }]);
    expect(await totals()).toEqual({ ana: 0, ben: 400 });
  });
});

describe('GET /v1/commissions', () => {
  it('shows the lines of order commissions, and [] for manual ones', async () => {
    const { call, send } = await rulesShop();
    await send('orders/paid', orderPayload({ lines: [{ price: '10.00', staff: ana() }] }));
    const manual = await call('POST', '/v1/commissions', {
      staff: 'ana',
      sale_amount: '10.00',
      occurred_at: '2026-11-16T12:00:00Z',
    });
    expect(manual.body.lines).toEqual([]);
    const list = await call('GET', '/v1/commissions');
    expect(list.body.data.map((c: Commission) => c.lines.length).sort()).toEqual([0, 1]);
  });
});

describe("the README's example (SPEC §18)", () => {
  it('a rule set and the commission lines it makes for one order', async () => {
    const { send, rule, of, catalog } = await rulesShop();
    await catalog({ '503': { productType: 'Gift Card', collectionIds: [] } });
    const ownBrand = await rule({ name: 'Our own beans', vendors: ['Corner Roasters'], rate: '10.00' });
    const careKit = await rule({ name: 'Care kit', skus: ['CARE-'], amount_per_unit: '2.00' });
    const giftCards = await rule({
      name: 'No commission on gift cards',
      product_types: ['gift card'],
      rate: '0.00',
    });
    const order = orderPayload({
      lines: [
        { price: '24.00', productId: 501, variantId: 601, vendor: 'Corner Roasters', staff: ana() },
        { price: '15.00', quantity: 2, productId: 502, variantId: 602, sku: 'CARE-01', staff: ana() },
        { price: '50.00', productId: 503, variantId: 603, staff: ana() },
        { price: '12.00', productId: 504, variantId: 604, vendor: 'Mugs Co', staff: ana() },
      ],
    });
    await send('orders/paid', order);
    const ids = lineIds(order);
    expect(await of('ana')).toMatchObject([
      {
        sale_amount: '116.00',
        rate: null,
        amount: '7.00',
        lines: [
          { line_id: ids[0], rule: ownBrand, basis: '24.00', units: 1, amount: '2.40' },
          { line_id: ids[1], rule: careKit, basis: '30.00', units: 2, amount: '4.00' },
          { line_id: ids[2], rule: giftCards, basis: '50.00', units: 1, amount: '0.00' },
          // No rule: Ana's own commission_rate, 5.00 %.
          { line_id: ids[3], rule: null, basis: '12.00', units: 1, amount: '0.60' },
        ],
      },
    ]);
  });
});
