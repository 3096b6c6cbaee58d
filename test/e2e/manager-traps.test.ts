import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  formatDay,
  formatRange,
  localDate,
  today,
  toIso,
  weekStartOf,
  zonedInstant,
} from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import {
  axeViolations,
  buildAdminInto,
  CHROMIUM_PATH,
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

if (!hasChromium)
  console.warn(`[e2e] Skipping the manager-traps browser tests: no Chromium at ${CHROMIUM_PATH}.`);

const TIMEZONE = 'America/New_York';

/**
 * Issue 28's traps, walked as a new manager at 1280×800: approving a week that has not ended,
 * hours with no rate, a run that leaves pending weeks out, a shift nobody clocked in for,
 * errors in plain words, who approved, confirmations, and the copy banner tied to its weeks.
 * The steps run in order on one page, each on what the ones before made.
 */
describe.skipIf(!hasChromium)('a manager meets no silent trap', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;

  const thisWeek = weekStartOf(today(TIMEZONE), 'monday');
  const lastWeek = addDays(thisWeek, -7);
  const nextWeek = addDays(thisWeek, 7);
  const range = (week: string) => formatRange(week, addDays(week, 6));
  const at = (date: string, time: string) => toIso(zonedInstant(date, time, TIMEZONE));
  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const dialog = () => page.getByRole('dialog');
  const toast = (text: string) => page.locator('.Polaris-Frame-Toast').filter({ hasText: text }).waitFor();

  async function hours(staff: string, date: string, start: string, end: string) {
    const res = await api('POST', '/v1/time-entries', {
      staff,
      started_at: at(date, start),
      ended_at: at(date, end),
    });
    expect(res.status, res.text).toBe(201);
  }

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' });
    const shop = await app.addShop('traps.myshopify.com', { timezone: TIMEZONE });
    token = await app.token(shop);
    for (const [handle, name, hourly_rate] of [
      ['ana', 'Ana Lopez', '18.25'],
      ['ben', 'Ben Ode', '20.00'],
      ['dev', 'Dev Patel', null],
    ] as const)
      expect((await api('POST', '/v1/staff', { handle, name, hourly_rate })).status).toBe(201);
    // Last week (over): Ben and Dev pending. This week (not over): Ana and Dev pending.
    await hours('ben', lastWeek, '09:00', '17:00');
    await hours('dev', addDays(lastWeek, 1), '09:00', '15:00');
    await hours('ana', thisWeek, '09:00', '17:00');
    await hours('dev', thisWeek, '10:00', '14:00');
    // Two and three weeks ago (over): Ana alone, then Dev alone.
    await hours('ana', addDays(lastWeek, -7), '09:00', '13:00');
    await hours('dev', addDays(lastWeek, -14), '09:00', '13:00');

    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
    await signIn(page, app.baseUrl, token);
  }, 90_000);

  checkEachStep('manager-traps', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('shows a missing hourly rate on Staff and Timesheets instead of a quiet $0.00', async () => {
    await navigateTo(page, 'Staff');
    const dev = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Dev Patel' }) });
    await dev.getByText('No hourly rate').waitFor();
    const ana = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ana Lopez' }) });
    await expect(ana.getByText('No hourly rate').count()).resolves.toBe(0);

    await navigateTo(page, 'Timesheets');
    const devSheet = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Dev Patel' }) });
    await devSheet.getByText('No hourly rate').waitFor();
  });

  it('"Approve all" on a week not over says what it blocks and offers the ended week instead', async () => {
    await page.getByRole('button', { name: 'Approve all' }).click();
    await dialog()
      .getByRole('heading', { name: `${range(thisWeek)} has not ended` })
      .waitFor();
    await expect(dialog().getByTestId('approve-open-week').textContent()).resolves.toMatch(
      /the time clock refuses their clock-ins, breaks and clock-outs for the rest of this week, at the kiosk and at POS/,
    );
    await expect(dialog().getByTestId('approve-no-rate').textContent()).resolves.toMatch(
      /^Dev Patel has no hourly rate: approving freezes those hours at \$0\.00\./,
    );
    await screenshot(page, 'traps-approve-open-week');
    expect(await axeViolations(page)).toEqual([]);
    await dialog()
      .getByRole('button', { name: `Approve ${range(lastWeek)} instead` })
      .click();
    await dialog().waitFor({ state: 'detached' });
    await toast(`Approved 2 timesheets of ${range(lastWeek)}`);
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(lastWeek) })
      .waitFor();

    // The week not over is untouched: its clock still works.
    expect((await api('GET', `/v1/timesheets?week=${thisWeek}`)).body).toMatchObject({
      approved: 0,
      pending: 2,
    });
    expect((await api('GET', `/v1/timesheets?week=${lastWeek}`)).body).toMatchObject({
      approved: 2,
      pending: 0,
    });
  });

  it('an ended week is approved at once when every rate is set, and asks when someone has none', async () => {
    const twoAgo = addDays(lastWeek, -7);
    const threeAgo = addDays(lastWeek, -14);
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(twoAgo) })
      .waitFor();
    await page.getByTestId('summary-pending').filter({ hasText: '1' }).waitFor();
    await page.getByRole('button', { name: 'Approve all' }).click();
    await toast(`Approved 1 timesheet of ${range(twoAgo)}`);
    await expect(dialog().count()).resolves.toBe(0);
    expect((await api('GET', `/v1/timesheets?week=${twoAgo}`)).body.approved).toBe(1);

    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(threeAgo) })
      .waitFor();
    await page.getByTestId('summary-pending').filter({ hasText: '1' }).waitFor();
    await page.getByRole('button', { name: 'Approve all' }).click();
    await dialog().getByRole('heading', { name: 'No hourly rate' }).waitFor();
    await dialog()
      .getByTestId('approve-no-rate')
      .filter({ hasText: /^Dev Patel has no hourly rate/ })
      .waitFor();
    await dialog().getByRole('button', { name: 'Approve anyway' }).click();
    await toast(`Approved 1 timesheet of ${range(threeAgo)}`);
    expect((await api('GET', `/v1/timesheets?week=${threeAgo}`)).body.approved).toBe(1);
  });

  it('"Approve" on one sheet of the open week asks too, confirms, and names who approved', async () => {
    await page.getByRole('button', { name: 'This week' }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(thisWeek) })
      .waitFor();
    await page.getByRole('button', { name: 'Entries of Ana Lopez' }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog()
      .getByText(/the time clock refuses Ana Lopez's clock-ins/)
      .waitFor();
    // Cancel changes nothing.
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    expect((await api('GET', `/v1/timesheets?week=${thisWeek}`)).body.approved).toBe(0);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await dialog().getByRole('button', { name: 'Approve this week anyway' }).click();
    await toast('Approved the timesheet of Ana Lopez');
    const footer = page.getByTestId('timesheet-footer');
    await footer.filter({ hasText: 'frozen at approval by the API token “test”' }).waitFor();
    expect(await footer.textContent()).not.toContain('tok_');
    expect((await api('GET', `/v1/timesheets?week=${thisWeek}`)).body.approved).toBe(1);
  });

  it('a run lists the pending timesheets it leaves out, with a link to their week, and names lines with no rate', async () => {
    await navigateTo(page, 'Payroll');
    // The default period runs from last week's start to this week's end.
    const pending = page.getByTestId(`run-pending-${thisWeek}`);
    await pending.filter({ hasText: `${range(thisWeek)}: 1 pending timesheet (Dev Patel).` }).waitFor();
    await page.getByText('This run will leave out 1 pending timesheet').waitFor();
    await page
      .getByTestId('run-no-rate')
      .filter({ hasText: /^Dev Patel \(6 h\): no hourly rate/ })
      .waitFor();
    await screenshot(page, 'traps-run-period');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Create run' }).click();
    await page
      .getByTestId('run-lines-no-rate')
      .filter({ hasText: /^Dev Patel \(6 h paid \$0\.00\)/ })
      .waitFor();
    await page.getByText('1 line has no hourly rate').waitFor();

    await page.getByRole('link', { name: "Review that week's timesheets" }).click();
    await page.getByRole('heading', { name: 'Timesheets', level: 1 }).waitFor();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(thisWeek) })
      .waitFor();
    expect(new URL(page.url()).searchParams.get('week')).toBe(thisWeek);
    await page.getByTestId('summary-pending').filter({ hasText: '1' }).waitFor();
  });

  it('saving a staff member confirms with a toast', async () => {
    await navigateTo(page, 'Staff');
    expect(new URL(page.url()).searchParams.get('week')).toBeNull();
    await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
    await dialog().getByLabel('Hourly rate').fill('19');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await toast('Saved Ana Lopez');
    expect((await api('GET', '/v1/staff/ana')).body.hourly_rate).toBe('19.00');
  });

  it("flags a shift that started with no clock-in on Who's working and Attendance", async () => {
    const now = Date.now();
    const start = now - 2 * 3_600_000;
    const shift = await api('POST', '/v1/shifts', {
      staff: 'ben',
      starts_at: toIso(Math.floor(start / 60_000) * 60_000),
      ends_at: toIso(Math.floor((now + 2 * 3_600_000) / 60_000) * 60_000),
    });
    expect(shift.status, shift.text).toBe(201);
    const shiftWeek = weekStartOf(localDate(start, TIMEZONE), 'monday');
    expect((await api('POST', '/v1/shifts/publish', { week: shiftWeek })).status).toBe(200);

    await navigateTo(page, "Who's working");
    await page
      .getByTestId('missing-ben')
      .filter({ hasText: /^Not clocked in: shift started .*, 2 h \d+ min ago$/ })
      .waitFor();
    await page
      .getByTestId('missing-banner')
      .filter({ hasText: /^Ben Ode: on the schedule now/ })
      .waitFor();
    await screenshot(page, 'traps-whos-working-missing');
    expect(await axeViolations(page)).toEqual([]);

    await navigateTo(page, 'Attendance');
    if (shiftWeek !== thisWeek)
      await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ben Ode' }) });
    await row.getByText('Missing: not clocked in').waitFor();
    await page.getByTestId('attendance-summary').filter({ hasText: '1 missing now' }).waitFor();
  });

  it('says an overlap and a day off in one sentence with the name and local times, no ids, once', async () => {
    // Ana's Tuesday next week, and Ben's approved day off on Wednesday.
    const tuesday = addDays(nextWeek, 1);
    const wednesday = addDays(nextWeek, 2);
    expect(
      (
        await api('POST', '/v1/shifts', {
          staff: 'ana',
          starts_at: at(tuesday, '09:00'),
          ends_at: at(tuesday, '17:00'),
        })
      ).status,
    ).toBe(201);
    const off = await api('POST', '/v1/time-off', {
      staff: 'ben',
      starts_on: wednesday,
      ends_on: wednesday,
      kind: 'vacation',
    });
    expect((await api('POST', `/v1/time-off/${off.body.id}/approve`, {})).status).toBe(200);

    await navigateTo(page, 'Schedule');
    const addShift = async (staff: string, day: string, start: string, end: string, breakMinutes = '30') => {
      await page.getByRole('button', { name: 'Add shift' }).first().click();
      await dialog().getByLabel('Staff member').selectOption({ label: staff });
      await dialog().getByLabel('Day').fill(day);
      await dialog().getByLabel('Starts').fill(start);
      await dialog().getByLabel('Ends').fill(end);
      await dialog().getByLabel('Unpaid break (minutes)').fill(breakMinutes);
      await dialog().getByRole('button', { name: 'Save shift' }).click();
    };
    const said = async (sentence: string) => {
      const banner = dialog().getByText(sentence, { exact: true });
      await banner.waitFor();
      const text = (await dialog().textContent()) ?? '';
      expect(text).not.toMatch(/shf_|tof_|stf_|starts_at|"ana"|"ben"/);
      expect(text.split(sentence).length - 1).toBe(1);
    };

    await watch.expectFailures(failuresOf('/v1/shifts', 422), async () => {
      await addShift('Ana Lopez (ana)', tuesday, '12:00', '20:00');
      await said(`Overlaps Ana Lopez's shift on ${formatDay(tuesday)}, 09:00–17:00.`);
      await dialog().getByText('The shift was not saved').waitFor();
      await screenshot(page, 'traps-overlap');
      expect(await axeViolations(page)).toEqual([]);
      await dialog().getByRole('button', { name: 'Cancel' }).click();

      await addShift('Ben Ode (ben)', wednesday, '09:00', '17:00');
      await said(`Ben Ode has approved time off on ${formatDay(wednesday)}.`);
      await dialog().getByRole('button', { name: 'Cancel' }).click();

      // A break longer than the shift: the break field says so, and no banner repeats it.
      await addShift('Ben Ode (ben)', addDays(nextWeek, 3), '09:00', '10:00', '90');
      // Wait for the answer: the field shows the error once the 422 is in.
      const inline = dialog().locator('.Polaris-InlineError').filter({ hasText: /break/i });
      await inline.waitFor();
      const breakField = dialog().getByLabel('Unpaid break (minutes)');
      const describedBy = (await breakField.getAttribute('aria-describedby')) ?? '';
      const errorId = await inline.getAttribute('id');
      expect(errorId).toBeTruthy();
      expect(describedBy.split(' ')).toContain(errorId);
      await expect(dialog().getByText('The shift was not saved').count()).resolves.toBe(0);
      await dialog().getByRole('button', { name: 'Cancel' }).click();
      await dialog().waitFor({ state: 'detached' });
    });
  });

  it('a refused webhook URL has a title and the field’s label, said once', async () => {
    await navigateTo(page, 'Settings');
    await page.getByLabel('Endpoint URL').fill('http://localhost:9/hook');
    await watch.expectFailures(failuresOf('/v1/webhooks', 400, 422), async () => {
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByText('The endpoint was not added').waitFor();
    });
    const banner = page.locator('.Polaris-Banner').filter({ hasText: 'The endpoint was not added' });
    await expect(banner.locator('p').textContent()).resolves.toBe('Endpoint URL must use https.');
    await screenshot(page, 'traps-webhook-url');
  });

  it('the copy banner shows on the weeks it is about and on no other', async () => {
    const friday = addDays(thisWeek, 4);
    expect(
      (
        await api('POST', '/v1/shifts', {
          staff: 'ana',
          starts_at: at(friday, '06:00'),
          ends_at: at(friday, '07:00'),
        })
      ).status,
    ).toBe(201);
    await navigateTo(page, 'Schedule');
    const banner = page.getByTestId('copy-summary');
    await page.getByRole('button', { name: 'Copy to next week' }).click();
    await banner.waitFor();
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(nextWeek) })
      .waitFor();
    await banner.waitFor();
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(addDays(nextWeek, 7)) })
      .waitFor();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'This week' }).click();
    await page.getByRole('button', { name: 'Previous week', exact: true }).click();
    await page
      .getByTestId('week-range')
      .filter({ hasText: range(lastWeek) })
      .waitFor();
    await expect(banner.count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'This week' }).click();
    await banner.waitFor();
  });
});
