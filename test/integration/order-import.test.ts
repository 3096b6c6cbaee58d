import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrderImportRunner,
  type OrderImportRunnerOptions,
} from '../../web/jobs/order-import-runner.js';
import { createLogger } from '../../web/logger.js';
import {
  type FakeShop,
  type FakeShopify,
  installByTokenExchange,
  type JsonBody,
  SHOPIFY_ENV,
  sendWebhook,
} from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { callerOf, installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { cents } from '../helpers/shop-client.js';
import {
  orderPayload,
  refundPayload,
  type ShopifyOrderJson,
  type ShopifyRefundJson,
} from '../helpers/shopify-orders.js';

/**
 * The import of past orders (issue 17 point 4, decision 33) against a faked Admin GraphQL API
 * serving three pages (50, 50, 19) of the same orders the webhooks would bring. Staff: ana
 * (Shopify 1001, 5.00 %), ben (1002, 10.00 %), cy (1003, no rate). Worked out by hand:
 *
 * - 117 plain orders #2000…#2116 of one 12.00 line: the even ones sold by ana on the line
 *   (59 × 0.60 = 35.40), the odd ones unattributed but processed by ben (58 × 1.20 = 69.60);
 * - #1001: 3 × 20.00 less 6.00 by ana = 54.00 → 2.70 (its 4.32 tax is no sale); 3 × 5.00 less
 *   5.00 by ben = 10.00 → 1.00; a 25.00 gift card, a 3.00 tip, 9.99 by cy (no rate) and 4.00 by
 *   an unlinked 1009: no commission;
 * - #1002, taxes included: 2 × 11.00 less 2.00 less 1.82 tax = 18.18 by ben (the POS user) →
 *   1.818 → 1.82;
 * - refunds: #1001's first line, 1 unit at 18.00 → ana −0.90; #2000 whole (12.00) → ana −0.60;
 *   #2001 whole → ben −1.20; half of #2116 (6.00) → ana −0.30.
 *
 * ana 35.40 + 2.70 − 0.90 − 0.60 − 0.30 = 36.30; ben 69.60 + 1.00 + 1.82 − 1.20 = 71.22.
 * 124 commissions: ana 60 sales and 3 clawbacks, ben 60 sales and 1 clawback. A pending order
 * and a paid one of 70 days ago are in the fake too, and never imported.
 */
const TOTALS = { ana: 3630, ben: 7122 };
const COMMISSIONS = 124;
const ORDERS = 119;
const REFUNDS = 4;

let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  // Runners are driven by hand here, so each test decides when pages are read.
  ({ app, fake } = await startShopifyTestApp({}, { orderImports: { start: false } }));
});
afterAll(() => app.close());

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().replace(/\.\d+Z$/, 'Z');
const ana = { id: 1001, quantity: 1 };

/** The shop's history, as REST payloads (the webhooks) with their refunds; fresh ids each call. */
function history() {
  const orders: ShopifyOrderJson[] = [];
  const refunds: ShopifyRefundJson[] = [];
  for (let i = 0; i < 117; i++) {
    const status = i === 0 || i === 1 ? 'refunded' : i === 116 ? 'partially_refunded' : 'paid';
    const even = i % 2 === 0;
    orders.push(
      orderPayload({
        name: `#${2000 + i}`,
        processedAt: ago(50 - i * 0.4),
        financialStatus: status,
        userId: even ? null : 1002,
        lines: [{ price: '12.00', staff: even ? [ana] : [] }],
      }),
    );
  }
  const rich = orderPayload({
    name: '#1001',
    processedAt: ago(30.1),
    financialStatus: 'partially_refunded',
    userId: 1002,
    shipping: '5.00',
    lines: [
      {
        price: '20.00',
        quantity: 3,
        discounts: ['6.00'],
        taxes: ['4.32'],
        staff: [{ id: 1001, quantity: 3 }],
      },
      { price: '5.00', quantity: 3, discounts: ['5.00'], staff: [{ id: 1002, quantity: 3 }] },
      { price: '25.00', giftCard: true, staff: [ana] },
      { price: '3.00', tip: true },
      { price: '9.99', staff: [{ id: 1003, quantity: 1 }] },
      { price: '4.00', staff: [{ id: 1009, quantity: 1 }] },
    ],
  });
  const included = orderPayload({
    name: '#1002',
    processedAt: ago(10.05),
    taxesIncluded: true,
    userId: 1002,
    lines: [{ price: '11.00', quantity: 2, discounts: ['2.00'], taxes: ['1.82'] }],
  });
  orders.push(rich, included);
  const refund = (order: ShopifyOrderJson, subtotal: string, daysAgo: number) =>
    refundPayload({
      order,
      createdAt: ago(daysAgo),
      lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal, totalTax: '0.00' }],
    });
  refunds.push(
    refund(rich, '18.00', 25),
    refund(orders[0]!, '12.00', 45),
    refund(orders[1]!, '12.00', 40),
    refund(orders[116]!, '6.00', 2),
  );
  const unseen = [
    orderPayload({
      name: '#3001',
      processedAt: ago(5),
      financialStatus: 'pending',
      lines: [{ price: '50.00', staff: [ana] }],
    }),
    orderPayload({ name: '#3002', processedAt: ago(70), lines: [{ price: '50.00', staff: [ana] }] }),
  ];
  return { orders, refunds, unseen };
}

/** `"20.00"` as GraphQL's Decimal writes it: `"20.0"`. */
const decimal = (amount: string) => amount.replace(/0$/, '');
const money = (amount: string) => ({ shopMoney: { amount: decimal(amount) } });
const gid = (type: string, id: unknown) => `gid://shopify/${type}/${id}`;

/**
 * The Order node the Admin GraphQL API answers for an order Shopify also sent as REST. GraphQL
 * names one staff member per line, so only orders whose lines name at most one are used here.
 */
function graphqlOrder(order: ShopifyOrderJson, refunds: ShopifyRefundJson[]): JsonBody {
  const o = order as JsonBody;
  return {
    legacyResourceId: String(o.id),
    name: o.name,
    processedAt: new Date(o.processed_at).toISOString(),
    createdAt: new Date(o.created_at).toISOString(),
    displayFinancialStatus: String(o.financial_status).toUpperCase(),
    taxesIncluded: o.taxes_included,
    totalTipReceivedSet: money(o.total_tip_received),
    staffMember: o.user_id ? { id: gid('StaffMember', o.user_id) } : null,
    retailLocation: o.location_id ? { id: gid('Location', o.location_id) } : null,
    lineItems: {
      pageInfo: { hasNextPage: false },
      nodes: (o.line_items as JsonBody[]).map((line) => {
        if (line.attributed_staffs.length > 1) throw new Error('GraphQL cannot split a line');
        return {
          id: gid('LineItem', line.id),
          title: line.title,
          sku: line.sku,
          quantity: line.quantity,
          isGiftCard: line.gift_card,
          requiresShipping: line.requires_shipping,
          staffMember: line.attributed_staffs[0] ? { id: line.attributed_staffs[0].id } : null,
          originalUnitPriceSet: money(line.price),
          discountAllocations: line.discount_allocations.map((d: JsonBody) => ({
            allocatedAmountSet: money(d.amount),
          })),
          taxLines: line.tax_lines.map((t: JsonBody) => ({ priceSet: money(t.price) })),
        };
      }),
    },
    refunds: refunds
      .filter((refund) => refund.order_id === order.id)
      .map((refund) => ({
        legacyResourceId: String(refund.id),
        createdAt: new Date(refund.created_at as string).toISOString(),
        refundLineItems: {
          pageInfo: { hasNextPage: false },
          nodes: (refund.refund_line_items as JsonBody[]).map((line) => ({
            lineItem: { id: gid('LineItem', line.line_item_id) },
            quantity: line.quantity,
            subtotalSet: money(line.subtotal_set.shop_money.amount),
            totalTaxSet: money(line.total_tax_set.shop_money.amount),
          })),
        },
      })),
  };
}

interface Commission {
  staff: string;
  sale_amount: string;
  rate: string;
  amount: string;
  occurred_at: string;
  reference: string;
  order_id: string;
  refund_id: string | null;
}

/** A shop installed through the fake Shopify (with `read_users`), its staff, and what tests ask of it. */
async function importShop(orders: JsonBody[] = [], details: Partial<FakeShop> = {}) {
  const domain = `import-${process.pid}-${++shops}.myshopify.com`;
  const installed = await installShop(app, fake, domain, {
    ianaTimezone: 'America/New_York',
    scope: 'read_orders,read_users',
    orders,
    ...details,
  });
  const { fakeShop, shop } = installed;
  let token = installed.token;
  const call = (method: string, path: string, body?: unknown) => callerOf(app, token)(method, path, body);
  /** An uninstall revokes the shop's API tokens: a new one after a reinstall. */
  const renewToken = async () => {
    token = await app.token(shop);
  };
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
  /** Every commission of the shop, a page of 100 at a time, in a stable order. */
  const commissions = async () => {
    const rows: Commission[] = [];
    let after: string | null = null;
    do {
      const res = await call('GET', `/v1/commissions?limit=100${after ? `&starting_after=${after}` : ''}`);
      expect(res.status, res.text).toBe(200);
      rows.push(...res.body.data);
      after = res.body.next_cursor;
    } while (after);
    return rows
      .map((c) =>
        [c.staff, c.sale_amount, c.rate, c.amount, c.occurred_at, c.reference, c.order_id, c.refund_id].join(
          '|',
        ),
      )
      .sort();
  };
  const totals = async () => {
    const out: Record<string, number> = {};
    for (const row of await commissions()) {
      const [staff, , , amount] = row.split('|') as [string, string, string, string];
      out[staff] = (out[staff] ?? 0) + cents(amount);
    }
    return out;
  };
  const progress = async () => (await call('GET', '/v1/shop')).body.order_import;
  const row = async () => (await app.deps.repos.orderImports.findByShop(shop.id))!;
  /** The cursors this shop's pages were asked after, in order. */
  const pagesAsked = () =>
    fake.calls
      .filter((c) => c.shop === domain && String(c.body.query).includes('orders('))
      .map((c) => c.body.variables?.after ?? null);
  const counts = async () => {
    const { sql } = await import('drizzle-orm');
    const [orders] = await app.deps.db.rows<{ n: number }>(
      sql`SELECT count(*) AS n FROM sales_orders WHERE shop_id = ${shop.id}`,
    );
    const [refunds] = await app.deps.db.rows<{ n: number }>(
      sql`SELECT count(*) AS n FROM sales_refunds WHERE shop_id = ${shop.id}`,
    );
    return { orders: Number(orders!.n), refunds: Number(refunds!.n) };
  };
  return {
    domain,
    shop,
    fakeShop,
    call,
    send,
    commissions,
    totals,
    progress,
    row,
    pagesAsked,
    counts,
    renewToken,
  };
}

/** The import is done with every order, refund and commission of the history, once. */
async function expectWholeHistory(shop: Awaited<ReturnType<typeof shopWithHistory>>) {
  expect(await shop.progress()).toMatchObject({
    status: 'done',
    orders_imported: ORDERS,
    refunds_imported: REFUNDS,
  });
  expect(await shop.totals()).toEqual(TOTALS);
  expect(await shop.commissions()).toHaveLength(COMMISSIONS);
}

/** A runner held at page 2: `atPage2` once it is there, `stuck` until `unstick()`. */
function pageGate() {
  let unstick = () => {};
  const stuck = new Promise<void>((resolve) => {
    unstick = resolve;
  });
  let reached = () => {};
  const atPage2 = new Promise<void>((resolve) => {
    reached = resolve;
  });
  return { stuck, unstick, atPage2, reached };
}

/** A shop whose fake Shopify holds the whole history, as GraphQL nodes. */
async function shopWithHistory(details: Partial<FakeShop> = {}) {
  const data = history();
  const nodes = [...data.orders, ...data.unseen].map((order) => graphqlOrder(order, data.refunds));
  return { data, ...(await importShop(nodes, details)) };
}

const runner = (options: Partial<OrderImportRunnerOptions> = {}) =>
  createOrderImportRunner({
    deps: app.deps,
    history: app.composition.appDeps.shopify!.orderHistory,
    logger: createLogger('silent'),
    retryBaseMs: 10,
    ...options,
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the import of past orders', () => {
  it('records every paid order and refund of 60 days, in three pages, with the commissions the webhooks give', async () => {
    const imported = await shopWithHistory();
    expect(await imported.progress()).toMatchObject({
      status: 'running',
      orders_imported: 0,
      refunds_imported: 0,
    });
    expect(await runner().runOnce()).toBeGreaterThanOrEqual(3);
    expect(imported.pagesAsked()).toEqual([null, '50', '100']);

    // The same orders and refunds as webhooks, to a second shop.
    const hooked = await importShop();
    for (const order of imported.data.orders) await hooked.send('orders/paid', order);
    for (const refund of imported.data.refunds) await hooked.send('refunds/create', refund);

    const rows = await imported.commissions();
    expect(rows).toHaveLength(COMMISSIONS);
    expect(rows).toEqual(await hooked.commissions());
    expect(await imported.totals()).toEqual(TOTALS);
    expect(await imported.counts()).toEqual({ orders: ORDERS, refunds: REFUNDS });
    const report = (shop: Pick<typeof imported, 'call'>) =>
      shop.call('GET', `/v1/sales?from=${ago(62).slice(0, 10)}&to=${ago(-1).slice(0, 10)}`);
    const [mine, theirs] = [(await report(imported)).body, (await report(hooked)).body];
    expect(mine.data).toEqual(theirs.data);
    expect(mine.data.reduce((n: number, day: { orders: number }) => n + day.orders, 0)).toBe(ORDERS);

    const done = await imported.progress();
    expect(done).toEqual({
      status: 'done',
      orders_imported: ORDERS,
      refunds_imported: REFUNDS,
      started_at: expect.stringMatching(/Z$/),
      finished_at: expect.stringMatching(/Z$/),
    });
    expect(Date.parse(done.finished_at)).toBeGreaterThanOrEqual(Date.parse(done.started_at));
  });

  it('creates no duplicate when a webhook and the import see the same order, in either order', async () => {
    const shop = await shopWithHistory();
    const [first, second] = shop.data.orders;
    const rich = shop.data.orders.find((order) => order.name === '#1001')!;
    // Before the import: the webhooks of #1001, its refund and #2000.
    await shop.send('orders/paid', rich);
    await shop.send('refunds/create', shop.data.refunds[0]);
    await shop.send('orders/paid', first);
    await runner().runOnce();
    // After it: orders/paid, orders/updated with the same attribution, and a refund again.
    await shop.send('orders/paid', second);
    await shop.send('orders/updated', { ...second, note: 'gift wrap' });
    await shop.send('refunds/create', shop.data.refunds[1]);
    expect(await shop.commissions()).toHaveLength(COMMISSIONS);
    expect(await shop.totals()).toEqual(TOTALS);
    expect(await shop.counts()).toEqual({ orders: ORDERS, refunds: REFUNDS });
  });

  it('resumes from its cursor after a failed page, reading page 1 once and importing nothing twice', async () => {
    const shop = await shopWithHistory();
    let failed = false;
    shop.fakeShop.beforeOrdersPage = (after) => {
      if (after !== '50' || failed) return undefined;
      failed = true;
      return 'fail';
    };
    const pass = runner({ retryBaseMs: 1_000 });
    expect(await pass.runOnce()).toBe(1);
    expect(await shop.progress()).toMatchObject({
      status: 'running',
      orders_imported: 50,
      refunds_imported: 2,
    });
    const waiting = await shop.row();
    expect(waiting).toMatchObject({ cursor: '50', failures: 1, owner: null, finishedAt: null });
    // Not before its retry is due.
    expect(await pass.runOnce()).toBe(0);
    await sleep(waiting.leaseUntil! - Date.now() + 50);
    expect(await pass.runOnce()).toBe(2);
    expect(shop.pagesAsked()).toEqual([null, '50', '50', '100']);
    await expectWholeHistory(shop);
  });

  it("lets another runner take over once a stuck runner's lease runs out, and the stuck one's late page writes nothing", async () => {
    const shop = await shopWithHistory();
    const { stuck, unstick, atPage2, reached } = pageGate();
    let hung = false;
    shop.fakeShop.beforeOrdersPage = async (after) => {
      if (after !== '50' || hung) return undefined;
      hung = true;
      reached();
      await stuck; // As a process that hangs, or dies, mid-page.
      return undefined;
    };
    const crashed = runner({ owner: 'crashed', leaseMs: 2_000 }).runOnce();
    await atPage2;
    const rescuer = runner({ owner: 'rescuer', leaseMs: 2_000 });
    expect(await rescuer.runOnce()).toBe(0); // The lease still holds.
    const held = await shop.row();
    expect(held).toMatchObject({ owner: 'crashed', cursor: '50', ordersImported: 50 });
    await sleep(held.leaseUntil! - Date.now() + 50);
    expect(await rescuer.runOnce()).toBe(2);
    expect(await shop.progress()).toMatchObject({ status: 'done', orders_imported: ORDERS });
    unstick();
    expect(await crashed).toBe(1); // Its page 2 came back too late to commit.
    expect(shop.pagesAsked()).toEqual([null, '50', '50', '100']);
    await expectWholeHistory(shop);
  });

  it('stops on request between pages, leaving the page it was reading for the next runner at once', async () => {
    const shop = await shopWithHistory();
    const { stuck, unstick, atPage2, reached } = pageGate();
    shop.fakeShop.beforeOrdersPage = async (after) => {
      if (after !== '50' || shop.pagesAsked().filter((a) => a === '50').length > 1) return undefined;
      reached();
      await stuck;
      return undefined;
    };
    const running = runner({ owner: 'stopping', intervalMs: 60_000 });
    running.start();
    await atPage2;
    await running.stop(); // As on SIGTERM: it does not wait for Shopify's answer.
    expect(await shop.row()).toMatchObject({
      status: 'running',
      owner: null,
      cursor: '50',
      ordersImported: 50,
    });
    expect(await runner({ owner: 'next' }).runOnce()).toBe(2);
    unstick();
    await expectWholeHistory(shop);
  });

  it('imports each page once when two runners start at once', async () => {
    const shop = await shopWithHistory();
    const pages = await Promise.all([runner({ owner: 'one' }).runOnce(), runner({ owner: 'two' }).runOnce()]);
    expect(pages.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    expect(shop.pagesAsked()).toEqual([null, '50', '100']);
    await expectWholeHistory(shop);
  });
});

describe('the import and webhooks out of order (SPEC §12; security review R4, R5, R8)', () => {
  it('applies a refund that arrived before its order once the import records the order, on the refund’s date', async () => {
    const order = orderPayload({
      name: '#4100',
      processedAt: ago(3),
      lines: [{ price: '40.00', staff: [ana] }],
    });
    const refund = refundPayload({
      order,
      createdAt: ago(2),
      lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal: '40.00' }],
    });
    // The import read its page before Shopify had the refund; the refund's webhook came first.
    const shop = await importShop([graphqlOrder(order, [])]);
    await shop.send('refunds/create', refund);
    expect(await shop.counts()).toEqual({ orders: 0, refunds: 0 });
    await runner().runOnce();

    // ana: 40.00 × 5 % = 2.00, taken back at the refund's own time.
    const refundedAt = new Date(refund.created_at as string).toISOString().replace('.000Z', 'Z');
    expect((await shop.commissions()).map((row) => row.split('|').slice(0, 5).join('|'))).toEqual([
      `ana|-40.00|5.00|-2.00|${refundedAt}`,
      `ana|40.00|5.00|2.00|${new Date(order.processed_at as string).toISOString().replace('.000Z', 'Z')}`,
    ]);
    expect(await shop.totals()).toEqual({ ana: 0 });
    expect(await shop.counts()).toEqual({ orders: 1, refunds: 1 });
    const days = (await shop.call('GET', `/v1/sales?from=${ago(5).slice(0, 10)}&to=${ago(-1).slice(0, 10)}`))
      .body.data as { date: string; sales: string }[];
    expect(days.filter((day) => day.sales !== '0.00').map((day) => day.sales)).toEqual(['40.00', '-40.00']);

    // The refund delivered again, or the order's own webhook now: nothing new.
    await shop.send('refunds/create', refund);
    await shop.send('orders/paid', order);
    expect(await shop.commissions()).toHaveLength(2);
  });

  it('ignores an orders/updated older than what the import read, and still takes that version’s exact split', async () => {
    // #4200: 2 × 30.00 by ana as the import reads it (updated at 12:00 two days ago).
    const updatedAt = `${ago(2).slice(0, 10)}T12:00:00Z`;
    const order = orderPayload({
      name: '#4200',
      processedAt: ago(3),
      lines: [{ price: '30.00', quantity: 2, staff: [{ id: 1001, quantity: 2 }] }],
    });
    const shop = await importShop([{ ...graphqlOrder(order, []), updatedAt }]);
    await runner().runOnce();
    expect(await shop.totals()).toEqual({ ana: 300 });

    const toBen = (at: string, staff: { id: number; quantity: number }[]) => {
      const edited = { ...structuredClone(order), updated_at: at };
      (edited.line_items[0] as { attributed_staffs: unknown }).attributed_staffs = staff.map((entry) => ({
        id: `gid://shopify/StaffMember/${entry.id}`,
        quantity: entry.quantity,
      }));
      return edited;
    };
    // An edit of 11:00, delivered late: older than the import's view, it changes nothing.
    const hourBefore = new Date(Date.parse(updatedAt) - 3_600_000).toISOString();
    await shop.send('orders/updated', toBen(hourBefore, [{ id: 1002, quantity: 2 }]));
    expect(await shop.totals()).toEqual({ ana: 300 });
    // The webhook of the very version the import read splits the line 1:1, which GraphQL could
    // not say: ana 30.00 → 1.50, ben 30.00 → 3.00.
    await shop.send(
      'orders/updated',
      toBen(updatedAt, [
        { id: 1001, quantity: 1 },
        { id: 1002, quantity: 1 },
      ]),
    );
    expect(await shop.totals()).toEqual({ ana: 150, ben: 300 });
  });

  it('counts an imported line discounted below zero as 0.00, and says so in the log', async () => {
    const order = orderPayload({
      name: '#4300',
      processedAt: ago(3),
      lines: [
        { price: '10.00', staff: [ana] },
        { price: '20.00', staff: [ana] },
      ],
    });
    const node = graphqlOrder(order, []);
    node.lineItems.nodes[0].discountAllocations = [{ allocatedAmountSet: money('500.00') }];
    const shop = await importShop([node]);
    const lines: string[] = [];
    await runner({ logger: createLogger('warn', (line) => lines.push(line)) }).runOnce();
    // ana: 0.00 + 20.00 = 20.00 × 5 % = 1.00.
    expect(await shop.totals()).toEqual({ ana: 100 });
    const warnings = lines.map((line) => JSON.parse(line));
    expect(warnings).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'Shopify order line discounted below zero counted as 0.00',
        shop: shop.shop.id,
        order: String(order.id),
        line: String(order.line_items[0]!.id),
        net_cents: -49_000,
      }),
    );
  });
});

describe('when an import starts', () => {
  it('starts when read_orders is granted later, and starts over on a reinstall without duplicating anything', async () => {
    const shop = await shopWithHistory({ scope: 'read_users' });
    expect(await shop.progress()).toBeNull();
    shop.fakeShop.scope = 'read_orders,read_users';
    await shop.send('app/scopes_update', {
      previous: ['read_users'],
      current: ['read_orders', 'read_users'],
    });
    expect(await shop.progress()).toMatchObject({ status: 'running', orders_imported: 0 });
    await runner().runOnce();
    const first = await shop.progress();
    expect(first).toMatchObject({ status: 'done', orders_imported: ORDERS });

    await shop.send('app/uninstalled', { id: 1, domain: shop.domain, myshopify_domain: shop.domain });
    await installByTokenExchange(app, shop.domain);
    await shop.renewToken();
    expect(await shop.progress()).toMatchObject({ status: 'running', orders_imported: 0, finished_at: null });
    await runner().runOnce();
    await expectWholeHistory(shop);
  });

  it('fails visibly when Shopify refuses the token, and starts over on a reinstall', async () => {
    const shop = await shopWithHistory();
    shop.fakeShop.accessToken = 'revoked';
    await runner().runOnce();
    expect(await shop.progress()).toMatchObject({
      status: 'failed',
      orders_imported: 0,
      finished_at: expect.any(String),
    });
    expect((await shop.row()).error).toMatch(/401|Unauthorized|Invalid/i);
    // The merchant installs the app again: a new token, and the failed import starts over.
    await shop.send('app/uninstalled', { id: 1, domain: shop.domain, myshopify_domain: shop.domain });
    await installByTokenExchange(app, shop.domain);
    await shop.renewToken();
    expect(await shop.progress()).toMatchObject({ status: 'running', finished_at: null });
    await runner().runOnce();
    expect(await shop.progress()).toMatchObject({
      status: 'done',
      orders_imported: ORDERS,
      refunds_imported: REFUNDS,
    });
  });
});

describe('the runner of every process', () => {
  it('imports a new shop on its own within seconds of the install, with Redis down', async () => {
    const own = await startTestApp(
      { ...SHOPIFY_ENV, REDIS_URL: 'redis://127.0.0.1:1' },
      { orderImports: { intervalMs: 100 } },
    );
    try {
      const data = history();
      const domain = `import-auto-${process.pid}.myshopify.com`;
      fake.addShop(domain, { orders: data.orders.map((order) => graphqlOrder(order, data.refunds)) });
      await installByTokenExchange(own, domain);
      const shop = (await own.deps.repos.shops.findByDomain(domain))!;
      const token = await own.token(shop);
      const started = Date.now();
      let body: JsonBody = {};
      while (Date.now() - started < 5_000) {
        body = (await own.request('GET', '/v1/shop', { token })).body;
        if (body.order_import?.status === 'done') break;
        await sleep(50);
      }
      // Without read_users the orders come unattributed, but every one and every refund is there.
      expect(body.order_import).toMatchObject({
        status: 'done',
        orders_imported: ORDERS,
        refunds_imported: REFUNDS,
      });
    } finally {
      await own.close();
    }
  });

  it('imports nothing without Shopify: order_import is null', async () => {
    const standalone = await startTestApp();
    try {
      const shop = await standalone.addShop(`standalone-${process.pid}.myshopify.com`);
      const res = await standalone.request('GET', '/v1/shop', { token: await standalone.token(shop) });
      expect(res.status).toBe(200);
      expect(res.body.order_import).toBeNull();
    } finally {
      await standalone.close();
    }
  });
});
