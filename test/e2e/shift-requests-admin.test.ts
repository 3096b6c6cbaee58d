import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';
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

const TIMEZONE = 'America/New_York';
/** The browser's clock stands still on Wednesday 10 March 2027; the server's week is ahead of it. */
const NOW = new Date('2027-03-10T17:00:00Z');
const WEEK = '2027-03-08';
const day = (index: number) => addDays(WEEK, index);

/**
 * SPEC §17 in the admin, in a real Chromium on the real app: the queue of shift requests
 * (approve, deny with a reason, a refusal), the approval setting, the availability editor, and
 * the schedule's availability marks, open-shift row and write warnings.
 */
describe.skipIf(!hasChromium)('shift requests and availability in the admin, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let shopId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  const ids: Record<string, string> = {};
  const requests: Record<string, string> = {};

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  /** A staff member's own call, through a staff app session (SPEC §15). */
  const asStaff = async (handle: string, method: string, path: string) => {
    const headers = await staffSessionHeaders(app, shopId, ids[handle]!);
    return app.request(method, path, { headers, body: {} });
  };
  const offer = async (handle: string, shift: string, to: string) => {
    const headers = await staffSessionHeaders(app, shopId, ids[handle]!);
    const res = await app.request('POST', `/v1/me/shifts/${shift}/offer`, {
      headers,
      body: { to_staff: to, note: `Swap with ${to}, please` },
    });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  const addShift = async (staff: string | null, date: string, start: string, end: string) => {
    const created = await api('POST', '/v1/shifts', {
      staff,
      starts_at: toIso(zonedInstant(date, start, TIMEZONE)),
      ends_at: toIso(zonedInstant(date, end, TIMEZONE)),
    });
    expect(created.status, created.text).toBe(201);
    return created.body.id as string;
  };
  const dialog = () => page.getByRole('dialog');
  const cell = (handle: string, date: string) => page.getByTestId(`cell-${handle}-${date}`);
  const requestRow = (name: RegExp) =>
    page.getByRole('row').filter({ has: page.getByRole('button', { name }) });

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' });
    const shop = await app.addShop('e2e-shift-requests.myshopify.com', { timezone: TIMEZONE });
    shopId = shop.id;
    token = await app.token(shop);
    for (const [name, handle] of [
      ['Ana Lopez', 'ana'],
      ['Ben Ode', 'ben'],
      ['Cleo Park', 'cleo'],
    ] as const) {
      const created = await api('POST', '/v1/staff', { name, handle, hourly_rate: '18.00' });
      expect(created.status).toBe(201);
      ids[handle] = created.body.id;
    }
    // Ana cannot work Tuesday mornings and likes Wednesday afternoons.
    const availability = await api('PUT', '/v1/staff/ana/availability', {
      weekly: [
        { weekday: 'tuesday', start: '09:00', end: '12:00', kind: 'unavailable' },
        { weekday: 'wednesday', start: '12:00', end: '18:00', kind: 'preferred' },
      ],
      exceptions: [],
    });
    expect(availability.status, availability.text).toBe(200);

    const anasThursday = await addShift('ana', day(3), '09:00', '17:00');
    const cleosMonday = await addShift('cleo', day(0), '09:00', '17:00');
    await addShift(null, day(5), '10:00', '16:00');
    expect((await api('POST', '/v1/shifts/publish', { week: WEEK })).status).toBe(200);

    // Two swaps to Ben, each accepted by him: both wait for a manager.
    requests.ana = await offer('ana', anasThursday, 'ben');
    requests.cleo = await offer('cleo', cleosMonday, 'ben');
    for (const id of [requests.ana, requests.cleo]) {
      const accepted = await asStaff('ben', 'POST', `/v1/me/shift-requests/${id}/accept`);
      expect(accepted.status, accepted.text).toBe(200);
    }
    // Since accepting, Ben got a shift that overlaps Cleo's: approving her swap is refused.
    await addShift('ben', day(0), '08:00', '10:00');

    context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
    await page.clock.setFixedTime(NOW);
    page.setDefaultTimeout(5_000);
    watch = watchPage(page);
  }, 60_000);

  checkEachStep('shift-requests', () => ({ page, watch }));

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('shades unavailable time, marks preferred time, and shows open shifts in their own row', async () => {
    await signIn(page, app.baseUrl, token);
    await expect(page.getByTestId('week-range').textContent()).resolves.toBe('Mar 8 – 14, 2027');
    const tuesday = cell('ana', day(1));
    await tuesday.getByText('Unavailable 09:00–12:00', { exact: true }).waitFor();
    await expect(tuesday.getByTitle('Unavailable 09:00–12:00').count()).resolves.toBeGreaterThan(0);
    await cell('ana', day(2)).getByText('Preferred 12:00–18:00', { exact: true }).waitFor();
    // Only Ana's days carry marks: a weekday without ranges, and Ben, show none.
    await expect(cell('ana', day(0)).getByTestId('availability-marks').count()).resolves.toBe(0);
    await expect(cell('ben', day(1)).getByTestId('availability-marks').count()).resolves.toBe(0);

    await page.getByRole('rowheader', { name: 'Open shifts' }).waitFor();
    await expect(
      page
        .getByTestId(`open-cell-${day(5)}`)
        .getByTestId('shift-time')
        .textContent(),
    ).resolves.toBe('10:00–16:00');
    expect(await axeViolations(page)).toEqual([]);
  }, 60_000);

  it('posts an open shift from the grid, and edits it as one', async () => {
    await page.getByRole('button', { name: 'Add open shift on Sun, Mar 14' }).click();
    await expect(dialog().getByLabel('Staff member').inputValue()).resolves.toBe('open');
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page
      .getByTestId(`open-cell-${day(6)}`)
      .getByTestId('shift-time')
      .waitFor();
    const open = (await api('GET', `/v1/shifts?staff=open&from=${WEEK}&to=${day(6)}`)).body.data as {
      starts_at: string;
    }[];
    expect(open.map((s) => s.starts_at)).toEqual([
      toIso(zonedInstant(day(5), '10:00', TIMEZONE)),
      toIso(zonedInstant(day(6), '09:00', TIMEZONE)),
    ]);

    await page.getByRole('button', { name: /^Edit open shift on Sun, Mar 14/ }).click();
    await expect(dialog().getByLabel('Staff member').inputValue()).resolves.toBe('open');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  }, 60_000);

  it('saves a shift in unavailable time and says so, with the range the staff member gave', async () => {
    await page.getByRole('button', { name: 'Add shift for Ana Lopez on Tue, Mar 9' }).click();
    await dialog().getByRole('button', { name: 'Save shift' }).click();
    await dialog().waitFor({ state: 'detached' });
    const warning = page.getByTestId('shift-warnings');
    await warning.getByText('Shift saved, but Ana Lopez is unavailable then').waitFor();
    await warning.getByText('Unavailable Tue, Mar 9, 09:00–12:00').waitFor();
    // The write succeeded: the shift is on the grid.
    await cell('ana', day(1)).getByTestId('shift-time').filter({ hasText: '09:00–17:00' }).waitFor();
    await screenshot(page, 'shift-requests-grid-warning');
    await warning.getByRole('button', { name: /^Dismiss/ }).click();
    await warning.waitFor({ state: 'detached' });
  }, 60_000);

  it('copies the week forward and names the copies in unavailable time', async () => {
    await page.getByRole('button', { name: 'Copy to next week' }).click();
    const summary = page.getByTestId('copy-summary');
    await summary.getByText('These copies fall in time their staff member is unavailable:').waitFor();
    await expect(summary.getByRole('listitem').allTextContents()).resolves.toEqual([
      'Ana Lopez, Tue, Mar 16, 09:00–17:00',
    ]);
    await page
      .getByRole('button', { name: /^Dismiss/ })
      .first()
      .click();
    await summary.waitFor({ state: 'detached' });
  }, 60_000);

  it('approves an accepted swap, and the grid shows the shift in its new row', async () => {
    await navigateTo(page, 'Shift requests');
    // The queue opens on what waits for a manager, newest first.
    await expect(page.getByLabel('Status').inputValue()).resolves.toBe('accepted');
    const anas = requestRow(/^Approve swap of Thu, Mar 11, 09:00–17:00, Ana Lopez → Ben Ode/);
    await anas.getByText('Swap with ben, please').waitFor();
    await expect(page.getByRole('button', { name: /^Approve / }).count()).resolves.toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shift-requests-queue');

    await anas.getByRole('button', { name: /^Approve/ }).click();
    await page
      .getByText('Approved: Thu, Mar 11, 09:00–17:00: Ana Lopez → Ben Ode.', { exact: false })
      .waitFor();
    // The queue is read again: the approved swap leaves it, Cleo's still waits.
    await anas.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: /^Approve / }).count()).resolves.toBe(1);
    expect((await api('GET', `/v1/shift-requests/${requests.ana}`)).body.status).toBe('approved');

    await navigateTo(page, 'Schedule');
    await cell('ben', day(3)).getByTestId('shift-time').filter({ hasText: '09:00–17:00' }).waitFor();
    await expect(cell('ana', day(3)).getByTestId('shift-time').count()).resolves.toBe(0);
  }, 60_000);

  it('shows a refusal where the manager approved, then denies with a reason', async () => {
    await navigateTo(page, 'Shift requests');
    const cleos = requestRow(/^Approve swap of Mon, Mar 8, 09:00–17:00, Cleo Park → Ben Ode/);
    await watch.expectFailures(failuresOf(`/v1/shift-requests/${requests.cleo}/approve`, 422), async () => {
      await cleos.getByRole('button', { name: /^Approve/ }).click();
      await page.getByText('The request was not approved').waitFor();
      await page.getByText("Overlaps Ben Ode's shift on Mon, Mar 8, 08:00–10:00.").waitFor();
    });
    expect((await api('GET', `/v1/shift-requests/${requests.cleo}`)).body.status).toBe('accepted');

    await cleos.getByRole('button', { name: /^Deny/ }).click();
    await dialog().getByText('Mon, Mar 8, 09:00–17:00: Cleo Park → Ben Ode').waitFor();
    await dialog().getByLabel('Reason (optional)').fill('Ben is already in that morning');
    await dialog().getByRole('button', { name: 'Deny request' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByText('No requests here').waitFor();
    expect((await api('GET', `/v1/shift-requests/${requests.cleo}`)).body).toMatchObject({
      status: 'denied',
      reason: 'Ben is already in that morning',
    });

    // Every status: the decided requests, with the reason given.
    await page.getByLabel('Status').selectOption({ label: 'Any status' });
    await page.getByText('Denied: Ben is already in that morning').waitFor();
  }, 60_000);

  it('says when requests do not wait for a manager, after the setting is turned off', async () => {
    await navigateTo(page, 'Shift requests');
    await expect(page.getByText('Requests do not wait for a manager').count()).resolves.toBe(0);
    await navigateTo(page, 'Settings');
    const setting = page.getByRole('checkbox', { name: 'A manager approves shift swaps, drops and claims' });
    expect(await setting.isChecked()).toBe(true);
    await setting.click({ force: true });
    await page.getByText('Saved.', { exact: true }).waitFor();
    expect((await api('GET', '/v1/shop')).body.shift_requests_need_approval).toBe(false);
    await navigateTo(page, 'Shift requests');
    await page.getByText('Requests do not wait for a manager').waitFor();
  }, 60_000);

  it('edits availability on the Staff page: a refusal under its range, nothing typed is lost', async () => {
    await navigateTo(page, 'Staff');
    await page.getByRole('button', { name: 'Availability of Ben Ode' }).click();
    await dialog().getByText('No weekly ranges: available any time.').waitFor();
    await dialog().getByRole('button', { name: 'Add weekly range' }).click();
    await dialog().getByLabel('Weekly range 1: weekday').selectOption('friday');
    // A time the API cannot read (400), then a range that ends before it starts (422).
    await dialog().getByLabel('Weekly range 1: from').fill('2pm');
    await watch.expectFailures(failuresOf(`/v1/staff/${ids.ben}/availability`, 400), async () => {
      await dialog().getByRole('button', { name: 'Save availability' }).click();
      await dialog()
        .getByTestId('range-weekly[0]')
        .getByText('must be a local time HH:MM from 00:00 to 24:00')
        .waitFor();
    });
    await dialog().getByLabel('Weekly range 1: from').fill('14:00');
    await dialog().getByLabel('Weekly range 1: until').fill('12:00');
    await watch.expectFailures(failuresOf(`/v1/staff/${ids.ben}/availability`, 422), async () => {
      await dialog().getByRole('button', { name: 'Save availability' }).click();
      await dialog()
        .getByTestId('range-weekly[0]')
        .getByText('A range must end after it starts: 14:00–12:00 does not.')
        .waitFor();
    });
    await expect(dialog().getByLabel('Weekly range 1: weekday').inputValue()).resolves.toBe('friday');
    await expect(dialog().getByLabel('Weekly range 1: from').inputValue()).resolves.toBe('14:00');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'shift-requests-availability-refused');

    await dialog().getByLabel('Weekly range 1: until').fill('24:00');
    await dialog().getByRole('button', { name: 'Add date' }).click();
    await dialog().getByLabel('Date 1', { exact: true }).fill('2027-03-19');
    await dialog().getByRole('button', { name: 'Remove date 1, range 1' }).click();
    await dialog().getByText('Free all day.', { exact: true }).waitFor();
    await dialog().getByRole('button', { name: 'Save availability' }).click();
    await dialog().waitFor({ state: 'detached' });
    const saved = (await api('GET', '/v1/staff/ben/availability')).body;
    expect({ weekly: saved.weekly, exceptions: saved.exceptions }).toEqual({
      weekly: [{ weekday: 'friday', start: '14:00', end: '24:00', kind: 'unavailable' }],
      exceptions: [{ date: '2027-03-19', ranges: [] }],
    });

    // The schedule shows it: this Friday is Ben's weekly range, next Friday the free exception.
    await navigateTo(page, 'Schedule');
    await cell('ben', day(4)).getByText('Unavailable 14:00–24:00', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await page.getByTestId('week-range').filter({ hasText: 'Mar 15 – 21, 2027' }).waitFor();
    await page.getByRole('rowheader', { name: 'Ben Ode' }).waitFor();
    await expect(
      cell('ben', addDays(day(4), 7))
        .getByTestId('availability-marks')
        .count(),
    ).resolves.toBe(0);
  }, 60_000);
});
