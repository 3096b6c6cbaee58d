import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAdminInto, hasChromium, launchChromium } from '../test/e2e/admin-browser.js';
import type { BenchContext, BenchSection, SectionResult } from './section.js';
import { openSessions, STAFF_APP_URL, seedStaffAppShop } from './staff-app-seed.js';
import { formatTable } from './table.js';

/** Issue 29. */
const LCP_GOAL_MS = 1000;
const JS_GOAL_BYTES = 100 * 1024;
/** Cold loads (a fresh browser context each: empty cache, no service worker); the median is compared. */
const RUNS = 5;
/** A phone (the staff app's e2e test uses the same). */
const VIEWPORT = { width: 390, height: 844 };

interface Load {
  lcpMs: number;
  /** JavaScript the page fetched: bytes as served (decoded) and gzip -9 of each file, summed. */
  jsFiles: number;
  jsBytes: number;
  jsGzipBytes: number;
  /** The page asked for the signed-in person's shifts and got them. */
  shiftsLoaded: boolean;
}

/**
 * The staff app's first load (`GET /staff` with a live session cookie, signed in: the home
 * screen with this week's and next week's shifts) in Chromium over loopback. SQLite only: the
 * page reads a handful of rows, so the database does not shape the figure.
 */
export const staffAppBench: BenchSection = {
  name: 'staff-app',
  title: 'Staff app (/staff): first-load LCP and JavaScript gzipped, in Chromium (SQLite only)',
  run,
};

async function run({ servers, log }: BenchContext): Promise<SectionResult> {
  const work = mkdtempSync(join(tmpdir(), 'shiftbook-bench-staff-app-'));
  try {
    if (!hasChromium) {
      log('No Chromium at /usr/bin/chromium (apt-get install -y chromium): the section cannot run.');
      return { passed: false, figures: [['staff app', 'no Chromium']] };
    }
    const dir = await buildAdminInto(join(work, 'admin'));
    const env = {
      DATABASE_URL: `file:${join(work, 'staff-app.db')}`,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const seed = await seedStaffAppShop(env, {
      staff: 1,
      emails: true,
      shifts: { daysBack: 7, daysAhead: 14 },
      sessions: 1,
      scopes: ['read_staff'],
    });
    const app = await servers.start(
      'app',
      'web/server.ts',
      { ...env, ADMIN_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_DISABLED: '1', PUBLIC_URL: STAFF_APP_URL },
      '/healthz',
    );
    const [cookie] = await openSessions(app.baseUrl, seed.linkTokens);
    log(
      `Dataset: 1 shop, 1 staff member with ${seed.shifts} published shifts (SQLite), signed in by a ` +
        `session cookie; the admin build (vite) served by npm start's process from ADMIN_DIR.`,
    );
    log(
      `Warm-up: one load, not counted; then ${RUNS} cold loads at ${VIEWPORT.width}×${VIEWPORT.height}, ` +
        `each in a fresh context (empty cache, no service worker yet).\n`,
    );
    const browser = await launchChromium();
    const loads: Load[] = [];
    try {
      for (let i = 0; i <= RUNS; i++) {
        const result = await coldLoad(browser, app.baseUrl, cookie!.split('=')[1]!);
        if (i > 0) loads.push(result);
      }
    } finally {
      await browser.close();
    }
    log(
      formatTable(
        ['load', 'LCP ms', 'js files', 'js KiB served', 'js KiB gzip -9', '/v1/me/shifts 200'],
        loads.map((l, i) => [
          String(i + 1),
          l.lcpMs.toFixed(0),
          String(l.jsFiles),
          (l.jsBytes / 1024).toFixed(1),
          (l.jsGzipBytes / 1024).toFixed(1),
          l.shiftsLoaded ? 'yes' : 'NO',
        ]),
      ),
    );
    const lcps = loads.map((l) => l.lcpMs).sort((a, b) => a - b);
    const medianLcp = lcps[Math.floor(lcps.length / 2)]!;
    const js = Math.max(...loads.map((l) => l.jsGzipBytes));
    const signedIn = loads.every((l) => l.shiftsLoaded);
    const lcpPassed = medianLcp < LCP_GOAL_MS && signedIn;
    const jsPassed = js < JS_GOAL_BYTES;
    log(
      `\nmedian LCP ${medianLcp.toFixed(0)} ms (< ${LCP_GOAL_MS}: ${lcpPassed ? 'PASS' : 'FAIL'}); ` +
        `JavaScript ${(js / 1024).toFixed(1)} KiB gzipped (< 100 KiB: ${jsPassed ? 'PASS' : 'FAIL'})`,
    );
    return {
      passed: lcpPassed && jsPassed,
      figures: [
        [
          `staff app LCP median ms (< ${LCP_GOAL_MS})`,
          `${medianLcp.toFixed(0)} ${lcpPassed ? 'PASS' : 'FAIL'}`,
        ],
        ['staff app JS KiB gzip (< 100)', `${(js / 1024).toFixed(1)} ${jsPassed ? 'PASS' : 'FAIL'}`],
      ],
    };
  } finally {
    await servers.stopAll();
    rmSync(work, { recursive: true, force: true });
  }
}

async function coldLoad(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  baseUrl: string,
  session: string,
): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addCookies([{ name: 'shiftbook_staff', value: session, url: baseUrl }]);
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    let shiftsLoaded = false;
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js'))
        scripts.push(response.body());
      if (url.pathname === '/v1/me/shifts' && response.status() === 200) shiftsLoaded = true;
    });
    await page.goto(`${baseUrl}/staff`, { waitUntil: 'networkidle' });
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 200);
        }),
    );
    const bodies = await Promise.all(scripts);
    return {
      lcpMs,
      jsFiles: bodies.length,
      jsBytes: bodies.reduce((sum, b) => sum + b.length, 0),
      jsGzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
      shiftsLoaded,
    };
  } finally {
    await context.close();
  }
}
