import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../web/domain/ids.js';
import { newSecretToken, tokenHash } from '../../web/domain/staff-app/secret-token.js';
import { sendWebhook } from '../helpers/fake-shopify.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { freePort } from '../helpers/redis-server.js';
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

const TIMEZONE = 'America/New_York';
/** The browser's clock stands still on Wednesday 10 March 2027, 12:00 in New York. */
const NOW = new Date('2027-03-10T17:00:00Z');
const DOMAIN = 'e2e-commission-rules.myshopify.com';

interface Rule {
  id: string;
  name: string | null;
  skus: string[];
  vendors: string[];
  product_ids: string[];
  staff: string[];
  rate: string | null;
  amount_per_unit: string | null;
  starts_on: string | null;
  ends_on: string | null;
}

/**
 * SPEC §18's commission rules in the admin, in a real Chromium on the real app: a rule added,
 * refused (on its field, nothing typed lost), edited, ended and deleted, each checked against
 * the API.
 */
describe.skipIf(!hasChromium)('commission rules in the admin, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const rules = async () => (await api('GET', '/v1/commission-rules')).body.data as Rule[];
  const dialog = () => page.getByRole('dialog');
  const ruleRow = (text: string) => page.getByRole('row').filter({ hasText: text });

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    // Shopify's servers are faked in this process, for an order's webhook.
    // The staff app's Origin check holds to PUBLIC_URL: the app listens where it says.
    const port = await freePort();
    const started = await startShopifyTestApp(
      {
        ADMIN_DIR: adminDir,
        RATE_LIMIT_DISABLED: '1',
        LOG_LEVEL: 'error',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SHOPIFY_APP_URL: `http://127.0.0.1:${port}`,
      },
      { now: () => NOW.getTime(), port },
    );
    app = started.app;
    ({ token } = await installShop(app, started.fake, DOMAIN, {
      ianaTimezone: TIMEZONE,
      currencyCode: 'USD',
    }));
    for (const [name, handle, link] of [
      ['Ana Lopez', 'ana', '1001'],
      ['Ben Ode', 'ben', '1002'],
    ] as const) {
      const body = {
        name,
        handle,
        hourly_rate: '18.00',
        commission_rate: '4.00',
        shopify_staff_member_id: link,
      };
      const created = await api('POST', '/v1/staff', body);
      expect(created.status, created.text).toBe(201);
    }
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await blockShopifyCdn(page, watch);
  }, 60_000);

  checkEachStep('commission-rules', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('opens on no rules, and passes axe', async () => {
    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Commission rules');
    await page.getByText('No commission rules').waitFor();
    expect(await axeViolations(page, 'moderate')).toEqual([]);
  }, 60_000);

  it('adds a rule for one staff member, and lists it in words', async () => {
    await page.getByRole('button', { name: 'Add rule' }).click();
    await dialog().getByLabel('Name (optional)').fill('Boots');
    await dialog().getByLabel('SKUs starting with').fill('BOOT-, SHOE- ,');
    await dialog().getByLabel('Vendors').fill('Acme');
    await dialog().getByLabel('Ana Lopez').check({ force: true });
    await dialog().getByLabel('Percent of the sale', { exact: true }).last().fill('5');
    await dialog().getByLabel('First day (optional)').fill('2027-03-01');
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await dialog().getByRole('button', { name: 'Save rule' }).click();
    await dialog().waitFor({ state: 'detached' });

    const row = ruleRow('Boots');
    await row.getByText('SKU starts with BOOT-; SKU starts with SHOE-; Vendor Acme').waitFor();
    await row.getByText('Ana Lopez').waitFor();
    await row.getByText('5.00 %').waitFor();
    await row.getByText('From Mar 1, 2027').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await rules()).toMatchObject([
      {
        name: 'Boots',
        skus: ['BOOT-', 'SHOE-'],
        vendors: ['Acme'],
        product_ids: [],
        staff: ['ana'],
        rate: '5.00',
        amount_per_unit: null,
        starts_on: '2027-03-01',
        ends_on: null,
      },
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await screenshot(page, 'commission-rules-list');
  }, 60_000);

  it('shows each refusal on its field and keeps what was typed, then saves', async () => {
    // The preview under the form (decision 71) is refused like the save while the form is wrong.
    watch.allowFailures(failuresOf('/v1/commission-rules/preview', 400, 422));
    await page.getByRole('button', { name: 'Add rule' }).click();
    await dialog().getByLabel('Pays').selectOption('amount_per_unit');
    await dialog().getByLabel('Amount per unit', { exact: true }).last().fill('2');
    // No criterion: 422 rule_matches_nothing, under the first criterion the API names.
    await watch.expectFailures(failuresOf('/v1/commission-rules', 422), async () => {
      await dialog().getByRole('button', { name: 'Save rule' }).click();
      await dialog()
        .getByText('A rule needs at least one product, variant, collection, vendor, product type or sku.')
        .waitFor();
    });
    // A product id that is not numeric: 400, on the field, naming the item.
    await dialog().getByLabel('Product IDs').fill('123, abc');
    await watch.expectFailures(failuresOf('/v1/commission-rules', 400), async () => {
      await dialog().getByRole('button', { name: 'Save rule' }).click();
      await dialog().getByText('"abc": must be a numeric Shopify id as a string').waitFor();
    });
    // An end before the start: 422 invalid_range, under the last day.
    await dialog().getByLabel('Product IDs').fill('123');
    await dialog().getByLabel('First day (optional)').fill('2027-03-15');
    await dialog().getByLabel('Last day (optional)').fill('2027-03-01');
    await watch.expectFailures(failuresOf('/v1/commission-rules', 422), async () => {
      await dialog().getByRole('button', { name: 'Save rule' }).click();
      await dialog().getByText('must not be before the first day (2027-03-15).').waitFor();
    });
    await expect(dialog().getByLabel('Pays').inputValue()).resolves.toBe('amount_per_unit');
    await expect(dialog().getByLabel('Amount per unit', { exact: true }).last().inputValue()).resolves.toBe(
      '2',
    );
    await expect(dialog().getByLabel('Product IDs').inputValue()).resolves.toBe('123');
    await expect(dialog().getByLabel('First day (optional)').inputValue()).resolves.toBe('2027-03-15');
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await screenshot(page, 'commission-rules-refused');
    expect(await rules()).toHaveLength(1);

    await dialog().getByLabel('Last day (optional)').fill('2027-03-31');
    await dialog().getByRole('button', { name: 'Save rule' }).click();
    await dialog().waitFor({ state: 'detached' });
    const row = ruleRow('Product 123');
    await row.getByText('Everyone').waitFor();
    await row.getByText('$2.00 per unit').waitFor();
    await row.getByText('Mar 15, 2027 – Mar 31, 2027').waitFor();
    await row.getByText('Not active').waitFor();
    const added = (await rules()).find((r) => r.product_ids[0] === '123');
    expect(added).toMatchObject({
      name: null,
      staff: [],
      rate: null,
      amount_per_unit: '2.00',
      starts_on: '2027-03-15',
      ends_on: '2027-03-31',
    });
  }, 60_000);

  it('edits a rule: its rate and its staff', async () => {
    await page.getByRole('button', { name: 'Edit Boots' }).click();
    await expect(dialog().getByLabel('SKUs starting with').inputValue()).resolves.toBe('BOOT-, SHOE-');
    await dialog().getByLabel('Ana Lopez').uncheck({ force: true });
    await dialog().getByLabel('Ben Ode').check({ force: true });
    await dialog().getByLabel('Percent of the sale', { exact: true }).last().fill('7.5');
    await dialog().getByRole('button', { name: 'Save rule' }).click();
    await dialog().waitFor({ state: 'detached' });
    await ruleRow('Boots').getByText('7.50 %').waitFor();
    await ruleRow('Boots').getByText('Ben Ode').waitFor();
    const boots = (await rules()).find((r) => r.name === 'Boots');
    expect(boots).toMatchObject({
      staff: ['ben'],
      rate: '7.50',
      amount_per_unit: null,
      skus: ['BOOT-', 'SHOE-'],
    });
  }, 60_000);

  it("shows an order's commission lines on demand: the rule that paid each, or the staff rate", async () => {
    // Ben sells on Monday: two boots (Boots, 7.50 %) and a hat (his own 4.00 %).
    const order = orderPayload({
      name: '#1001',
      userId: 1002,
      processedAt: '2027-03-08T11:00:00-05:00',
      lines: [
        { id: 9001, price: '100.00', quantity: 2, sku: 'BOOT-42' },
        { id: 9002, price: '20.00', sku: 'HAT-1' },
      ],
    });
    const sent = await sendWebhook(app, 'orders/paid', DOMAIN, order);
    expect(sent.status, sent.text).toBe(200);
    // Ben worked that day: with no labour at all, the Sales page's chart logs a React key
    // warning from polaris-viz (an axis of empty labels), which is not what this test is about.
    const entry = await api('POST', '/v1/time-entries', {
      staff: 'ben',
      started_at: '2027-03-08T14:00:00Z',
      ended_at: '2027-03-08T18:00:00Z',
    });
    expect(entry.status, entry.text).toBe(201);
    const approved = await api('POST', `/v1/timesheets/${entry.body.timesheet}/approve`, {});
    expect(approved.status, approved.text).toBe(200);

    await navigateTo(page, 'Sales');
    await page.getByRole('button', { name: 'Orders of Ben Ode' }).click();
    const lines = page.getByRole('region', { name: 'Lines of #1001, Mar 8, 11:00' });
    await expect(lines.count()).resolves.toBe(0);
    await dialog().getByRole('button', { name: 'Lines of #1001, Mar 8, 11:00' }).click();
    await lines.getByText('Boots').waitFor();
    expect(await rowsOf(lines)).toEqual([
      ['9001', 'Boots', '$200.00', '2', '$15.00'],
      ['9002', 'Staff rate', '$20.00', '1', '$0.80'],
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await screenshot(page, 'commission-rules-lines');
    await lines.getByRole('button', { name: 'Hide lines' }).click();
    await lines.waitFor({ state: 'detached' });
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    await navigateTo(page, 'Commission rules');
  }, 60_000);

  it('shows Ben his own lines in the staff app once the shop lets staff see pay', async () => {
    expect((await api('PATCH', '/v1/shop', { staff_see_pay: true })).status).toBe(200);
    // A sign-in link written where an invite writes it, dated by the app's still clock.
    const secret = newSecretToken();
    const ben = (await api('GET', '/v1/staff/ben')).body as { id: string };
    const shop = (await app.deps.repos.shops.findByDomain(DOMAIN))!;
    await app.deps.db.transaction(() =>
      app.deps.repos.staffAuth.insertLink({
        id: newId('lnk', NOW.getTime()),
        shopId: shop.id,
        staffId: ben.id,
        tokenHash: tokenHash(secret),
        kind: 'invite',
        expiresAt: NOW.getTime() + 60_000,
        createdAt: NOW.getTime(),
      }),
    );
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const staffPage = await phone.newPage();
      await staffPage.clock.setFixedTime(NOW);
      staffPage.setDefaultTimeout(8_000);
      const staffWatch = watchPage(staffPage);
      await staffPage.goto(`${app.baseUrl}/staff/sign-in#token=${secret}`);
      const pay = staffPage.getByRole('region', { name: 'Hours and pay' });
      const lines = pay.locator('details').filter({ hasText: 'Lines of #1001' });
      await lines.getByText('Lines of #1001').click();
      // The staff app writes amounts as their rows above do, without a currency sign.
      await expect(lines.locator('li').allTextContents()).resolves.toEqual([
        'Commission rule · 2 units on 200.0015.00',
        'Your rate · 1 unit on 20.000.80',
      ]);
      expect(await axeViolations(staffPage, 'moderate')).toEqual([]);
      await screenshot(staffPage, 'commission-rules-staff-lines');
      expect(staffWatch.takeProblems()).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 60_000);

  it('ends a rule yesterday, so no order from today uses it', async () => {
    // A rule that has not started has nothing to end: only Delete.
    await page.getByRole('button', { name: 'Delete Boots' }).waitFor();
    await expect(page.getByRole('button', { name: /^End / }).count()).resolves.toBe(1);
    await page.getByRole('button', { name: 'End Boots' }).click();
    await page.getByText('Boots ended on Tue, Mar 9: orders from today on no longer use it.').waitFor();
    await ruleRow('Boots').getByText('Mar 1, 2027 – Mar 9, 2027').waitFor();
    await ruleRow('Boots').getByText('Not active').waitFor();
    expect((await rules()).find((r) => r.name === 'Boots')?.ends_on).toBe('2027-03-09');
    await expect(page.getByRole('button', { name: /^End / }).count()).resolves.toBe(0);
  }, 60_000);

  it('deletes a rule after a confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Boots' }).click();
    await dialog().getByText('Boots will no longer apply to new orders.', { exact: false }).waitFor();
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await dialog().getByRole('button', { name: 'Delete rule' }).click();
    await dialog().waitFor({ state: 'detached' });
    await ruleRow('Boots').waitFor({ state: 'detached' });
    const left = await rules();
    expect(left.map((r) => r.product_ids)).toEqual([['123']]);
  }, 60_000);

  /** Each body row of a table, as its cells' texts. */
  function rowsOf(scope: Locator): Promise<string[][]> {
    return scope
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
  }
});
