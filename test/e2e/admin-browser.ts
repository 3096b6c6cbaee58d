import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';

/** Debian's Chromium; the e2e suite is skipped (and says so) only when it is missing. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOT_DIR = join(ROOT, 'test/.artifacts/screenshots');
/** The committed pictures of the admin and the kiosk, as the README shows them. */
export const DOC_SCREENSHOT_DIR = join(ROOT, 'docs/screenshots');

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

/** A picture of the page into the run's artifacts (test/.artifacts/screenshots). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Let Polaris finish its transitions so the picture shows the settled page.
  await page.waitForTimeout(150);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/**
 * Whether `saveDocScreenshot` rewrites the committed pictures (`npm run screenshots:docs`).
 * Off by default: the pictures hold the current time, tokens and random data, so writing them
 * on every run left tracked files changed after `npm test`.
 */
export const UPDATE_DOC_SCREENSHOTS = process.env.UPDATE_DOC_SCREENSHOTS === '1';

/**
 * A picture of the page into the run's artifacts and, only with UPDATE_DOC_SCREENSHOTS=1, a
 * settled one into docs/screenshots (committed). The pointer is moved away either way, so the
 * page the next step sees does not depend on the flag, and no hover state shows in the picture.
 */
export async function saveDocScreenshot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  await page.mouse.move(0, 0);
  if (!UPDATE_DOC_SCREENSHOTS) return;
  mkdirSync(DOC_SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(DOC_SCREENSHOT_DIR, `${name}.png`),
    fullPage: false,
    animations: 'disabled',
  });
}

/** Signs in on the admin's own sign-in page with an API token, and waits for the schedule. */
export async function signIn(page: Page, baseUrl: string, token: string): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('API token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
}

/** Follows a link of the navigation and waits for the page's heading. */
export async function navigateTo(page: Page, label: string, heading = label): Promise<void> {
  await page.getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** A failed request: a 4xx or 5xx answer, or one that got no answer at all. */
export interface FailedRequest {
  method: string;
  url: string;
  /** The HTTP status, or the network error (net::ERR_…) when no answer came. */
  status: number | string;
}

export type FailureMatcher = (failure: FailedRequest) => boolean;

/**
 * Everything that went wrong in a page that no step asked for: console errors, uncaught
 * exceptions, and failed requests. A step that provokes a failure on purpose says so with
 * `expectFailures`, and only the failures it names are let through, only while it runs.
 */
export interface PageWatch {
  /** What went wrong since the last `takeProblems`, in words. */
  readonly problems: readonly string[];
  /** Lets through the failed requests `match` accepts while `step` runs, and answers its result. */
  expectFailures<T>(match: FailureMatcher, step: () => Promise<T>): Promise<T>;
  /** Lets through the failed requests `match` accepts for as long as the page lives. */
  allowFailures(match: FailureMatcher): void;
  /** Answers the problems and forgets them, so the next step starts clean. */
  takeProblems(): string[];
}

/**
 * Watches a page for console errors, uncaught exceptions and failed requests. Chromium's own
 * "Failed to load resource" console line is not counted twice: the failed request is, unless
 * a step expects it. A request the page abandons itself (net::ERR_ABORTED: a navigation, a
 * closed page) is no failure.
 */
export function watchPage(page: Page): PageWatch {
  const problems: string[] = [];
  const allowed: FailureMatcher[] = [];
  const failed = (failure: FailedRequest) => {
    if (allowed.some((match) => match(failure))) return;
    problems.push(`${failure.method} ${failure.url} failed: ${failure.status}`);
  };
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const request = response.request();
    failed({ method: request.method(), url: response.url(), status: response.status() });
  });
  page.on('requestfailed', (request) => {
    const status = request.failure()?.errorText ?? 'no answer';
    if (status === 'net::ERR_ABORTED') return;
    failed({ method: request.method(), url: request.url(), status });
  });
  return {
    get problems() {
      return problems;
    },
    async expectFailures(match, step) {
      allowed.push(match);
      try {
        return await step();
      } finally {
        allowed.splice(allowed.indexOf(match), 1);
      }
    },
    allowFailures(match) {
      allowed.push(match);
    },
    takeProblems() {
      return problems.splice(0);
    },
  };
}

/**
 * With Shopify configured, index.html carries App Bridge from Shopify's CDN; outside Shopify it
 * has nothing to do (and this machine cannot reach the CDN): the page is refused it, and the
 * refusal is not counted as a failed request.
 */
export async function blockShopifyCdn(page: Page, watch: PageWatch): Promise<void> {
  watch.allowFailures(failuresOf(/^https:\/\/cdn\.shopify\.com\//));
  await page.route('https://cdn.shopify.com/**', (route) => route.abort());
}

/** A failure matcher: the path (from /v1 on, say) and, if given, the statuses expected of it. */
export function failuresOf(path: string | RegExp, ...statuses: (number | string)[]): FailureMatcher {
  return (failure) => {
    const { pathname } = new URL(failure.url);
    const pathMatches = typeof path === 'string' ? pathname === path : path.test(failure.url);
    return pathMatches && (statuses.length === 0 || statuses.includes(failure.status));
  };
}

/**
 * The hooks every browser test file shares, for the page `current` answers: a failed step is
 * pictured into the run's artifacts, and a step fails when its page logged a console error,
 * threw, or had a request fail that the step did not expect.
 */
export function checkEachStep(slug: string, current: () => { page?: Page; watch?: PageWatch }): void {
  afterEach(async ({ task }) => {
    const { page, watch } = current();
    if (page && !page.isClosed() && task.result?.state === 'fail')
      await screenshot(page, `failed-${slug}-${task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    const problems = watch?.takeProblems() ?? [];
    if (problems.length > 0)
      throw new Error(`The page had problems during "${task.name}":\n${problems.join('\n')}`);
  });
}

/** An axe-core finding, small enough to read in a failed test's message. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe's impacts, least to most severe. */
const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type AxeImpact = (typeof IMPACTS)[number];

/**
 * Runs axe-core in the page (WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices) and
 * answers its violations of `least` impact or worse (serious, by default). axe's source goes
 * into the page when it is not there yet: a navigation or a reload drops it.
 */
export async function axeViolations(page: Page, least: AxeImpact = 'serious'): Promise<AxeFinding[]> {
  // Evaluated rather than added as a <script>: the kiosk's CSP allows no inline script.
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(`${axe.source};\nundefined`);
  const results = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    return run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
  });
  const counted = IMPACTS.slice(IMPACTS.indexOf(least));
  return results.violations
    .filter((violation) => counted.includes(violation.impact as AxeImpact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact!,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}
