import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { createEndpoint } from '../helpers/webhook-fixtures.js';
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

if (!hasChromium)
  console.warn(`[e2e] Skipping the webhook test-event button: no Chromium at ${CHROMIUM_PATH}.`);

/** The admin's "Send test event" (Settings → Webhook endpoints) and the /docs page, decision 0035. */
describe.skipIf(!hasChromium)('webhook test events in a real browser', () => {
  let app: TestApp;
  let adminDir: string;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let target: CaptureServer;
  let bystander: CaptureServer;
  let token: string;

  beforeAll(async () => {
    [adminDir, target, bystander, browser] = await Promise.all([
      buildAdminInto(),
      startCaptureServer(),
      startCaptureServer(),
      launchChromium(),
    ]);
    app = await startTestApp(
      { ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' },
      { deliveries: true },
    );
    token = await app.token(await app.addShop('e2e-test-event.myshopify.com'));
    page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
  }, 60_000);

  checkEachStep('webhook-test-event', () => ({ page, watch }));

  afterAll(async () => {
    await browser?.close();
    await target?.close();
    await bystander?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('sends one signed webhook.test to that endpoint, says so, and shows the delivery', async () => {
    const endpoint = await createEndpoint(app, token, target.url);
    await createEndpoint(app, token, bystander.url);

    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Settings');

    await page.getByRole('button', { name: `Send test event to ${target.url}` }).click();
    await page.getByText('Test event sent').waitFor();
    await page.getByRole('rowheader', { name: 'webhook.test' }).waitFor();

    const [request] = await target.waitFor(1);
    const payload = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as { type: string; data: { endpoint_id: string } };
    expect(payload).toMatchObject({ type: 'webhook.test', data: { endpoint_id: endpoint.id } });
    await page.waitForTimeout(500);
    expect(target.requests).toHaveLength(1);
    expect(bystander.requests).toHaveLength(0);
    await screenshot(page, 'webhook-test-event');
  }, 30_000);

  it('is on the /docs page with its scope, and the webhook.test payload with its example', async () => {
    await page.goto(`${app.baseUrl}/docs`);
    const route = page.locator('summary', { hasText: /^post \/v1\/webhooks\/\{id\}\/test /i });
    await route.waitFor();
    expect(await route.locator('.scope').textContent()).toBe('write_webhooks');
    const event = page.locator('details', { has: page.locator('summary', { hasText: /^webhook\.test/ }) });
    await event.locator('summary').click();
    await event.getByText('"endpoint_id": "whe_').waitFor();
  });
});
