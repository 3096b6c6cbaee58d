import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';

const apps: TestApp[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function appWith(adminDir: string, env: Record<string, string> = {}) {
  const app = await startTestApp({ ADMIN_DIR: adminDir, ...env });
  apps.push(app);
  return app;
}

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-admin-static-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<head><!--shopify-app-bridge--></head><body>admin</body>');
  writeFileSync(join(dir, 'assets/app-abc.js'), 'console.log(1)');
  return dir;
}

describe('the admin at /', () => {
  it('answers a helpful plain-text note when the admin is not built', async () => {
    const app = await appWith(join(tmpdir(), 'shiftbook-no-admin-here'));
    const response = await app.request('GET', '/');
    expect(response.status).toBe(200);
    expect(response.text).toContain('npm run build:admin');
    expect(response.headers.get('content-security-policy')).toBe('frame-ancestors https://admin.shopify.com');
    expect((await app.request('GET', '/timesheets')).status).toBe(404);
  });

  it('serves index.html for admin paths, hashed assets with a long cache, and leaves /v1 alone', async () => {
    const app = await appWith(fakeBuild());
    const page = await app.request('GET', '/payroll');
    expect(page.status).toBe(200);
    expect(page.text).toContain('admin');
    expect(page.text).not.toContain('app-bridge.js');
    const asset = await app.request('GET', '/assets/app-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('GET', '/v1/shop')).status).toBe(401);
    expect((await app.request('POST', '/')).status).toBe(404);
  });

  it('serves the favicon the pages link to, sends /favicon.ico to it, and 404s it without a build', async () => {
    const dir = fakeBuild();
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = await appWith(dir);
    const icon = await app.request('GET', '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(icon.text).toContain('<svg');
    const ico = await fetch(`${app.baseUrl}/favicon.ico`, { redirect: 'manual' });
    expect(ico.status).toBe(301);
    expect(ico.headers.get('location')).toBe('/favicon.svg');
    const unbuilt = await appWith(join(tmpdir(), 'shiftbook-no-admin-here'));
    expect((await unbuilt.request('GET', '/favicon.svg')).status).toBe(404);
  });

  it("lets only Shopify's admin and an installed shop named by ?shop= frame the admin, never a wildcard", async () => {
    const app = await appWith(fakeBuild());
    await app.addShop('other-shop.myshopify.com');
    const csp = async (path: string) =>
      (await app.request('GET', path)).headers.get('content-security-policy');
    expect(await csp('/payroll?shop=Other-Shop.myshopify.com')).toBe(
      'frame-ancestors https://admin.shopify.com https://other-shop.myshopify.com',
    );
    expect(await csp('/')).toBe('frame-ancestors https://admin.shopify.com');
    expect(await csp('/?shop=evil.example.com')).toBe('frame-ancestors https://admin.shopify.com');
    expect(await csp('/?shop=not-installed.myshopify.com')).toBe('frame-ancestors https://admin.shopify.com');

    const gone = await app.addShop('gone.myshopify.com');
    await app.deps.db.transaction(() => app.deps.repos.shops.markUninstalled(gone.id, Date.now()));
    expect(await csp('/?shop=gone.myshopify.com')).toBe('frame-ancestors https://admin.shopify.com');
  });

  it('sends X-Content-Type-Options: nosniff on every answer: pages, assets, API, problems, CSV and health', async () => {
    const app = await appWith(fakeBuild());
    const shop = await app.addShop('nosniff.myshopify.com');
    const token = await app.token(shop);
    const answers = await Promise.all([
      app.request('GET', '/'),
      app.request('GET', '/assets/app-abc.js'),
      app.request('GET', '/assets/missing.js'),
      app.request('GET', '/healthz'),
      app.request('GET', '/v1/openapi.json'),
      app.request('GET', '/v1/shop', { token }),
      app.request('GET', '/v1/staff?format=csv', { token }),
      app.request('GET', '/v1/shop'),
      app.request('POST', '/v1/staff', { token, rawBody: '{' }),
    ]);
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('puts the App Bridge script first in <head> when the Shopify routes are on', async () => {
    const app = await appWith(fakeBuild(), {
      SHOPIFY_API_KEY: 'key-123',
      SHOPIFY_API_SECRET: 'secret',
      SHOPIFY_APP_URL: 'https://shiftbook.example.com',
    });
    const page = await app.request('GET', '/');
    expect(page.text).toContain(
      '<head><meta name="shopify-api-key" content="key-123" />\n    <script src="https://cdn.shopify.com/shopifycloud/app-bridge.js"></script></head>',
    );
  });
});
