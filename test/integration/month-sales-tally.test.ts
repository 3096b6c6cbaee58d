import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { ServiceDeps } from '../../web/services/deps.js';
import { backfillMonthTallies } from '../../web/services/sales/backfill-month-tallies.js';
import { parseOrderPayload, parseRefundPayload } from '../../web/services/sales/order-payloads.js';
import { recordPaidOrder } from '../../web/services/sales/record-order.js';
import { recordRefund } from '../../web/services/sales/record-refund.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { orderPayload, reattributed, refundPayload } from '../helpers/shopify-orders.js';

/**
 * Decision 70: month sales are tallies kept with the orders, so recording an order reads the
 * same rows however many orders the month holds, and orders recorded before the tallies were
 * kept are counted once by the backfill. Services are called in-process, on the test database.
 */
let app: TestApp;
let shops = 0;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function shopWithAna(): Promise<{
  shop: ShopRow;
  progress: (month?: string) => Promise<Record<string, string>>;
}> {
  const shop = await app.addShop(`tally-${process.pid}-${++shops}.myshopify.com`, {
    timezone: 'America/New_York',
  });
  const token = await app.token(shop);
  for (const [handle, id] of [
    ['ana', '1001'],
    ['ben', '1002'],
  ] as const) {
    const res = await app.request('POST', '/v1/staff', {
      token,
      body: {
        handle,
        name: handle,
        shopify_staff_member_id: id,
        goal_amount: '1000000.00',
        goal_bonus: '1.00',
      },
    });
    expect(res.status, res.text).toBe(201);
  }
  const progress = async (month = '2026-11') => {
    const res = await app.request('GET', `/v1/sales-goals?month=${month}`, { token });
    expect(res.status, res.text).toBe(200);
    return Object.fromEntries(
      (res.body.data as { staff: string; sales: string }[]).map((r) => [r.staff, r.sales]),
    );
  };
  return { shop, progress };
}

const anaSale = (price: string, day: number, lineId?: number) =>
  orderPayload({
    lines: [{ price, staff: [{ id: 1001, quantity: 1 }], ...(lineId ? { id: lineId } : {}) }],
    processedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00-05:00`,
  });

/**
 * The services' deps with every repository call counted, and the rows each answered (arrays,
 * maps): what a use case reads, whichever statement reads it.
 */
function countingDeps(deps: ServiceDeps): { deps: ServiceDeps; reads: { calls: number; rows: number } } {
  const reads = { calls: 0, rows: 0 };
  const repos = new Proxy(deps.repos, {
    get(target, name) {
      const repo = Reflect.get(target, name) as Record<string, unknown>;
      return new Proxy(repo, {
        get(inner, method) {
          const fn = Reflect.get(inner, method);
          if (typeof fn !== 'function') return fn;
          return async (...args: unknown[]) => {
            reads.calls++;
            const answer = await fn.apply(inner, args);
            if (Array.isArray(answer)) reads.rows += answer.length;
            else if (answer instanceof Map) reads.rows += answer.size;
            else if (answer !== undefined) reads.rows++;
            return answer;
          };
        },
      });
    },
  });
  return { deps: { ...deps, repos }, reads };
}

describe('recording an order with a goal to check', () => {
  it('reads as much with 200 orders and refunds in the month as with 5', async () => {
    const { shop } = await shopWithAna();
    const record = (payload: unknown, deps: ServiceDeps = app.deps) =>
      recordPaidOrder(deps, shop, parseOrderPayload(payload), Date.now());
    const refund = (order: ReturnType<typeof anaSale>, lineId: number, deps: ServiceDeps = app.deps) =>
      recordRefund(
        deps,
        shop,
        parseRefundPayload(
          refundPayload({
            order,
            lines: [{ lineItemId: lineId, subtotal: '1.00' }],
            createdAt: '2026-11-20T10:00:00-05:00',
          }),
        ),
      );
    const orderAndRefund = async (index: number, deps?: ServiceDeps) => {
      const lineId = 79_000_000_000 + index;
      const order = anaSale('10.00', 1 + (index % 28), lineId);
      await record(order, deps);
      await refund(order, lineId, deps);
    };
    for (let i = 0; i < 5; i++) await orderAndRefund(i);
    const few = countingDeps(app.deps);
    await orderAndRefund(5, few.deps);
    for (let i = 6; i < 206; i++) await orderAndRefund(i);
    const many = countingDeps(app.deps);
    await orderAndRefund(206, many.deps);
    expect(many.reads).toEqual(few.reads);
    // The tallies still add up: 207 × (10.00 − 1.00). Read in-process: after the long loop the
    // client's kept-alive connection may have been closed by the server already.
    expect(await app.deps.repos.goals.monthSales(shop.id, '2026-11', ['1001', '1002'])).toEqual(
      new Map([['1001', 186_300]]),
    );
    // Decision 75: Ana has a goal, so her orders all add to slot 0, where two at once wait for
    // each other; her refunds lower sales and go to the slots of their orders, spread out.
    const slots = await app.deps.db.rows<{ slot: number; cents: number }>(
      sql`SELECT slot, cents FROM sales_month_tallies WHERE shop_id = ${shop.id} ORDER BY slot`,
    );
    // Slot 0: all 207 orders (2,070.00), less the refunds of those whose own slot is 0.
    expect(slots[0]!.slot).toBe(0);
    expect(slots[0]!.cents).toBeGreaterThan(180_000);
    expect((207_000 - slots[0]!.cents) % 100).toBe(0);
    const refunds = slots.filter((row) => row.slot !== 0);
    expect(refunds.length).toBeGreaterThan(4);
    for (const row of refunds) {
      expect(row.slot).toBeLessThan(8);
      expect(row.cents < 0 && row.cents % 100 === 0).toBe(true);
    }
  }, 120_000);
});

describe('the backfill of orders recorded before the tallies', () => {
  const untally = (shopId: string) =>
    app.deps.db.transaction(async () => {
      // What the migration leaves: every order not counted, and no tally.
      await app.deps.db.rows(
        sql`UPDATE sales_orders SET month_tallied = false WHERE shop_id = ${shopId} RETURNING id`,
      );
      await app.deps.db.rows(
        sql`DELETE FROM sales_month_tallies WHERE shop_id = ${shopId} RETURNING shop_id`,
      );
    });

  it('counts each past order and its refunds once, even when they change before it runs', async () => {
    const { shop, progress } = await shopWithAna();
    const record = (payload: unknown) =>
      recordPaidOrder(app.deps, shop, parseOrderPayload(payload), Date.now());
    const refund = (payload: unknown) => recordRefund(app.deps, shop, parseRefundPayload(payload));
    const first = anaSale('50.00', 3, 79_100_000_001);
    const second = anaSale('30.00', 4, 79_100_000_002);
    const third = anaSale('20.00', 5, 79_100_000_003);
    await record(first);
    await record(second);
    await record(third);
    await refund(
      refundPayload({
        order: first,
        lines: [{ lineItemId: 79_100_000_001, subtotal: '5.00' }],
        createdAt: '2026-11-06T10:00:00-05:00',
      }),
    );
    expect(await progress()).toEqual({ ana: '95.00', ben: '0.00' });
    await untally(shop.id);
    expect(await progress()).toEqual({ ana: '0.00', ben: '0.00' });

    // Before the backfill: a refund and an attribution change of past orders, and a new order.
    await refund(
      refundPayload({
        order: second,
        lines: [{ lineItemId: 79_100_000_002, subtotal: '10.00' }],
        createdAt: '2026-11-07T10:00:00-05:00',
      }),
    );
    await record(
      reattributed(third, 79_100_000_003, [{ id: 1002, quantity: 1 }], '2026-11-08T09:00:00-05:00'),
    );
    await record(anaSale('7.00', 9));
    expect(await progress()).toEqual({ ana: '7.00', ben: '0.00' });

    // Two at once, as two instances starting together: each order is counted by one of them.
    const counted = await Promise.all([backfillMonthTallies(app.deps, 1), backfillMonthTallies(app.deps, 1)]);
    expect(counted[0]! + counted[1]!).toBe(3);
    // ana: 50.00 − 5.00 + 30.00 − 10.00 + 7.00; ben: the third order, 20.00.
    expect(await progress()).toEqual({ ana: '72.00', ben: '20.00' });
    expect(await backfillMonthTallies(app.deps)).toBe(0);
    expect(await progress()).toEqual({ ana: '72.00', ben: '20.00' });

    // Counted now: later changes move them as any order.
    await record(
      reattributed(third, 79_100_000_003, [{ id: 1001, quantity: 1 }], '2026-11-10T09:00:00-05:00'),
    );
    expect(await progress()).toEqual({ ana: '92.00', ben: '0.00' });
  });
});
