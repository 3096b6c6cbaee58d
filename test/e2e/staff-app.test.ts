import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { freePort } from '../helpers/redis-server.js';
import {
  type ReceivedEmail,
  recipientOf,
  type SmtpCapture,
  startSmtpCapture,
} from '../helpers/smtp-capture.js';
import {
  axeViolations,
  buildAdminInto,
  checkEachStep,
  failuresOf,
  hasChromium,
  launchChromium,
  navigateTo,
  type PageWatch,
  saveDocScreenshot,
  screenshot,
  signIn,
  watchPage,
} from './admin-browser.js';
import { keyboardProblems } from './keyboard-walk.js';

const TIMEZONE = 'America/New_York';
const SHOP_NAME = 'Corner Café';
const EMAIL = 'ana.lopez@example.com';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Intl may part "9:00" and "AM" with a narrow no-break space; compare words, not spaces. */
/** The email's days as its subject writes them ("Tue 2 Dec – Wed 3 Dec"), read by an independent formatter. */
const formatDays = (first: string, last: string) =>
  [first, last]
    .map((d) =>
      new Date(`${d}T12:00:00Z`)
        .toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
        .replace(',', ''),
    )
    .join(' – ');
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const timeOf = (iso: string) =>
  words(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIMEZONE }).format(
      Date.parse(iso),
    ),
  );

/**
 * The staff app end to end (SPEC §15, issue 29), in a real Chromium against the real app and a
 * real SMTP server started here: a manager invites a staff member from the admin (1280×800),
 * the emailed link is read from the message the SMTP server received and opened on a phone
 * (390×844), where the person sees their published shifts (and not the drafts), their hours
 * (pay only once the shop allows it), asks for time off, finds the calendar link and signs out.
 * The steps run in order, as a first day with the app does.
 */
describe.skipIf(!hasChromium)('the staff app on a phone, signed in from an emailed invite', () => {
  let adminDir: string;
  let mail: SmtpCapture;

  /** The sign-in emails (invites and links) Ana has received, once there are `count` of them. */
  async function signInEmails(count: number): Promise<ReceivedEmail[]> {
    const signIns = () =>
      mail.received.filter(
        (m) =>
          recipientOf(m) === EMAIL.toLowerCase() && m.parsed.headers.get('x-shiftbook-kind') === 'sign_in',
      );
    await expect.poll(() => signIns().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
    return signIns();
  }
  let app: TestApp;
  let token: string;
  let browser: Browser;
  let admin: BrowserContext;
  let phone: BrowserContext;
  let page: Page;
  let watch: PageWatch;
  let link: string;
  const today = localDate(Date.now(), TIMEZONE);
  const tomorrow = addDays(today, 1);
  const published = { starts_at: toIso(zonedInstant(tomorrow, '09:00', TIMEZONE)), ends_at: '' };
  published.ends_at = toIso(zonedInstant(tomorrow, '17:30', TIMEZONE));
  const draftDay = addDays(today, 8);

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const created = async (path: string, body: unknown, status = 201) => {
    const answer = await api('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(status);
    return answer.body;
  };
  const expectAccessible = async (name: string) => {
    await page.waitForTimeout(150);
    await screenshot(page, `staff-app-${name}`);
    const violations = await axeViolations(page);
    expect(violations, `axe on ${name}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    // The keyboard reaches every control with its focus showing, and never gets stuck.
    expect(await keyboardProblems(page), `keyboard on ${name}`).toEqual([]);
  };

  checkEachStep('staff-app', () => ({ page, watch }));

  beforeAll(async () => {
    mail = await startSmtpCapture();
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    // The app's URL is where the browser finds it: links start with it and the Origin check holds to it.
    const port = await freePort();
    app = await startTestApp(
      {
        ADMIN_DIR: adminDir,
        RATE_LIMIT_DISABLED: '1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mail.url,
        MAIL_FROM: 'shifts@example.com',
      },
      { deliveries: true, port },
    );
    const shop = await app.addShop('corner-cafe.myshopify.com', { timezone: TIMEZONE, name: SHOP_NAME });
    token = await app.token(shop);
    await created('/v1/staff', { name: 'Ana Lopez', handle: 'ana', email: EMAIL, hourly_rate: '20.00' });
    const shift = await created('/v1/shifts', {
      staff: 'ana',
      ...published,
      role: 'Barista',
      location: 'Front',
    });
    await created('/v1/shifts/publish', { week: tomorrow }, 200);
    // A draft a week later: staff never see a shift before it is published.
    await created('/v1/shifts', {
      staff: 'ana',
      starts_at: toIso(zonedInstant(draftDay, '06:15', TIMEZONE)),
      ends_at: toIso(zonedInstant(draftDay, '11:45', TIMEZONE)),
    });
    expect(shift.published).toBe(false);
    // Worked hours a week ago: a pending timesheet of 8 hours.
    const lastWeek = addDays(today, -7);
    await created('/v1/time-entries', {
      staff: 'ana',
      started_at: toIso(zonedInstant(lastWeek, '09:00', TIMEZONE)),
      ended_at: toIso(zonedInstant(lastWeek, '17:00', TIMEZONE)),
    });
    admin = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', timezoneId: TIMEZONE });
    page = await admin.newPage();
    page.setDefaultTimeout(8_000);
    watch = watchPage(page);
  }, 120_000);

  afterAll(async () => {
    await admin?.close();
    await phone?.close();
    await browser?.close();
    await app?.close();
    await mail?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('the admin says email is on, keeps pay hidden by default, and sends an invite from the Staff page', async () => {
    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Settings');
    await expect.poll(() => page.getByTestId('email-status').textContent()).toContain('Email is on');
    expect(await page.getByLabel('Staff see their pay and commissions in the staff app').isChecked()).toBe(
      false,
    );

    await navigateTo(page, 'Staff');
    const row = page.getByRole('row', { name: /Ana Lopez/ });
    await expect.poll(() => row.textContent()).toContain('Never');
    await page.getByRole('button', { name: 'Send invite to Ana Lopez' }).click();
    await page.getByText(`Invite sent to Ana Lopez (${EMAIL}). The link works for 7 days.`).waitFor();
    await expectAccessible('admin-invite-sent');
  });

  it('the SMTP server receives the invite, whose link opens the staff app with a token in the fragment', async () => {
    // Ana's schedule email (her week was published) may come first: read the sign-in email.
    const [message] = await signInEmails(1);
    const text = message!.parsed.text ?? '';
    expect(message!.parsed.subject).toBeTruthy();
    const found = /(https?:\/\/[^\s"<>]+\/staff\/sign-in#token=[A-Za-z0-9_-]+)/.exec(text);
    expect(found, text).not.toBeNull();
    link = found![1]!;
    expect(link.startsWith(`${app.baseUrl}/staff/sign-in#token=`)).toBe(true);
  });

  it('the delivery log in Settings shows the invite as sent', async () => {
    await navigateTo(page, 'Settings');
    const log = page.getByRole('table').filter({ hasText: EMAIL });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh' }).first().click();
        return words(await log.textContent());
      })
      .toMatch(/sent/);
    expect(words(await log.textContent())).toContain('Sign-in link');
    await page.getByRole('heading', { name: 'Staff app and email' }).evaluate((h) => h.scrollIntoView());
    await saveDocScreenshot(page, 'settings-staff-app-1280x800');
    await expectAccessible('admin-delivery-log');
    // 16–17 s alone on a slow machine, about 7.5 s on a fast one, nearly all of it the keyboard
    // walk of the Settings page (two screenshots per control; 6.3 s measured once): the default
    // 20 s left no room under a full suite's load.
  }, 45_000);

  it('on a phone, the link signs Ana in and shows her published shift in the shop’s time, never the draft', async () => {
    phone = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // The phone is abroad: times still show in the shop's zone.
      timezoneId: 'Europe/Berlin',
    });
    page = await phone.newPage();
    page.setDefaultTimeout(8_000);
    watch = watchPage(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Hi, Ana Lopez', level: 1 }).waitFor();
    // The token left the address bar, and the history, at once.
    expect(new URL(page.url()).pathname).toBe('/staff');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.getByText(SHOP_NAME).first().isVisible()).toBe(true);

    const shifts = page.getByRole('region', { name: 'Your shifts' });
    await shifts.getByText('Barista · Front').waitFor();
    const shown = words(await shifts.textContent());
    expect(shown).toContain(`${timeOf(published.starts_at)} – ${timeOf(published.ends_at)}`);
    expect(shown).toContain('Barista · Front');
    expect(shown).not.toContain(timeOf(toIso(zonedInstant(draftDay, '06:15', TIMEZONE))));
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveDocScreenshot(page, 'staff-app-390x844');
    await expectAccessible('phone-home');
  });

  it('shows hours and their status, and pay only once the shop allows it', async () => {
    const hours = page.getByRole('region', { name: 'Your hours' });
    await hours.getByText('Waiting for approval').waitFor();
    expect(words(await hours.textContent())).toContain('8 hours');
    expect(words(await hours.textContent())).not.toContain('Pay before deductions');

    expect((await api('PATCH', '/v1/shop', { staff_see_pay: true })).status).toBe(200);
    await page.reload();
    const withPay = page.getByRole('region', { name: 'Hours and pay' });
    await withPay.getByText('Pay before deductions').waitFor();
    expect(words(await withPay.textContent())).toContain('160.00');
  });

  it('asks for time off, which the manager then sees as requested, and cancels it', async () => {
    const start = addDays(today, 20);
    const end = addDays(today, 22);
    const form = page.getByRole('form', { name: 'Ask for time off' });
    await form.getByLabel('First day').fill(start);
    await form.getByLabel('Last day').fill(end);
    await form.getByLabel('Kind').selectOption('vacation');
    await form.getByLabel('Note for your manager (optional)').fill('Family visit');
    await form.getByRole('button', { name: 'Ask for time off' }).tap();
    await page.getByText(/^Asked for .*Your manager will answer\.$/).waitFor();
    const section = page.getByRole('region', { name: 'Time off' });
    await section.getByText('Waiting for an answer').waitFor();
    await expectAccessible('phone-time-off');

    const listed = await api('GET', '/v1/time-off?staff=ana');
    expect(listed.body.data).toMatchObject([
      { starts_on: start, ends_on: end, kind: 'vacation', note: 'Family visit', status: 'requested' },
    ]);

    await section.getByRole('button', { name: /^Cancel time off/ }).tap();
    await section.getByText('Cancelled', { exact: true }).waitFor();
    expect((await api('GET', '/v1/time-off?staff=ana')).body.data[0].status).toBe('cancelled');
  });

  it('gives the calendar link with help for Google, Apple and Outlook', async () => {
    const calendar = page.getByRole('region', { name: 'Your calendar' });
    const url = await calendar.getByLabel('Your calendar link').inputValue();
    expect(url).toMatch(new RegExp(`^${app.baseUrl}/calendar/[A-Za-z0-9_-]+\\.ics$`));
    const feed = await fetch(url);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain('BEGIN:VCALENDAR');
    expect(await calendar.getByRole('link', { name: 'Add to Apple Calendar' }).getAttribute('href')).toBe(
      url.replace(/^http:/, 'webcal:'),
    );
    const google = await calendar.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href');
    expect(google).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url.replace(/^http:/, 'webcal:'))}`,
    );
    for (const help of ['Google Calendar', 'Apple Calendar (iPhone, iPad, Mac)', 'Outlook'])
      await calendar.getByText(help, { exact: true }).waitFor();
  });

  it('keeps only the shell in its service worker, never an answer of /v1', async () => {
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const urls: string[] = [];
      for (const key of await caches.keys())
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/staff');
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((path) => /^\/(v1|staff-auth|calendar)\//.test(path))).toEqual([]);
  });

  it('signs out: the session ends on the server and the sign-in screen shows', async () => {
    await page.getByRole('button', { name: 'Sign out' }).tap();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await page.getByText("You're signed out.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
    await expectAccessible('phone-signed-out');
    const me = await watch.expectFailures(failuresOf('/v1/me', 401), () =>
      page.evaluate(async () => (await fetch('/v1/me')).status),
    );
    expect(me).toBe(401);
  });

  it('refuses the same link a second time in plain words', async () => {
    await watch.expectFailures(failuresOf('/staff-auth/session', 401), async () => {
      await page.goto(link);
      await page
        .getByText('This sign-in link has expired or was already used. Ask for a new one below.')
        .waitFor();
    });
    await expectAccessible('phone-link-used');
  });

  it('asks for a new link on the sign-in screen, which arrives by email and signs Ana in again', async () => {
    await page.getByLabel('Your email').fill(EMAIL);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).tap();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await expectAccessible('phone-link-sent');
    const [, second] = await signInEmails(2);
    const fresh = /(https?:\/\/[^\s"<>]+\/staff\/sign-in#token=[A-Za-z0-9_-]+)/.exec(
      second!.parsed.text ?? '',
    );
    expect(fresh).not.toBeNull();
    expect(fresh![1]).not.toBe(link);
    await page.goto(fresh![1]!);
    await page.getByRole('heading', { name: 'Hi, Ana Lopez', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/staff');
  });

  it('the admin shows when Ana last signed in', async () => {
    page = await admin.newPage();
    watch = watchPage(page);
    await signIn(page, app.baseUrl, token);
    await navigateTo(page, 'Staff');
    const row = page.getByRole('row', { name: /Ana Lopez/ });
    expect(words(await row.textContent())).not.toContain('Never');
  });

  it('the Staff page says Ana gets every email; the delivery log filters and sends a failed email again', async () => {
    expect(words(await page.getByTestId('email-prefs-ana').textContent())).toBe('All emails on');
    const before = mail.received.length;
    const accept = mail.reply;
    let refused = false;
    // The next email (Ana's time off decision) is refused for good: it is `failed` at once.
    mail.reply = (index) => {
      if (refused) return accept(index);
      refused = true;
      return { code: 550, message: 'mailbox unavailable' };
    };
    const request = await created('/v1/time-off', {
      staff: 'ana',
      starts_on: addDays(today, 20),
      ends_on: addDays(today, 21),
      kind: 'vacation',
    });
    await created(`/v1/time-off/${request.id}/approve`, {}, 200);
    await expect
      .poll(async () => (await api('GET', '/v1/notifications?status=failed')).body.data.length, {
        timeout: 15_000,
      })
      .toBe(1);
    mail.reply = accept;

    await navigateTo(page, 'Settings');
    const card = page.getByTestId('delivery-log');
    await card.getByLabel('Status').selectOption('failed');
    const log = card.getByRole('table');
    // Filtered: the failed time off email only, the sent invites left out.
    await expect.poll(async () => words(await log.textContent())).not.toContain('Sign-in link');
    expect(words(await log.textContent())).toContain('Time off');
    expect(words(await log.textContent())).toContain('mailbox unavailable');
    await card.getByRole('button', { name: `Send again to ${EMAIL}` }).click();
    await card.getByText(`The email to ${EMAIL} is queued to be sent again.`).waitFor();
    // Sent again, and this time taken by the SMTP server.
    await expect
      .poll(() => mail.received.slice(before).map((m) => m.parsed.subject ?? ''), { timeout: 15_000 })
      .toContainEqual(
        `${SHOP_NAME}: your time off ${formatDays(addDays(today, 20), addDays(today, 21))} was approved`,
      );

    await card.getByLabel('Status').selectOption('sent');
    await card.getByLabel('Kind').selectOption('time_off');
    await expect
      .poll(async () => {
        await card.getByRole('button', { name: 'Refresh' }).click();
        return words(await log.textContent());
      })
      .toMatch(/Time off.*sent/);
    await expectAccessible('admin-delivery-log-filtered');
    // 16–17 s alone on a slow machine, about 8 s on a fast one, nearly all of it the final
    // keyboard walk of the Settings page (two screenshots per control; 6.8 s measured once): the
    // default 20 s left no room under a full suite's load.
  }, 45_000);
});
