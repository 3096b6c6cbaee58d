import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrderPayload, parseRefundPayload } from '../../web/services/sales/order-payloads.js';
import { recordPaidOrder } from '../../web/services/sales/record-order.js';
import { recordRefund } from '../../web/services/sales/record-refund.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import { uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { cents } from '../helpers/shop-client.js';
import { orderPayload, refundPayload } from '../helpers/shopify-orders.js';

/**
 * SPEC §12: commissions from signed order webhooks shaped like Shopify's. Every amount below is
 * worked out by hand in integer cents. Staff: ana (Shopify 1001, 5.00 %), ben (1002, 10.00 %),
 * cy (1003, no rate), dee (not linked, 3.00 %).
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

interface Commission {
  id: string;
  staff: string;
  sale_amount: string;
  rate: string;
  amount: string;
  occurred_at: string;
  source: string;
  reference: string | null;
  order_id: string | null;
  refund_id: string | null;
  payroll_run: string | null;
}

async function salesShop() {
  const domain = `sales-${process.pid}-${++shops}.myshopify.com`;
  const { shop, call } = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  for (const [handle, link, rate] of [
    ['ana', '1001', '5.00'],
    ['ben', '1002', '10.00'],
    ['cy', '1003', null],
    ['dee', null, '3.00'],
  ] as const) {
    const res = await call('POST', '/v1/staff', {
      handle,
      name: handle,
      shopify_staff_member_id: link,
      commission_rate: rate,
    });
    expect(res.status, res.text).toBe(201);
  }
  const send = async (topic: string, payload: unknown, webhookId?: string) => {
    const res = await sendWebhook(app, topic, domain, payload, webhookId ? { webhookId } : {});
    expect(res.status, res.text).toBe(200);
  };
  /**
   * The shop's order commissions by time, then reversals before issues, then staff: rows made
   * in the same millisecond have ids in no particular order.
   */
  const commissions = async () =>
    ((await call('GET', '/v1/commissions?limit=100')).body.data as Commission[])
      .filter((c) => c.source === 'shopify_order')
      .sort(
        (a, b) =>
          a.occurred_at.localeCompare(b.occurred_at) ||
          Number(b.amount.startsWith('-')) - Number(a.amount.startsWith('-')) ||
          a.staff.localeCompare(b.staff),
      );
  /** Each staff member's commission total in cents. */
  const totals = async () => {
    const out: Record<string, number> = {};
    for (const c of await commissions()) out[c.staff] = (out[c.staff] ?? 0) + cents(c.amount);
    return out;
  };
  return { domain, shop, call, send, commissions, totals };
}

/**
 * #1001, taxes excluded, processed Monday 16 November 10:15 New York:
 * - 3 × 20.00 less 6.00 = 54.00, ana 2 : ben 1 → ana 36.00, ben 18.00 (tax 4.32 is not a sale);
 * - 3 × 5.00 less 5.00 = 10.00, ana 1 : ben 2 → 3.333… and 6.666…: ana 3.33, ben 6.67 (the larger remainder);
 * - a 25.00 gift card and a 3.00 tip: no sale; shipping 5.00: no sale;
 * - 1 × 9.99 by cy (no rate): 9.99, no commission; 1 × 4.00 by 1009 (no one): 4.00, no commission.
 * ana 39.33 × 5 % = 1.9665 → 1.97; ben 24.67 × 10 % = 2.467 → 2.47. Order sales 77.99.
 */
function firstOrder() {
  return orderPayload({
    name: '#1001',
    taxesIncluded: false,
    userId: 1002,
    shipping: '5.00',
    lines: [
      {
        price: '20.00',
        quantity: 3,
        discounts: ['6.00'],
        taxes: ['4.32'],
        staff: [
          { id: 1001, quantity: 2 },
          { id: 1002, quantity: 1 },
        ],
      },
      {
        price: '5.00',
        quantity: 3,
        discounts: ['5.00'],
        staff: [
          { id: 1001, quantity: 1 },
          { id: 1002, quantity: 2 },
        ],
      },
      { price: '25.00', giftCard: true, staff: [{ id: 1001, quantity: 1 }] },
      { price: '3.00', tip: true, staff: [{ id: 1001, quantity: 1 }] },
      { price: '9.99', staff: [{ id: 1003, quantity: 1 }] },
      { price: '4.00', staff: [{ id: 1009, quantity: 1 }] },
    ],
  });
}

describe('orders/paid', () => {
  it('pays one commission per attributed staff member with a rate, at their rate, in exact cents', async () => {
    const { send, commissions } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    const rows = await commissions();
    expect(rows.map((c) => [c.staff, c.sale_amount, c.rate, c.amount])).toEqual([
      ['ana', '39.33', '5.00', '1.97'],
      ['ben', '24.67', '10.00', '2.47'],
    ]);
    for (const c of rows)
      expect(c).toMatchObject({
        occurred_at: '2026-11-16T15:15:00Z',
        reference: '#1001',
        order_id: String(order.id),
        refund_id: null,
      });
  });

  it('reads taxes out of included prices, and falls back to the POS user, else to no one', async () => {
    const { send, commissions } = await salesShop();
    // 2 × 11.00 less 2.00 less 1.82 of included tax = 18.18 by user 1002 (ben): 1.818 → 1.82.
    await send(
      'orders/paid',
      orderPayload({
        name: '#1002',
        taxesIncluded: true,
        userId: 1002,
        lines: [{ price: '11.00', quantity: 2, discounts: ['2.00'], taxes: ['1.82'] }],
      }),
    );
    // No attribution and no user: a sale of no one's.
    await send('orders/paid', orderPayload({ name: '#1003', userId: null, lines: [{ price: '40.00' }] }));
    expect((await commissions()).map((c) => [c.staff, c.reference, c.sale_amount, c.amount])).toEqual([
      ['ben', '#1002', '18.18', '1.82'],
    ]);
  });

  it('creates nothing new for a repeated webhook, orders/paid again, or an update with the same attribution', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order, 'repeat-me');
    await send('orders/paid', order, 'repeat-me');
    await send('orders/paid', order);
    await send('orders/updated', { ...order, note: 'gift wrap', updated_at: '2026-11-17T09:00:00-05:00' });
    expect(await commissions()).toHaveLength(2);
    expect(await totals()).toEqual({ ana: 197, ben: 247 });
  });

  it('records no order of an uninstalled shop, only the delivery (decision 76: the order goes in with the receipt)', async () => {
    const { domain, shop } = await salesShop();
    const gone = await sendWebhook(app, 'app/uninstalled', domain, uninstalledPayload(domain));
    expect(gone.status, gone.text).toBe(200);
    const order = firstOrder();
    const first = await sendWebhook(app, 'orders/paid', domain, order, { webhookId: 'after-uninstall' });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await app.deps.repos.sales.findOrder(shop.id, String(order.id))).toBeUndefined();
    const again = await sendWebhook(app, 'orders/paid', domain, order, { webhookId: 'after-uninstall' });
    expect(again.body).toEqual({ received: true, duplicate: true });
  });
});

describe('orders/updated with another attribution', () => {
  it('reverses the standing commissions and issues new ones dated at the update, so each total is right again', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    // The first line now all ben's: ben 54.00 + 6.67 = 60.67 → 6.067 → 6.07; ana 3.33 → 0.1665 → 0.17.
    const edited = { ...structuredClone(order), updated_at: '2026-11-17T09:00:00-05:00' };
    (edited.line_items[0] as { attributed_staffs: unknown }).attributed_staffs = [
      { id: 'gid://shopify/StaffMember/1002', quantity: 3 },
    ];
    await send('orders/updated', edited);
    const rows = await commissions();
    expect(rows.map((c) => [c.staff, c.sale_amount, c.amount])).toEqual([
      ['ana', '39.33', '1.97'],
      ['ben', '24.67', '2.47'],
      ['ana', '-39.33', '-1.97'],
      ['ben', '-24.67', '-2.47'],
      ['ana', '3.33', '0.17'],
      ['ben', '60.67', '6.07'],
    ]);
    expect(await totals()).toEqual({ ana: 17, ben: 607 });
    // Both the reversals and the new commissions are dated at the order's update.
    expect(new Set(rows.slice(2).map((c) => c.occurred_at))).toEqual(new Set(['2026-11-17T14:00:00Z']));
    // The same edit again changes nothing.
    await send('orders/updated', edited);
    expect(await commissions()).toHaveLength(6);
  });
});

describe('re-attribution: which webhook, and at which rate', () => {
  /** `order` (#1001) with its first line all ben's (3 × 20.00 less 6.00 = 54.00), updated at `at`. */
  const firstLineToBen = (order: ReturnType<typeof firstOrder>, at: string) => {
    const edited = { ...structuredClone(order), updated_at: at };
    (edited.line_items[0] as { attributed_staffs: unknown }).attributed_staffs = [
      { id: 'gid://shopify/StaffMember/1002', quantity: 3 },
    ];
    return edited;
  };

  it('takes no other attribution from orders/paid again, only from orders/updated', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    // Shopify may deliver orders/paid again, or late, after an edit: it creates nothing new.
    const edited = firstLineToBen(order, '2026-11-17T09:00:00-05:00');
    await send('orders/paid', edited);
    expect(await commissions()).toHaveLength(2);
    expect(await totals()).toEqual({ ana: 197, ben: 247 });
    await send('orders/updated', edited);
    expect(await totals()).toEqual({ ana: 17, ben: 607 });
  });

  it("re-issues at each staff member's rate when the order was processed, not at a rate changed since", async () => {
    const { call, send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    // Both rates change after the order; the order's commissions keep 5 % and 10 %.
    for (const [handle, rate] of [
      ['ana', '20.00'],
      ['ben', '1.00'],
    ])
      expect((await call('PATCH', `/v1/staff/${handle}`, { commission_rate: rate })).status).toBe(200);
    await send('orders/updated', firstLineToBen(order, '2026-11-17T09:00:00-05:00'));
    const issued = (await commissions()).slice(4);
    // ana 3.33 × 5 % = 0.1665 → 0.17; ben 60.67 × 10 % = 6.067 → 6.07, as if no rate had changed.
    expect(issued.map((c) => [c.staff, c.sale_amount, c.rate, c.amount])).toEqual([
      ['ana', '3.33', '5.00', '0.17'],
      ['ben', '60.67', '10.00', '6.07'],
    ]);
    expect(await totals()).toEqual({ ana: 17, ben: 607 });
  });

  it('shares a refund out again when the attribution changes after it, so each sum is right once more', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    // One first-line item refunded at 18.00: ana 2 : ben 1 → −12.00 × 5 % = −0.60, −6.00 × 10 % = −0.60.
    const refund = refundPayload({
      order,
      createdAt: '2026-11-16T14:30:00-05:00',
      lines: [{ lineItemId: order.line_items[0]!.id as number, quantity: 1, subtotal: '18.00' }],
    });
    await send('refunds/create', refund);
    expect(await totals()).toEqual({ ana: 137, ben: 187 });

    // The first line becomes all ben's. Fresh: ana 3.33 × 5 % = 0.17, ben 60.67 × 10 % = 6.07;
    // the refund is then all ben's: −18.00 × 10 % = −1.80. ana 0.17, ben 6.07 − 1.80 = 4.27.
    const edited = firstLineToBen(order, '2026-11-17T09:00:00-05:00');
    await send('orders/updated', edited);
    expect(await totals()).toEqual({ ana: 17, ben: 427 });
    const update = (await commissions()).filter((c) => c.occurred_at === '2026-11-17T14:00:00Z');
    const clawbacks = update.filter((c) => c.refund_id !== null);
    // (Listed negatives first: the new clawback, then the reversals of the first two.)
    expect(clawbacks.map((c) => [c.staff, c.sale_amount, c.rate, c.amount])).toEqual([
      ['ben', '-18.00', '10.00', '-1.80'],
      ['ana', '12.00', '5.00', '0.60'],
      ['ben', '6.00', '10.00', '0.60'],
    ]);
    for (const c of clawbacks) expect(c.refund_id).toBe(String(refund.id));
    // The same edit again changes nothing; the first attribution back restores the first sums.
    await send('orders/updated', edited);
    expect(await totals()).toEqual({ ana: 17, ben: 427 });
    await send('orders/updated', { ...structuredClone(order), updated_at: '2026-11-18T09:00:00-05:00' });
    expect(await totals()).toEqual({ ana: 137, ben: 187 });
  });
});

describe('refunds/create', () => {
  it('claws back a refunded part of a split line once, at the original rates', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    // One of the three 20.00 items, refunded at 18.00 (its share of the discount off): shared
    // ana 2 : ben 1 → 12.00 and 6.00; ana −12.00 × 5 % = −0.60, ben −6.00 × 10 % = −0.60.
    const refund = refundPayload({
      order,
      createdAt: '2026-11-18T14:30:00-05:00',
      lines: [
        { lineItemId: order.line_items[0]!.id as number, quantity: 1, subtotal: '18.00', totalTax: '1.44' },
      ],
    });
    await send('refunds/create', refund);
    await send('refunds/create', refund);
    const clawbacks = (await commissions()).filter((c) => c.refund_id !== null);
    expect(clawbacks.map((c) => [c.staff, c.sale_amount, c.rate, c.amount, c.occurred_at])).toEqual([
      ['ana', '-12.00', '5.00', '-0.60', '2026-11-18T19:30:00Z'],
      ['ben', '-6.00', '10.00', '-0.60', '2026-11-18T19:30:00Z'],
    ]);
    for (const c of clawbacks) expect(c).toMatchObject({ refund_id: String(refund.id), reference: '#1001' });
    expect(await totals()).toEqual({ ana: 137, ben: 187 });
  });

  it('lands a clawback of an order paid in a finalized payroll run in the run that covers the refund', async () => {
    const { send, call, commissions } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    const november = await call('POST', '/v1/payroll-runs', {
      period_start: '2026-11-01',
      period_end: '2026-11-30',
    });
    expect(november.status, november.text).toBe(201);
    expect((await call('POST', `/v1/payroll-runs/${november.body.id}/finalize`, {})).status).toBe(200);
    await send(
      'refunds/create',
      refundPayload({
        order,
        createdAt: '2026-12-02T10:00:00-05:00',
        lines: [{ lineItemId: order.line_items[1]!.id as number, quantity: 3, subtotal: '10.00' }],
      }),
    );
    // 10.00 shared ana 1 : ben 2 → 3.33 and 6.67: −0.1665 → −0.17 and −0.667 → −0.67.
    const clawbacks = (await commissions()).filter((c) => c.refund_id !== null);
    expect(clawbacks.map((c) => [c.staff, c.amount, c.payroll_run])).toEqual([
      ['ana', '-0.17', null],
      ['ben', '-0.67', null],
    ]);
    const december = await call('POST', '/v1/payroll-runs', {
      period_start: '2026-12-01',
      period_end: '2026-12-31',
    });
    const lines = await call('GET', `/v1/payroll-lines?run=${december.body.id}`);
    expect(
      (lines.body.data as { staff: string; commission: string }[]).map((line) => [
        line.staff,
        line.commission,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['ana', '-0.17'],
        ['ben', '-0.67'],
      ]),
    );
  });
});

describe('what the order webhooks keep and refuse', () => {
  it('writes nothing for a bad HMAC or a body that is not an order', async () => {
    const { domain, commissions, call } = await salesShop();
    const bad = await sendWebhook(app, 'orders/paid', domain, firstOrder(), { secret: 'not-the-secret' });
    expect(bad.status).toBe(401);
    const notAnOrder = await sendWebhook(app, 'orders/paid', domain, { id: 1, hello: 'world' });
    expect(notAnOrder.status).toBe(400);
    expect(await commissions()).toEqual([]);
    expect((await call('GET', '/v1/commissions')).body.data).toEqual([]);
  });

  it('keeps no customer data of an order', async () => {
    const { shop, send } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    const rows = await app.deps.db.rows<Record<string, unknown>>(
      (await import('drizzle-orm')).sql`SELECT * FROM sales_orders WHERE shop_id = ${shop.id}`,
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    const customer = (order as unknown as { customer: { email: string; first_name: string } }).customer;
    expect(stored).not.toContain(customer.email);
    expect(stored).not.toContain(customer.first_name);
  });
});

/**
 * Shopify does not deliver webhooks in order, and signs whatever amounts an order carries
 * (SPEC §12; security review of 28 November, R4, R5 and R8). Each case below was reproduced
 * against main with the review's payloads before it was fixed.
 */
describe('webhooks out of order (R4, R5)', () => {
  /** #4001: one 100.00 line sold by ana (5 %: 5.00), processed Thursday 26 November 10:00 New York. */
  const soldByAna = () =>
    orderPayload({
      name: '#4001',
      processedAt: '2026-11-26T10:00:00-05:00',
      lines: [{ price: '100.00', staff: [{ id: 1001, quantity: 1 }] }],
    });

  it('keeps a refund that arrives before its order and applies it once, on its own date, when orders/paid comes', async () => {
    const { domain, send, call, commissions, totals } = await salesShop();
    const order = soldByAna();
    // Refunded whole the next day; Shopify delivers the refund first.
    const refund = refundPayload({
      order,
      createdAt: '2026-11-27T11:00:00-05:00',
      lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal: '100.00' }],
    });
    const refundDelivery = `r4-${domain}`;
    await send('refunds/create', refund, refundDelivery);
    expect(await commissions()).toEqual([]);

    await send('orders/paid', order);
    const rows = await commissions();
    expect(rows.map((c) => [c.staff, c.sale_amount, c.amount, c.occurred_at, c.refund_id])).toEqual([
      ['ana', '100.00', '5.00', '2026-11-26T15:00:00Z', null],
      ['ana', '-100.00', '-5.00', '2026-11-27T16:00:00Z', String(refund.id)],
    ]);
    expect(await totals()).toEqual({ ana: 0 });
    const days = await call('GET', '/v1/sales?from=2026-11-26&to=2026-11-27');
    expect(days.body.data.map((day: { orders: number; sales: string }) => [day.orders, day.sales])).toEqual([
      [1, '100.00'],
      [0, '-100.00'],
    ]);

    // Shopify's retry of the refund's delivery is a duplicate, and the same refund delivered
    // again under another id (or read by the import) takes nothing back a second time.
    const retry = await sendWebhook(app, 'refunds/create', domain, refund, { webhookId: refundDelivery });
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ duplicate: true });
    await send('refunds/create', refund);
    await send('orders/paid', order);
    expect(await commissions()).toHaveLength(2);
    expect(await totals()).toEqual({ ana: 0 });
  });

  it('applies a refund that arrives before an orders/updated which records its order', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = soldByAna();
    const refund = refundPayload({
      order,
      createdAt: '2026-11-27T11:00:00-05:00',
      lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal: '40.00' }],
    });
    await send('refunds/create', refund);
    // The order's first webhook to arrive is the update the refund caused.
    await send('orders/updated', {
      ...order,
      financial_status: 'partially_refunded',
      updated_at: '2026-11-27T11:00:01-05:00',
    });
    expect((await commissions()).map((c) => [c.sale_amount, c.amount, c.refund_id])).toEqual([
      ['100.00', '5.00', null],
      ['-40.00', '-2.00', String(refund.id)],
    ]);
    expect(await totals()).toEqual({ ana: 300 });
  });

  /**
   * Runs `work` in a transaction of its own and holds it open while `other` is sent, until
   * `other` waits for a lock (PostgreSQL; SQLite runs one transaction at a time, so it waits
   * anyway) or has answered; then commits. Answers once both are done.
   */
  async function whileOpen(work: () => Promise<void>, other: () => Promise<unknown>) {
    let opened!: () => void;
    let release!: () => void;
    const isOpen = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = app.deps.db.transaction(async () => {
      await work();
      opened();
      await released;
    });
    await isOpen;
    const sent = other();
    let answered = false;
    void sent.finally(() => {
      answered = true;
    });
    if (app.deps.db.dialect === 'postgres') {
      const { sql } = await import('drizzle-orm');
      for (;;) {
        const [row] = await app.deps.db.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if (answered || row!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
    release();
    await Promise.all([held, sent]);
  }

  it('loses no refund racing its order, whichever transaction commits first', async () => {
    const { shop, send, commissions, totals } = await salesShop();
    const orderOf = (name: string) =>
      orderPayload({
        name,
        processedAt: '2026-11-26T10:00:00-05:00',
        lines: [{ price: '100.00', staff: [{ id: 1001, quantity: 1 }] }],
      });
    const refundOf = (order: ReturnType<typeof orderPayload>) =>
      refundPayload({
        order,
        createdAt: '2026-11-27T11:00:00-05:00',
        lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal: '100.00' }],
      });
    // The order is being recorded, not yet committed, when its refund arrives.
    const first = orderOf('#4002');
    await whileOpen(
      () => recordPaidOrder(app.deps, shop, parseOrderPayload(first), Date.now()),
      () => send('refunds/create', refundOf(first)),
    );
    // The refund is being kept, not yet committed, when its order arrives.
    const second = orderOf('#4003');
    await whileOpen(
      () => recordRefund(app.deps, shop, parseRefundPayload(refundOf(second))),
      () => send('orders/paid', second),
    );
    // Each order: +5.00 and −5.00.
    expect((await commissions()).map((c) => [c.reference, c.amount])).toEqual([
      ['#4002', '5.00'],
      ['#4003', '5.00'],
      ['#4002', '-5.00'],
      ['#4003', '-5.00'],
    ]);
    expect(await totals()).toEqual({ ana: 0 });
  });

  /** #1001 with its first line all ben's, updated at `at`: ana 0.17, ben 6.07 (see above). */
  const firstLineToBen = (order: ReturnType<typeof firstOrder>, at: string) => {
    const edited = { ...structuredClone(order), updated_at: at };
    (edited.line_items[0] as { attributed_staffs: unknown }).attributed_staffs = [
      { id: 'gid://shopify/StaffMember/1002', quantity: 3 },
    ];
    return edited;
  };

  it('records an orders/updated no newer than the last one applied as received, and changes nothing', async () => {
    const { domain, send, commissions, totals } = await salesShop();
    const order = firstOrder();
    await send('orders/paid', order);
    await send('orders/updated', firstLineToBen(order, '2026-11-17T13:00:00-05:00'));
    expect(await totals()).toEqual({ ana: 17, ben: 607 });
    const applied = await commissions();
    expect(applied).toHaveLength(6);

    // The 12:30 update (a delayed retry, still the first attribution) arrives after the 13:00 one.
    const stale = `r5-stale-${domain}`;
    await send(
      'orders/updated',
      { ...structuredClone(order), updated_at: '2026-11-17T12:30:00-05:00' },
      stale,
    );
    // Its receipt was written: its own retry is a duplicate.
    const retry = await sendWebhook(
      app,
      'orders/updated',
      domain,
      { ...structuredClone(order), updated_at: '2026-11-17T12:30:00-05:00' },
      { webhookId: stale },
    );
    expect(retry.body).toMatchObject({ duplicate: true });
    // Neither is one of the same updated_at newer; nor is a payload that says nothing of when.
    await send('orders/updated', { ...structuredClone(order), updated_at: '2026-11-17T13:00:00-05:00' });
    const { updated_at: _, ...undated } = structuredClone(order);
    await send('orders/updated', undated);
    expect(await commissions()).toEqual(applied);
    expect(await totals()).toEqual({ ana: 17, ben: 607 });

    // A newer one is applied as ever.
    await send('orders/updated', { ...structuredClone(order), updated_at: '2026-11-17T14:00:00-05:00' });
    expect(await totals()).toEqual({ ana: 197, ben: 247 });
  });

  it('keeps the attribution of an orders/updated that came before orders/paid, and of none older after it', async () => {
    const { send, commissions, totals } = await salesShop();
    const order = firstOrder();
    // The 13:00 edit arrives first and records the order; orders/paid (updated_at = processed_at)
    // and the 12:30 update come after it.
    await send('orders/updated', firstLineToBen(order, '2026-11-17T13:00:00-05:00'));
    await send('orders/paid', order);
    await send('orders/updated', { ...structuredClone(order), updated_at: '2026-11-17T12:30:00-05:00' });
    expect((await commissions()).map((c) => [c.staff, c.sale_amount, c.amount])).toEqual([
      ['ana', '3.33', '0.17'],
      ['ben', '60.67', '6.07'],
    ]);
    expect(await totals()).toEqual({ ana: 17, ben: 607 });
  });
});

describe('amounts beyond their line (R8)', () => {
  it('counts a line discounted below zero as 0.00: no negative sale, commission or day', async () => {
    const { send, call, commissions } = await salesShop();
    const order = orderPayload({
      name: '#8001',
      processedAt: '2026-11-26T10:00:00-05:00',
      lines: [
        { price: '10.00', staff: [{ id: 1001, quantity: 1 }] },
        { price: '20.00', staff: [{ id: 1001, quantity: 1 }] },
      ],
    });
    // As in the review: a 10.00 line with a 500.00 discount (the builder refuses to make one).
    (order.line_items[0] as { discount_allocations: unknown }).discount_allocations = [
      { amount: '500.00', discount_application_index: 0 },
    ];
    await send('orders/paid', order);
    // ana: 0.00 + 20.00 = 20.00 × 5 % = 1.00.
    expect((await commissions()).map((c) => [c.staff, c.sale_amount, c.amount])).toEqual([
      ['ana', '20.00', '1.00'],
    ]);
    const day = await call('GET', '/v1/sales?from=2026-11-26&to=2026-11-26');
    expect(day.body.data[0]).toMatchObject({ orders: 1, sales: '20.00' });
  });

  it("takes back at most the refunded quantity's share of a line, and never more than the line in all", async () => {
    const { send, call, commissions, totals } = await salesShop();
    // 2 × 10.00 by ana: 20.00 × 5 % = 1.00.
    const order = orderPayload({
      name: '#8002',
      processedAt: '2026-11-26T10:00:00-05:00',
      lines: [{ price: '10.00', quantity: 2, staff: [{ id: 1001, quantity: 2 }] }],
    });
    await send('orders/paid', order);
    const line = order.line_items[0]!.id as number;
    const refund = (subtotal: string, hour: number) =>
      refundPayload({
        order,
        createdAt: `2026-11-27T${String(hour).padStart(2, '0')}:00:00-05:00`,
        lines: [{ lineItemId: line, quantity: 1, subtotal }],
      });
    // One unit refunded at 5,000.00: its share of the line is 10.00 → −0.50, not −250.00.
    await send('refunds/create', refund('5000.00', 9));
    // The other unit at 15.00: its share is 10.00, and 10.00 of the line is left → −0.50.
    await send('refunds/create', refund('15.00', 10));
    // A third unit the line never had: nothing of it is left to take back.
    await send('refunds/create', refund('3.00', 11));
    const clawbacks = (await commissions()).filter((c) => c.refund_id !== null);
    expect(clawbacks.map((c) => [c.sale_amount, c.amount])).toEqual([
      ['-10.00', '-0.50'],
      ['-10.00', '-0.50'],
      ['0.00', '0.00'],
    ]);
    expect(await totals()).toEqual({ ana: 0 });
    const days = await call('GET', '/v1/sales?from=2026-11-26&to=2026-11-27');
    expect(days.body.data.map((day: { sales: string }) => day.sales)).toEqual(['20.00', '-20.00']);
  });
});
