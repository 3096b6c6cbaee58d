/**
 * Draws the staff app's home-screen icons (192 and 512 px PNG, SPEC §15) from
 * frontend/public/staff/icon.svg with the project's Chromium, so the PNGs can be made again
 * after the picture changes: `npm exec -- tsx scripts/make-staff-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dir = fileURLToPath(new URL('../frontend/public/staff/', import.meta.url));
const svg = readFileSync(`${dir}icon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<body style="margin:0">${sized}</body>`);
    await page.screenshot({ path: `${dir}icon-${size}.png`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
