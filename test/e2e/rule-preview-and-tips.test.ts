import { rmSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { orderPayload } from '../helpers/shopify-orders.js';
import {
  axeViolations,
  blockShopifyCdn,
  buildAdminInto,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  screenshot,
  signIn,
  watchPage,
} from './admin-browser.js';

const DOMAIN = 'e2e-rule-preview.myshopify.com';
const TIMEZONE = 'America/New_York';
/** Wednesday 10 March 2027, 12:00 in New York: last month is February. */
const NOW = Date.parse('2027-03-10T17:00:00Z');
const shopifyTime = (date: string, time: string) => `${date}T${time}:00-05:00`;

/**
 * The rule preview in the rule modal and tips on the Sales and Payroll pages (issue 32,
 * decision 71), in a real Chromium on the real app. Ana (Shopify 1001) and Ben (1002); orders,
 * worked out by hand:
 *
 * - 10 February: BOOT-1 100.00 by Ana; BOOT-2 2 × 50.00 by Ben; HAT-1 20.00 by Ana.
 * - 20 February: BOOT-3 200.00 by Ben, and a 10.00 cash tip line of Ana's.
 * - 1 March: HAT-2 40.00 by Ana, BOOT-4 20.00 by Ben, and a 6.00 card tip nobody is named on:
 *   shared by the sales, 4.00 to Ana and 2.00 to Ben.
 *
 * "BOOT-" at 10 % on February: Ana 10.00 of 100.00, Ben 10.00 + 20.00 of 300.00: 40.00 on two
 * orders. At 1.00 per unit: Ana 1, Ben 2 + 1: 4.00.
 */
describe.skipIf(!hasChromium)('rule preview and tips in the admin, in a real browser', () => {
  let adminDir: string;
  let browser: Browser;
  let app: TestApp;
  let token: string;
  let page: Page;
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const dialog = () => page.getByRole('dialog');
  const preview = () => dialog().getByTestId('rule-preview');
  const webhook = async (payload: unknown) => {
    const r = await sendWebhook(app, 'orders/paid', DOMAIN, payload);
    expect(r.status, r.text).toBe(200);
  };

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    let fake: FakeShopify;
    ({ app, fake } = await startShopifyTestApp(
      { ADMIN_DIR: adminDir, LOG_LEVEL: 'error', RATE_LIMIT_DISABLED: '1' },
      { now: () => NOW },
    ));
    ({ token } = await installShop(app, fake, DOMAIN, { ianaTimezone: TIMEZONE, currencyCode: 'USD' }));
    for (const [name, handle, link] of [
      ['Ana Lopez', 'ana', '1001'],
      ['Ben Ode', 'ben', '1002'],
    ] as const) {
      const res = await api('POST', '/v1/staff', {
        name,
        handle,
        hourly_rate: '18.00',
        shopify_staff_member_id: link,
      });
      expect(res.status, res.text).toBe(201);
    }
    // Some labour, so the Sales chart has two series to draw (an all-zero one trips the chart).
    const entry = await api('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2027-03-01T14:00:00Z',
      ended_at: '2027-03-01T18:00:00Z',
    });
    expect(entry.status, entry.text).toBe(201);
    const ana = (quantity = 1) => [{ id: 1001, quantity }];
    const ben = (quantity = 1) => [{ id: 1002, quantity }];
    await webhook(
      orderPayload({
        name: '#1201',
        processedAt: shopifyTime('2027-02-10', '11:00'),
        lines: [
          { price: '100.00', sku: 'BOOT-1', staff: ana() },
          { price: '50.00', quantity: 2, sku: 'BOOT-2', staff: ben(2) },
          { price: '20.00', sku: 'HAT-1', staff: ana() },
        ],
      }),
    );
    await webhook(
      orderPayload({
        name: '#1202',
        processedAt: shopifyTime('2027-02-20', '11:00'),
        lines: [
          { price: '200.00', sku: 'BOOT-3', staff: ben() },
          { price: '10.00', tip: true, tipGateway: 'cash', staff: ana() },
        ],
      }),
    );
    await webhook(
      orderPayload({
        name: '#1203',
        processedAt: shopifyTime('2027-03-01', '11:00'),
        lines: [
          { price: '40.00', sku: 'HAT-2', staff: ana() },
          { price: '20.00', sku: 'BOOT-4', staff: ben() },
          { price: '6.00', tip: true },
        ],
      }),
    );

    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await blockShopifyCdn(page, watch);
    await signIn(page, app.baseUrl, token);
    return async () => {
      await browser.close();
      await app.close();
      rmSync(adminDir, { recursive: true, force: true });
    };
  }, 90_000);

  checkEachStep('rule-preview-and-tips', () => ({ page, watch }));

  it("previews a new rule on last month's orders, again as its criteria, pay and staff change", async () => {
    await navigateTo(page, 'Commission rules');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await preview().getByText('Add a SKU, product, variant, collection, type or vendor').waitFor();
    await dialog().getByLabel('SKUs starting with').fill('BOOT-');
    await preview().getByText('Enter a percent').waitFor();
    await dialog().getByLabel('Percent of the sale', { exact: true }).last().fill('10');
    const total = preview().getByTestId('rule-preview-total');
    await total.getByText('$40.00').waitFor();
    expect(await total.textContent()).toBe(
      'Would have paid $40.00 on 2 orders last month (Feb 1 – 28, 2027), on $400.00 of sales.',
    );
    expect(await rowsOf(preview())).toEqual([
      ['Ana Lopez', '$100.00', '$10.00'],
      ['Ben Ode', '$300.00', '$30.00'],
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await preview().scrollIntoViewIfNeeded();
    await screenshot(page, 'rule-preview-1280x800');

    // Typing on: only the last figure is asked once the typing pauses.
    await dialog().getByLabel('Percent of the sale', { exact: true }).last().fill('5');
    await total.getByText('$20.00').waitFor();
    await dialog().getByLabel('Pays').selectOption('amount_per_unit');
    await dialog().getByLabel('Amount per unit').fill('1');
    await total.getByText('$4.00').waitFor();
    expect(await rowsOf(preview())).toEqual([
      ['Ana Lopez', '$100.00', '$1.00'],
      ['Ben Ode', '$300.00', '$3.00'],
    ]);
    await dialog().getByLabel('Ana Lopez').check({ force: true });
    await total.getByText('$1.00').waitFor();
    expect(await total.textContent()).toContain('on 1 order last month');
    await dialog().getByLabel('SKUs starting with').fill('SHOE-');
    await total.getByText('$0.00').waitFor();
    expect(await rowsOf(preview())).toEqual([]);
    await dialog().getByLabel('SKUs starting with').fill('BOOT-, HAT-');
    await total.getByText('$2.00').waitFor();
    await dialog().getByRole('button', { name: 'Save rule' }).click();
    await dialog().waitFor({ state: 'detached' });
  }, 60_000);

  it('previews a saved rule when it is opened for editing', async () => {
    const rules = (await api('GET', '/v1/commission-rules')).body.data;
    expect(rules).toMatchObject([{ skus: ['BOOT-', 'HAT-'], amount_per_unit: '1.00', staff: ['ana'] }]);
    await page
      .getByRole('row')
      .filter({ hasText: 'SKU starts with BOOT-' })
      .getByRole('button', { name: /Edit/ })
      .click();
    await preview().getByTestId('rule-preview-total').getByText('$2.00').waitFor();
    await dialog().getByLabel('Amount per unit').fill('2.5');
    await preview().getByTestId('rule-preview-total').getByText('$5.00').waitFor();
    // A rule the API refuses has no preview, and says why, until it is put right.
    await watch.expectFailures(failuresOf('/v1/commission-rules/preview', 422), async () => {
      await dialog().getByLabel('First day (optional)').fill('2027-02-20');
      await dialog().getByLabel('Last day (optional)').fill('2027-02-10');
      await preview().getByText('No preview: ends_on 2027-02-10 is before starts_on 2027-02-20.').waitFor();
    });
    await dialog().getByLabel('Last day (optional)').fill('2027-02-28');
    // From the 20th on, only Ben's BOOT-3 is left: nothing of Ana's.
    await preview().getByTestId('rule-preview-total').getByText('$0.00').waitFor();
    await dialog().getByLabel('First day (optional)').fill('');
    await dialog().getByLabel('Last day (optional)').fill('');
    await preview().getByTestId('rule-preview-total').getByText('$5.00').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    // Previewing wrote nothing.
    expect((await api('GET', '/v1/commission-rules')).body.data).toMatchObject([{ amount_per_unit: '1.00' }]);
  }, 30_000);

  it("shows the days' tips on the Sales page, and each staff member's paycheck and cash tips", async () => {
    await navigateTo(page, 'Sales');
    await page.getByTestId('total-tips').getByText('$16.00').waitFor();
    const days = page.getByRole('table').filter({ hasText: 'Labour %' });
    const rows = await rowsOf(days);
    const day = (label: string) => rows.find((row) => row[0] === label)!.slice(0, 4);
    expect(day('Sat, Feb 20')).toEqual(['Sat, Feb 20', '1', '$200.00', '$10.00']);
    expect(day('Mon, Mar 1')).toEqual(['Mon, Mar 1', '1', '$60.00', '$6.00']);
    expect(rows.at(-1)!.slice(0, 4)).toEqual(['Total', '2', '$260.00', '$16.00']);
    const tips = page.getByRole('table').filter({ hasText: 'Paycheck tips' });
    expect(await rowsOf(tips)).toEqual([
      ['Ana Lopez', '$4.00', '$10.00', '$14.00'],
      ['Ben Ode', '$2.00', '$0.00', '$2.00'],
      ['Total', '$6.00', '$10.00', '$16.00'],
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await tips.scrollIntoViewIfNeeded();
    await screenshot(page, 'sales-tips-1280x800');
  }, 30_000);

  it("shows a payroll run's paycheck and cash tips per line and in its totals", async () => {
    const run = await api('POST', '/v1/payroll-runs', {
      period_start: '2027-02-15',
      period_end: '2027-03-07',
    });
    expect(run.status, run.text).toBe(201);
    await navigateTo(page, 'Payroll');
    const runs = page.getByRole('table').filter({ hasText: 'Timesheets' });
    await runs.getByRole('button', { name: 'Review' }).first().waitFor();
    expect((await rowsOf(runs))[0]!.slice(3, 6)).toEqual(['$0.00', '$6.00', '$10.00']);
    await runs.getByRole('button', { name: 'Review' }).first().click();
    const lines = page.getByRole('table').filter({ hasText: 'Regular pay' });
    await lines.getByText('Ana Lopez').waitFor();
    const byName = await rowsOf(lines);
    const tipsOf = (row: string[]) => [row[0], ...row.slice(-3)];
    expect(byName.map(tipsOf)).toEqual([
      ['Ana Lopez', '$0.00', '$4.00', '$10.00'],
      ['Ben Ode', '$0.00', '$2.00', '$0.00'],
      ['Totals', '$0.00', '$6.00', '$10.00'],
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await screenshot(page, 'payroll-tips-1280x800');
  }, 30_000);

  /** Each body and footer row of a table, header cell and cells alike, as their texts. */
  function rowsOf(scope: Locator): Promise<string[][]> {
    return scope
      .locator('tbody tr, tfoot tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
  }
});
