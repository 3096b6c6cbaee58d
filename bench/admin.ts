import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAdminInto, hasChromium, launchChromium } from '../test/e2e/admin-browser.js';
import type { BenchContext, BenchSection } from './section.js';
import { formatTable } from './table.js';

/** Built for Shopify asks for LCP ≤ 2.5 s. */
const LCP_GOAL_MS = 2500;
/** Cold loads per page; the median is reported. */
const RUNS = 5;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  page: string;
  files: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The files a chunk pulls in before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * JavaScript and CSS each page of the built admin loads on a first visit: the entry (shell,
 * React, Polaris) plus the page's own lazy chunk and what it imports, gzip level 9 as a CDN
 * would serve it.
 */
export function adminPageWeights(dir: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const pages = Object.keys(manifest).filter(
    (key) => key.startsWith('src/pages/') && key !== 'src/pages/sign-in-page.tsx',
  );
  const sizeOf = (keys: Set<string>) => {
    let js = 0;
    let gz = 0;
    let css = 0;
    for (const key of keys) {
      const chunk = manifest[key]!;
      const bytes = readFileSync(join(dir, chunk.file));
      js += bytes.length;
      gz += gzipSync(bytes, { level: 9 }).length;
      for (const file of chunk.css ?? []) css += gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    }
    return { files: keys.size, jsBytes: js, jsGzipBytes: gz, cssGzipBytes: css };
  };
  const entry = closure(manifest, entryKey);
  return [
    { page: 'shell + sign-in', ...sizeOf(entry) },
    ...pages.map((key) => {
      const keys = closure(manifest, key, new Set(entry));
      return { page: key.replace('src/pages/', '').replace('-page.tsx', ''), ...sizeOf(keys) };
    }),
  ];
}

export interface LcpResult {
  page: string;
  medianMs: number;
  maxMs: number;
}

/** First-load LCP in Chromium, each run in a fresh context (empty cache), signed in or not. */
export async function measureAdminLcp(baseUrl: string, token: string): Promise<LcpResult[]> {
  const browser = await launchChromium();
  const targets = [
    { page: 'sign-in', path: '/', signedIn: false },
    { page: 'schedule', path: '/', signedIn: true },
    { page: 'timesheets', path: '/timesheets', signedIn: true },
    { page: 'staff', path: '/staff', signedIn: true },
  ];
  const results: LcpResult[] = [];
  try {
    for (const target of targets) {
      const samples: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        if (target.signedIn)
          await context.addInitScript((t) => sessionStorage.setItem('shiftbook.token', t), token);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
        samples.push(
          await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let last = 0;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries()) last = entry.startTime;
                }).observe({ type: 'largest-contentful-paint', buffered: true });
                setTimeout(() => resolve(last), 200);
              }),
          ),
        );
        await context.close();
      }
      samples.sort((a, b) => a - b);
      results.push({
        page: target.page,
        medianMs: samples[Math.floor(samples.length / 2)]!,
        maxMs: samples.at(-1)!,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function run({ root, servers, log }: BenchContext): Promise<boolean> {
  const work = await mkdtemp(join(tmpdir(), 'shiftbook-bench-admin-'));
  try {
    const dir = await buildAdminInto(join(work, 'admin'));
    const weights = adminPageWeights(dir);
    log('JavaScript and CSS loaded on a first visit, per page (gzip -9):\n');
    log(
      formatTable(
        ['page', 'js files', 'js KiB', 'js gzip KiB', 'css gzip KiB'],
        weights.map((w) => [w.page, String(w.files), kb(w.jsBytes), kb(w.jsGzipBytes), kb(w.cssGzipBytes)]),
      ),
    );
    if (!hasChromium) {
      log('\nNo Chromium at /usr/bin/chromium: the LCP measurement is skipped.');
      return true;
    }

    const env = {
      DATABASE_URL: `file:${join(work, 'bench.db')}`,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    };
    const demo = spawnSync(process.execPath, ['--import', 'tsx', 'web/cli.ts', 'demo'], {
      cwd: root,
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(`cli demo failed: ${demo.stderr}`);
    const token = demo.stdout.trim().split('\n').at(-1)!;
    const app = await servers.start(
      'admin-app',
      'web/server.ts',
      {
        ...env,
        ADMIN_DIR: dir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT_DISABLED: '1',
      },
      '/healthz',
    );
    const lcp = await measureAdminLcp(app.baseUrl, token);
    log(`\nFirst-load LCP in Chromium over loopback, ${RUNS} cold loads each (goal ≤ ${LCP_GOAL_MS} ms):\n`);
    log(
      formatTable(
        ['page', 'median ms', 'max ms'],
        lcp.map((r) => [r.page, r.medianMs.toFixed(0), r.maxMs.toFixed(0)]),
      ),
    );
    return lcp.every((r) => r.medianMs <= LCP_GOAL_MS);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const adminBench: BenchSection = {
  name: 'admin',
  title: 'Embedded admin: JavaScript per page and first-load LCP',
  run,
};
