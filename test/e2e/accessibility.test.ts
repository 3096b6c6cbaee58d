import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  axeViolations,
  buildAdminInto,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  screenshot,
  signIn,
  watchPage,
} from './admin-browser.js';
import { keyboardProblems } from './keyboard-walk.js';

const TIMEZONE = 'America/New_York';
/** Wednesday 10 March 2027, 14:30 in New York, for the app and the browser alike. */
const NOW = Date.parse('2027-03-10T19:30:00Z');
const WEEK = '2027-03-08';
const at = (date: string, time: string) => toIso(zonedInstant(date, time, TIMEZONE));
const STAFF = [
  ['Ana Lopez', 'ana', '1234'],
  ['Ben Ode', 'ben', '5678'],
  ['Cleo Park', 'cleo', undefined],
] as const;
const HANDLES = STAFF.map(([, handle]) => handle);
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Every page of the admin and every screen of the kiosk in a real Chromium, filled with a
 * shop's week: axe-core finds no moderate, serious or critical violation (at 1280×800 and, for
 * the admin's pages, the sign-in page and /docs, at 390×844 too), the keyboard reaches every
 * control with its focus showing and no trap, and no page logs an error or has a request fail
 * (the helper's watcher fails the step otherwise). Staff show by name, never by handle.
 */
describe.skipIf(!hasChromium)('the admin and the kiosk, for keyboards and screen readers', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let kioskToken: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const created = async (path: string, body: unknown, status = 201, method = 'POST') => {
    const answer = await api(method, path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(status);
    return answer.body;
  };
  const dialog = () => page.getByRole('dialog');

  /** axe, then the keyboard walk, of the page as it is now (of `scope` for the walk, if given). */
  const expectAccessible = async (name: string, scope?: Locator) => {
    await page.waitForTimeout(200);
    await screenshot(page, `a11y-${name}`);
    expect(watch.takeProblems(), `problems on the way to ${name}`).toEqual([]);
    const violations = await axeViolations(page, 'moderate');
    expect(violations, `axe on ${name}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    const keyboard = await keyboardProblems(page, scope);
    expect(keyboard, `keyboard on ${name}`).toEqual([]);
    expect(watch.takeProblems(), `problems while ${name} was walked with the keyboard`).toEqual([]);
  };
  /** No handle shows where a person is named: in a table cell, a heading or a button's name. */
  const expectNamesNotHandles = async () => {
    const shown = await page
      .locator('main')
      .evaluate((main) =>
        [...main.querySelectorAll('th, td, h1, h2, h3, button, a')].map((e) =>
          [e.textContent ?? '', e.getAttribute('aria-label') ?? ''].join(' '),
        ),
      );
    for (const handle of HANDLES) {
      const word = new RegExp(`(^|[^\\w@.])${handle}($|[^\\w@.])`);
      expect(
        shown.filter((text) => word.test(text)),
        `"${handle}" shown`,
      ).toEqual([]);
    }
  };

  checkEachStep('a11y', () => ({ page, watch }));
  // A step that failed with a form open leaves it for the next page's check: close it.
  afterEach(async () => {
    if (page && (await dialog().count()) > 0) {
      await page.keyboard.press('Escape');
      await dialog()
        .waitFor({ state: 'detached' })
        .catch(() => {});
    }
  });

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp(
      { ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1', WEBHOOK_ALLOW_PRIVATE: '1' },
      { now: () => NOW },
    );
    token = await app.token(await app.addShop('e2e-a11y.myshopify.com', { timezone: TIMEZONE }));
    await seed();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(5_000);
    await page.clock.setFixedTime(NOW);
    watch = watchPage(page);
  }, 90_000);

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  async function seed() {
    for (const [name, handle, pin] of STAFF)
      await created('/v1/staff', { name, handle, hourly_rate: '18.00', commission_rate: '5.00', pin });
    const shift = (staff: string, day: number, start: string, end: string) =>
      created('/v1/shifts', {
        staff,
        starts_at: at(addDays(WEEK, day), start),
        ends_at: at(addDays(WEEK, day), end),
      });
    await shift('ana', 0, '09:00', '17:00');
    await shift('ben', 1, '10:00', '18:00');
    await shift('cleo', 1, '16:00', '21:00');
    await created('/v1/shifts/publish', { week: WEEK }, 200);
    await shift('ana', 3, '09:00', '17:00'); // a draft beside the published ones
    // SPEC §17: an open shift and Ana's availability, marked on the grid.
    await created('/v1/shifts', {
      staff: null,
      starts_at: at(addDays(WEEK, 2), '12:00'),
      ends_at: at(addDays(WEEK, 2), '18:00'),
    });
    await created(
      '/v1/staff/ana/availability',
      {
        weekly: [
          { weekday: 'tuesday', start: '09:00', end: '12:00', kind: 'unavailable' },
          { weekday: 'wednesday', start: '12:00', end: '18:00', kind: 'preferred' },
        ],
        exceptions: [],
      },
      200,
      'PUT',
    );
    const entry = (staff: string, day: number, start: string, end: string | null) =>
      created('/v1/time-entries', {
        staff,
        started_at: at(addDays(WEEK, day), start),
        ended_at: end && at(addDays(WEEK, day), end),
      });
    const ana = await entry('ana', 0, '08:58', '17:03');
    await entry('ben', 1, '10:20', '17:30');
    await entry('cleo', 1, '16:00', null); // never clocked out: overdue on Who's working
    await created(`/v1/timesheets/${ana.timesheet}/approve`, {}, 200);
    await created('/v1/commissions', {
      staff: 'ben',
      sale_amount: '200.00',
      occurred_at: at(addDays(WEEK, 1), '12:00'),
      reference: 'Manual sale',
    });
    await created('/v1/payroll-runs', { period_start: WEEK, period_end: addDays(WEEK, 6) });
    await created('/v1/time-off', {
      staff: 'ben',
      kind: 'vacation',
      starts_on: addDays(WEEK, 14),
      ends_on: addDays(WEEK, 15),
    });
    const off = await created('/v1/time-off', {
      staff: 'cleo',
      kind: 'sick',
      starts_on: addDays(WEEK, 4),
      ends_on: addDays(WEEK, 4),
    });
    await created(`/v1/time-off/${off.id}/approve`, {}, 200);
    kioskToken = (await created('/v1/tokens', { name: 'Front desk iPad', scopes: ['write_clock'] })).token;
  }

  it('the sign-in page, with the error a wrong token gets', async () => {
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Sign in to Shiftbook' }).waitFor();
    // A manager reads this page: the operator's commands are in the README, not here.
    expect(await page.locator('main').textContent()).not.toMatch(/npm run|token:create|--scopes/);
    await expectAccessible('sign-in');
    await watch.expectFailures(failuresOf('/v1/shop', 401), async () => {
      await page.getByLabel('API token').fill('sbk_not_a_real_token');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByText('The token was refused').waitFor();
    });
    await expectAccessible('sign-in-refused');
  }, 60_000);

  it('the schedule, with its shift form', async () => {
    await signIn(page, app.baseUrl, token);
    await page
      .getByRole('button', { name: /^Edit shift of Ana Lopez/ })
      .first()
      .waitFor();
    await expectAccessible('schedule');
    await page.getByRole('button', { name: /^Edit shift of Ben Ode/ }).click();
    await dialog().getByLabel('Staff member').waitFor();
    await expectAccessible('schedule-shift', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, 60_000);

  it("who's working, with the forgotten clock-out's fix and the kiosk set-up", async () => {
    await navigateTo(page, "Who's working");
    await page.getByRole('rowheader', { name: 'Cleo Park' }).waitFor();
    await expectAccessible('whos-working');
    await page.getByRole('button', { name: 'Fix clock-out of Cleo Park' }).click();
    await dialog().getByLabel('Clocked out at').waitFor();
    await expectAccessible('clock-fix', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Set up a kiosk' }).click();
    await dialog().getByLabel('Device name').waitFor();
    await expectAccessible('kiosk-setup', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, 60_000);

  it('attendance', async () => {
    await navigateTo(page, 'Attendance');
    await page.getByRole('row').filter({ hasText: 'Ben Ode' }).first().waitFor();
    await expectNamesNotHandles();
    await expectAccessible('attendance');
  }, 60_000);

  it('time off', async () => {
    await navigateTo(page, 'Time off');
    await page.getByRole('row').filter({ hasText: 'Ben Ode' }).first().waitFor();
    await expectNamesNotHandles();
    await expectAccessible('time-off');
  }, 60_000);

  it('shift requests', async () => {
    await navigateTo(page, 'Shift requests');
    await page.getByText('No requests here').waitFor();
    await expectAccessible('shift-requests');
  }, 60_000);

  it("timesheets, with a staff member's entries and the hours form", async () => {
    await navigateTo(page, 'Timesheets');
    await page.getByRole('rowheader', { name: 'Ana Lopez' }).waitFor();
    await page.getByTestId('cost-chart').locator('svg').first().waitFor();
    await expectNamesNotHandles();
    await expectAccessible('timesheets');
    await page.getByRole('button', { name: 'Entries of Ben Ode' }).click();
    await page.getByRole('heading', { name: 'Entries of Ben Ode' }).waitFor();
    await expectNamesNotHandles();
    await expectAccessible('timesheet-entries');
    await page.getByRole('button', { name: 'Add hours' }).first().click();
    await dialog().getByLabel('Staff member').waitFor();
    await expectAccessible('timesheet-add-hours', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, 90_000);

  it("staff, with a staff member's form", async () => {
    await navigateTo(page, 'Staff');
    await page.getByRole('button', { name: 'Edit Ana Lopez' }).waitFor();
    await expectAccessible('staff');
    await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
    await dialog().getByLabel('Name').waitFor();
    await expectAccessible('staff-form', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Availability of Ana Lopez' }).click();
    await dialog().getByLabel('Weekly range 1: from').waitFor();
    await expectAccessible('staff-availability', dialog());
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, 60_000);

  it("payroll, with a run's lines and commissions", async () => {
    await navigateTo(page, 'Payroll');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByRole('rowheader', { name: 'Ana Lopez' }).waitFor();
    await expectNamesNotHandles();
    await expectAccessible('payroll');
  }, 90_000);

  it('sales', async () => {
    await navigateTo(page, 'Sales');
    await page.getByRole('button', { name: 'Orders of Ben Ode' }).waitFor();
    await expectNamesNotHandles();
    await expectAccessible('sales');
  }, 60_000);

  it('settings, in words: scopes and events by what they do, and Upgrade to Pro without operator commands', async () => {
    await navigateTo(page, 'Settings');
    await page.getByRole('button', { name: 'Revoke Front desk iPad' }).waitFor();
    await expectAccessible('settings');
    // Each checkbox is named by what it allows; the raw name stays beside it, for integrators.
    const clockScope = page.getByRole('checkbox', { name: 'Clock staff in and out (a kiosk)' });
    await clockScope.waitFor();
    expect(await page.getByRole('checkbox', { name: 'write_clock', exact: true }).count()).toBe(0);
    await page.getByText('write_clock', { exact: true }).first().waitFor();
    await page.getByRole('checkbox', { name: 'A timesheet is approved' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'timesheet.approved', exact: true }).count()).toBe(0);
    // The kiosk's token is listed by what it may do.
    await page
      .getByRole('row', { name: /Front desk iPad/ })
      .getByText('Clock staff in and out (a kiosk)')
      .waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toMatch(/Standard Webhooks|every scope/);

    // Standalone, Shopify billing is off: the manager is told whom to ask, not a command.
    await watch.expectFailures(failuresOf('/v1/shop/upgrade', 503), async () => {
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await page.getByText('Upgrading is not available here').waitFor();
    });
    const answer = await page.locator('main').textContent();
    expect(answer).toContain('Ask whoever set up Shiftbook for your shop');
    expect(answer).not.toMatch(/npm run|shop:add|--plan/);
    await expectAccessible('settings-upgrade');
  }, 60_000);

  it('the /docs page: code as code, no internal references, each scope inside its row, one h1, at both widths', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.baseUrl}/docs`);
      await page.getByRole('heading', { name: 'Shiftbook API', level: 1 }).waitFor();
      await page.locator('summary .scope').first().waitFor();
      // What a reader sees: closed sections' JSON (schemas quote the document's Markdown) is not shown.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
      const text = await page.locator('body').innerText();
      expect(text, 'a Markdown backtick printed as is').not.toContain('`');
      expect(text).not.toMatch(/\bSPEC\b/);
      // The document's inline code is rendered as code.
      await page.locator('main p code', { hasText: 'Authorization: Bearer <token>' }).waitFor();
      const spilled = await page.locator('summary').evaluateAll((summaries) =>
        summaries.flatMap((summary) => {
          const scope = summary.querySelector('.scope');
          if (!scope?.textContent) return [];
          const row = summary.getBoundingClientRect();
          const label = scope.getBoundingClientRect();
          const inside =
            label.top >= row.top &&
            label.bottom <= row.bottom &&
            label.left >= row.left &&
            label.right <= row.right;
          return inside ? [] : [summary.textContent ?? ''];
        }),
      );
      expect(spilled, `scope labels outside their row at ${viewport.width} px`).toEqual([]);
      await page.waitForTimeout(200);
      await screenshot(page, `a11y-docs-${viewport.width}`);
      const violations = await axeViolations(page, 'moderate');
      expect(
        violations,
        `axe on /docs at ${viewport.width} px:\n${JSON.stringify(violations, null, 2)}`,
      ).toEqual([]);
    }
    await page.setViewportSize(DESKTOP);
    // Back to the admin, still signed in (the token is kept for the tab).
    await page.goto(`${app.baseUrl}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
  }, 60_000);

  it('the navigation runs down the whole page, however long the page is', async () => {
    // A short window, so each page runs well past it.
    await page.setViewportSize({ width: 1280, height: 600 });
    for (const [label, loaded] of [
      ['Settings', () => page.getByRole('button', { name: 'Upgrade to Pro' })],
      ['Timesheets', () => page.getByTestId('cost-chart').locator('svg').first()],
    ] as const) {
      await navigateTo(page, label);
      await loaded().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The whole page in one picture: the fixed navigation is drawn once, at the top.
      const picture = await page.screenshot({ fullPage: true, animations: 'disabled' });
      const colours = await page.evaluate(async (png) => {
        const image = new Image();
        image.src = `data:image/png;base64,${png}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
        return {
          height: image.height,
          nav: at(4, 4),
          navBottom: at(4, image.height - 4),
          main: at(600, image.height - 4),
        };
      }, picture.toString('base64'));
      expect(colours.height, `${label} is taller than the window`).toBeGreaterThan(600);
      expect(colours.navBottom, label).toEqual(colours.nav);
      expect(colours.main, label).not.toEqual(colours.nav);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('every page at 390×844, reached through the menu button, and the sign-in page after signing out', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
    const axeOn = async (name: string) => {
      await page.waitForTimeout(300);
      await screenshot(page, `a11y-390-${name}`);
      expect(watch.takeProblems(), `problems on the way to ${name} at 390 px`).toEqual([]);
      const violations = await axeViolations(page, 'moderate');
      expect(violations, `axe on ${name} at 390 px:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    };
    const openMenu = async () => {
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    };
    await axeOn('schedule');
    await openMenu();
    await axeOn('menu');
    for (const [label, loaded] of [
      ["Who's working", () => page.getByText('Cleo Park').first()],
      ['Attendance', () => page.getByRole('row').filter({ hasText: 'Ben Ode' }).first()],
      ['Time off', () => page.getByRole('row').filter({ hasText: 'Ben Ode' }).first()],
      ['Shift requests', () => page.getByText('No requests here')],
      ['Timesheets', () => page.getByText('Ana Lopez').first()],
      ['Staff', () => page.getByRole('button', { name: 'Edit Ana Lopez' })],
      ['Payroll', () => page.getByRole('button', { name: 'Review' })],
      ['Sales', () => page.getByRole('button', { name: 'Orders of Ben Ode' })],
      ['Settings', () => page.getByRole('button', { name: 'Revoke Front desk iPad' })],
    ] as const) {
      if ((await page.getByRole('dialog', { name: 'Navigation' }).count()) === 0) await openMenu();
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { name: label, level: 1 }).waitFor();
      await loaded().waitFor();
      // Following a link closes the drawer, so the page is not behind it.
      await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
      await axeOn(label);
    }
    await openMenu();
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in to Shiftbook' }).waitFor();
    await axeOn('sign-in');
    await page.setViewportSize(DESKTOP);
  }, 120_000);

  describe('the kiosk', () => {
    it('the board, the PIN pad, a wrong PIN, the confirmation and a staff member without a PIN', async () => {
      await page.goto(`${app.baseUrl}/kiosk#${kioskToken}`);
      const tile = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
      await page.getByRole('heading', { name: 'Tap your name', level: 1 }).waitFor();
      await expectAccessible('kiosk-board');

      // Ben: Ana's week is approved, so the clock refuses her a new entry.
      await tile('Ben Ode').click();
      await page.getByRole('group', { name: 'PIN pad' }).waitFor();
      await expectAccessible('kiosk-pin');
      for (const digit of '0000') await page.getByRole('button', { name: digit, exact: true }).click();
      await expectAccessible('kiosk-pin-entered');
      await watch.expectFailures(failuresOf('/v1/clock/in', 403), async () => {
        await page.getByRole('button', { name: 'Clock in', exact: true }).click();
        await page.getByRole('alert').filter({ hasText: 'That PIN is not right' }).waitFor();
      });
      await expectAccessible('kiosk-pin-wrong');
      for (const digit of '5678') await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Clock in', exact: true }).click();
      await page.getByRole('region', { name: 'Clocked in' }).waitFor();
      await expectAccessible('kiosk-confirmation');
      await page.getByRole('button', { name: 'Done' }).click();

      await tile('Cleo Park').click();
      await page.getByRole('alert').filter({ hasText: 'has no PIN yet' }).waitFor();
      await expectAccessible('kiosk-no-pin');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('heading', { name: 'Tap your name', level: 1 }).waitFor();
    }, 120_000);

    it("the question before another shop's link replaces its token, and a manager's link refused", async () => {
      const other = await app.addShop('a11y-elsewhere.myshopify.com', { name: 'Elsewhere Goods' });
      await page.goto(`${app.baseUrl}/kiosk#${await app.token(other, ['write_clock'])}`);
      await page.getByRole('region', { name: 'Switch this kiosk to another shop?' }).waitFor();
      await expectAccessible('kiosk-switch-question');
      await page.getByRole('button', { name: /^Keep / }).click();
      await page.getByRole('heading', { name: 'Tap your name', level: 1 }).waitFor();

      await page.goto(`${app.baseUrl}/kiosk#${token}`);
      await page.getByRole('heading', { name: 'This link cannot set up a kiosk', level: 1 }).waitFor();
      await expectAccessible('kiosk-link-refused');
      await page.getByRole('button', { name: 'Back to the board' }).click();
      await page.getByRole('heading', { name: 'Tap your name', level: 1 }).waitFor();
    }, 60_000);

    it('signed out once its token is revoked, and never set up', async () => {
      const tokens = (await api('GET', '/v1/tokens')).body.data as { id: string; name: string }[];
      const kiosk = tokens.find((t) => t.name === 'Front desk iPad')!;
      expect((await api('DELETE', `/v1/tokens/${kiosk.id}`)).status).toBe(200);
      await watch.expectFailures(failuresOf('/v1/clock', 401), async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        await page.getByRole('heading', { name: 'This kiosk is signed out', level: 1 }).waitFor();
      });
      await expectAccessible('kiosk-signed-out');
      await page.reload();
      await page.getByRole('heading', { name: 'This tablet is not set up as a kiosk', level: 1 }).waitFor();
      await expectAccessible('kiosk-not-set-up');
    }, 60_000);
  });
});
