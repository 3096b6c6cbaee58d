import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  buildAdminInto,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  type PageWatch,
  saveDocScreenshot,
  watchPage,
} from './admin-browser.js';

const TIMEZONE = 'America/New_York';
const TOKEN_KEY = 'shiftbook.kiosk.token';
/**
 * The confirmation goes back to the board after this many seconds (the link's `return_after`;
 * 5 by default): shorter, so the one step that waits for it waits less, yet long enough for the
 * other steps to look at the confirmation and tap Done.
 */
const RETURN_AFTER_S = 3;
const PINS = { ana: '1234', ben: '5678', cleo: '2468' } as const;
const SHOP_NAME = 'Kiosk Corner';

const PORTRAIT = { width: 768, height: 1024 };
const LANDSCAPE = { width: 1024, height: 768 };

interface Entry {
  id: string;
  started_at: string;
  ended_at: string | null;
  break_minutes: number;
  break_started_at: string | null;
  source: string;
}

/** Compare words, not spaces: innerText may break a tile's lines anywhere. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** "09:02": the shop's zone on the 24-hour clock, as the admin shows it (the tablet is on UTC). */
const timeOf = (iso: string | number) =>
  new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIMEZONE,
  }).format(typeof iso === 'number' ? iso : Date.parse(iso));

/** The words as staff see them: innerText keeps the lines of a tile apart, textContent runs them together. */
// biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are the point.
const shownText = async (locator: Locator) => words(await locator.innerText());

/**
 * The shop's time-clock kiosk (SPEC §10) on a tablet in a real Chromium, against the real app:
 * a manager's link sets it up, staff clock in, take a break and clock out with their PINs, a
 * wrong PIN and a locked one get plain words, and revoking the token signs the tablet out.
 * The steps run in order on one page, as a day at the shop's front desk does.
 */
describe.skipIf(!hasChromium)('the time-clock kiosk on a tablet, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let managerToken: string;
  let kiosk: { id: string; token: string };
  let devShift: { starts: number; ends: number };
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** Every script and stylesheet the kiosk page loaded. */
  const assets = new Map<string, string>();
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown, token = managerToken) =>
    app.request(method, path, { token, body });
  const entriesOf = async (staff: string) =>
    (await api('GET', `/v1/time-entries?staff=${staff}&limit=100`)).body.data as Entry[];
  const tile = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  const board = () => page.getByRole('heading', { name: 'Tap your name', level: 1 });
  const message = () => page.getByRole('alert');
  const action = (label: string) => page.getByRole('button', { name: label, exact: true });
  /** The shop the header names: whose board this is. */
  const shopShown = () => shownText(page.getByRole('banner').locator('.kiosk-brand-name'));
  const storedToken = () => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);

  /** Taps a PIN on the pad, key by key, as a thumb does. */
  const tapPin = async (pin: string) => {
    for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).tap();
    await page.getByRole('status', { name: `PIN: ${pin.length} digits entered` }).waitFor();
  };
  /** A settled picture of the page, into docs/screenshots (and the run's artifacts). */
  const saveScreenshot = (name: string) => saveDocScreenshot(page, name);
  /** Taps an action and waits for the server's answer to it. */
  const send = async (label: string, route: string) => {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/v1/clock/${route}`) && r.request().method() === 'POST'),
      action(label).tap(),
    ]);
    return answer;
  };
  /** The confirmation, a region named by its heading, as its words. */
  const confirmation = async (heading: string) => {
    const region = page.getByRole('region', { name: heading });
    await region.waitFor();
    return shownText(region);
  };
  const tileText = (name: string) => shownText(tile(name));
  const backToBoard = async () => {
    await page.getByRole('button', { name: 'Done' }).tap();
    await board().waitFor();
  };

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' });
    const shop = await app.addShop('e2e-kiosk.myshopify.com', { timezone: TIMEZONE, name: SHOP_NAME });
    managerToken = await app.token(shop);

    for (const [name, handle] of [
      ['Ana Lopez', 'ana'],
      ['Ben Ode', 'ben'],
      ['Cleo Park', 'cleo'],
      ['Dev Shah', 'dev'],
    ] as const) {
      expect((await api('POST', '/v1/staff', { name, handle, hourly_rate: '18.00' })).status).toBe(201);
    }
    for (const [handle, pin] of Object.entries(PINS))
      expect((await api('PATCH', `/v1/staff/${handle}`, { pin })).status).toBe(200);
    // Ana works tomorrow, 09:00–17:00 in the shop's zone, published so staff see it.
    const tomorrow = addDays(localDate(Date.now(), TIMEZONE), 1);
    const shift = await api('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: toIso(zonedInstant(tomorrow, '09:00', TIMEZONE)),
      ends_at: toIso(zonedInstant(tomorrow, '17:00', TIMEZONE)),
    });
    expect(shift.status).toBe(201);
    // Dev's shift started a few minutes ago and Dev has not clocked in.
    const today = localDate(Date.now(), TIMEZONE);
    devShift = {
      starts: Math.max(Date.now() - 5 * 60_000, zonedInstant(today, '00:00', TIMEZONE)),
      ends: Date.now() + 60 * 60_000,
    };
    const underWay = await api('POST', '/v1/shifts', {
      staff: 'dev',
      starts_at: new Date(devShift.starts).toISOString(),
      ends_at: new Date(devShift.ends).toISOString(),
    });
    expect(underWay.status, underWay.text).toBe(201);
    for (const week of new Set([today, tomorrow]))
      expect((await api('POST', '/v1/shifts/publish', { week })).status).toBe(200);

    const created = await api('POST', '/v1/tokens', { name: 'Front desk iPad', scopes: ['write_clock'] });
    expect(created.status).toBe(201);
    kiosk = { id: created.body.id, token: created.body.token };

    context = await browser.newContext({
      viewport: PORTRAIT,
      hasTouch: true,
      // A tablet left on UTC with a 12-hour locale: the kiosk still shows the shop's zone, 24-hour.
      locale: 'en-US',
      timezoneId: 'UTC',
    });
    page = await context.newPage();
    page.setDefaultTimeout(10_000);
    watch = watchPage(page);
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname.startsWith('/assets/'))
        assets.set(response.url(), await response.text().catch(() => ''));
    });
  }, 60_000);

  checkEachStep('kiosk', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('opens from the link, keeps the token in localStorage, drops it from the address bar, and shows everyone', async () => {
    await page.goto(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}#${kiosk.token}`);
    await board().waitFor();
    expect(page.url()).toBe(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}`);
    expect(await page.evaluate(() => window.location.hash)).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(kiosk.token);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    expect(await shopShown()).toBe(SHOP_NAME);
    for (const name of ['Ana Lopez', 'Ben Ode', 'Cleo Park', 'Dev Shah'])
      expect(await tileText(name)).toContain('Off the clock');
    expect(await tileText('Ana Lopez')).toMatch(/Next shift tomorrow 09:00–17:00$/);
    expect(await tileText('Ben Ode')).not.toContain('Next shift');
    // Scheduled now but not clocked in: the shift reads whole, never "On shift until".
    expect(await tileText('Dev Shah')).toBe(
      `Dev Shah Off the clock Next shift today ${timeOf(devShift.starts)}–${timeOf(devShift.ends)}`,
    );
    // The header's clock too: the shop's time, not the tablet's UTC.
    const before = Date.now();
    const clock = await page.locator('.kiosk-now-time').textContent();
    expect([timeOf(before), timeOf(Date.now())]).toContain(clock);

    // A reload (or a restarted tablet) stays set up: the token comes back from localStorage.
    await page.reload();
    await board().waitFor();
    expect(page.url()).not.toContain(kiosk.token);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-board-768x1024');
  });

  it('loads none of the admin: only the files of its own entry in the build, and no Polaris', async () => {
    type Chunk = { file: string; imports?: string[]; css?: string[] };
    const manifest = JSON.parse(readFileSync(join(adminDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      return seen;
    };
    const kioskFiles = [...closure('kiosk.html')].flatMap((key) => [
      manifest[key]!.file,
      ...(manifest[key]!.css ?? []),
    ]);
    const admin = manifest['index.html']!;
    const loaded = [...assets.keys()].map((url) => new URL(url).pathname.slice(1));
    expect(loaded.sort()).toEqual(kioskFiles.sort());
    expect(loaded).not.toContain(admin.file);
    for (const css of admin.css ?? []) expect(loaded).not.toContain(css);
    for (const [url, body] of assets) expect(body, url).not.toMatch(/Polaris-/);
  });

  it('clocks Ana in with her PIN, confirms with the time, and goes back to the board by itself', async () => {
    await tile('Ana Lopez').tap();
    await page.getByRole('heading', { name: 'Ana Lopez', level: 1 }).waitFor();
    // Off the clock: clocking in is the only action, and it waits for a PIN.
    await expect(
      page.getByRole('button', { name: /^(Start break|End break|Clock out)$/ }).count(),
    ).resolves.toBe(0);
    expect(await action('Clock in').isDisabled()).toBe(true);
    await tapPin(PINS.ana);
    expect(await action('Clock in').isEnabled()).toBe(true);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-pin-768x1024');

    expect((await send('Clock in', 'in')).status()).toBe(201);
    const shown = await confirmation('Clocked in');
    const [entry] = await entriesOf('ana');
    expect(entry).toMatchObject({ ended_at: null, source: 'clock', break_started_at: null });
    expect(shown).toContain(`Ana Lopez ${timeOf(entry!.started_at)}`);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-confirmation-768x1024');

    // No tap: the confirmation gives way to the board after `return_after` seconds.
    await board().waitFor({ timeout: RETURN_AFTER_S * 1000 + 3_000 });
    expect(await tileText('Ana Lopez')).toContain(`Clocked in Since ${timeOf(entry!.started_at)}`);
  });

  it('starts and ends her break, each checked through the API', async () => {
    await tile('Ana Lopez').tap();
    await expect(page.getByRole('button', { name: /^(Clock in|End break)$/ }).count()).resolves.toBe(0);
    await tapPin(PINS.ana);
    expect((await send('Start break', 'break-start')).status()).toBe(200);
    const started = await confirmation('Break started');
    let [entry] = await entriesOf('ana');
    expect(entry!.break_started_at).not.toBeNull();
    expect(started).toContain(timeOf(entry!.break_started_at!));
    await backToBoard();
    expect(await tileText('Ana Lopez')).toContain('On break');

    await tile('Ana Lopez').tap();
    await expect(page.getByRole('button', { name: /^(Clock in|Start break)$/ }).count()).resolves.toBe(0);
    await tapPin(PINS.ana);
    expect((await send('End break', 'break-end')).status()).toBe(200);
    await confirmation('Break ended');
    [entry] = await entriesOf('ana');
    expect(entry).toMatchObject({ ended_at: null, break_started_at: null, break_minutes: 0 });
    await backToBoard();
    expect(await tileText('Ana Lopez')).toContain('Clocked in');
  });

  it('clocks her out, with the time and what she worked', async () => {
    await tile('Ana Lopez').tap();
    await tapPin(PINS.ana);
    expect((await send('Clock out', 'out')).status()).toBe(200);
    const shown = await confirmation('Clocked out');
    const entries = await entriesOf('ana');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.ended_at).not.toBeNull();
    expect(shown).toContain(timeOf(entries[0]!.ended_at!));
    expect(shown).toMatch(/\d+ (h|min).* worked/);
    await backToBoard();
    expect(await tileText('Ana Lopez')).toContain('Off the clock');
  });

  it('says in plain words that a PIN is wrong, wipes it, and takes the right one', async () => {
    await tile('Ben Ode').tap();
    await tapPin('0000');
    const refused = await watch.expectFailures(failuresOf('/v1/clock/in', 403), () => send('Clock in', 'in'));
    expect(refused.status()).toBe(403);
    await message().filter({ hasText: 'That PIN is not right. Try again.' }).waitFor();
    await page.getByRole('status', { name: 'PIN: 0 digits entered' }).waitFor();
    expect(await entriesOf('ben')).toHaveLength(0);

    await page.getByRole('button', { name: '9', exact: true }).tap();
    await page.getByRole('button', { name: 'Delete last digit' }).tap();
    await tapPin(PINS.ben);
    expect((await send('Clock in', 'in')).status()).toBe(201);
    await confirmation('Clocked in');
    expect(await entriesOf('ben')).toHaveLength(1);
    await backToBoard();
  });

  it('after 5 wrong PINs refuses even the right one, and says for how long', async () => {
    await tile('Cleo Park').tap();
    const statuses: number[] = [];
    const locked = await watch.expectFailures(failuresOf('/v1/clock/in', 403, 429), async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        await tapPin('1111');
        statuses.push((await send('Clock in', 'in')).status());
        await page.getByRole('status', { name: 'PIN: 0 digits entered' }).waitFor();
      }
      await tapPin(PINS.cleo);
      return send('Clock in', 'in');
    });
    expect(statuses.slice(0, 4)).toEqual([403, 403, 403, 403]);
    expect(locked.status()).toBe(429);
    const minutes = Math.ceil(Number(locked.headers()['retry-after']) / 60);
    await message()
      .filter({ hasText: `Too many wrong PINs. Try again in ${minutes} minutes.` })
      .waitFor();
    expect(minutes).toBe(15);
    expect(await entriesOf('cleo')).toHaveLength(0);
    await page.getByRole('button', { name: 'Back' }).tap();
    await board().waitFor();
  });

  it('tells a staff member without a PIN who sets one, with no pad to type into', async () => {
    await tile('Dev Shah').tap();
    await message()
      .filter({ hasText: 'Dev Shah has no PIN yet. A manager sets one on the Staff page' })
      .waitFor();
    await expect(page.getByRole('group', { name: 'PIN pad' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Back' }).tap();
    await board().waitFor();
  });

  it('fits a 1024×768 tablet in landscape: board, PIN pad beside the actions, confirmation', async () => {
    await page.setViewportSize(LANDSCAPE);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-board-1024x768');

    await tile('Ben Ode').tap();
    await tapPin(PINS.ben);
    const pad = await page.getByRole('group', { name: 'PIN pad' }).boundingBox();
    const actions = await action('Clock out').boundingBox();
    expect(pad!.x).toBeGreaterThan(actions!.x + actions!.width); // side by side, not stacked
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-pin-1024x768');

    expect((await send('Start break', 'break-start')).status()).toBe(200);
    await confirmation('Break started');
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-confirmation-1024x768');
    await backToBoard();
    await page.setViewportSize(PORTRAIT);
  });

  it('keeps the board when Shiftbook cannot be reached, says so, and tries again on a tap', async () => {
    await page.route('**/v1/clock', (route) => route.abort('internetdisconnected'));
    await watch.expectFailures(failuresOf('/v1/clock', 'net::ERR_INTERNET_DISCONNECTED'), async () => {
      // The tablet waking up refreshes the board.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await message()
        .filter({ hasText: 'The kiosk cannot reach Shiftbook. The board may be out of date.' })
        .waitFor();
    });
    expect(await tileText('Ben Ode')).toContain('On break');
    await page.unroute('**/v1/clock');
    await page.getByRole('button', { name: 'Try again' }).tap();
    await message().waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(kiosk.token);
  });

  it("refuses a manager's link with plain words, never stores it, and goes back to the board", async () => {
    const manager = await api('POST', '/v1/tokens', {
      name: 'Manager phone',
      scopes: ['write_clock', 'write_timesheets'],
    });
    expect(manager.status).toBe(201);
    await page.goto(`${app.baseUrl}/kiosk#${manager.body.token}`);
    await page.getByRole('heading', { name: 'This link cannot set up a kiosk', level: 1 }).waitFor();
    const shown = await shownText(page.getByRole('region', { name: 'This link cannot set up a kiosk' }));
    expect(shown).toContain('it would skip every PIN');
    expect(shown).toContain('a manager chooses “Set up a kiosk” in the Shiftbook admin');
    expect(page.url()).toBe(`${app.baseUrl}/kiosk`);
    expect(await storedToken()).toBe(kiosk.token);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-link-refused-768x1024');

    await action('Back to the board').tap();
    await board().waitFor();
    expect(await shopShown()).toBe(SHOP_NAME);
    // The manager's token never reached the clock: a wrong PIN is still wrong.
    await tile('Ana Lopez').tap();
    await tapPin('0000');
    await watch.expectFailures(failuresOf('/v1/clock/in', 403), async () => {
      expect((await send('Clock in', 'in')).status()).toBe(403);
      await message().filter({ hasText: 'That PIN is not right. Try again.' }).waitFor();
    });
    await page.getByRole('button', { name: 'Back' }).tap();
    await board().waitFor();
    expect(await storedToken()).toBe(kiosk.token);
  });

  it("asks before another shop's link replaces its token, naming both; keeping it keeps the old token", async () => {
    const other = await app.addShop('e2e-elsewhere.myshopify.com', {
      timezone: TIMEZONE,
      name: 'Elsewhere Goods',
    });
    const otherManager = await app.token(other);
    expect((await api('POST', '/v1/staff', { name: 'Zed Other', handle: 'zed' }, otherManager)).status).toBe(
      201,
    );
    const otherKiosk = (
      await api('POST', '/v1/tokens', { name: 'Lure', scopes: ['write_clock'] }, otherManager)
    ).body.token as string;
    const question = () => page.getByRole('region', { name: 'Switch this kiosk to another shop?' });

    await page.goto(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}#${otherKiosk}`);
    await question().waitFor();
    const asked = await shownText(question());
    expect(asked).toContain(`This kiosk is set up for ${SHOP_NAME} (e2e-kiosk.myshopify.com).`);
    expect(asked).toContain('The link you opened is for Elsewhere Goods (e2e-elsewhere.myshopify.com).');
    expect(page.url()).toBe(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}`);
    expect(await storedToken()).toBe(kiosk.token);
    await expectFitsAndBigTargets();
    await saveScreenshot('kiosk-switch-question-768x1024');

    // Kept: the old token, the old shop, nothing of the other shop's staff.
    await action(`Keep ${SHOP_NAME}`).tap();
    await board().waitFor();
    expect(await shopShown()).toBe(SHOP_NAME);
    expect(await storedToken()).toBe(kiosk.token);
    expect(await tile('Zed Other').count()).toBe(0);
    await page.reload();
    await board().waitFor();
    expect(await shopShown()).toBe(SHOP_NAME);

    // Switched on purpose: the other shop's board and token, then back the same way.
    await page.goto(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}#${otherKiosk}`);
    await action('Switch to Elsewhere Goods').tap();
    await board().waitFor();
    expect(await shopShown()).toBe('Elsewhere Goods');
    await tile('Zed Other').waitFor();
    expect(await storedToken()).toBe(otherKiosk);
    await page.goto(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}#${kiosk.token}`);
    await action(`Switch to ${SHOP_NAME}`).tap();
    await board().waitFor();
    expect(await shopShown()).toBe(SHOP_NAME);
    expect(await storedToken()).toBe(kiosk.token);
  });

  it("takes another of its own shop's kiosk links without asking", async () => {
    const again = await api('POST', '/v1/tokens', {
      name: 'Front desk iPad, again',
      scopes: ['write_clock'],
    });
    expect(again.status).toBe(201);
    await page.goto(`${app.baseUrl}/kiosk?return_after=${RETURN_AFTER_S}#${again.body.token}`);
    await board().waitFor();
    expect(await page.getByRole('region', { name: 'Switch this kiosk to another shop?' }).count()).toBe(0);
    expect(await storedToken()).toBe(again.body.token);
    expect(await shopShown()).toBe(SHOP_NAME);
    // The revocation below is of the token the tablet now holds.
    kiosk = { id: again.body.id, token: again.body.token };
  });

  it('is signed out on its next request once a manager revokes its token, and forgets the token', async () => {
    expect((await api('DELETE', `/v1/tokens/${kiosk.id}`)).status).toBe(200);
    await tile('Ana Lopez').tap();
    await tapPin(PINS.ana);
    await watch.expectFailures(failuresOf('/v1/clock/in', 401), async () => {
      expect((await send('Clock in', 'in')).status()).toBe(401);
      await page.getByRole('heading', { name: 'This kiosk is signed out', level: 1 }).waitFor();
    });
    await page.getByText('A manager must set it up again from the Shiftbook admin').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(await entriesOf('ana')).toHaveLength(1);
    await saveScreenshot('kiosk-signed-out-768x1024');

    // Reloaded, it has nothing left to try.
    await page.reload();
    await page.getByRole('heading', { name: 'This tablet is not set up as a kiosk', level: 1 }).waitFor();
  });

  it('with no token at all, sends nothing and says a manager must set it up', async () => {
    const fresh = await browser.newContext({ viewport: PORTRAIT, hasTouch: true, locale: 'en-US' });
    try {
      const tablet = await fresh.newPage();
      const tabletWatch = watchPage(tablet);
      const calls: string[] = [];
      tablet.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/v1/')) calls.push(request.url());
      });
      await tablet.goto(`${app.baseUrl}/kiosk`);
      await tablet.getByRole('heading', { name: 'This tablet is not set up as a kiosk', level: 1 }).waitFor();
      await tablet.getByText('A manager must set it up from the Shiftbook admin').waitFor();
      // A link whose fragment is no token changes nothing.
      await tablet.goto(`${app.baseUrl}/kiosk#not a token`);
      await tablet.getByRole('heading', { name: 'This tablet is not set up as a kiosk', level: 1 }).waitFor();
      expect(calls).toEqual([]);
      // A manager's token is refused here too, with nothing to go back to, and nothing stored.
      await tablet.goto(`${app.baseUrl}/kiosk#${managerToken}`);
      await tablet.getByRole('heading', { name: 'This link cannot set up a kiosk', level: 1 }).waitFor();
      expect(await tablet.getByRole('button').count()).toBe(0);
      expect(await tablet.evaluate(() => localStorage.length)).toBe(0);
      await tablet.reload();
      await tablet.getByRole('heading', { name: 'This tablet is not set up as a kiosk', level: 1 }).waitFor();
      expect(tabletWatch.takeProblems()).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  /**
   * The page fits the screen without scrolling, and every button is a big touch target: at
   * least 56 px each way, above the 48 px floor of Material's guidance (WCAG asks 44).
   */
  async function expectFitsAndBigTargets() {
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      scrollHeight: document.documentElement.scrollHeight,
      width: window.innerWidth,
      height: window.innerHeight,
      buttons: [...document.querySelectorAll('button')].map((button) => {
        const box = button.getBoundingClientRect();
        return { name: button.textContent, width: box.width, height: box.height };
      }),
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(layout.width);
    expect(layout.scrollHeight).toBeLessThanOrEqual(layout.height);
    expect(layout.buttons.length).toBeGreaterThan(0);
    for (const button of layout.buttons) {
      expect(button.height, button.name ?? '').toBeGreaterThanOrEqual(56);
      expect(button.width, button.name ?? '').toBeGreaterThanOrEqual(56);
    }
  }
});
