import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../helpers/csv.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { type OrderSpec, orderPayload, reattributed, refundPayload } from '../helpers/shopify-orders.js';

/**
 * SPEC §18 sales goals, through signed order webhooks. ana (Shopify 1001) has a goal of 100.00
 * a month and a 25.00 bonus; ben (1002) has none. The shop is in New York.
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

interface Commission {
  staff: string;
  sale_amount: string;
  rate: string | null;
  amount: string;
  occurred_at: string;
  source: string;
  reference: string | null;
  order_id: string | null;
}

async function goalsShop() {
  const domain = `goals-${process.pid}-${++shops}.myshopify.com`;
  const { call } = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  const ana = await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'ana',
    shopify_staff_member_id: '1001',
    commission_rate: '5.00',
    goal_amount: '100.00',
    goal_bonus: '25.00',
  });
  expect(ana.status, ana.text).toBe(201);
  expect(ana.body).toMatchObject({ goal_amount: '100.00', goal_bonus: '25.00' });
  const ben = await call('POST', '/v1/staff', {
    handle: 'ben',
    name: 'ben',
    shopify_staff_member_id: '1002',
  });
  expect(ben.body).toMatchObject({ goal_amount: null, goal_bonus: null });
  const send = async (topic: string, payload: unknown) => {
    const res = await sendWebhook(app, topic, domain, payload);
    expect(res.status, res.text).toBe(200);
  };
  const bonuses = async () =>
    ((await call('GET', '/v1/commissions?limit=100')).body.data as Commission[]).filter(
      (c) => c.source === 'goal_bonus',
    );
  return { call, send, bonuses };
}

const anaSale = (price: string, extra: Partial<OrderSpec> = {}, lineId?: number) =>
  orderPayload({
    lines: [{ price, staff: [{ id: 1001, quantity: 1 }], ...(lineId ? { id: lineId } : {}) }],
    ...extra,
  });

describe('the monthly goal bonus', () => {
  it('pays once, when an order brings month sales to the goal, dated and named as that order', async () => {
    const { call, send, bonuses } = await goalsShop();
    await send('orders/paid', anaSale('60.00', { processedAt: '2026-11-03T10:00:00-05:00' }));
    expect(await bonuses()).toEqual([]);
    const crossing = anaSale('40.00', { name: '#2002', processedAt: '2026-11-05T10:00:00-05:00' });
    await send('orders/paid', crossing);
    await send('orders/paid', crossing);
    await send('orders/paid', anaSale('50.00', { processedAt: '2026-11-06T10:00:00-05:00' }));
    expect(await bonuses()).toEqual([
      expect.objectContaining({
        staff: 'ana',
        sale_amount: '0.00',
        rate: null,
        amount: '25.00',
        occurred_at: '2026-11-05T15:00:00Z',
        reference: '#2002',
        order_id: String(crossing.id),
      }),
    ]);
    const csv = csvRecords((await call('GET', '/v1/commissions?format=csv')).text).filter(
      (row) => row.source === 'goal_bonus',
    );
    expect(csv.map((row) => [row.staff, row.rate, row.amount, row.sale_amount])).toEqual([
      ['ana', '', '25.00', '0.00'],
    ]);
  });

  it('is never taken back by a refund, and crossing again after one never pays again', async () => {
    const { send, bonuses } = await goalsShop();
    const crossing = anaSale('100.00', { processedAt: '2026-11-03T10:00:00-05:00' }, 77_000_000_001);
    await send('orders/paid', crossing);
    await send(
      'refunds/create',
      refundPayload({
        order: crossing,
        lines: [{ lineItemId: 77_000_000_001, subtotal: '100.00' }],
        createdAt: '2026-11-04T10:00:00-05:00',
      }),
    );
    // Back above the goal in the same month: no second bonus.
    await send('orders/paid', anaSale('120.00', { processedAt: '2026-11-10T10:00:00-05:00' }));
    // An attribution change away and back takes nothing back and pays nothing new.
    await send('orders/updated', reattributed(crossing, 77_000_000_001, [{ id: 1002, quantity: 1 }]));
    const rows = await bonuses();
    expect(rows.map((c) => [c.staff, c.amount, c.reference])).toEqual([['ana', '25.00', crossing.name]]);
  });

  it('counts refunds created in the month against it: a refund keeps a later order from crossing', async () => {
    const { send, bonuses } = await goalsShop();
    const first = anaSale('90.00', { processedAt: '2026-11-02T10:00:00-05:00' }, 77_000_000_011);
    await send('orders/paid', first);
    await send(
      'refunds/create',
      refundPayload({
        order: first,
        lines: [{ lineItemId: 77_000_000_011, subtotal: '30.00' }],
        createdAt: '2026-11-03T10:00:00-05:00',
      }),
    );
    // 90.00 − 30.00 + 20.00 = 80.00: short of 100.00.
    await send('orders/paid', anaSale('20.00', { processedAt: '2026-11-04T10:00:00-05:00' }));
    expect(await bonuses()).toEqual([]);
    await send('orders/paid', anaSale('20.00', { processedAt: '2026-11-05T10:00:00-05:00' }));
    expect((await bonuses()).map((c) => c.occurred_at)).toEqual(['2026-11-05T15:00:00Z']);
  });

  it("keeps months apart by the shop's zone, one bonus per month", async () => {
    const { send, bonuses } = await goalsShop();
    // 31 October 22:00 in New York is 1 November in UTC: it belongs to October.
    await send('orders/paid', anaSale('60.00', { processedAt: '2026-10-31T22:00:00-04:00' }));
    await send('orders/paid', anaSale('60.00', { processedAt: '2026-11-01T09:00:00-05:00' }));
    expect(await bonuses()).toEqual([]);
    await send('orders/paid', anaSale('40.00', { processedAt: '2026-10-30T12:00:00-04:00' }));
    await send('orders/paid', anaSale('40.00', { processedAt: '2026-11-30T23:30:00-05:00' }));
    expect((await bonuses()).map((c) => c.occurred_at).sort()).toEqual([
      '2026-10-30T16:00:00Z',
      '2026-12-01T04:30:00Z',
    ]);
  });

  it('pays no one without a goal, and one bonus when two orders cross at once', async () => {
    const { send, bonuses } = await goalsShop();
    await send(
      'orders/paid',
      orderPayload({ lines: [{ price: '500.00', staff: [{ id: 1002, quantity: 1 }] }] }),
    );
    await Promise.all(
      [anaSale('100.00'), anaSale('100.00'), anaSale('100.00')].map((o) => send('orders/paid', o)),
    );
    expect((await bonuses()).map((c) => [c.staff, c.amount])).toEqual([['ana', '25.00']]);
  });

  it('pays when two orders at once cross the goal together, neither alone (decision 75)', async () => {
    // Five shops, so that the two orders meet in the database more than once: each reads its
    // month's sales after writing its own, and only together do they reach 100.00.
    const shopsAtOnce = await Promise.all(Array.from({ length: 5 }, () => goalsShop()));
    await Promise.all(
      shopsAtOnce.flatMap(({ send }) =>
        [anaSale('60.00'), anaSale('60.00')].map((o) => send('orders/paid', o)),
      ),
    );
    for (const { bonuses } of shopsAtOnce)
      expect((await bonuses()).map((c) => [c.staff, c.amount])).toEqual([['ana', '25.00']]);
  });
});

describe('goal_amount and goal_bonus on /v1/staff', () => {
  it('are set both or neither: one alone is a 400 on create and a 422 when a change leaves one', async () => {
    const { call } = await goalsShop();
    const alone = await call('POST', '/v1/staff', { handle: 'cy', name: 'cy', goal_amount: '10.00' });
    expect(alone.status, alone.text).toBe(400);
    expect((await call('GET', '/v1/staff/cy')).status).toBe(404);
    const half = await call('PATCH', '/v1/staff/ana', { goal_bonus: null });
    expect(half.status, half.text).toBe(422);
    const noBonus = await call('PATCH', '/v1/staff/ben', { goal_amount: '10.00' });
    expect(noBonus.status, noBonus.text).toBe(422);
    expect((await call('GET', '/v1/staff/ben')).body).toMatchObject({ goal_amount: null, goal_bonus: null });
    const number = await call('POST', '/v1/staff', {
      handle: 'dee',
      name: 'dee',
      goal_amount: 10,
      goal_bonus: '1.00',
    });
    expect(number.status).toBe(400);
    const changed = await call('PATCH', '/v1/staff/ana', { goal_amount: '200.00' });
    expect(changed.body).toMatchObject({ goal_amount: '200.00', goal_bonus: '25.00' });
    const cleared = await call('PATCH', '/v1/staff/ana', { goal_amount: null, goal_bonus: null });
    expect(cleared.body).toMatchObject({ goal_amount: null, goal_bonus: null });
  });
});
