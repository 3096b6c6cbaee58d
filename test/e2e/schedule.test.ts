import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  buildAdminInto,
  checkEachStep,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  saveDocScreenshot,
  signIn,
  watchPage,
} from './admin-browser.js';

const TIMEZONE = 'America/New_York';
/**
 * The browser's clock stands still on Wednesday 10 March 2027 in New York: the pictures in
 * docs/screenshots come out the same on every run, and the week copied forward crosses the US
 * spring DST change (Sunday 14 March), so the grid shows that copies keep their local times.
 */
const NOW = new Date('2027-03-10T17:00:00Z');
const WEEK = '2027-03-08';
const NEXT = addDays(WEEK, 7);
const day = (week: string, index: number) => addDays(week, index);

/**
 * The Schedule and Time off pages of the admin in a real Chromium, on the real app: a manager
 * publishes a week, copies it forward, and plans around time off. The steps run in order on one
 * page, each building on the one before, as a manager's session does.
 */
describe.skipIf(!hasChromium)('scheduling in the admin, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const dialog = () => page.getByRole('dialog');
  const list = () => page.getByRole('table');
  const nav = (label: string, heading: string) => navigateTo(page, label, heading);
  /** A settled 1280×800 picture of the page, into docs/screenshots (and the run's artifacts). */
  const saveScreenshot = (name: string) => saveDocScreenshot(page, name);
  const cell = (handle: string, date: string) => page.getByTestId(`cell-${handle}-${date}`);
  const chips = (state: 'draft' | 'published') =>
    page.locator(`[data-testid="schedule-grid"] [data-state="${state}"]`);
  const addShift = async (staff: string, date: string, start: string, end: string, role?: string) => {
    const created = await api('POST', '/v1/shifts', {
      staff,
      starts_at: toIso(zonedInstant(date, start, TIMEZONE)),
      ends_at: toIso(zonedInstant(date, end, TIMEZONE)),
      ...(role ? { role } : {}),
    });
    expect(created.status).toBe(201);
    return created.body;
  };
  const shiftsOf = async (week: string) =>
    (await api('GET', `/v1/shifts?from=${week}&to=${addDays(week, 6)}&limit=100`)).body.data as {
      id: string;
      staff: string;
      starts_at: string;
      published: boolean;
    }[];

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' });
    const shop = await app.addShop('e2e-schedule.myshopify.com', { timezone: TIMEZONE });
    token = await app.token(shop);

    for (const [name, handle] of [
      ['Ana Lopez', 'ana'],
      ['Ben Ode', 'ben'],
      ['Cleo Park', 'cleo'],
    ] as const) {
      expect((await api('POST', '/v1/staff', { name, handle, hourly_rate: '18.00' })).status).toBe(201);
    }
    await addShift('ana', day(WEEK, 0), '09:00', '17:00', 'Floor');
    await addShift('ana', day(WEEK, 2), '09:00', '17:00', 'Floor');
    await addShift('ben', day(WEEK, 1), '10:00', '14:00', 'Till');
    await addShift('cleo', day(WEEK, 3), '12:00', '18:00', 'Stockroom');
    // Already planned next week: its copy from this week overlaps it.
    await addShift('ben', day(NEXT, 1), '11:00', '15:00', 'Till');
    // Cleo leaves: her shift stays on this week, and its copy is skipped.
    expect((await api('PATCH', '/v1/staff/cleo', { active: false })).status).toBe(200);

    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
  }, 60_000);

  checkEachStep('schedule', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('tells draft shifts from published ones at a glance, and publishes the week', async () => {
    await signIn(page, app.baseUrl, token);
    await expect(page.getByTestId('week-range').textContent()).resolves.toBe('Mar 8 – 14, 2027');

    // Four drafts, each dashed with its "Draft" badge; staff by name, never by handle.
    await chips('draft').nth(3).waitFor();
    await expect(chips('draft').count()).resolves.toBe(4);
    await expect(chips('published').count()).resolves.toBe(0);
    await expect(cell('ana', day(WEEK, 0)).getByText('Draft', { exact: true }).count()).resolves.toBe(1);
    expect(
      await chips('draft')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('dashed');
    await page.getByRole('rowheader', { name: 'Ana Lopez' }).waitFor();
    await page.getByRole('rowheader', { name: /^Cleo Park\s*Inactive$/ }).waitFor();
    await expect(page.getByRole('rowheader', { name: 'ana', exact: true }).count()).resolves.toBe(0);
    await expect(page.getByTestId('draft-count').textContent()).resolves.toBe('4');

    await page.getByRole('button', { name: 'Publish week' }).click();
    await page
      .getByTestId('publish-summary')
      .filter({ hasText: 'Published 4 shifts for Mar 8 – 14, 2027' })
      .waitFor();
    await chips('published').nth(3).waitFor();
    await expect(chips('draft').count()).resolves.toBe(0);
    await expect(page.getByText('Draft', { exact: true }).count()).resolves.toBe(0);
    expect(
      await chips('published')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopStyle),
    ).toBe('solid');
    expect(await page.getByRole('button', { name: 'Publish week' }).isDisabled()).toBe(true);

    const shifts = await shiftsOf(WEEK);
    expect(shifts).toHaveLength(4);
    expect(shifts.every((shift) => shift.published)).toBe(true);
    // Next week's shift is another week's business.
    expect((await shiftsOf(NEXT)).map((shift) => shift.published)).toEqual([false]);
    await saveScreenshot('schedule-published-1280x800');
  });

  it('copies the week to the next as drafts, and says in words which copies were skipped and why', async () => {
    await page.getByRole('button', { name: 'Copy to next week' }).click();
    const summary = page.getByTestId('copy-summary');
    await summary.waitFor();
    await page.getByText('Copied 2 shifts to Mar 15 – 21, 2027 as drafts; 2 skipped').waitFor();
    await summary
      .getByText('Ben Ode, Tue, Mar 16, 10:00–14:00: would overlap a shift already planned')
      .waitFor();
    await summary
      .getByText('Cleo Park, Thu, Mar 18, 12:00–18:00: belongs to a staff member who is no longer active')
      .waitFor();

    await page.getByRole('button', { name: 'View that week' }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
    // After the DST change the copies keep their local times, as drafts.
    await cell('ana', day(NEXT, 0)).locator('[data-state="draft"]').waitFor();
    await expect(cell('ana', day(NEXT, 0)).getByTestId('shift-time').textContent()).resolves.toBe(
      '09:00–17:00',
    );
    await expect(cell('ana', day(NEXT, 2)).getByTestId('shift-time').textContent()).resolves.toBe(
      '09:00–17:00',
    );
    await expect(chips('draft').count()).resolves.toBe(3);

    const next = await shiftsOf(NEXT);
    expect(next.map((shift) => shift.staff).sort()).toEqual(['ana', 'ana', 'ben']);
    expect(next.every((shift) => !shift.published)).toBe(true);
    const copiedMonday = next.find((shift) => shift.starts_at.startsWith(day(NEXT, 0)))!;
    expect(copiedMonday.starts_at).toBe(`${day(NEXT, 0)}T13:00:00Z`); // 09:00 EDT
    expect((await shiftsOf(WEEK)).find((shift) => shift.starts_at.startsWith(day(WEEK, 0)))!.starts_at).toBe(
      `${day(WEEK, 0)}T14:00:00Z`, // 09:00 EST
    );
  });

  it('requests time off for two people, and denies one with a reason', async () => {
    await nav('Time off', 'Time off');
    await page.getByText('No time off here').waitFor();

    const request = async (staff: string, first: string, last: string, kind: string, note: string) => {
      await page.getByRole('button', { name: 'Request time off' }).first().click();
      await dialog().getByLabel('Staff member').selectOption({ label: staff });
      await dialog().getByLabel('First day off').fill(first);
      await dialog().getByLabel('Last day off').fill(last);
      await dialog().getByLabel('Kind').selectOption({ label: kind });
      await dialog().getByLabel('Note').fill(note);
      await dialog().getByRole('button', { name: 'Request time off' }).click();
      await dialog().waitFor({ state: 'detached' });
    };
    // Ana asks for the Wednesday and Thursday of next week; her copied Wednesday shift is there.
    await request('Ana Lopez', day(NEXT, 2), day(NEXT, 3), 'Vacation', 'Family trip');
    await request('Ben Ode', day(NEXT, 4), day(NEXT, 4), 'Sick', 'Dentist');
    await page.getByRole('rowheader', { name: 'Ben Ode' }).waitFor();
    await expect(list().getByText('Requested', { exact: true }).count()).resolves.toBe(2);
    await list().getByText('1 shift on these days').waitFor();

    await page.getByRole('button', { name: /^Deny time off of Ben Ode/ }).click();
    await dialog().getByLabel('Reason (optional)').fill('Short-staffed that day');
    await dialog().getByRole('button', { name: 'Deny time off' }).click();
    await dialog().waitFor({ state: 'detached' });
    await list().getByText('Denied: Short-staffed that day').waitFor();
    const [denied] = (await api('GET', '/v1/time-off?status=denied')).body.data;
    expect(denied).toMatchObject({
      staff: 'ben',
      status: 'denied',
      decision_reason: 'Short-staffed that day',
    });
  });

  it('approves time off, names the shift on those days, and the grid shows the days off at once', async () => {
    await page.getByRole('button', { name: /^Approve time off of Ana Lopez/ }).click();
    await page.getByText("Ana Lopez's time off is approved: 1 shift to reassign").waitFor();
    await page.getByTestId('conflicting-shifts').getByText('Wed, Mar 17, 09:00–17:00 · Floor').waitFor();
    await list().getByRole('button', { name: 'Reassign 1 shift' }).waitFor();
    await expect(list().getByText('Approved', { exact: true }).count()).resolves.toBe(1);
    await saveScreenshot('time-off-1280x800');
    const [approved] = (await api('GET', '/v1/time-off?status=approved')).body.data;
    expect(approved).toMatchObject({ staff: 'ana', starts_on: day(NEXT, 2), ends_on: day(NEXT, 3) });
    expect(approved.conflicting_shifts).toHaveLength(1);

    await nav('Schedule', 'Schedule');
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
    for (const date of [day(NEXT, 2), day(NEXT, 3)]) {
      await expect(cell('ana', date).getByTestId('time-off-mark').textContent()).resolves.toBe(
        'Off · Vacation',
      );
    }
    // Her Wednesday shift is still hers, flagged to be reassigned.
    const onDayOff = cell('ana', day(NEXT, 2)).getByRole('button', { name: /^Edit shift of Ana Lopez/ });
    await onDayOff.getByText('Time off', { exact: true }).waitFor();
    expect(await onDayOff.evaluate((el) => getComputedStyle(el).borderTopColor)).not.toBe(
      await cell('ana', day(NEXT, 0))
        .getByRole('button', { name: /^Edit shift of Ana Lopez/ })
        .evaluate((el) => getComputedStyle(el).borderTopColor),
    );
    await saveScreenshot('schedule-time-off-conflict-1280x800');
  });

  it('lists the shift to reassign until none is left on the days off', async () => {
    await nav('Time off', 'Time off');
    await list().getByRole('button', { name: 'Reassign 1 shift' }).click();
    const conflicts = page.getByTestId('conflicting-shifts');
    await conflicts.getByRole('button', { name: /^Reassign Wed, Mar 17/ }).click();
    await dialog().getByLabel('Staff member').selectOption({ label: 'Ben Ode (ben)' });
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page
      .getByTestId('conflicts-clear')
      .filter({ hasText: 'No shifts of Ana Lopez are left' })
      .waitFor();
    await list()
      .getByRole('button', { name: /^Reassign/ })
      .waitFor({ state: 'detached' });
    const wednesday = (await shiftsOf(NEXT)).filter((shift) => shift.starts_at.startsWith(day(NEXT, 2)));
    expect(wednesday.map((shift) => shift.staff)).toEqual(['ben']);
  });

  it('after the reassignment the days off are free of shifts on the grid, and none can be added there', async () => {
    await nav('Schedule', 'Schedule');
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
    for (const date of [day(NEXT, 2), day(NEXT, 3)]) {
      await expect(cell('ana', date).getByTestId('time-off-mark').textContent()).resolves.toBe(
        'Off · Vacation',
      );
      await expect(
        cell('ana', date)
          .getByRole('button', { name: /^Add shift/ })
          .count(),
      ).resolves.toBe(0);
    }
    await expect(cell('ana', day(NEXT, 1)).getByTestId('time-off-mark').count()).resolves.toBe(0);
    // The denied request is not on the grid; the reassigned shift is Ben's.
    await expect(cell('ben', day(NEXT, 4)).getByTestId('time-off-mark').count()).resolves.toBe(0);
    await expect(cell('ben', day(NEXT, 2)).getByTestId('shift-time').textContent()).resolves.toBe(
      '09:00–17:00',
    );
    await expect(cell('ana', day(NEXT, 2)).getByTestId('shift-time').count()).resolves.toBe(0);

    // The API keeps the day free: a shift on it is refused with 422 time_off.
    const refused = await api('POST', '/v1/shifts', {
      staff: 'ana',
      starts_at: toIso(zonedInstant(day(NEXT, 3), '09:00', TIMEZONE)),
      ends_at: toIso(zonedInstant(day(NEXT, 3), '12:00', TIMEZONE)),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('time_off');
  });

  it('copying the week again skips every copy, each with its reason in words', async () => {
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 8 – 14, 2027' }).waitFor();
    await page.getByRole('button', { name: 'Copy to next week' }).click();
    await page.getByText('Copied 0 shifts to Mar 15 – 21, 2027 as drafts; 4 skipped').waitFor();
    const summary = page.getByTestId('copy-summary');
    await summary
      .getByText('Ana Lopez, Mon, Mar 15, 09:00–17:00: would overlap a shift already planned')
      .waitFor();
    await summary.getByText('Ana Lopez, Wed, Mar 17, 09:00–17:00: falls on approved time off').waitFor();
    await summary
      .getByText('Ben Ode, Tue, Mar 16, 10:00–14:00: would overlap a shift already planned')
      .waitFor();
    await summary.getByText(/^Cleo Park, Thu, Mar 18, 12:00–18:00: belongs to a staff member/).waitFor();
    expect(await shiftsOf(NEXT)).toHaveLength(3);
    await saveScreenshot('schedule-copy-skipped-1280x800');
  });

  it('shows all seven days readable within 1280 px with published, draft and time off side by side, and saves the picture at 1280×800', async () => {
    await page.getByRole('button', { name: 'View that week' }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
    await page
      .getByRole('button', { name: /^Dismiss/ })
      .first()
      .click();
    await page.getByTestId('copy-summary').waitFor({ state: 'detached' });
    await cell('ana', day(NEXT, 2)).getByTestId('time-off-mark').waitFor();
    // A published week with one late change: both looks side by side.
    await page.getByRole('button', { name: 'Publish week' }).click();
    await page
      .getByTestId('publish-summary')
      .filter({ hasText: 'Published 3 shifts for Mar 15 – 21, 2027' })
      .waitFor();
    await page
      .getByRole('button', { name: /^Dismiss/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Add shift for Ben Ode on Fri, Mar 19' }).click();
    await dialog().getByLabel('Starts').fill('12:00');
    await dialog().getByLabel('Ends').fill('20:00');
    await dialog().getByLabel('Role').fill('Till');
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    await cell('ben', day(NEXT, 4)).locator('[data-state="draft"]').waitFor();
    await expect(chips('published').count()).resolves.toBe(3);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 800 });

    const layout = await page.getByTestId('schedule-grid').evaluate((table) => {
      const heads = [...table.querySelectorAll<HTMLElement>('thead th[data-date]')];
      const times = [...table.querySelectorAll<HTMLElement>('[data-testid="shift-time"]')];
      return {
        days: heads.map((th) => {
          const box = th.getBoundingClientRect();
          return {
            left: box.left,
            right: box.right,
            width: box.width,
            clipped: th.scrollWidth > th.clientWidth,
          };
        }),
        // A time broken over two lines has two boxes.
        brokenTimes: times.filter((span) => span.getClientRects().length !== 1).length,
        times: times.length,
        scroller: {
          scrollWidth: table.parentElement!.scrollWidth,
          clientWidth: table.parentElement!.clientWidth,
        },
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(layout.days).toHaveLength(7);
    for (const column of layout.days) {
      expect(column.left).toBeGreaterThanOrEqual(0);
      expect(column.right).toBeLessThanOrEqual(1280);
      expect(column.width).toBeGreaterThanOrEqual(100);
      expect(column.clipped).toBe(false);
    }
    expect(layout.times).toBeGreaterThan(0);
    expect(layout.brokenTimes).toBe(0);
    expect(layout.scroller.scrollWidth).toBeLessThanOrEqual(layout.scroller.clientWidth);
    expect(layout.pageWidth).toBeLessThanOrEqual(1280);
    await saveScreenshot('schedule-1280x800');
  });

  it('at 390×844 the menu button reaches the other pages, and the grid scrolls sideways with every time on one line and every day named whole', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      // Polaris hides the side menu on a phone: the top bar's button is the way to it.
      const timesheets = page.getByRole('link', { name: 'Timesheets', exact: true });
      expect(await timesheets.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await timesheets.click();
      await page.getByRole('heading', { name: 'Timesheets', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await page.getByRole('link', { name: 'Schedule', exact: true }).click();
      await page.getByRole('heading', { name: 'Schedule', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Next week', exact: true }).click();
      await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
      await cell('ben', day(NEXT, 4)).locator('[data-state="draft"]').waitFor();

      const layout = await page.getByTestId('schedule-grid').evaluate((table) => {
        const scroller = table.parentElement!;
        const heads = [...table.querySelectorAll<HTMLElement>('thead th[data-date]')];
        const times = [...table.querySelectorAll<HTMLElement>('[data-testid="shift-time"]')];
        const staffBefore = table.querySelector('tbody th[scope="row"]')!.getBoundingClientRect().left;
        scroller.scrollLeft = scroller.scrollWidth;
        const staffAfter = table.querySelector('tbody th[scope="row"]')!.getBoundingClientRect().left;
        const sunday = heads.at(-1)!.getBoundingClientRect();
        return {
          days: heads.map((th) => ({
            width: th.getBoundingClientRect().width,
            clipped: th.scrollWidth > th.clientWidth,
          })),
          times: times.length,
          brokenTimes: times.filter((span) => span.getClientRects().length !== 1).length,
          scrolls: scroller.scrollWidth > scroller.clientWidth,
          staffStays: staffAfter === staffBefore,
          sundayInView: sunday.right <= window.innerWidth && sunday.left >= 0,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      for (const column of layout.days) {
        expect(column.width).toBeGreaterThanOrEqual(100);
        expect(column.clipped).toBe(false);
      }
      expect(layout.times).toBeGreaterThan(0);
      expect(layout.brokenTimes).toBe(0);
      // The card scrolls, not the page; the staff column stays while the days move under it.
      expect(layout.scrolls).toBe(true);
      expect(layout.staffStays).toBe(true);
      expect(layout.sundayInView).toBe(true);
      expect(layout.pageWidth).toBeLessThanOrEqual(390);
      await page.getByTestId('schedule-scroller').evaluate((scroller) => {
        scroller.scrollLeft = 0;
      });
      await saveScreenshot('schedule-390x844');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
