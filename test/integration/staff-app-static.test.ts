import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminInto } from '../e2e/admin-browser.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';

/** SPEC §15 / issue 29: the staff app's first load carries less than this much JavaScript, gzipped. */
const JS_BUDGET_BYTES = 100 * 1024;

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function fetchBytes(app: TestApp, path: string) {
  const response = await fetch(`${app.baseUrl}${path}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The real build (Vite, as `npm start` makes it) served by the real app. */
describe('the staff app at /staff, as built', () => {
  let dir: string;
  let app: TestApp;

  beforeAll(async () => {
    // Vitest runs with NODE_ENV=test, under which Vite bundles React's development build; the
    // budget is about what `npm run build:admin` ships, so this build is a production one.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      dir = await buildAdminInto();
    } finally {
      process.env.NODE_ENV = testEnv;
    }
    app = await startTestApp({ ADMIN_DIR: dir });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves a mobile page of its own, framed by nobody, never cached stale, at /staff and /staff/sign-in', async () => {
    for (const path of ['/staff', '/staff/', '/staff/sign-in']) {
      const page = await app.request('GET', path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')!.split('; ')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('content-security-policy')).not.toContain('shopify');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1" />');
      expect(page.text).toContain('<link rel="manifest" href="/staff/manifest.webmanifest" />');
      expect(page.text).toContain('<div id="staff-app">');
      // Not the admin: no App Bridge, no admin root.
      expect(page.text).not.toContain('id="root"');
    }
    expect((await app.request('HEAD', '/staff')).status).toBe(200);
  });

  it('is installable: a manifest with a name, a start under /staff, standalone, and 192 and 512 px PNG icons', async () => {
    const { response, bytes } = await fetchBytes(app, '/staff/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = JSON.parse(bytes.toString('utf8'));
    expect(manifest.name).toBe('Shiftbook');
    expect(manifest.start_url).toMatch(/^\/staff(\/|$)/);
    expect(manifest.display).toBe('standalone');
    const sizes = new Set<string>();
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      expect(icon.type).toBe('image/png');
      const image = await fetchBytes(app, icon.src);
      expect(image.response.status, icon.src).toBe(200);
      expect(image.response.headers.get('content-type')).toBe('image/png');
      const size = pngSize(image.bytes);
      expect(size, `${icon.src} is a PNG`).not.toBeNull();
      expect(`${size!.width}x${size!.height}`).toBe(icon.sizes);
      sizes.add(icon.sizes);
    }
    expect([...sizes].sort()).toEqual(['192x192', '512x512']);
  });

  it("has a service worker scoped to /staff whose shell is the page's own files, never /v1 or sign-in", async () => {
    const { response, bytes } = await fetchBytes(app, '/staff/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    expect(response.headers.get('service-worker-allowed')).toBe('/staff');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const source = bytes.toString('utf8');
    const shell = JSON.parse(/const SHELL = (\[[^\]]*\]);/.exec(source)![1]!) as string[];
    expect(shell).toContain('/staff');
    for (const path of shell) {
      expect(path).not.toMatch(/^\/(v1|staff-auth|calendar|unsubscribe)(\/|$)/);
      expect((await fetchBytes(app, path)).response.status, path).toBe(200);
    }
    // Every script and stylesheet the page loads is in the shell, so it opens offline.
    const page = (await app.request('GET', '/staff')).text;
    const loaded = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(loaded.length).toBeGreaterThan(0);
    for (const path of loaded) expect(shell).toContain(path);
  });

  it('loads less than 100 KiB of JavaScript, gzipped, and none of Polaris', async () => {
    const page = (await app.request('GET', '/staff')).text;
    const scripts = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    for (const path of scripts) {
      const { bytes } = await fetchBytes(app, path);
      expect(bytes.toString('utf8')).not.toContain('Polaris');
      gzipped += gzipSync(bytes, { level: 9 }).length;
    }
    console.info(`staff app first-load JavaScript: ${(gzipped / 1024).toFixed(1)} KiB gzipped`);
    expect(gzipped).toBeLessThan(JS_BUDGET_BYTES);
  });

  it('answers 404 for an unknown path under /staff instead of the admin, and the admin keeps its own', async () => {
    const unknown = await app.request('GET', '/staff/elsewhere');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/problem+json');
    expect((await app.request('GET', '/staff/missing.png')).status).toBe(404);
    expect((await app.request('GET', '/staffroom')).text).toContain('id="root"');
    expect((await app.request('POST', '/staff')).status).toBe(404);
  });
});

describe('the staff app without a build', () => {
  it('says how to build it, and never serves the admin in its place', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shiftbook-no-staff-'));
    const app = await startTestApp({ ADMIN_DIR: dir });
    try {
      const page = await app.request('GET', '/staff');
      expect(page.status).toBe(404);
      expect(page.text).toContain('npm run build:admin');
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
