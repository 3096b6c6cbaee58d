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

function fakeBuild({ kiosk = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'shiftbook-kiosk-static-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<head><!--shopify-app-bridge--></head><body>admin</body>');
  if (kiosk) writeFileSync(join(dir, 'kiosk.html'), '<head></head><body>kiosk</body>');
  writeFileSync(join(dir, 'assets/kiosk-abc.js'), 'console.log(1)');
  return dir;
}

describe('the kiosk at /kiosk', () => {
  it('serves the built kiosk page, never cached, framed by nobody, its token kept from Referer', async () => {
    const app = await appWith(fakeBuild());
    const page = await app.request('GET', '/kiosk');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toBe('<head></head><body>kiosk</body>');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp.split('; ')).toContain("frame-ancestors 'none'");
    expect(csp.split('; ')).toContain("default-src 'self'");
    expect(csp).not.toContain('shopify');

    // The link's query (a shorter return to the board) and a trailing slash reach the same page.
    expect((await app.request('GET', '/kiosk?return_after=2')).text).toContain('kiosk');
    expect((await app.request('GET', '/kiosk/')).text).toContain('kiosk');
    expect((await app.request('HEAD', '/kiosk')).status).toBe(200);
    // Its assets come from the shared folder with the admin's long cache.
    const asset = await app.request('GET', '/assets/kiosk-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it("names no shop in the kiosk's frame-ancestors, even one with the app installed", async () => {
    const app = await appWith(fakeBuild());
    await app.addShop('installed-shop.myshopify.com');
    const page = await app.request('GET', '/kiosk?shop=installed-shop.myshopify.com');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('content-security-policy')).not.toContain('myshopify.com');
  });

  it('never injects App Bridge into the kiosk, while the admin still gets it', async () => {
    const app = await appWith(fakeBuild(), {
      SHOPIFY_API_KEY: 'key-123',
      SHOPIFY_API_SECRET: 'secret',
      SHOPIFY_APP_URL: 'https://shiftbook.example.com',
    });
    expect((await app.request('GET', '/kiosk')).text).not.toContain('app-bridge');
    expect((await app.request('GET', '/')).text).toContain('app-bridge.js');
  });

  it('leaves the admin shell to every other path, and /kiosk.html itself is not a page', async () => {
    const app = await appWith(fakeBuild());
    expect((await app.request('GET', '/kiosks')).text).toContain('admin');
    expect((await app.request('GET', '/kiosk/board')).text).toContain('admin');
    expect((await app.request('GET', '/kiosk.html')).status).toBe(404);
    expect((await app.request('POST', '/kiosk')).status).toBe(404);
  });

  it('says how to build the kiosk when the build has none, and never serves the admin in its place', async () => {
    for (const dir of [fakeBuild({ kiosk: false }), join(tmpdir(), 'shiftbook-no-admin-here')]) {
      const app = await appWith(dir);
      const page = await app.request('GET', '/kiosk');
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/plain');
      expect(page.text).toContain('npm run build:admin');
      expect(page.headers.get('cache-control')).toBe('no-store');
    }
  });
});
