import { readFileSync, rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesReport } from '../../frontend/src/api/types.js';
import { addDays, today, weekStartOf } from '../../frontend/src/lib/time.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  buildAdminInto,
  CHROMIUM_PATH,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  screenshot,
  watchPage,
} from './admin-browser.js';

if (!hasChromium) {
  console.warn(`[e2e] Skipping the admin browser tests: no Chromium at ${CHROMIUM_PATH}.`);
}

const TIMEZONE = 'America/New_York';

/**
 * The embedded admin in a real Chromium against the real app on loopback, signed in with an API
 * token as a manager outside Shopify would be. The steps run in order on one page: each builds
 * on what the previous one created, as a manager's session does.
 */
describe.skipIf(!hasChromium)('embedded admin in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let capture: CaptureServer;
  let webhooksAvailable = false;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const nav = (label: string, heading: string) => navigateTo(page, label, heading);
  const dialog = () => page.getByRole('dialog');

  beforeAll(async () => {
    [adminDir, capture, browser] = await Promise.all([
      buildAdminInto(),
      startCaptureServer(),
      launchChromium(),
    ]);
    app = await startTestApp(
      { ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' },
      { deliveries: true },
    );
    const shop = await app.addShop('e2e-shop.myshopify.com', { timezone: TIMEZONE });
    token = await app.token(shop);
    webhooksAvailable = (await api('GET', '/v1/webhooks')).status === 200;
    context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
  }, 60_000);

  checkEachStep('admin', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await capture?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('serves the admin at / with a frame-ancestors policy for the shop, and keeps /v1 for the API', async () => {
    const generic = await fetch(`${app.baseUrl}/`);
    expect(generic.headers.get('content-type')).toContain('text/html');
    expect(generic.headers.get('content-security-policy')).toBe('frame-ancestors https://admin.shopify.com');
    const forShop = await fetch(`${app.baseUrl}/timesheets?shop=e2e-shop.myshopify.com&host=abc`);
    expect(forShop.headers.get('content-security-policy')).toBe(
      'frame-ancestors https://admin.shopify.com https://e2e-shop.myshopify.com',
    );
    expect((await fetch(`${app.baseUrl}/v1/nothing-here`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/assets/missing.js`)).status).toBe(404);
  });

  it('signs in with an API token and lands on the schedule', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Sign in to Shiftbook' }).waitFor();
    await watch.expectFailures(failuresOf('/v1/shop', 401), async () => {
      await page.getByLabel('API token').fill('sbk_not_a_real_token');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('The token was refused').waitFor();
    });
    await screenshot(page, 'sign-in');

    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    await page.getByText('Add your staff to start scheduling').waitFor();
  });

  it('adds staff with money-string rates and shows the free-plan count', async () => {
    await nav('Staff', 'Staff');
    await page.getByText('No staff yet').waitFor();
    for (const [name, handle, rate] of [
      ['Ana Lopez', 'ana', '18.25'],
      ['Ben Ode', 'ben', '20'],
    ] as const) {
      await page.getByRole('button', { name: 'Add staff member' }).first().click();
      await dialog().getByLabel('Name').fill(name);
      await dialog().getByLabel('Handle').fill(handle);
      await dialog().getByLabel('Hourly rate').fill(rate);
      await dialog().getByRole('button', { name: 'Add staff member' }).click();
      await dialog().waitFor({ state: 'detached' });
    }
    await page.getByRole('cell', { name: '$18.25' }).waitFor();
    await page
      .getByTestId('staff-usage')
      .filter({ hasText: /^2 of 10 active staff on the free plan$/ })
      .waitFor();
    const ben = (await api('GET', '/v1/staff/ben')).body;
    expect(ben.hourly_rate).toBe('20.00');
    await screenshot(page, 'staff');
  });

  it('adds a webhook endpoint for shift and timesheet events', async () => {
    await nav('Settings', 'Settings');
    if (!webhooksAvailable) {
      // Marked step: GET /v1/webhooks did not answer 200 when this run started.
      console.warn('[e2e] Webhooks API not available on this server: the webhook steps are skipped.');
      await page.getByText('This feature is not available on this server yet').first().waitFor();
      return;
    }
    await page.getByLabel('Endpoint URL').fill(capture.url);
    await page.getByLabel('Description').fill('e2e capture');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByTestId('webhook-secret').waitFor();
    expect(await page.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);
    await page.getByText('No deliveries yet.').waitFor();
  });

  it('plans a shift, then moves it to another person and another time', async () => {
    await nav('Schedule', 'Schedule');
    await page
      .getByRole('button', { name: /^Add shift for Ana Lopez/ })
      .first()
      .click();
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Edit shift of Ana Lopez/ }).click();
    await dialog().getByLabel('Staff member').selectOption({ label: 'Ben Ode (ben)' });
    await dialog().getByLabel('Starts').fill('10:00');
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    const moved = page.getByRole('button', { name: /^Edit shift of Ben Ode/ });
    await expect(moved.getByTestId('shift-time').textContent()).resolves.toBe('10:00–17:00');
    await expect(page.getByRole('button', { name: /^Edit shift of Ana Lopez/ }).count()).resolves.toBe(0);

    const shifts = (await api('GET', '/v1/shifts')).body.data;
    expect(shifts).toHaveLength(1);
    expect(shifts[0].staff).toBe('ben');
    const localStart = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIMEZONE,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(localStart.format(new Date(shifts[0].starts_at))).toBe('10:00');
    await screenshot(page, 'schedule');
  });

  it('adds hours, approves them, and the weekly summary changes with the same numbers as the API', async () => {
    await nav('Timesheets', 'Timesheets');
    await page.getByText('No hours this week').waitFor();
    await expect(page.getByTestId('summary-gross').textContent()).resolves.toBe('$0.00');

    const addHours = async (staff: string, start: string, end: string, breakMinutes: string) => {
      await page.getByRole('button', { name: 'Add hours' }).first().click();
      await dialog().getByLabel('Staff member').selectOption({ label: staff });
      await dialog().getByLabel('Started').fill(start);
      await dialog().getByLabel('Ended').fill(end);
      await dialog().getByLabel('Unpaid break (minutes)').fill(breakMinutes);
      await dialog().getByRole('button', { name: 'Save hours' }).click();
      await dialog().waitFor({ state: 'detached' });
    };
    // 7.5 h × 18.25 = 136.875 → 136.88; 4 h × 20.00 = 80.00.
    await addHours('Ana Lopez (ana)', '09:00', '17:00', '30');
    await page.getByTestId('summary-pending').filter({ hasText: '1' }).waitFor();
    await expect(page.getByTestId('summary-gross').textContent()).resolves.toBe('$136.88');
    await addHours('Ben Ode (ben)', '10:00', '14:00', '0');
    await page.getByTestId('summary-gross').filter({ hasText: '$216.88' }).waitFor();
    await expect(page.getByTestId('summary-pending').textContent()).resolves.toBe('2');

    // One from its entries, then the rest with "Approve all".
    // Staff by name: the summary carries handles, the page names them from the roster.
    await page.getByRole('rowheader', { name: 'Ben Ode', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Entries of Ana Lopez' }).click();
    await page.getByRole('heading', { name: 'Entries of Ana Lopez' }).waitFor();
    await page.getByRole('cell', { name: '7.5 h' }).first().waitFor();
    // This week has not ended: the admin says what approving blocks and asks first.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog().getByRole('button', { name: 'Approve this week anyway' }).click();
    await page.getByTestId('summary-approved').filter({ hasText: '1' }).waitFor();
    await expect(page.getByTestId('summary-pending').textContent()).resolves.toBe('1');
    await page.getByRole('button', { name: 'Approve all' }).click();
    await dialog().getByRole('button', { name: 'Approve this week anyway' }).click();
    await page.getByTestId('summary-approved').filter({ hasText: '2' }).waitFor();
    await expect(page.getByTestId('summary-pending').textContent()).resolves.toBe('0');

    const week = (await api('GET', `/v1/timesheets?week=${weekStartOf(today(TIMEZONE), 'monday')}`)).body;
    expect(week).toMatchObject({ approved: 2, pending: 0, gross: '216.88' });
    await screenshot(page, 'timesheets');
    await page.getByTestId('cost-chart').locator('svg').first().waitFor();
    await page.getByTestId('cost-chart').scrollIntoViewIfNeeded();
    await screenshot(page, 'timesheets-chart');

    // The chart's days are GET /v1/sales's over the week: the server splits labour (SPEC §12),
    // the admin only shows it, and the days add up to the week's gross.
    const from = weekStartOf(today(TIMEZONE), 'monday');
    const sales = (await api('GET', `/v1/sales?from=${from}&to=${addDays(from, 6)}`)).body as SalesReport;
    const costs = sales.data.map((day) => day.labour_cost);
    expect(costs.reduce((sum, cost) => sum + Number(cost.replace('.', '')), 0)).toBe(21_688);
    const dayName = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const perDay = sales.data
      .map(
        (day) =>
          `${dayName.format(new Date(`${day.date}T00:00:00Z`))}: ${usd.format(Number(day.labour_cost))}`,
      )
      .join('; ');
    await expect(
      page.getByRole('img', { name: /^Labour cost per day\./ }).getAttribute('aria-label'),
    ).resolves.toBe(`Labour cost per day. ${perDay}.`);
  });

  it('reopens an approved timesheet only with a reason', async () => {
    await page.getByRole('button', { name: 'Reopen' }).click();
    const reopen = dialog().getByRole('button', { name: 'Reopen' });
    expect(await reopen.isDisabled()).toBe(true);
    await dialog().getByLabel('Reason').fill('Forgot a break');
    await reopen.click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByTestId('summary-pending').filter({ hasText: '1' }).waitFor();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog().getByRole('button', { name: 'Approve this week anyway' }).click();
    await page.getByTestId('summary-pending').filter({ hasText: '0' }).waitFor();
  });

  it('downloads the week as CSV with the bearer token, holding the same numbers', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toContain('staff');
    expect(header).toContain('gross');
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.includes('ana'))).toContain('136.88');
    expect(rows.find((row) => row.includes('ben'))).toContain('80.00');
  });

  it('creates a payroll run over the approved week and finalizes it', async () => {
    await nav('Payroll', 'Payroll');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/v1/payroll-runs') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create run' }).click();
    if ((await created).status() >= 404 && (await created).status() !== 422) {
      console.warn('[e2e] Payroll API not available on this server: the payroll step is skipped.');
      return;
    }
    await page.getByRole('cell', { name: '$216.88' }).first().waitFor();
    await page.getByRole('rowheader', { name: 'Ana Lopez', exact: true }).waitFor();
    await expect(page.getByRole('rowheader', { name: 'ana', exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'payroll');
    await page.getByRole('button', { name: 'Finalize' }).click();
    await page.getByText('Finalized').first().waitFor();
  });

  it('shows the endpoint’s deliveries of the move and the approvals', async () => {
    await nav('Settings', 'Settings');
    if (!webhooksAvailable) {
      await screenshot(page, 'settings');
      return;
    }
    // One move and three approvals (ana, ben, ben again after the reopen) reach the receiver.
    await capture.waitFor(4, 15_000);
    await page.getByRole('button', { name: 'Deliveries' }).click();
    await page.getByRole('rowheader', { name: 'shift.moved' }).waitFor();
    await expect(page.getByRole('rowheader', { name: 'timesheet.approved' }).count()).resolves.toBe(3);
    await expect(page.getByText('succeeded', { exact: true }).count()).resolves.toBe(4);

    const delivered = capture.requests.length;
    const retried = page.waitForResponse((r) => r.url().includes('/retry'));
    await page
      .getByRole('button', { name: /^Retry delivery/ })
      .first()
      .click();
    if ((await retried).ok()) await capture.waitFor(delivered + 1, 15_000);
    expect(capture.requests[0]!.headers['webhook-signature']).toMatch(/^v1,/);
    await screenshot(page, 'settings');
  });

  it('creates an API token shown once, and revokes it', async () => {
    await page.getByLabel('Token name').fill('e2e-integration');
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-token');
    await shown.waitFor();
    const created = (await shown.textContent())!;
    expect(created).toMatch(/^sbk_/);
    const shop = await fetch(`${app.baseUrl}/v1/timesheets?week=2026-11-16`, {
      headers: { authorization: `Bearer ${created}` },
    });
    expect(shop.status).toBe(200);
    await page.getByRole('button', { name: 'Revoke e2e-integration' }).click();
    await page.getByRole('button', { name: 'Revoke e2e-integration' }).waitFor({ state: 'detached' });
    const revoked = await fetch(`${app.baseUrl}/v1/shop`, {
      headers: { authorization: `Bearer ${created}` },
    });
    expect(revoked.status).toBe(401);
  });

  it('asks for an upgrade and explains why it cannot start without Shopify billing', async () => {
    await watch.expectFailures(failuresOf('/v1/shop/upgrade'), async () => {
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await page.getByText('Upgrading is not available here').waitFor();
    });
    // The manager is told whom to ask; the operator's command is the README's, not the page's.
    await page.getByText('Ask whoever set up Shiftbook for your shop').scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-tokens-plan');
  });
});
