import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Debian's Chromium; the e2e suite is skipped (and says so) only when it is missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOT_DIR = join(ROOT, 'test/.artifacts/screenshots');

/**
 * Builds the admin with Vite's API into a fresh temp folder, so a test run never races
 * `npm start` or another test run over dist/admin. Takes a few seconds.
 */
export async function buildAdminInto(
  outDir = mkdtempSync(join(tmpdir(), 'shiftbook-admin-')),
): Promise<string> {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'frontend/vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let Polaris finish its transitions so the picture shows the settled page.
  await page.waitForTimeout(150);
  await page.screenshot({ path, fullPage: false });
  return path;
}
