import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderImportRow } from '../../web/db/repositories/order-imports-repository.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  axeViolations,
  buildAdminInto,
  checkEachStep,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  signIn,
  watchPage,
} from './admin-browser.js';

/**
 * The import of past orders as a new shop sees it on the Sales page (issue 17, point 4): its
 * progress while it runs, read again every few seconds; nothing once it is done; a warning
 * when it failed. The import's row is written directly: the runner is tested on its own
 * (test/integration/order-import.test.ts).
 */
describe.skipIf(!hasChromium)('the Sales page shows the import of past orders', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let shopId: string;

  checkEachStep('order-import', () => ({ page, watch }));

  beforeAll(async () => {
    let adminDir: string;
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, LOG_LEVEL: 'error' });
    const shop = await app.addShop('e2e-import.myshopify.com');
    shopId = shop.id;
    const token = await app.token(shop);
    const now = Date.now();
    await app.deps.db.transaction(() =>
      app.deps.repos.orderImports.insert({
        shopId,
        status: 'running',
        since: now - 60 * 86_400_000,
        ordersImported: 12,
        refundsImported: 1,
        startedAt: now,
      }),
    );
    page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await signIn(page, app.baseUrl, token);
    return async () => {
      await browser.close();
      await app.close();
      rmSync(adminDir, { recursive: true, force: true });
    };
  }, 90_000);

  async function setImport(patch: Partial<OrderImportRow>) {
    const { db } = app.deps;
    await db.transaction(async () => {
      await db
        .orm()
        .update(db.tables.orderImports)
        .set(patch)
        .where(eq(db.tables.orderImports.shopId, shopId));
    });
  }

  it('shows how many orders and refunds have come in while the import runs, and follows it', async () => {
    await navigateTo(page, 'Sales');
    const banner = page.getByRole('status').filter({ hasText: 'Importing your past orders from Shopify' });
    await expect(banner.textContent()).resolves.toContain('12 orders and 1 refund so far');
    expect(await axeViolations(page)).toEqual([]);
    await setImport({ ordersImported: 40, refundsImported: 3 });
    // The page reads the shop again every 5 s while the import runs.
    await banner.filter({ hasText: '40 orders and 3 refunds so far' }).waitFor({ timeout: 12_000 });
  }, 30_000);

  it('shows nothing once the import is done', async () => {
    await setImport({ status: 'done', finishedAt: Date.now() });
    await page
      .getByText('Importing your past orders from Shopify')
      .waitFor({ state: 'detached', timeout: 12_000 });
  }, 30_000);

  it('warns when the import failed, with what came in before', async () => {
    await setImport({ status: 'failed', finishedAt: Date.now(), error: 'Shopify refused the query' });
    await page.reload();
    await page.getByRole('heading', { name: 'Sales', level: 1 }).waitFor();
    const warning = page.getByText('The import of past orders stopped');
    await warning.waitFor();
    await expect(page.getByText('40 orders and 3 refunds came in before it stopped').count()).resolves.toBe(
      1,
    );
    expect(await axeViolations(page)).toEqual([]);
  }, 30_000);
});
