import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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
/** The browser's and the app's clock stand still on Wednesday 10 March 2027, 12:00 in New York. */
const NOW = new Date('2027-03-10T17:00:00Z');
const DOMAIN = 'e2e-sales-goals.myshopify.com';

/**
 * Sales goals (SPEC §18, decision 70) in a real Chromium on the real app: a goal set in the
 * staff form (both or neither, the server's refusal shown), its progress this month on the
 * roster, and the person's own progress in the staff app on a phone, only while the shop lets
 * staff see pay.
 */
describe.skipIf(!hasChromium)('sales goals in the admin and the staff app, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const dialog = () => page.getByRole('dialog');
  const sellForAna = async (price: string, day: string) => {
    const order = orderPayload({
      lines: [{ price, staff: [{ id: 1001, quantity: 1 }] }],
      processedAt: `2027-03-${day}T10:00:00-05:00`,
    });
    const res = await sendWebhook(app, 'orders/paid', DOMAIN, order);
    expect(res.status, res.text).toBe(200);
  };
  const reopenStaff = async () => {
    await navigateTo(page, 'Schedule');
    await navigateTo(page, 'Staff');
  };

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
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
      const created = await api('POST', '/v1/staff', { name, handle, shopify_staff_member_id: link });
      expect(created.status, created.text).toBe(201);
    }
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await blockShopifyCdn(page, watch);
  }, 60_000);

  checkEachStep('sales-goals', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('sets a goal in the staff form: one amount alone is refused in the server’s words, both are saved', async () => {
    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Staff');
    await expect(page.getByTestId('goal-ana').textContent()).resolves.toBe('—');
    await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
    await dialog().getByLabel('Monthly sales goal').fill('100');
    await watch.expectFailures(failuresOf(/\/v1\/staff\/stf_/, 422), async () => {
      await dialog().getByRole('button', { name: 'Save' }).click();
      await dialog()
        .getByText(/set together, or both null/)
        .waitFor();
    });
    expect((await api('GET', '/v1/staff/ana')).body).toMatchObject({ goal_amount: null, goal_bonus: null });
    await dialog().getByLabel('Goal bonus').fill('25');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect((await api('GET', '/v1/staff/ana')).body).toMatchObject({
      goal_amount: '100.00',
      goal_bonus: '25.00',
    });
    await page.getByTestId('goal-ana').getByText('$0.00 of $100.00').waitFor();
    await expect(page.getByTestId('goal-ben').textContent()).resolves.toBe('—');
  }, 60_000);

  it("shows this month's sales toward the goal, and the bonus once an order reaches it", async () => {
    await sellForAna('60.00', '03');
    // An order of February counts toward February, not this month.
    const february = orderPayload({
      lines: [{ price: '500.00', staff: [{ id: 1001, quantity: 1 }] }],
      processedAt: '2027-02-20T10:00:00-05:00',
    });
    expect((await sendWebhook(app, 'orders/paid', DOMAIN, february)).status).toBe(200);
    await reopenStaff();
    const ana = page.getByTestId('goal-ana');
    await ana.getByText('$60.00 of $100.00').waitFor();
    await expect(ana.getByText('Bonus paid').count()).resolves.toBe(0);
    await expect(ana.locator('progress').getAttribute('value')).resolves.toBe('60');

    await sellForAna('40.00', '09');
    await reopenStaff();
    await ana.getByText('$100.00 of $100.00').waitFor();
    await ana.getByText('Bonus paid').waitFor();
    const progress = (await api('GET', '/v1/sales-goals')).body.data;
    expect(progress).toEqual([
      expect.objectContaining({ month: '2027-03', staff: 'ana', sales: '100.00', reached: true }),
    ]);
    expect(await axeViolations(page, 'moderate')).toEqual([]);
    await screenshot(page, 'sales-goals-staff-page');
  }, 60_000);

  it('shows Ana her own progress in the staff app only once the shop lets staff see pay', async () => {
    const secretFor = async () => {
      // A sign-in link written where an invite writes it, dated by the app's still clock.
      const secret = newSecretToken();
      const ana = (await api('GET', '/v1/staff/ana')).body as { id: string };
      const shop = (await app.deps.repos.shops.findByDomain(DOMAIN))!;
      await app.deps.db.transaction(() =>
        app.deps.repos.staffAuth.insertLink({
          id: newId('lnk', NOW.getTime()),
          shopId: shop.id,
          staffId: ana.id,
          tokenHash: tokenHash(secret),
          kind: 'invite',
          expiresAt: NOW.getTime() + 60_000,
          createdAt: NOW.getTime(),
        }),
      );
      return secret;
    };
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const staffPage = await phone.newPage();
      await staffPage.clock.setFixedTime(NOW);
      staffPage.setDefaultTimeout(8_000);
      const staffWatch = watchPage(staffPage);
      await staffPage.goto(`${app.baseUrl}/staff/sign-in#token=${await secretFor()}`);
      const hours = staffPage.getByRole('region', { name: 'Your hours' });
      await hours.getByText(/No hours recorded/).waitFor();
      await expect(staffPage.getByTestId('my-goal').count()).resolves.toBe(0);
      await expect(staffPage.getByText(/sales goal/).count()).resolves.toBe(0);

      expect((await api('PATCH', '/v1/shop', { staff_see_pay: true })).status).toBe(200);
      await staffPage.reload();
      const pay = staffPage.getByRole('region', { name: 'Hours and pay' });
      const goal = pay.getByTestId('my-goal');
      await goal.getByRole('heading', { name: 'March sales goal' }).waitFor();
      // The staff app writes amounts without a currency sign, as its other rows do.
      await expect(goal.locator('p').textContent()).resolves.toBe('100.00 of 100.00 · 25.00 bonus paid');
      await goal.getByText('Bonus paid', { exact: true }).waitFor();
      await expect(goal.getByRole('progressbar').getAttribute('aria-valuenow')).resolves.toBe('100');
      await goal.scrollIntoViewIfNeeded();
      const box = await goal.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(390);
      expect(await axeViolations(staffPage, 'moderate')).toEqual([]);
      await screenshot(staffPage, 'sales-goals-staff-app');
      expect(staffWatch.takeProblems()).toEqual([]);
    } finally {
      await phone.close();
    }
  }, 60_000);
});
