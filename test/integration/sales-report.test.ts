import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../helpers/csv.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';
import { orderPayload, refundPayload } from '../helpers/shopify-orders.js';

/**
 * SPEC §12 `GET /v1/sales`, over New York's autumn DST week (Monday 26 October to Sunday
 * 1 November 2026; clocks go back at 02:00 on the Sunday), every figure worked out by hand.
 */
let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

async function dstWeek() {
  const domain = `sales-report-${process.pid}.myshopify.com`;
  const { call } = await installShop(app, fake, domain, { ianaTimezone: 'America/New_York' });
  await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    hourly_rate: '18.25',
    shopify_staff_member_id: '1001',
    commission_rate: '5.00',
  });
  await call('POST', '/v1/staff', { handle: 'ben', name: 'Ben', hourly_rate: '15.00' });
  const entry = async (staff: string, started_at: string, ended_at: string) => {
    const res = await call('POST', '/v1/time-entries', { staff, started_at, ended_at });
    expect(res.status, res.text).toBe(201);
    return res.body as { timesheet: string };
  };
  // ana: Monday 09:00–16:20 EDT (26,400 s), Tuesday 09:00–13:10 EDT (15,000 s), Sunday
  // 09:00–12:00 EST (10,800 s): 14.5 h × 18.25 = 264.625 → 264.63, approved.
  const anaMonday = await entry('ana', '2026-10-26T13:00:00Z', '2026-10-26T20:20:00Z');
  await entry('ana', '2026-10-27T13:00:00Z', '2026-10-27T17:10:00Z');
  await entry('ana', '2026-11-01T14:00:00Z', '2026-11-01T17:00:00Z');
  expect((await call('POST', `/v1/timesheets/${anaMonday.timesheet}/approve`, {})).status).toBe(200);
  // ben: Sunday 01:00 EDT to 03:00 EST, three hours across the change: 45.00, pending.
  await entry('ben', '2026-11-01T05:00:00Z', '2026-11-01T08:00:00Z');

  const send = async (topic: string, payload: unknown) =>
    expect((await sendWebhook(app, topic, domain, payload)).status).toBe(200);
  const first = orderPayload({
    name: '#2001',
    processedAt: '2026-10-26T10:00:00-04:00',
    lines: [{ price: '100.00', staff: [{ id: 1001, quantity: 1 }] }],
  });
  await send('orders/paid', first);
  // 20:30 on Monday in New York is Tuesday in UTC: it counts on Monday.
  await send(
    'orders/paid',
    orderPayload({
      name: '#2002',
      userId: null,
      processedAt: '2026-10-26T20:30:00-04:00',
      lines: [{ price: '50.00' }],
    }),
  );
  await send(
    'orders/paid',
    orderPayload({
      name: '#2003',
      userId: null,
      processedAt: '2026-11-01T23:30:00-05:00',
      lines: [{ price: '200.00' }],
    }),
  );
  await send(
    'refunds/create',
    refundPayload({
      order: first,
      createdAt: '2026-11-01T10:00:00-05:00',
      lines: [{ lineItemId: first.line_items[0]!.id as number, subtotal: '30.00' }],
    }),
  );
  return { call };
}

const zeroDay = (date: string) => ({
  date,
  orders: 0,
  sales: '0.00',
  tips: '0.00',
  labour_hours: 0,
  labour_cost: '0.00',
  labour_percent: null,
});

describe('GET /v1/sales', () => {
  let call: Awaited<ReturnType<typeof dstWeek>>['call'];
  beforeAll(async () => {
    ({ call } = await dstWeek());
  });

  it('gives each local day its orders, sales less refunds, labour hours and labour cost shared to the cent', async () => {
    const res = await call('GET', '/v1/sales?from=2026-10-26&to=2026-11-01');
    expect(res.status, res.text).toBe(200);
    // ana's 264.63 by seconds 26,400 : 15,000 : 10,800 = 133.835… : 76.04… : 54.75…; the cent
    // left goes to Monday (largest remainder): 133.84, 76.04, 54.75. Sunday adds ben's 45.00.
    // Monday: 133.84 ÷ 150.00 = 89.2266… % → 89.23; Sunday: 99.75 ÷ 170.00 = 58.676… % → 58.68.
    expect(res.body).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
      data: [
        {
          date: '2026-10-26',
          orders: 2,
          sales: '150.00',
          tips: '0.00',
          labour_hours: 7.33,
          labour_cost: '133.84',
          labour_percent: '89.23',
        },
        {
          date: '2026-10-27',
          orders: 0,
          sales: '0.00',
          tips: '0.00',
          labour_hours: 4.17,
          labour_cost: '76.04',
          labour_percent: null,
        },
        zeroDay('2026-10-28'),
        zeroDay('2026-10-29'),
        zeroDay('2026-10-30'),
        zeroDay('2026-10-31'),
        {
          date: '2026-11-01',
          orders: 1,
          sales: '170.00',
          tips: '0.00',
          labour_hours: 6,
          labour_cost: '99.75',
          labour_percent: '58.68',
        },
      ],
    });
  });

  it('shares a week over all its days even when the report shows only some of them', async () => {
    const res = await call('GET', '/v1/sales?from=2026-10-27&to=2026-10-27');
    expect(res.body.data).toEqual([
      {
        date: '2026-10-27',
        orders: 0,
        sales: '0.00',
        tips: '0.00',
        labour_hours: 4.17,
        labour_cost: '76.04',
        labour_percent: null,
      },
    ]);
  });

  it('answers CSV with the same rows and numbers', async () => {
    const json = (await call('GET', '/v1/sales?from=2026-10-26&to=2026-11-01')).body.data as Record<
      string,
      unknown
    >[];
    const res = await call('GET', '/v1/sales?from=2026-10-26&to=2026-11-01&format=csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csvRecords(res.text)).toEqual(
      json.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v === null ? '' : String(v)])),
      ),
    );
  });

  it('refuses a missing, backwards or longer than 366-day range with 400', async () => {
    for (const query of [
      '',
      '?from=2026-10-26',
      '?from=2026-11-02&to=2026-11-01',
      '?from=2025-01-01&to=2026-01-02',
      '?from=2026-02-30&to=2026-03-01',
    ])
      expectProblem(await call('GET', `/v1/sales${query}`), 400, 'validation_error');
    // 366 days is a year with its leap day: allowed.
    expect((await call('GET', '/v1/sales?from=2027-03-01&to=2028-02-29')).body.data).toHaveLength(366);
  });
});
