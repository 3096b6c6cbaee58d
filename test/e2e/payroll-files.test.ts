import { readFileSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  buildAdminInto,
  CHROMIUM_PATH,
  checkEachStep,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  screenshot,
  signIn,
  watchPage,
} from './admin-browser.js';

if (!hasChromium) console.warn(`[e2e] Skipping the payroll provider files: no Chromium at ${CHROMIUM_PATH}.`);

/** SPEC §19 in the admin: a run's four downloads, missing ids as links to fix, and the settings. */
describe.skipIf(!hasChromium)('payroll provider files in a real browser', () => {
  let app: TestApp;
  let adminDir: string;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let token: string;
  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' });
    token = await app.token(await app.addShop('e2e-payroll-files.myshopify.com', { plan: 'pro' }));
    // Ana worked 8 h and sold; she has no Gusto id yet. The run is a draft over her week.
    await api('POST', '/v1/staff', {
      handle: 'ana',
      name: 'Ana Lima',
      hourly_rate: '20.00',
      commission_rate: '5.00',
    });
    const entry = await api('POST', '/v1/time-entries', {
      staff: 'ana',
      started_at: '2026-11-17T09:00:00Z',
      ended_at: '2026-11-17T17:00:00Z',
    });
    expect((await api('POST', `/v1/timesheets/${entry.body.timesheet}/approve`)).status).toBe(200);
    await api('POST', '/v1/commissions', {
      staff: 'ana',
      sale_amount: '100.00',
      occurred_at: '2026-11-18T12:00:00Z',
    });
    expect(
      (await api('POST', '/v1/payroll-runs', { period_start: '2026-11-16', period_end: '2026-11-22' }))
        .status,
    ).toBe(201);
    page = await (
      await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
    ).newPage();
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
  }, 60_000);

  checkEachStep('payroll-files', () => ({ page, watch }));

  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('lists who lacks an id as a link to their form, and downloads the file once it is set', async () => {
    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Payroll');
    await page.getByRole('button', { name: 'Review' }).click();
    const gusto = page.getByRole('button', { name: 'Download for Gusto' });
    await page.getByText('No id at Gusto:').waitFor();
    expect(await gusto.isDisabled()).toBe(true);
    // QuickBooks carries hours only: the commission is listed beside it.
    await page.getByText('Ana Lima: commission $5.00').waitFor();
    await page.getByRole('link', { name: 'Set your ADP company code in Settings' }).waitFor();
    expect(await page.getByRole('button', { name: 'Download for ADP Workforce Now' }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, 'payroll-files-missing-id');

    await page.getByText('No id at Gusto:').getByRole('link', { name: 'Ana Lima' }).click();
    await page.getByRole('heading', { name: 'Edit Ana Lima' }).waitFor();
    await page.getByLabel('Gusto employee ID').fill('ANA001');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved Ana Lima').waitFor();
    expect((await api('GET', '/v1/staff/ana')).body.payroll_ids.gusto).toBe('ANA001');

    await navigateTo(page, 'Payroll');
    await page.getByRole('button', { name: 'Review' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download for Gusto' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('shiftbook-gusto-2026-11-16-2026-11-22.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n')[1]).toBe('Lima,Ana,,ANA001,8.00,,,,,5.00,,,,,');
  }, 30_000);

  it('saves the payroll file settings in Settings, and an emptied field restores its default', async () => {
    await navigateTo(page, 'Settings');
    await page.getByLabel('Company code (Co Code)').fill('K7Q');
    await page.getByLabel('Commission earning', { exact: true }).fill('Sales Commission');
    await page.getByRole('button', { name: 'Save payroll file settings' }).click();
    await page.getByText('Payroll file settings saved.').waitFor();
    let shop = (await api('GET', '/v1/shop')).body;
    expect(shop.payroll_export.adp_wfn.company_code).toBe('K7Q');
    expect(shop.payroll_export.paychex_flex.commission).toBe('Sales Commission');
    await page.getByLabel('Commission earning', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save payroll file settings' }).click();
    await page.getByText('Payroll file settings saved.').waitFor();
    shop = (await api('GET', '/v1/shop')).body;
    expect(shop.payroll_export.paychex_flex.commission).toBe('Commission');
    expect(await page.getByLabel('Commission earning', { exact: true }).inputValue()).toBe('Commission');
  }, 30_000);
});
