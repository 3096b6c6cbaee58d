import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../web/domain/time/calendar-date.js';
import { localDateOf } from '../../web/domain/time/work-week.js';
import {
  MAX_PREVIEW_DAYS,
  previewCommissionRule,
} from '../../web/services/commission-rules/preview-commission-rule.js';
import type { CatalogEntry } from '../../web/services/sales/product-catalog.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { callerOf, installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem, fieldsOf } from '../helpers/problem.js';
import { orderPayload } from '../helpers/shopify-orders.js';

/**
 * `POST /v1/commission-rules/preview` (decision 71): what one rule would have paid on the orders
 * recorded in a range, this rule alone, from what is stored. Staff: ana (Shopify 1001, 5.00 %),
 * ben (1002, 10.00 %), cy (1003, no rate). The shop is in New York; orders are processed on
 * 16 November 2026 unless a test says otherwise.
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

const NOVEMBER = '?from=2026-11-01&to=2026-11-30';

async function previewShop() {
  const domain = `preview-${process.pid}-${++shops}.myshopify.com`;
  const installed = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  const { call } = installed;
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
  const send = async (payload: unknown) => {
    const res = await sendWebhook(app, 'orders/paid', domain, payload);
    expect(res.status, res.text).toBe(200);
  };
  const catalog = async (products: Record<string, CatalogEntry>) => {
    const { db, repos } = app.deps;
    await db.transaction(async () => {
      for (const [id, facts] of Object.entries(products)) {
        await repos.productCatalog.setProductType(installed.shop.id, id, facts.productType, null, Date.now());
        await repos.productCatalog.replaceCollectionsOfProduct(installed.shop.id, id, facts.collectionIds);
      }
    });
  };
  const preview = (body: Record<string, unknown>, query = NOVEMBER) =>
    call('POST', `/v1/commission-rules/preview${query}`, body);
  return { ...installed, send, catalog, preview };
}

const ana = (quantity = 1) => [{ id: 1001, quantity }];

describe('matching (SPEC §18 bullet 2, one rule)', () => {
  it('matches by each criterion kind, vendors and types in any case, skus as exact-case prefixes', async () => {
    const { send, catalog, preview } = await previewShop();
    await catalog({
      '501': { productType: 'Boots', collectionIds: ['77'] },
      '601': { productType: 'Hats', collectionIds: [] },
    });
    await send(
      orderPayload({
        lines: [
          { price: '100.00', productId: 501, variantId: 5011, sku: 'BOOT-9', vendor: 'Acme', staff: ana() },
          { price: '10.00', productId: 601, variantId: 6011, sku: 'HAT-1', vendor: 'Other', staff: ana() },
          // Unknown to the catalog: no type or collection criterion matches it.
          { price: '1000.00', productId: 701, variantId: 7011, sku: 'X', vendor: 'Nobody', staff: ana() },
        ],
      }),
    );
    const paid = async (criteria: Record<string, unknown>) => {
      const res = await preview({ ...criteria, rate: '10.00' });
      expect(res.status, res.text).toBe(200);
      return res.body.amount;
    };
    expect(await paid({ product_ids: ['501'] })).toBe('10.00');
    expect(await paid({ variant_ids: ['6011'] })).toBe('1.00');
    expect(await paid({ collection_ids: ['77'] })).toBe('10.00');
    expect(await paid({ product_types: ['bOOTS', 'hats'] })).toBe('11.00');
    expect(await paid({ vendors: ['ACME'] })).toBe('10.00');
    expect(await paid({ skus: ['BOOT'] })).toBe('10.00');
    expect(await paid({ skus: ['boot'] })).toBe('0.00');
    expect(await paid({ skus: ['BOOT-99'] })).toBe('0.00');
    // Any criterion matching is enough; a line matched twice is paid once.
    expect(await paid({ skus: ['X'], product_ids: ['501'], vendors: ['acme'] })).toBe('110.00');
  });

  it('matches nothing on an order recorded before line facts were kept', async () => {
    const { send, preview, shop } = await previewShop();
    await send(orderPayload({ lines: [{ price: '80.00', productId: 501, staff: ana() }] }));
    const rule = { product_ids: ['501'], rate: '10.00' };
    expect((await preview(rule)).body).toMatchObject({ orders: 1, amount: '8.00' });
    const { db } = app.deps;
    const orders = db.tables.salesOrders;
    await db.transaction(async () => {
      await db.orm().update(orders).set({ lineFacts: null }).where(eq(orders.shopId, shop.id));
    });
    expect((await preview(rule)).body).toMatchObject({ orders: 0, lines: 0, amount: '0.00' });
  });

  it('is this rule alone: another rule that would win the line, or the staff rate, changes nothing', async () => {
    const { send, call, preview } = await previewShop();
    const res = await call('POST', '/v1/commission-rules', { variant_ids: ['5011'], rate: '50.00' });
    expect(res.status).toBe(201);
    await send(orderPayload({ lines: [{ price: '80.00', productId: 501, variantId: 5011, staff: ana() }] }));
    const out = await preview({ product_ids: ['501'], rate: '2.50' });
    expect(out.body).toMatchObject({ orders: 1, lines: 1, sale_amount: '80.00', amount: '2.00' });
  });

  it('counts only orders on days the rule holds (starts_on, ends_on), and only the range asked', async () => {
    const { send, preview } = await previewShop();
    for (const day of ['2026-11-10', '2026-11-20', '2026-12-01'])
      await send(
        orderPayload({
          processedAt: `${day}T12:00:00-05:00`,
          lines: [{ price: '10.00', productId: 501, staff: ana() }],
        }),
      );
    const rule = { product_ids: ['501'], rate: '10.00' };
    expect((await preview(rule)).body).toMatchObject({ orders: 2, amount: '2.00' });
    expect((await preview({ ...rule, starts_on: '2026-11-15' })).body).toMatchObject({
      orders: 1,
      amount: '1.00',
    });
    expect((await preview({ ...rule, ends_on: '2026-11-09' })).body).toMatchObject({
      orders: 0,
      amount: '0.00',
    });
    // The range is in the shop's days: 23:30 in New York on 30 November is 1 December in UTC.
    await send(
      orderPayload({
        processedAt: '2026-11-30T23:30:00-05:00',
        lines: [{ price: '10.00', productId: 501, staff: ana() }],
      }),
    );
    expect((await preview(rule)).body).toMatchObject({ from: '2026-11-01', to: '2026-11-30', orders: 3 });
  });
});

describe('staff and figures (SPEC §18 bullets 3–4)', () => {
  it('pays the staff the rule lists (everyone when none), linked staff only, each share apart', async () => {
    const { send, preview } = await previewShop();
    await send(
      orderPayload({
        lines: [
          {
            price: '30.00',
            quantity: 3,
            productId: 501,
            staff: [
              { id: 1001, quantity: 1 },
              { id: 1002, quantity: 1 },
              { id: 1003, quantity: 1 },
            ],
          },
          // A Shopify staff member linked to no one earns nobody anything.
          { price: '50.00', productId: 501, staff: [{ id: 9999, quantity: 1 }] },
        ],
      }),
    );
    const everyone = await preview({ product_ids: ['501'], rate: '10.00' });
    expect(everyone.body).toMatchObject({
      orders: 1,
      lines: 3,
      sale_amount: '90.00',
      amount: '9.00',
      truncated: false,
      // cy has no rate of their own: the rule pays them all the same.
      staff: [
        { staff: 'ana', lines: 1, sale_amount: '30.00', amount: '3.00' },
        { staff: 'ben', lines: 1, sale_amount: '30.00', amount: '3.00' },
        { staff: 'cy', lines: 1, sale_amount: '30.00', amount: '3.00' },
      ],
    });
    expect(everyone.body.staff[0].staff_id).toMatch(/^stf_/);
    const some = await preview({ product_ids: ['501'], rate: '10.00', staff: ['ben', 'cy'] });
    expect(some.body).toMatchObject({ lines: 2, amount: '6.00' });
    expect(some.body.staff.map((s: { staff: string }) => s.staff)).toEqual(['ben', 'cy']);
  });

  it('per unit pays amount × quantity × weight / Σ weights; a rate rounds each line half-up on its own', async () => {
    const { send, preview } = await previewShop();
    await send(
      orderPayload({
        lines: [
          // Discounts change nothing per unit: 3 units at 1.25, split 2:1.
          {
            price: '20.00',
            quantity: 3,
            discounts: ['7.00'],
            productId: 501,
            staff: [
              { id: 1001, quantity: 2 },
              { id: 1002, quantity: 1 },
            ],
          },
        ],
      }),
    );
    const perUnit = await preview({ product_ids: ['501'], amount_per_unit: '1.25' });
    expect(perUnit.body).toMatchObject({
      sale_amount: '53.00',
      amount: '3.75',
      staff: [
        { staff: 'ana', amount: '2.50' },
        { staff: 'ben', amount: '1.25' },
      ],
    });
    const { send: sendSmall, preview: previewSmall } = await previewShop();
    await sendSmall(
      orderPayload({
        lines: [
          { price: '0.10', productId: 501, staff: ana() },
          { price: '0.10', productId: 501, staff: ana() },
        ],
      }),
    );
    // 0.005 each, half-up: 0.01 + 0.01, where 0.20 × 5 % would be 0.01.
    expect((await previewSmall({ product_ids: ['501'], rate: '5.00' })).body).toMatchObject({
      lines: 2,
      sale_amount: '0.20',
      amount: '0.02',
    });
    // A "0.00" rule still counts its lines and sales.
    expect((await previewSmall({ product_ids: ['501'], rate: '0.00' })).body).toMatchObject({
      orders: 1,
      lines: 2,
      sale_amount: '0.20',
      amount: '0.00',
    });
  });
});

describe('the range', () => {
  it('defaults to last local month and echoes it', async () => {
    const { send, preview } = await previewShop();
    const today = localDateOf(Date.now(), 'America/New_York');
    const lastMonthEnd = addDays(`${today.slice(0, 8)}01`, -1);
    const lastMonth = `${lastMonthEnd.slice(0, 8)}01`;
    for (const day of [lastMonth, lastMonthEnd, `${today.slice(0, 8)}01`])
      await send(
        orderPayload({
          processedAt: `${day}T12:00:00-05:00`,
          lines: [{ price: '10.00', productId: 501, staff: ana() }],
        }),
      );
    const res = await preview({ product_ids: ['501'], rate: '10.00' }, '');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ from: lastMonth, to: lastMonthEnd, orders: 2, amount: '2.00' });
  });

  it(`reads at most ${MAX_PREVIEW_DAYS} days; from and to go together, in order`, async () => {
    const { preview } = await previewShop();
    const rule = { product_ids: ['501'], rate: '10.00' };
    const ok = await preview(rule, `?from=2026-01-01&to=${addDays('2026-01-01', MAX_PREVIEW_DAYS - 1)}`);
    expect(ok.status, ok.text).toBe(200);
    const long = await preview(rule, `?from=2026-01-01&to=${addDays('2026-01-01', MAX_PREVIEW_DAYS)}`);
    expectProblem(long, 400, 'validation_error');
    expect(fieldsOf(long.body)).toEqual(['to']);
    expectProblem(await preview(rule, '?from=2026-11-02&to=2026-11-01'), 400, 'validation_error');
    const alone = await preview(rule, '?from=2026-11-01');
    expectProblem(alone, 400, 'validation_error');
    expect(fieldsOf(alone.body)).toEqual(['to']);
    expectProblem(await preview(rule, '?from=2026-13-01&to=2026-11-01'), 400, 'validation_error');
    expectProblem(await preview(rule, `${NOVEMBER}&staff=ana`), 400, 'validation_error');
  });

  it('reads the range page by page and says when it stopped at its cap', async () => {
    const { send, shop } = await previewShop();
    // Five orders, two at the same instant: paging goes by time, then id.
    for (const minute of ['10', '11', '11', '12', '13'])
      await send(
        orderPayload({
          processedAt: `2026-11-16T10:${minute}:00-05:00`,
          lines: [{ price: '10.00', productId: 501, staff: ana() }],
        }),
      );
    const rule = {
      name: null,
      productIds: ['501'],
      variantIds: [],
      collectionIds: [],
      vendors: [],
      productTypes: [],
      skus: [],
      staff: [],
      rateBp: 1000,
      amountPerUnitCents: null,
      startsOn: null,
      endsOn: null,
    };
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const run = (pageOrders: number, maxOrders: number) =>
      previewCommissionRule(app.deps, shop.id, rule, range, { pageOrders, maxOrders });
    expect(await run(2, 100)).toMatchObject({ orders: 5, amount: '5.00', truncated: false });
    expect(await run(1, 5)).toMatchObject({ orders: 5, truncated: false });
    expect(await run(2, 4)).toMatchObject({ orders: 4, amount: '4.00', truncated: true });
    expect(await run(3, 3)).toMatchObject({ orders: 3, truncated: true });
  });
});

describe('errors and access', () => {
  it('checks the body as a create does, and writes nothing', async () => {
    const { preview, call } = await previewShop();
    expectProblem(await preview({ rate: '5.00' }), 422, 'rule_matches_nothing');
    const unknown = await preview({ skus: ['A'], rate: '5.00', staff: ['ana', 'nobody'] });
    expectProblem(unknown, 422, 'unknown_staff');
    expect(fieldsOf(unknown.body)).toEqual(['staff.1']);
    expectProblem(
      await preview({ skus: ['A'], rate: '5.00', starts_on: '2026-11-10', ends_on: '2026-11-09' }),
      422,
      'invalid_range',
    );
    expectProblem(
      await preview({ skus: ['A'], rate: '5.00', amount_per_unit: '1.00' }),
      400,
      'validation_error',
    );
    expectProblem(await preview({ skus: ['A'] }), 400, 'validation_error');
    expectProblem(await preview({ skus: ['A'], rate: '100.01' }), 400, 'validation_error');
    expectProblem(await preview({ skus: ['A'], rate: 5 }), 400, 'validation_error');
    expectProblem(await preview({ skus: ['A'], rate: '5.00', id: 'cmr_x' }), 400, 'validation_error');
    const ok = await preview({ skus: ['A'], rate: '5.00' }, NOVEMBER);
    expect(ok.status).toBe(200);
    expect((await call('GET', '/v1/commission-rules')).body.data).toEqual([]);
  });

  it('needs read_commissions only, and an Idempotency-Key replays it', async () => {
    const { shop, preview } = await previewShop();
    const readOnly = callerOf(app, await app.token(shop, ['read_commissions']));
    const rule = { skus: ['A'], rate: '5.00' };
    const ok = await readOnly('POST', `/v1/commission-rules/preview${NOVEMBER}`, rule);
    expect(ok.status, ok.text).toBe(200);
    const without = callerOf(app, await app.token(shop, ['read_staff', 'write_staff']));
    expectProblem(
      await without('POST', `/v1/commission-rules/preview${NOVEMBER}`, rule),
      403,
      'insufficient_scope',
    );
    const keyed = { 'Idempotency-Key': 'preview-1' };
    const first = await readOnly('POST', `/v1/commission-rules/preview${NOVEMBER}`, rule, keyed);
    const again = await readOnly('POST', `/v1/commission-rules/preview${NOVEMBER}`, rule, keyed);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await preview(rule)).body).toEqual(first.body);
  });
});
