import { readFileSync, rmSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { parseCsv } from '../helpers/csv.js';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { orderPayload, reattributed, refundPayload } from '../helpers/shopify-orders.js';
import {
  blockShopifyCdn,
  buildAdminInto,
  checkEachStep,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  saveDocScreenshot,
  screenshot,
  signIn,
  watchPage,
} from './admin-browser.js';

const DOMAIN = 'e2e-sales.myshopify.com';
const TIMEZONE = 'America/New_York';
/** Wednesday 10 March 2027, 14:30 in New York, for the app and the browser alike. */
const NOW = Date.parse('2027-03-10T19:30:00Z');
/** The Sales page opens on the last 28 days up to today: 11 February to 10 March. */
const FROM = '2027-02-11';
const TO = '2027-03-10';
const DAYS = Array.from({ length: 28 }, (_, i) => addDays(FROM, i));
const MON = '2027-03-01';
const TUE = '2027-03-02';
const WED = '2027-03-03';
const NEXT_MON = '2027-03-08';

const at = (date: string, time: string) => toIso(zonedInstant(date, time, TIMEZONE));
/** Shopify's own way of writing a local time, with the zone's offset (EST all range long). */
const shopifyTime = (date: string, time: string) => `${date}T${time}:00-05:00`;
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** `cents` as the API writes money: "-250.00". */
const amount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** labour ÷ sales × 100 to two decimals, rounded half up, in integers. */
const percent = (labourCents: number, salesCents: number) => {
  if (salesCents <= 0) return null;
  const basisPoints = (BigInt(labourCents) * 20_000n + BigInt(salesCents)) / (BigInt(salesCents) * 2n);
  return amount(Number(basisPoints));
};
const isOpen = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0;

/**
 * What the shop did, worked out by hand in integer cents. Cleo (16.00 an hour, no commission)
 * works 08:00–14:00 every day but Sunday, so each of her days costs 6 × 16.00 = 96.00 whatever
 * her week holds. Every open day has one walk-in order nobody is credited with. On top:
 *
 * - #1101, Monday 1 March 11:30: 2 × 250.00 sold by Ana (5 %) and 130.00 by Ben (4 %): 630.00;
 *   Ana earns 25.00, Ben 5.20. Ana works 09:00–17:00 (8 h × 18.00 = 144.00), Ben 10:00–14:00
 *   (4 h × 15.00 = 60.00).
 * - #1102, Tuesday 15:30, processed by Ana at POS: 255.99 less 10.00 off = 245.99, tax on top;
 *   Ana earns 12.2995 → 12.30. Ana works 09:00–13:00 (72.00).
 * - Wednesday 12:00: one of Ana's 250.00 units of #1101 is refunded: the day's sales drop by
 *   250.00 and Ana loses 12.50 at her 5 %.
 * - #1103, Monday 8 March 13:00: 320.00 sold by Ben (12.80); today at 14:30 it is reattributed
 *   to Ana at POS: Ben's 12.80 is reversed, Ana earns 16.00, both dated at the update (the
 *   payload's `updated_at` and the app's clock agree, as they do when Shopify sends it at once).
 */
function walkIn(i: number): number {
  return 38_000 + ((i * 4_733) % 24_000);
}

interface Day {
  orders: number;
  sales: number;
  labour: number;
  centihours: number;
}

function expectedDays(): Map<string, Day> {
  const days = new Map<string, Day>();
  DAYS.forEach((date, i) => {
    const open = isOpen(date);
    days.set(date, {
      orders: open ? 1 : 0,
      sales: open ? walkIn(i) : 0,
      labour: open ? 9_600 : 0,
      centihours: open ? 600 : 0,
    });
  });
  const add = (date: string, change: Partial<Day>) => {
    const day = days.get(date)!;
    for (const key of ['orders', 'sales', 'labour', 'centihours'] as const) day[key] += change[key] ?? 0;
  };
  add(MON, { orders: 1, sales: 63_000, labour: 14_400 + 6_000, centihours: 1_200 });
  add(TUE, { orders: 1, sales: 24_599, labour: 7_200, centihours: 400 });
  add(WED, { sales: -25_000 });
  add(NEXT_MON, { orders: 1, sales: 32_000 });
  return days;
}

describe.skipIf(!hasChromium)('the Sales page and commissions by order, in a real browser', () => {
  let adminDir: string;
  let browser: Browser;
  let app: TestApp;
  let token: string;
  let page: Page;
  let watch: PageWatch;
  const days = expectedDays();

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const created = async (path: string, body: unknown, status = 201) => {
    const answer = await api('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(status);
    return answer.body;
  };
  const webhook = async (topic: string, payload: unknown) => {
    const r = await sendWebhook(app, topic, DOMAIN, payload);
    expect(r.status, r.text).toBe(200);
  };
  const dialog = () => page.getByRole('dialog');
  const nav = (label: string, heading: string) => navigateTo(page, label, heading);
  const saveScreenshot = (name: string) => saveDocScreenshot(page, name);

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    // Shopify's servers are faked in this process, so the app runs here too.
    let fake: FakeShopify;
    ({ app, fake } = await startShopifyTestApp(
      { ADMIN_DIR: adminDir, LOG_LEVEL: 'error' },
      { now: () => NOW },
    ));
    ({ token } = await installShop(app, fake, DOMAIN, { ianaTimezone: TIMEZONE, currencyCode: 'USD' }));
    await seed();

    // A still clock for "today" and the default range, so the picture is the same on every run.
    const context = { viewport: { width: 1280, height: 800 }, locale: 'en-US', acceptDownloads: true };
    page = await browser.newPage(context);
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await blockShopifyCdn(page, watch);
    await signIn(page, app.baseUrl, token);
    // Torn down in this order: the browser first, so nothing is still asking the app when it closes.
    return async () => {
      await browser.close();
      await app.close();
      rmSync(adminDir, { recursive: true, force: true });
    };
  }, 90_000);

  async function seed() {
    for (const [name, handle, rate, commission, link] of [
      ['Ana Lopez', 'ana', '18.00', '5.00', '1001'],
      ['Ben Ode', 'ben', '15.00', '4.00', '1002'],
      ['Cleo Park', 'cleo', '16.00', null, null],
    ] as const) {
      const body = {
        name,
        handle,
        hourly_rate: rate,
        commission_rate: commission,
        shopify_staff_member_id: link,
      };
      await created('/v1/staff', body);
    }
    const entry = (staff: string, date: string, start: string, end: string) =>
      created('/v1/time-entries', { staff, started_at: at(date, start), ended_at: at(date, end) });
    for (const date of DAYS.filter(isOpen)) await entry('cleo', date, '08:00', '14:00');
    const ana = await entry('ana', MON, '09:00', '17:00');
    await entry('ana', TUE, '09:00', '13:00');
    const ben = await entry('ben', MON, '10:00', '14:00');
    for (const sheet of [ana.timesheet, ben.timesheet])
      await created(`/v1/timesheets/${sheet}/approve`, {}, 200);

    for (const [i, date] of DAYS.entries()) {
      if (!isOpen(date)) continue;
      const price = amount(walkIn(i));
      const order = { name: `#${1001 + i}`, processedAt: shopifyTime(date, '11:00'), lines: [{ price }] };
      await webhook('orders/paid', orderPayload(order));
    }
    const first = orderPayload({
      name: '#1101',
      processedAt: shopifyTime(MON, '11:30'),
      lines: [
        { price: '250.00', quantity: 2, staff: [{ id: 1001, quantity: 2 }] },
        { price: '130.00', staff: [{ id: 1002, quantity: 1 }] },
      ],
    });
    await webhook('orders/paid', first);
    await webhook(
      'orders/paid',
      orderPayload({
        name: '#1102',
        userId: 1001,
        processedAt: shopifyTime(TUE, '15:30'),
        lines: [{ price: '255.99', discounts: ['10.00'], taxes: ['19.68'] }],
      }),
    );
    const refund = { lineItemId: first.line_items[0]!.id as number, subtotal: '250.00' };
    await webhook(
      'refunds/create',
      refundPayload({ order: first, createdAt: shopifyTime(WED, '12:00'), lines: [refund] }),
    );
    const third = orderPayload({
      name: '#1103',
      processedAt: shopifyTime(NEXT_MON, '13:00'),
      lines: [{ price: '320.00', staff: [{ id: 1002, quantity: 1 }] }],
    });
    await webhook('orders/paid', third);
    const line = third.line_items[0]!.id as number;
    await webhook(
      'orders/updated',
      reattributed(third, line, [{ id: 1001, quantity: 1 }], shopifyTime(TO, '14:30')),
    );
  }

  checkEachStep('sales', () => ({ page, watch }));

  it('charts the last 28 days of sales against labour, with totals worked out in cents', async () => {
    await nav('Sales', 'Sales');
    await expect(page.getByLabel('From', { exact: true }).inputValue()).resolves.toBe(FROM);
    await expect(page.getByLabel('To', { exact: true }).inputValue()).resolves.toBe(TO);
    const all = [...days.values()];
    const total = (key: keyof Day) => all.reduce((sum, day) => sum + day[key], 0);
    const figure = (id: string) => page.getByTestId(id).textContent();
    await expect(figure('total-sales')).resolves.toBe(usd(total('sales')));
    await expect(figure('total-labour')).resolves.toBe(usd(total('labour')));
    await expect(figure('total-percent')).resolves.toBe(`${percent(total('labour'), total('sales'))} %`);
    await expect(figure('total-orders')).resolves.toBe(String(total('orders')));
    await expect(figure('total-hours')).resolves.toBe(`${total('centihours') / 100} h`);

    // One group of bars a day, each named with its day's money as the chart reads it out.
    const groups = page.getByTestId('sales-chart').locator('[data-type="BarGroup"][aria-label]');
    await groups.first().waitFor({ state: 'attached' });
    const label = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
    await expect(groups.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).resolves.toEqual(
      DAYS.map((date) => {
        const day = days.get(date)!;
        return `${label(date)}: Sales ${usd(day.sales)},Labour cost ${usd(day.labour)}`;
      }),
    );
    await saveScreenshot('sales-1280x800');
  });

  it("lists the days, Monday 1 March's row as worked out, with the totals below", async () => {
    const table = page.getByRole('table').filter({ hasText: 'Labour %' });
    const monday = days.get(MON)!;
    // Walk-in and #1101; Cleo's 96.00, Ana's 144.00 and Ben's 60.00 over 6 + 8 + 4 hours.
    expect(monday).toMatchObject({ orders: 2, labour: 30_000, centihours: 1_800 });
    const rows = await rowsOf(table);
    expect(rows).toHaveLength(DAYS.length + 1);
    expect(rows.find((row) => row[0] === 'Mon, Mar 1')).toEqual([
      'Mon, Mar 1',
      '2',
      usd(monday.sales),
      // No tip lines in these orders: the Tips column reads nothing (SPEC §18).
      '$0.00',
      '18 h',
      '$300.00',
      `${percent(monday.labour, monday.sales)} %`,
    ]);
    // The refund's Wednesday: the walk-in less 250.00.
    const wednesday = days.get(WED)!;
    expect(rows.find((row) => row[0] === 'Wed, Mar 3')?.slice(1, 3)).toEqual(['1', usd(wednesday.sales)]);
    expect(rows.find((row) => row[0] === 'Sun, Mar 7')).toEqual([
      'Sun, Mar 7',
      '0',
      '$0.00',
      '$0.00',
      '0 h',
      '$0.00',
      '—',
    ]);
    const all = [...days.values()];
    const sales = all.reduce((sum, day) => sum + day.sales, 0);
    const labour = all.reduce((sum, day) => sum + day.labour, 0);
    expect(rows.at(-1)).toEqual([
      'Total',
      '27',
      usd(sales),
      '$0.00',
      '160 h',
      usd(labour),
      `${percent(labour, sales)} %`,
    ]);
  });

  it('downloads the days as CSV, the same numbers as the server writes them', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-${FROM}-${TO}.csv`);
    const [header, ...lines] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(header).toEqual([
      'date',
      'orders',
      'sales',
      'tips',
      'labour_hours',
      'labour_cost',
      'labour_percent',
    ]);
    expect(lines.map((line) => line[0])).toEqual(DAYS);
    const monday = days.get(MON)!;
    expect(lines.find((line) => line[0] === MON)).toEqual([
      MON,
      '2',
      amount(monday.sales),
      // No tip lines in these orders (SPEC §18).
      '0.00',
      '18',
      '300.00',
      percent(monday.labour, monday.sales),
    ]);
  });

  it("totals commissions by staff member, by name, and opens each one's orders with refunds and reversals in words", async () => {
    const table = page.getByRole('table').filter({ hasText: 'Commission' });
    // Ana: 25.00 + 12.30 − 12.50 + 16.00 on 500.00 + 245.99 − 250.00 + 320.00, three orders.
    // Ben: 5.20 + 12.80 − 12.80 on 130.00 + 320.00 − 320.00: #1103 went to Ana, one order left.
    expect(await rowsOf(table)).toEqual([
      ['Ana Lopez', '3', '$815.99', '$40.80'],
      ['Ben Ode', '1', '$130.00', '$5.20'],
      ['Total', '4', '$945.99', '$46.00'],
    ]);
    await expect(table.getByText('ana', { exact: true }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Orders of Ana Lopez' }).click();
    await dialog()
      .getByRole('heading', { name: 'Commissions of Ana Lopez, Feb 11 – Mar 10, 2027' })
      .waitFor();
    expect(await rowsOf(dialog())).toEqual([
      ['#1101', 'Mar 1, 11:30', '$500.00', '5.00 %', '$25.00', ''],
      ['#1102', 'Mar 2, 15:30', '$245.99', '5.00 %', '$12.30', ''],
      ['#1101', 'Mar 3, 12:00', '-$250.00', '5.00 %', '-$12.50', 'Refund'],
      ['#1103', 'Mar 10, 14:30', '$320.00', '5.00 %', '$16.00', ''],
      ['Total', '', '$815.99', '', '$40.80', ''],
    ]);
    await closeDialog();
    await page.getByRole('button', { name: 'Orders of Ben Ode' }).click();
    expect(await rowsOf(dialog())).toEqual([
      ['#1101', 'Mar 1, 11:30', '$130.00', '4.00 %', '$5.20', ''],
      ['#1103', 'Mar 8, 13:00', '$320.00', '4.00 %', '$12.80', ''],
      ['#1103', 'Mar 10, 14:30', '-$320.00', '4.00 %', '-$12.80', 'Reversed after an attribution edit'],
      ['Total', '', '$130.00', '', '$5.20', ''],
    ]);
    await screenshot(page, 'sales-commissions-of-ben');
    await closeDialog();
  });

  it("links a payroll run's commission to that staff member's orders of the run, before and after it is finalized", async () => {
    const run = await created('/v1/payroll-runs', { period_start: MON, period_end: '2027-03-07' });
    await nav('Payroll', 'Payroll');
    await page.getByRole('button', { name: 'Review' }).click();
    // 25.00 + 12.30 − 12.50: #1103's commissions fall in the next week, outside the run.
    const anaRun = [
      ['#1101', 'Mar 1, 11:30', '$500.00', '5.00 %', '$25.00', ''],
      ['#1102', 'Mar 2, 15:30', '$245.99', '5.00 %', '$12.30', ''],
      ['#1101', 'Mar 3, 12:00', '-$250.00', '5.00 %', '-$12.50', 'Refund'],
      ['Total', '', '$495.99', '', '$24.80', ''],
    ];
    for (const finalized of [false, true]) {
      const link = page.getByRole('button', { name: '$24.80, commissions of Ana Lopez' });
      await expect(link.textContent()).resolves.toBe('$24.80');
      await link.click();
      await dialog().getByRole('heading', { name: 'Commissions of Ana Lopez, Mar 1 – 7, 2027' }).waitFor();
      await dialog().getByRole('cell', { name: '$12.30' }).waitFor();
      expect(await rowsOf(dialog()), finalized ? 'finalized' : 'draft').toEqual(anaRun);
      await closeDialog();
      if (finalized) break;
      await page.getByRole('button', { name: 'Finalize' }).click();
      await page.getByRole('button', { name: 'Finalize' }).waitFor({ state: 'detached' });
    }
    const lines = (await api('GET', `/v1/payroll-lines?run=${run.id}`)).body.data as {
      staff: string;
      commission: string;
    }[];
    expect(lines.filter((line) => line.commission !== '0.00')).toEqual([
      expect.objectContaining({ staff: 'ana', commission: '24.80' }),
      expect.objectContaining({ staff: 'ben', commission: '5.20' }),
    ]);
  });

  /** Each body and footer row of a table, header cell and cells alike, as their texts. */
  function rowsOf(scope: Locator): Promise<string[][]> {
    return scope
      .locator('tbody tr, tfoot tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
  }

  async function closeDialog() {
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
  }
});
