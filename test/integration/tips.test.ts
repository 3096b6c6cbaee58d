import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../helpers/csv.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import {
  type LineSpec,
  type OrderSpec,
  orderPayload,
  reattributed,
  refundPayload,
} from '../helpers/shopify-orders.js';

/**
 * SPEC §18 tips, through signed order webhooks. Staff: ana (Shopify 1001), ben (1002), cy
 * (1003), dee (not linked); Shopify staff 1009 is linked to no one. The shop is in New York;
 * orders are processed Monday 16 November 10:15 unless said otherwise. Amounts by hand.
 */
let app: TestApp;
let fake: FakeShopify;
let shops = 0;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

interface TipRow {
  date: string;
  staff: string;
  staff_id: string;
  paycheck_tips: string;
  cash_tips: string;
}

async function tipsShop() {
  const domain = `tips-${process.pid}-${++shops}.myshopify.com`;
  const { call } = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  for (const [handle, link] of [
    ['ana', '1001'],
    ['ben', '1002'],
    ['cy', '1003'],
    ['dee', null],
  ] as const) {
    const res = await call('POST', '/v1/staff', { handle, name: handle, shopify_staff_member_id: link });
    expect(res.status, res.text).toBe(201);
  }
  const send = async (topic: string, payload: unknown) => {
    const res = await sendWebhook(app, topic, domain, payload);
    expect(res.status, res.text).toBe(200);
  };
  /** /v1/tips rows as [date, staff, paycheck, cash]. */
  const tips = async (query = 'from=2026-11-01&to=2026-11-30') => {
    const res = await call('GET', `/v1/tips?${query}`);
    expect(res.status, res.text).toBe(200);
    return (res.body.data as TipRow[]).map((r) => [r.date, r.staff, r.paycheck_tips, r.cash_tips]);
  };
  /** /v1/sales `sales` and `tips` of the days that have either. */
  const salesTips = async () => {
    const res = await call('GET', '/v1/sales?from=2026-11-15&to=2026-11-21');
    expect(res.status, res.text).toBe(200);
    return (res.body.data as { date: string; sales: string; tips: string }[])
      .filter((d) => d.sales !== '0.00' || d.tips !== '0.00')
      .map((d) => [d.date, d.sales, d.tips]);
  };
  return { call, send, tips, salesTips };
}

const sale = (price: string, staff?: LineSpec['staff'], extra: Partial<LineSpec> = {}): LineSpec => ({
  price,
  ...(staff ? { staff } : {}),
  ...extra,
});
const tip = (price: string, extra: Partial<LineSpec> = {}): LineSpec => ({ price, tip: true, ...extra });
const order = (lines: LineSpec[], extra: Partial<OrderSpec> = {}) => orderPayload({ lines, ...extra });

describe('who a tip goes to', () => {
  it("goes to the tip line's own attributed staff by quantity, never into sales", async () => {
    const { send, tips, salesTips } = await tipsShop();
    // 5.00 tip split ben 2 : ana 1 → 3.333… and 1.666…: ben 3.33, ana 1.67 (the larger remainder).
    await send(
      'orders/paid',
      order([
        sale('10.00', [{ id: 1003, quantity: 1 }]),
        tip('5.00', {
          staff: [
            { id: 1002, quantity: 2 },
            { id: 1001, quantity: 1 },
          ],
        }),
      ]),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '1.67', '0.00'],
      ['2026-11-16', 'ben', '3.33', '0.00'],
    ]);
    expect(await salesTips()).toEqual([['2026-11-16', '10.00', '5.00']]);
  });

  it("is shared among the sale lines' shares by net, cents by largest remainder", async () => {
    const { send, tips } = await tipsShop();
    // Sale shares ana 20.00, ben 10.00 → a 1.00 tip is 0.666… and 0.333…: ana 0.67, ben 0.33.
    await send(
      'orders/paid',
      order([
        sale('20.00', [{ id: 1001, quantity: 1 }]),
        sale('10.00', [{ id: 1002, quantity: 1 }]),
        tip('1.00'),
      ]),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '0.67', '0.00'],
      ['2026-11-16', 'ben', '0.33', '0.00'],
    ]);
  });

  it('gives a tied cent to the earlier line, then the earlier attributed staff entry', async () => {
    const { send, tips } = await tipsShop();
    // Two lines of 1.00 (cy, then ana): a 0.01 tip ties and goes to cy, the earlier line.
    await send(
      'orders/paid',
      order([
        sale('1.00', [{ id: 1003, quantity: 1 }]),
        sale('1.00', [{ id: 1001, quantity: 1 }]),
        tip('0.01'),
      ]),
    );
    // One 2.00 line split ben 1 : ana 1 (ben listed first): a 0.01 tip goes to ben.
    await send(
      'orders/paid',
      order(
        [
          sale('2.00', [
            { id: 1002, quantity: 1 },
            { id: 1001, quantity: 1 },
          ]),
          tip('0.01'),
        ],
        { processedAt: '2026-11-17T10:00:00-05:00' },
      ),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'cy', '0.01', '0.00'],
      ['2026-11-17', 'ben', '0.01', '0.00'],
    ]);
  });

  it("goes to an unattributed order's POS user, and stays unattributed with no one to take it", async () => {
    const { send, tips, salesTips } = await tipsShop();
    await send('orders/paid', order([sale('8.00'), tip('2.00')], { userId: 1002 }));
    // No attribution and no POS user: the 3.00 tip is nobody's.
    await send('orders/paid', order([sale('6.00'), tip('3.00')]));
    // A tip of a Shopify staff member linked to no one stays unattributed too.
    await send('orders/paid', order([sale('4.00'), tip('1.50', { staff: [{ id: 1009, quantity: 1 }] })]));
    expect(await tips()).toEqual([['2026-11-16', 'ben', '2.00', '0.00']]);
    // Every tip of the day counts in /v1/sales, attributed or not, and none in its sales.
    expect(await salesTips()).toEqual([['2026-11-16', '18.00', '6.50']]);
  });

  it('keeps tips on the local day of processed_at', async () => {
    const { send, tips } = await tipsShop();
    // 23:30 in New York on the 16th is the 17th in UTC.
    await send(
      'orders/paid',
      order([sale('5.00', [{ id: 1001, quantity: 1 }]), tip('1.00')], {
        processedAt: '2026-11-16T23:30:00-05:00',
      }),
    );
    expect(await tips()).toEqual([['2026-11-16', 'ana', '1.00', '0.00']]);
  });
});

describe('cash or paycheck', () => {
  it('reads tip_payment_gateway, else tip.payment_gateway, else the order’s only gateway; cash in any case', async () => {
    const { send, tips } = await tipsShop();
    const ana = [{ id: 1001, quantity: 1 }];
    const cases: [Partial<LineSpec>, string[] | undefined, string][] = [
      [{ tipGateway: 'Cash' }, ['shopify_payments'], 'cash'],
      [{ tipGateway: 'shopify_payments' }, ['cash'], 'paycheck'],
      [{ tipObjectGateway: 'CASH' }, ['shopify_payments'], 'cash'],
      [{}, ['cash'], 'cash'],
      [{}, ['cash', 'shopify_payments'], 'paycheck'],
      [{}, [], 'paycheck'],
    ];
    let day = 15;
    for (const [line, gateways, kind] of cases) {
      day += 1;
      await send(
        'orders/paid',
        order([sale('5.00', ana), tip('1.00', line)], {
          processedAt: `2026-11-${day}T10:00:00-05:00`,
          ...(gateways ? { gateways } : {}),
        }),
      );
      const rows = await tips(`from=2026-11-${day}&to=2026-11-${day}`);
      expect(rows, JSON.stringify(line)).toEqual([
        [`2026-11-${day}`, 'ana', kind === 'cash' ? '0.00' : '1.00', kind === 'cash' ? '1.00' : '0.00'],
      ]);
    }
  });
});

describe('refunds and attribution changes', () => {
  it("takes a refunded tip back in the same shares on the refund's day, once", async () => {
    const { send, tips, salesTips } = await tipsShop();
    const paid = order([
      sale('20.00', [{ id: 1001, quantity: 1 }]),
      sale('10.00', [{ id: 1002, quantity: 1 }]),
      tip('3.00', { id: 88_000_000_001 }),
    ]);
    await send('orders/paid', paid);
    const refund = refundPayload({ order: paid, lines: [{ lineItemId: 88_000_000_001, subtotal: '3.00' }] });
    await send('refunds/create', refund);
    await send('refunds/create', refund);
    // A second refund of the same tip line has nothing left to take.
    await send(
      'refunds/create',
      refundPayload({
        order: paid,
        lines: [{ lineItemId: 88_000_000_001, subtotal: '3.00' }],
        createdAt: '2026-11-19T10:00:00-05:00',
      }),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '2.00', '0.00'],
      ['2026-11-16', 'ben', '1.00', '0.00'],
      ['2026-11-18', 'ana', '-2.00', '0.00'],
      ['2026-11-18', 'ben', '-1.00', '0.00'],
    ]);
    expect(await salesTips()).toEqual([
      ['2026-11-16', '30.00', '3.00'],
      ['2026-11-18', '0.00', '-3.00'],
    ]);
  });

  it('applies a tip refund that arrived before its order when the order comes', async () => {
    const { send, tips } = await tipsShop();
    const paid = order([sale('5.00', [{ id: 1001, quantity: 1 }]), tip('2.00', { id: 88_000_000_002 })]);
    await send(
      'refunds/create',
      refundPayload({ order: paid, lines: [{ lineItemId: 88_000_000_002, subtotal: '0.50' }] }),
    );
    await send('orders/paid', paid);
    await send('orders/paid', paid);
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '2.00', '0.00'],
      ['2026-11-18', 'ana', '-0.50', '0.00'],
    ]);
  });

  it('moves tips with an attribution change, dated at the update, once, and not for an older update', async () => {
    const { send, tips, salesTips } = await tipsShop();
    const paid = order([
      sale('10.00', [{ id: 1001, quantity: 1 }], { id: 88_000_000_011 }),
      tip('4.00', { tipGateway: 'cash' }),
    ]);
    await send('orders/paid', paid);
    const moved = reattributed(paid, 88_000_000_011, [{ id: 1002, quantity: 1 }]);
    await send('orders/updated', moved);
    await send('orders/updated', moved);
    await send(
      'orders/updated',
      reattributed(paid, 88_000_000_011, [{ id: 1003, quantity: 1 }], '2026-11-16T12:00:00-05:00'),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '0.00', '4.00'],
      ['2026-11-17', 'ana', '0.00', '-4.00'],
      ['2026-11-17', 'ben', '0.00', '4.00'],
    ]);
    expect(await salesTips()).toEqual([['2026-11-16', '10.00', '4.00']]);
  });

  it('moves what a refund took back along with the tip', async () => {
    const { send, tips } = await tipsShop();
    const paid = order([
      sale('10.00', [{ id: 1001, quantity: 1 }], { id: 88_000_000_021 }),
      tip('4.00', { id: 88_000_000_022 }),
    ]);
    await send('orders/paid', paid);
    await send(
      'refunds/create',
      refundPayload({ order: paid, lines: [{ lineItemId: 88_000_000_022, subtotal: '1.00' }] }),
    );
    await send(
      'orders/updated',
      reattributed(paid, 88_000_000_021, [{ id: 1002, quantity: 1 }], '2026-11-19T09:00:00-05:00'),
    );
    expect(await tips()).toEqual([
      ['2026-11-16', 'ana', '4.00', '0.00'],
      ['2026-11-18', 'ana', '-1.00', '0.00'],
      ['2026-11-19', 'ana', '-3.00', '0.00'],
      ['2026-11-19', 'ben', '3.00', '0.00'],
    ]);
  });
});

describe('GET /v1/tips', () => {
  it('filters by staff id or handle, matches nothing for an unknown one, and answers CSV with the same rows', async () => {
    const { call, send, tips } = await tipsShop();
    await send(
      'orders/paid',
      order([
        sale('20.00', [{ id: 1001, quantity: 1 }]),
        sale('10.00', [{ id: 1002, quantity: 1 }]),
        tip('1.00'),
      ]),
    );
    expect(await tips('from=2026-11-16&to=2026-11-16&staff=ben')).toEqual([
      ['2026-11-16', 'ben', '0.33', '0.00'],
    ]);
    const ben = (await call('GET', '/v1/staff/ben')).body.id as string;
    expect(await tips(`from=2026-11-16&to=2026-11-16&staff=${ben}`)).toEqual([
      ['2026-11-16', 'ben', '0.33', '0.00'],
    ]);
    expect(await tips('from=2026-11-16&to=2026-11-16&staff=nobody')).toEqual([]);
    const json = (await call('GET', '/v1/tips?from=2026-11-16&to=2026-11-16')).body.data as TipRow[];
    const res = await call('GET', '/v1/tips?from=2026-11-16&to=2026-11-16&format=csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('tips-2026-11-16-2026-11-16.csv');
    expect(csvRecords(res.text)).toEqual(
      json.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)]))),
    );
    expect(json).toHaveLength(2);
  });

  it('refuses a missing, backwards, bad or longer than 366-day range with 400', async () => {
    const { call } = await tipsShop();
    for (const query of [
      '',
      '?from=2026-10-26',
      '?from=2026-11-02&to=2026-11-01',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-11-01&to=2026-11-02&extra=1',
    ]) {
      const res = await call('GET', `/v1/tips${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});

describe('payroll runs', () => {
  it("take the tips of their days into each line's paycheck_tips and cash_tips and the run totals; gross leaves them out", async () => {
    const { call, send } = await tipsShop();
    await send('orders/paid', order([sale('10.00', [{ id: 1001, quantity: 1 }]), tip('2.00')]));
    await send(
      'orders/paid',
      order([sale('10.00', [{ id: 1002, quantity: 1 }]), tip('3.00', { tipGateway: 'cash' })]),
    );
    await send(
      'orders/paid',
      order([sale('10.00', [{ id: 1001, quantity: 1 }]), tip('1.25', { tipGateway: 'cash' })]),
    );
    // A tip of the next period stays out of this run.
    await send(
      'orders/paid',
      order([sale('10.00', [{ id: 1001, quantity: 1 }]), tip('9.00')], {
        processedAt: '2026-11-23T10:00:00-05:00',
      }),
    );
    const run = await call('POST', '/v1/payroll-runs', {
      period_start: '2026-11-16',
      period_end: '2026-11-22',
    });
    expect(run.status, run.text).toBe(201);
    expect(run.body.totals).toMatchObject({ paycheck_tips: '2.00', cash_tips: '4.25', gross: '0.00' });
    const lines = (await call('GET', `/v1/payroll-lines?run=${run.body.id}`)).body.data as Record<
      string,
      string
    >[];
    expect(lines.map((l) => [l.staff, l.paycheck_tips, l.cash_tips, l.gross])).toEqual([
      ['ana', '2.00', '1.25', '0.00'],
      ['ben', '0.00', '3.00', '0.00'],
    ]);
    const finalized = await call('POST', `/v1/payroll-runs/${run.body.id}/finalize`);
    expect(finalized.status, finalized.text).toBe(200);
    expect(finalized.body.totals).toMatchObject({ paycheck_tips: '2.00', cash_tips: '4.25' });
    // A run over the same days pays none of those tips again; the next week's 9.00 it does take.
    const overlap = await call('POST', '/v1/payroll-runs', {
      period_start: '2026-11-16',
      period_end: '2026-11-23',
    });
    expect(overlap.body.totals).toMatchObject({ paycheck_tips: '9.00', cash_tips: '0.00' });
  });
});
