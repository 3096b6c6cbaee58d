import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMonthOf } from '../../web/services/sales/month-sales-tally.js';
import { csvRecords } from '../helpers/csv.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';
import { type OrderSpec, orderPayload, reattributed, refundPayload } from '../helpers/shopify-orders.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';

/**
 * Decision 70: month sales kept as tallies, read by `GET /v1/sales-goals` and `GET /v1/me/goal`.
 * ana (Shopify 1001) has a goal of 100.00 a month and a 25.00 bonus; ben (1002) 500.00 and
 * 50.00; cy (1003) none. The shop is in New York. Every figure is worked out by hand in cents.
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

interface Progress {
  month: string;
  staff: string;
  staff_id: string;
  goal_amount: string;
  goal_bonus: string;
  sales: string;
  reached: boolean;
  bonus_commission_id: string | null;
}

async function goalsShop() {
  const domain = `progress-${process.pid}-${++shops}.myshopify.com`;
  const installed = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  const { call } = installed;
  const add = async (handle: string, shopifyId: string, goal?: [string, string]) => {
    const res = await call('POST', '/v1/staff', {
      handle,
      name: handle,
      shopify_staff_member_id: shopifyId,
      ...(goal ? { goal_amount: goal[0], goal_bonus: goal[1] } : {}),
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  const ids = {
    ana: await add('ana', '1001', ['100.00', '25.00']),
    ben: await add('ben', '1002', ['500.00', '50.00']),
    cy: await add('cy', '1003'),
  };
  const send = async (topic: string, payload: unknown) => {
    const res = await sendWebhook(app, topic, domain, payload);
    expect(res.status, res.text).toBe(200);
  };
  const progress = async (month = '2026-11') => {
    const res = await call('GET', `/v1/sales-goals?month=${month}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data as Progress[];
  };
  const salesOf = async (month = '2026-11') =>
    Object.fromEntries((await progress(month)).map((row) => [row.staff, row.sales]));
  return { installed, call, send, progress, salesOf, ids };
}

const sale = (staffId: number, price: string, extra: Partial<OrderSpec> = {}, lineId?: number) =>
  orderPayload({
    lines: [{ price, staff: [{ id: staffId, quantity: 1 }], ...(lineId ? { id: lineId } : {}) }],
    processedAt: '2026-11-10T10:00:00-05:00',
    ...extra,
  });

describe('month sales kept as tallies', () => {
  it('count a repeated order and a repeated refund once, in any order of arrival', async () => {
    const { send, salesOf } = await goalsShop();
    const order = sale(1001, '60.00', {}, 78_000_000_001);
    const refund = refundPayload({
      order,
      lines: [{ lineItemId: 78_000_000_001, subtotal: '15.00' }],
      createdAt: '2026-11-12T10:00:00-05:00',
    });
    // The refund comes before its order, then both again, from orders/paid and orders/updated.
    await send('refunds/create', refund);
    await send('orders/paid', order);
    await send('orders/paid', order);
    await send('orders/updated', order);
    await send('refunds/create', refund);
    // 60.00 − 15.00.
    expect(await salesOf()).toEqual({ ana: '45.00', ben: '0.00' });
  });

  it('move with an attribution change, refunds included, and an older update moves nothing back', async () => {
    const { send, salesOf } = await goalsShop();
    const order = sale(1001, '80.00', {}, 78_000_000_011);
    await send('orders/paid', order);
    await send(
      'refunds/create',
      refundPayload({
        order,
        lines: [{ lineItemId: 78_000_000_011, subtotal: '20.00' }],
        createdAt: '2026-12-02T10:00:00-05:00',
      }),
    );
    expect(await salesOf('2026-11')).toEqual({ ana: '80.00', ben: '0.00' });
    expect(await salesOf('2026-12')).toEqual({ ana: '-20.00', ben: '0.00' });
    const toBen = reattributed(
      order,
      78_000_000_011,
      [{ id: 1002, quantity: 1 }],
      '2026-12-05T09:00:00-05:00',
    );
    const older = reattributed(
      order,
      78_000_000_011,
      [{ id: 1001, quantity: 1 }],
      '2026-12-04T09:00:00-05:00',
    );
    await send('orders/updated', toBen);
    await send('orders/updated', older);
    await send('orders/updated', toBen);
    // The order stays in November and its refund in December: only whose sales they are moves.
    expect(await salesOf('2026-11')).toEqual({ ana: '0.00', ben: '80.00' });
    expect(await salesOf('2026-12')).toEqual({ ana: '0.00', ben: '-20.00' });
  });

  it('split a line by attributed quantity and leave unattributed and unlinked shares out', async () => {
    const { send, salesOf } = await goalsShop();
    await send(
      'orders/paid',
      orderPayload({
        lines: [
          {
            price: '30.00',
            quantity: 3,
            staff: [
              { id: 1001, quantity: 2 },
              { id: 1002, quantity: 1 },
            ],
          },
          { price: '40.00' },
          { price: '50.00', staff: [{ id: 9999, quantity: 1 }] },
        ],
        processedAt: '2026-11-10T10:00:00-05:00',
      }),
    );
    expect(await salesOf()).toEqual({ ana: '60.00', ben: '30.00' });
  });

  it('count the shares of a Shopify staff member linked after their orders came', async () => {
    const { call, send, progress } = await goalsShop();
    await send('orders/paid', sale(1004, '70.00'));
    const dee = await call('POST', '/v1/staff', {
      handle: 'dee',
      name: 'dee',
      shopify_staff_member_id: '1004',
      goal_amount: '100.00',
      goal_bonus: '10.00',
    });
    expect(dee.status, dee.text).toBe(201);
    expect((await progress()).find((row) => row.staff === 'dee')).toMatchObject({
      sales: '70.00',
      reached: false,
    });
    await send('orders/paid', sale(1004, '30.00'));
    expect((await progress()).find((row) => row.staff === 'dee')).toMatchObject({
      sales: '100.00',
      reached: true,
      bonus_commission_id: expect.stringMatching(/^com_/),
    });
  });
});

describe('GET /v1/sales-goals', () => {
  it('lists staff with a goal by handle, with sales, whether reached and the bonus paid, as JSON and CSV', async () => {
    const { call, send, progress, ids } = await goalsShop();
    await send('orders/paid', sale(1001, '100.00', { name: '#3001' }));
    await send('orders/paid', sale(1002, '120.50'));
    await send('orders/paid', sale(1003, '999.00'));
    const bonus = (
      (await call('GET', '/v1/commissions?limit=100')).body.data as { id: string; source: string }[]
    ).find((c) => c.source === 'goal_bonus')!;
    expect(await progress()).toEqual([
      {
        month: '2026-11',
        staff: 'ana',
        staff_id: ids.ana,
        goal_amount: '100.00',
        goal_bonus: '25.00',
        sales: '100.00',
        reached: true,
        bonus_commission_id: bonus.id,
      },
      {
        month: '2026-11',
        staff: 'ben',
        staff_id: ids.ben,
        goal_amount: '500.00',
        goal_bonus: '50.00',
        sales: '120.50',
        reached: false,
        bonus_commission_id: null,
      },
    ]);
    // Another month: nothing sold, nothing paid.
    expect((await progress('2026-10')).map((row) => [row.staff, row.sales, row.bonus_commission_id])).toEqual(
      [
        ['ana', '0.00', null],
        ['ben', '0.00', null],
      ],
    );
    const page = await call('GET', '/v1/sales-goals?month=2026-11&limit=1');
    expect(page.body).toMatchObject({ has_more: true, next_cursor: ids.ana });
    const next = await call('GET', `/v1/sales-goals?month=2026-11&limit=1&starting_after=${ids.ana}`);
    expect(next.body.data.map((row: Progress) => row.staff)).toEqual(['ben']);
    expect(next.body.has_more).toBe(false);

    const csv = await call('GET', '/v1/sales-goals?month=2026-11&format=csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain('sales-goals-2026-11.csv');
    expect(
      csvRecords(csv.text).map((row) => [
        row.staff,
        row.goal_amount,
        row.sales,
        row.reached,
        row.bonus_commission_id,
      ]),
    ).toEqual([
      ['ana', '100.00', '100.00', 'true', bonus.id],
      ['ben', '500.00', '120.50', 'false', ''],
    ]);
  });

  it('defaults to this local month, and refuses a malformed month or a token without read_commissions', async () => {
    const { installed, call, send } = await goalsShop();
    const month = localMonthOf(Date.now(), 'America/New_York');
    await send('orders/paid', sale(1001, '42.00', { processedAt: `${month}-15T12:00:00-05:00` }));
    const now = await call('GET', '/v1/sales-goals');
    expect(now.status, now.text).toBe(200);
    expect(now.body.data[0]).toMatchObject({ month, staff: 'ana', sales: '42.00' });
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-11-01'])
      expectProblem(await call('GET', `/v1/sales-goals?month=${bad}`), 400, 'validation_error');
    expectProblem(await call('GET', '/v1/sales-goals?starting_after=stf_nobody'), 400, 'validation_error');
    const staffOnly = await app.token(installed.shop, ['read_staff']);
    expectProblem(
      await app.request('GET', '/v1/sales-goals', { token: staffOnly }),
      403,
      'insufficient_scope',
    );
  });
});

describe('GET /v1/me/goal', () => {
  it('shows a person only their own goal this month, and only month while the shop hides pay', async () => {
    const { installed, call, send, ids } = await goalsShop();
    const month = localMonthOf(Date.now(), 'America/New_York');
    await send('orders/paid', sale(1001, '110.00', { processedAt: `${month}-15T12:00:00-05:00` }));
    await send('orders/paid', sale(1002, '70.00', { processedAt: `${month}-15T12:00:00-05:00` }));
    const as = async (staffId: string) => {
      const headers = await staffSessionHeaders(app, installed.shop.id, staffId);
      const res = await app.request('GET', '/v1/me/goal', { headers });
      expect(res.status, res.text).toBe(200);
      return res.body;
    };
    expect(await as(ids.ana)).toEqual({ month });
    expect((await call('PATCH', '/v1/shop', { staff_see_pay: true })).status).toBe(200);
    expect(await as(ids.ana)).toEqual({
      month,
      goal_amount: '100.00',
      goal_bonus: '25.00',
      sales: '110.00',
      reached: true,
      bonus_paid: true,
    });
    expect(await as(ids.ben)).toEqual({
      month,
      goal_amount: '500.00',
      goal_bonus: '50.00',
      sales: '70.00',
      reached: false,
      bonus_paid: false,
    });
    expect(await as(ids.cy)).toEqual({
      month,
      goal_amount: null,
      goal_bonus: null,
      sales: '0.00',
      reached: false,
      bonus_paid: false,
    });
    const anonymous = await app.request('GET', '/v1/me/goal');
    expect(anonymous.status).toBe(401);
  });
});
