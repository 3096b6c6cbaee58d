import { readFileSync, rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
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
 * The app and the browser share one still clock: Wednesday 10 March 2027, 14:30 in New York.
 * The server reads it for states, overdue flags and attendance, the browser for "Today" and
 * "Tomorrow", so the pictures in docs/screenshots come out the same on every run.
 */
const NOW = Date.parse('2027-03-10T19:30:00Z');
const WEEK = '2027-03-08';
const MON = WEEK;
const TUE = addDays(WEEK, 1);
const WED = addDays(WEEK, 2);
const THU = addDays(WEEK, 3);
const FRI = addDays(WEEK, 4);
const at = (date: string, time: string) => toIso(zonedInstant(date, time, TIMEZONE));

/**
 * The admin side of the time clock in a real Chromium on the real app: the Who's working board,
 * the attendance week, clock-in PINs on the Staff page and setting up a kiosk. The steps run in
 * order on one page, each building on the one before, as a manager's session does.
 */
describe.skipIf(!hasChromium)('the time clock in the admin, in a real browser', () => {
  let adminDir: string;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let page: Page;
  let watch: PageWatch;
  let cleoEntry: string;

  const api = (method: string, path: string, body?: unknown, as = token) =>
    app.request(method, path, { token: as, body });
  const created = async (path: string, body: unknown, status = 201) => {
    const answer = await api('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(status);
    return answer.body;
  };
  const dialog = () => page.getByRole('dialog');
  const nav = (label: string, heading: string) => navigateTo(page, label, heading);
  /** A settled 1280×800 picture into docs/screenshots, and into the run's artifacts. */
  const saveScreenshot = (name: string) => saveDocScreenshot(page, name);
  const boardRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  /** Waits for a staff member's state on the board, in the badge's exact words. */
  const state = (name: string, words: string) => boardRow(name).getByText(words, { exact: true }).waitFor();
  /** Saves the open staff form and answers the body it sent. */
  const saveStaff = async () => {
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/v1/staff/')),
      dialog().getByRole('button', { name: 'Save' }).click(),
    ]);
    await dialog().waitFor({ state: 'detached' });
    return request.postDataJSON();
  };

  beforeAll(async () => {
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    app = await startTestApp({ ADMIN_DIR: adminDir, RATE_LIMIT_DISABLED: '1' }, { now: () => NOW });
    const shop = await app.addShop('e2e-clock.myshopify.com', { timezone: TIMEZONE });
    token = await app.token(shop);

    for (const [name, handle, pin] of [
      ['Ana Lopez', 'ana', '1234'],
      ['Ben Ode', 'ben', undefined],
      ['Cleo Park', 'cleo', undefined],
      ['Dev Shah', 'dev', undefined],
    ] as const) {
      await created('/v1/staff', { name, handle, hourly_rate: '18.00', ...(pin && { pin }) });
    }
    const shift = (staff: string, date: string, start: string, end: string) =>
      created('/v1/shifts', { staff, starts_at: at(date, start), ends_at: at(date, end) });
    await shift('ana', MON, '09:00', '17:00');
    await shift('dev', MON, '09:00', '13:00');
    await shift('ben', TUE, '10:00', '18:00');
    await shift('cleo', TUE, '16:00', '21:00');
    await shift('ana', WED, '09:00', '17:00');
    await shift('ben', WED, '10:00', '18:00');
    await shift('dev', THU, '12:00', '18:00');
    await shift('cleo', FRI, '16:00', '21:00');
    await created('/v1/shifts/publish', { week: WEEK }, 200);

    // Past days through the timesheet routes, as a manager's corrections are.
    const entry = (staff: string, date: string, start: string, end: string | null) =>
      created('/v1/time-entries', { staff, started_at: at(date, start), ended_at: end && at(date, end) });
    await entry('ana', MON, '08:58', '17:03');
    await entry('ben', MON, '11:00', '15:00');
    await entry('ben', TUE, '10:20', '17:30');
    // Cleo clocked in yesterday at 16:00 and never out: 22½ hours open, overdue.
    cleoEntry = (await entry('cleo', TUE, '16:00', null)).id;
    // Today through the clock, with the manager's token (no PIN needed with write_timesheets).
    await created('/v1/clock/in', { staff: 'ana', at: at(WED, '09:02') });
    await created('/v1/clock/in', { staff: 'ben', at: at(WED, '10:12') });
    await created('/v1/clock/break-start', { staff: 'ben', at: at(WED, '13:45') }, 200);

    // A page in a context of its own, so the clipboard permission granted later stays with it.
    page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      acceptDownloads: true,
    });
    page.setDefaultTimeout(5_000);
    await page.clock.setFixedTime(NOW);
    watch = watchPage(page);
    // Every step starts signed in, as a manager's session does.
    await signIn(page, app.baseUrl, token);
  }, 60_000);

  checkEachStep('clock', () => ({ page, watch }));

  afterAll(async () => {
    // The browser first, so nothing is still asking the app when it closes.
    await browser?.close();
    await app?.close();
    rmSync(adminDir ?? '', { recursive: true, force: true });
  });

  it("shows who is working by name, each state in the shop's time, and flags the forgotten clock-out", async () => {
    await nav("Who's working", "Who's working");

    await state('Ana Lopez', 'On since 09:02');
    await state('Ben Ode', 'On break since 13:45');
    // Yesterday's clock-in carries its date, so it never passes for this morning's.
    await state('Cleo Park', 'On since Mar 9, 16:00');
    await state('Dev Shah', 'Off');
    for (const name of ['Ana Lopez', 'Ben Ode', 'Cleo Park', 'Dev Shah'])
      await page.getByRole('rowheader', { name }).waitFor();
    await expect(page.getByRole('rowheader', { name: 'ana', exact: true }).count()).resolves.toBe(0);

    await boardRow('Ana Lopez').getByText('Now, until 17:00').waitFor();
    await boardRow('Dev Shah').getByText('Tomorrow, 12:00–18:00').waitFor();
    await boardRow('Cleo Park').getByText('Fri, Mar 12, 16:00–21:00').waitFor();
    await expect(boardRow('Ana Lopez').getByRole('cell').nth(2).textContent()).resolves.toBe('Set');

    // Only Cleo's row is overdue: flagged in words, with the fix beside it.
    await page.getByRole('heading', { name: '1 forgotten clock-out' }).waitFor();
    await boardRow('Cleo Park')
      .getByText('Clocked in for more than 16 hours: a forgotten clock-out?')
      .waitFor();
    await expect(page.getByRole('button', { name: /^Fix clock-out of/ }).count()).resolves.toBe(1);
    const board = (await api('GET', '/v1/clock')).body.data as { staff: string; overdue: boolean }[];
    expect(board.filter((row) => row.overdue).map((row) => row.staff)).toEqual(['cleo']);
    await saveScreenshot('whos-working-1280x800');
  });

  it('fixes the forgotten clock-out from the end of the shift it fell in, and the board shows it at once', async () => {
    await page.getByRole('button', { name: 'Fix clock-out of Cleo Park' }).click();
    await dialog()
      .getByText('Cleo Park clocked in Mar 9, 16:00, 22 h 30 min ago, and has not clocked out.')
      .waitFor();
    await expect(dialog().getByLabel('Day').inputValue()).resolves.toBe(TUE);
    await expect(dialog().getByLabel('Clocked out at').inputValue()).resolves.toBe('21:00');
    await dialog().getByLabel('Clocked out at').fill('21:15');
    await saveScreenshot('clock-fix-1280x800');
    await dialog().getByRole('button', { name: 'Save clock-out' }).click();
    await dialog().waitFor({ state: 'detached' });

    // Reloaded after the action, long before the next poll.
    await state('Cleo Park', 'Off');
    await page.getByRole('heading', { name: '1 forgotten clock-out' }).waitFor({ state: 'detached' });
    const fixed = (await api('GET', `/v1/time-entries/${cleoEntry}`)).body;
    expect(fixed).toMatchObject({ started_at: at(TUE, '16:00'), ended_at: at(TUE, '21:15') });
  });

  it('refreshes itself while open, keeping the rows on screen as it does', async () => {
    // Mark the table: a refresh that redrew the board or showed a skeleton would lose or count it.
    await page.getByRole('table').evaluate((table) => {
      table.dataset.kept = 'yes';
      const seen = { skeletons: 0 };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && node.querySelector('[class*="Skeleton"]')) seen.skeletons++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await created('/v1/clock/out', { staff: 'ben' }, 200);
    await boardRow('Ben Ode').getByText('Off', { exact: true }).waitFor({ timeout: 30_000 });
    await expect(page.getByRole('table').getAttribute('data-kept')).resolves.toBe('yes');
    expect(await page.evaluate(() => (window as unknown as { seen: { skeletons: number } }).seen)).toEqual({
      skeletons: 0,
    });
  }, 40_000);

  it('shows the attendance week with each status in words, and downloads it as CSV', async () => {
    await nav('Attendance', 'Attendance');
    await expect(page.getByTestId('week-range').textContent()).resolves.toBe('Mar 8 – 14, 2027');
    const row = (name: string, day: string) =>
      page.getByRole('row').filter({ hasText: name }).filter({ hasText: day });
    // The status badge's cell also holds the tone's words for screen readers: matched by its text.
    const expectRow = async (name: string, day: string, cells: readonly string[]) => {
      const texts = await row(name, day).getByRole('cell').allTextContents();
      expect(texts.slice(0, 6), `${name} ${day}`).toEqual([day, ...cells.slice(0, 5)]);
      await row(name, day).getByRole('cell').nth(6).getByText(cells[5]!, { exact: true }).waitFor();
    };
    await row('Dev Shah', 'Thu, Mar 11').waitFor();
    // Name, day, scheduled, clocked in, clocked out, late, left early, status.
    const expected = [
      ['Ana Lopez', 'Mon, Mar 8', '09:00–17:00', '08:58', '17:03', '0 min', '0 min', 'On time'],
      ['Dev Shah', 'Mon, Mar 8', '09:00–13:00', '—', '—', '—', '—', 'No-show'],
      ['Ben Ode', 'Mon, Mar 8', '—', '11:00', '15:00', '—', '—', 'Not on the schedule'],
      ['Ben Ode', 'Tue, Mar 9', '10:00–18:00', '10:20', '17:30', '20 min', '30 min', 'Late'],
      ['Cleo Park', 'Tue, Mar 9', '16:00–21:00', '16:00', '21:15', '0 min', '0 min', 'On time'],
      ['Ana Lopez', 'Wed, Mar 10', '09:00–17:00', '09:02', '—', '2 min', '—', 'Still clocked in'],
      ['Ben Ode', 'Wed, Mar 10', '10:00–18:00', '10:12', '14:30', '12 min', '210 min', 'Late'],
      ['Dev Shah', 'Thu, Mar 11', '12:00–18:00', '—', '—', '—', '—', 'Scheduled'],
    ] as const;
    for (const [name, day, ...rest] of expected) await expectRow(name, day, rest);
    await expect(page.getByTestId('attendance-summary').textContent()).resolves.toBe(
      `2 late, 1 no-show · times in ${TIMEZONE}`,
    );
    await saveScreenshot('attendance-1280x800');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const [header, ...lines] = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('status');
    expect(header).toContain('late_minutes');
    const rows = (await api('GET', `/v1/attendance?week=${WEEK}`)).body.data as unknown[];
    expect(lines).toHaveLength(rows.length);
    expect(lines.find((line) => line.includes('dev') && line.includes('no_show'))).toBeDefined();

    await page.getByRole('button', { name: 'Previous week' }).click();
    await page.getByText('No shifts or hours this week').waitFor();
  });

  it('sets a clock-in PIN on the Staff page, sent as a string of digits, and clears it', async () => {
    await nav('Staff', 'Staff');
    await expect(page.getByTestId('pin-dev').textContent()).resolves.toBe('None');
    await expect(page.getByTestId('pin-ana').textContent()).resolves.toBe('Set');

    await page.getByRole('button', { name: 'Edit Dev Shah' }).click();
    const pin = dialog().getByLabel('Clock-in PIN');
    await pin.fill('42');
    await dialog().getByText('4 to 8 digits', { exact: true }).waitFor();
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await pin.fill('0042');
    expect(await saveStaff()).toMatchObject({ pin: '0042' });
    await page.getByTestId('pin-dev').filter({ hasText: 'Set' }).waitFor();
    const dev = (await api('GET', '/v1/staff/dev')).body;
    expect(dev.has_pin).toBe(true);
    expect(JSON.stringify(dev)).not.toContain('0042');

    // The PIN works where it is for: a kiosk's token clocks Dev in with it, not without it.
    const kiosk = (await created('/v1/tokens', { name: 'PIN check', scopes: ['write_clock'] })).token;
    const clockIn = (body: object) => api('POST', '/v1/clock/in', { staff: 'dev', ...body }, kiosk);
    expect((await clockIn({ pin: '4200' })).body.code).toBe('invalid_pin');
    expect((await clockIn({ pin: '0042', at: at(WED, '14:00') })).status).toBe(201);
    expect((await api('POST', '/v1/clock/out', { staff: 'dev', pin: '0042' }, kiosk)).status).toBe(200);

    await page.getByRole('button', { name: 'Edit Dev Shah' }).click();
    await dialog().getByText('A PIN is set.', { exact: false }).waitFor();
    await dialog().getByLabel('Remove the PIN', { exact: false }).check();
    expect(await saveStaff()).toMatchObject({ pin: null });
    await page.getByTestId('pin-dev').filter({ hasText: 'None' }).waitFor();
    expect((await api('GET', '/v1/staff/dev')).body.has_pin).toBe(false);
    // Saving other fields leaves Ana's PIN alone.
    await page.getByRole('button', { name: 'Edit Ana Lopez' }).click();
    await dialog().getByLabel('Email').fill('ana@example.com');
    expect(await saveStaff()).not.toHaveProperty('pin');
    expect((await api('GET', '/v1/staff/ana')).body.has_pin).toBe(true);
  });

  it('sets up a kiosk: a token holding only write_clock, its link and QR code shown once', async () => {
    await nav("Who's working", "Who's working");
    await page.getByRole('button', { name: 'Set up a kiosk' }).click();
    expect(await dialog().getByRole('button', { name: 'Create kiosk link' }).isDisabled()).toBe(true);
    await dialog().getByLabel('Device name').fill('Front desk iPad');
    await dialog().getByRole('button', { name: 'Create kiosk link' }).click();
    await dialog().getByText('Open this link on the tablet. It is shown once.').waitFor();
    await dialog().getByTestId('kiosk-qr').waitFor();
    expect(
      await dialog()
        .getByTestId('kiosk-qr')
        .evaluate((svg) => svg.tagName.toLowerCase()),
    ).toBe('svg');

    const link = await dialog().getByLabel('Kiosk link').inputValue();
    expect(link).toMatch(new RegExp(`^${app.baseUrl}/kiosk#.+`));
    const secret = link.slice(link.indexOf('#') + 1);
    const tokens = (await api('GET', '/v1/tokens')).body.data as {
      id: string;
      name: string;
      scopes: string[];
    }[];
    const device = tokens.find((t) => t.name === 'Front desk iPad');
    expect(device?.scopes).toEqual(['write_clock']);
    // The link's token reads the board (write_clock holds read_clock) and nothing else.
    expect((await api('GET', '/v1/clock', undefined, secret)).status).toBe(200);
    expect((await api('GET', '/v1/staff', undefined, secret)).status).toBe(403);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await dialog().getByRole('button', { name: 'Copy link' }).click();
    await dialog().getByRole('button', { name: 'Copied' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(link);
    await saveScreenshot('kiosk-setup-1280x800');

    await dialog().getByRole('button', { name: 'Done' }).click();
    await dialog().waitFor({ state: 'detached' });
    // Settings lists the kiosk among the tokens; revoking it signs the tablet out.
    await nav('Settings', 'Settings');
    await page.getByRole('button', { name: 'Revoke Front desk iPad' }).click();
    await page.getByRole('button', { name: 'Revoke Front desk iPad' }).waitFor({ state: 'detached' });
    expect((await api('GET', '/v1/clock', undefined, secret)).status).toBe(401);
  });
});
