import { rmSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDate, toIso, zonedInstant } from '../../frontend/src/lib/time.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { freePort } from '../helpers/redis-server.js';
import { recipientOf, type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
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
const PHONE = { width: 390, height: 844 };
const MANAGER = 'boss@example.com';

/** "Tuesday, December 1", as the staff app names a day in an en-US browser, by an independent formatter. */
const dayWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Person {
  handle: string;
  email: string;
  page: Page;
  watch: PageWatch;
}

/**
 * The staff app's screens of SPEC §17 (issue 31, point 5) in a real Chromium on a phone
 * (390×844), against the real app and a real SMTP server: two colleagues, Ana and Bea, sign in
 * from emailed invites in their own browsers. Ana sets her availability (and a wrong range is
 * refused with nothing saved), claims an open shift, offers shifts to Bea by handle (Bea
 * accepts one in her browser and declines another), gives one to everyone and takes it back,
 * and types a handle no one has. Each step also checks what the API then says.
 */
describe.skipIf(!hasChromium)('the staff app: availability, open shifts and swaps on a phone', () => {
  let adminDir: string;
  let mail: SmtpCapture;
  let app: TestApp;
  let token: string;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let ana: Person;
  let bea: Person;

  const today = localDate(Date.now(), TIMEZONE);
  const day = (n: number) => addDays(today, n);
  const at = (date: string, time: string) => toIso(zonedInstant(date, time, TIMEZONE));
  const ids = { swapped: '', declined: '', dropped: '', open: '', taken: '', given: '' };

  const api = (method: string, path: string, body?: unknown) => app.request(method, path, { token, body });
  const created = async (path: string, body: unknown, status = 201) => {
    const answer = await api('POST', path, body);
    expect(answer.status, `${path} ${answer.text}`).toBe(status);
    return answer.body;
  };
  const requestsOf = async (query: string) => (await api('GET', `/v1/shift-requests?${query}`)).body.data;
  const expectAccessible = async (page: Page, name: string) => {
    await screenshot(page, `staff-requests-${name}`);
    const violations = await axeViolations(page);
    expect(violations, `axe on ${name}:\n${JSON.stringify(violations, null, 2)}`).toEqual([]);
    expect(await keyboardProblems(page), `keyboard on ${name}`).toEqual([]);
  };

  /** Invites the person, reads the emailed link from what SMTP received and opens it in a phone of their own. */
  async function signInOnPhone(handle: string, email: string): Promise<Person> {
    const signIns = () =>
      mail.received.filter(
        (m) => recipientOf(m) === email && m.parsed.headers.get('x-shiftbook-kind') === 'sign_in',
      );
    await created(`/v1/staff/${handle}/invite`, {}, 202);
    await expect.poll(() => signIns().length, { timeout: 20_000 }).toBe(1);
    const link = /(https?:\/\/[^\s"<>]+\/staff\/sign-in#token=[A-Za-z0-9_-]+)/.exec(
      signIns()[0]!.parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const context = await browser.newContext({
      viewport: PHONE,
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
      // Abroad: the app still shows the shop's times.
      timezoneId: 'Europe/Berlin',
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(8_000);
    const watch = watchPage(page);
    await page.goto(link![1]!);
    await page.getByRole('heading', { level: 1, name: /^Hi, / }).waitFor();
    return { handle, email, page, watch };
  }

  const region = (person: Person, name: string) => person.page.getByRole('region', { name, exact: true });
  /** The card of a request in the swaps section's list, by its shift's day. */
  const requestCard = (list: Locator, date: string) =>
    list.getByRole('listitem').filter({ hasText: dayWords(date) });
  const myRequests = (person: Person) =>
    region(person, 'Shift swaps').locator('h3:text-is("My requests") + ul');
  const offersToMe = (person: Person) =>
    region(person, 'Shift swaps').locator('h3:text-is("Offers to me") + ul');

  /** Opens the offer form of a shift of the person's list, by its day. */
  async function openOffer(person: Person, date: string): Promise<Locator> {
    const name = new RegExp(`^Offer shift ${literal(dayWords(date))},`);
    await region(person, 'Your shifts').getByRole('button', { name }).tap();
    return person.page.getByRole('form', { name });
  }

  checkEachStep('staff-requests-ana', () => ({ page: ana?.page, watch: ana?.watch }));
  checkEachStep('staff-requests-bea', () => ({ page: bea?.page, watch: bea?.watch }));

  beforeAll(async () => {
    mail = await startSmtpCapture();
    [adminDir, browser] = await Promise.all([buildAdminInto(), launchChromium()]);
    const port = await freePort();
    app = await startTestApp(
      {
        ADMIN_DIR: adminDir,
        RATE_LIMIT_DISABLED: '1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: mail.url,
        MAIL_FROM: 'shifts@example.com',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      },
      { deliveries: true, port },
    );
    const shop = await app.addShop('swap-cafe.myshopify.com', { timezone: TIMEZONE, name: 'Swap Café' });
    token = await app.token(shop);
    await created('/v1/staff', { name: 'Ana Lopez', handle: 'ana', email: 'ana@example.com' });
    await created('/v1/staff', { name: 'Bea Kim', handle: 'bea', email: 'bea@example.com' });
    expect((await api('PATCH', '/v1/shop', { manager_emails: [MANAGER] })).status).toBe(200);
    const shift = async (staff: string | null, date: string, more: Record<string, unknown> = {}) =>
      (
        await created('/v1/shifts', {
          staff,
          starts_at: at(date, '09:00'),
          ends_at: at(date, '13:00'),
          ...more,
        })
      ).id as string;
    ids.swapped = await shift('ana', day(1), { role: 'Barista' });
    ids.declined = await shift('ana', day(2));
    ids.dropped = await shift('ana', day(3));
    ids.given = await shift('ana', day(6), { role: 'Closing' });
    ids.open = await shift(null, day(4), {
      starts_at: at(day(4), '14:00'),
      ends_at: at(day(4), '18:00'),
      role: 'Cashier',
      note: 'Inventory count',
    });
    // An open shift a manager gives to Bea while Ana's page still offers it.
    ids.taken = await shift(null, day(5), { role: 'Stock room' });
    for (const n of [1, 2, 3, 4, 5, 6]) await created('/v1/shifts/publish', { week: day(n) }, 200);
  }, 180_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await app?.close();
    await mail?.close();
    if (adminDir) rmSync(adminDir, { recursive: true, force: true });
  });

  it('Ana and Bea sign in from their emailed invites, each on a phone of their own', async () => {
    ana = await signInOnPhone('ana', 'ana@example.com');
    bea = await signInOnPhone('bea', 'bea@example.com');
    await region(ana, 'Your shifts').getByText('Barista').waitFor();
    await region(bea, 'Shift swaps').getByText('No colleague has offered you a shift.').waitFor();
  });

  it('Ana sets a weekly range and a dated exception, saves, and sees them after a reload', async () => {
    const { page } = ana;
    const section = region(ana, 'Your availability');
    await section.getByRole('button', { name: 'Add a range on Monday' }).tap();
    const monday = section.getByRole('group', { name: 'Monday, range 1' });
    await monday.getByLabel('From').selectOption('12:00');
    await monday.getByLabel('Until').selectOption('24:00');
    await monday.getByLabel('Kind').selectOption('preferred');
    await section.getByRole('button', { name: 'Add a date' }).tap();
    await section
      .getByRole('group', { name: 'New date 1' })
      .getByLabel('Date', { exact: true })
      .fill(day(10));
    const exception = dayWords(day(10));
    await section.getByRole('button', { name: `Add a range on ${exception}` }).tap();
    const range = section.getByRole('group', { name: `${exception}, range 1` });
    await range.getByLabel('From').selectOption('08:00');
    await range.getByLabel('Until').selectOption('12:00');
    await section.getByRole('button', { name: 'Save availability' }).tap();
    await section.getByText('Your availability is saved.', { exact: false }).waitFor();

    const saved = await api('GET', '/v1/staff/ana/availability');
    expect(saved.body).toMatchObject({
      weekly: [{ weekday: 'monday', start: '12:00', end: '24:00', kind: 'preferred' }],
      exceptions: [{ date: day(10), ranges: [{ start: '08:00', end: '12:00', kind: 'unavailable' }] }],
    });

    await page.reload();
    const again = region(ana, 'Your availability');
    const reloaded = again.getByRole('group', { name: 'Monday, range 1' });
    expect(await reloaded.getByLabel('From').inputValue()).toBe('12:00');
    expect(await reloaded.getByLabel('Until').inputValue()).toBe('24:00');
    expect(await reloaded.getByLabel('Kind').inputValue()).toBe('preferred');
    expect(
      await again
        .getByRole('group', { name: exception, exact: true })
        .getByLabel('Date', { exact: true })
        .inputValue(),
    ).toBe(day(10));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await again.getByRole('group', { name: exception, exact: true }).scrollIntoViewIfNeeded();
    await expectAccessible(page, 'availability');
  });

  it('a range that ends before it starts shows the refusal, keeps what Ana chose and saves nothing', async () => {
    const before = (await api('GET', '/v1/staff/ana/availability')).body;
    const section = region(ana, 'Your availability');
    const monday = section.getByRole('group', { name: 'Monday, range 1' });
    await monday.getByLabel('Until').selectOption('10:00');
    await ana.watch.expectFailures(failuresOf('/v1/me/availability', 422), async () => {
      await section.getByRole('button', { name: 'Save availability' }).tap();
      await section
        .getByRole('alert')
        .getByText('A range must end after it starts: 12:00–10:00 does not.')
        .waitFor();
    });
    expect(await monday.getByLabel('From').inputValue()).toBe('12:00');
    expect(await monday.getByLabel('Until').inputValue()).toBe('10:00');
    expect((await api('GET', '/v1/staff/ana/availability')).body).toEqual(before);
  });

  it('Ana claims an open shift, which then waits for a manager; a shift taken meanwhile is refused in words', async () => {
    const open = region(ana, 'Open shifts');
    const card = open.getByRole('listitem').filter({ hasText: 'Cashier' });
    expect(words(await card.textContent())).toContain(dayWords(day(4)));
    expect(words(await card.textContent())).toContain('Inventory count');
    await card.getByRole('button', { name: new RegExp(`^Claim shift ${literal(dayWords(day(4)))},`) }).tap();
    await open.getByText(/^You asked for the shift on .*It waits for a manager's approval\.$/).waitFor();
    expect(await requestsOf('staff=ana&kind=claim')).toMatchObject([
      { shift: ids.open, status: 'accepted', to_staff: 'ana', from_staff: null },
    ]);
    await requestCard(myRequests(ana), day(4)).getByText('Waiting for a manager').waitFor();
    // Asked for already: the card says so, and offers no second claim.
    await card.getByText('Waiting for a manager').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    const taken = await api('PATCH', `/v1/shifts/${ids.taken}`, { staff: 'bea' });
    expect(taken.status, taken.text).toBe(200);
    const stockRoom = open.getByRole('listitem').filter({ hasText: 'Stock room' });
    await ana.watch.expectFailures(failuresOf(`/v1/me/open-shifts/${ids.taken}/claim`, 409), async () => {
      await stockRoom.getByRole('button', { name: /^Claim shift/ }).tap();
      await open.getByRole('alert').getByText('Someone else has this shift.').waitFor();
    });
    // The list loaded again after the refusal: the shift is gone from it.
    await expect.poll(() => stockRoom.count()).toBe(0);
    expect(await requestsOf(`shift=${ids.taken}`)).toEqual([]);
  });

  it('a whole swap: Ana offers a shift to Bea by handle, Bea accepts on her phone, a manager approves in the admin; both see the new schedule and got their emails', async () => {
    const form = await openOffer(ana, day(1));
    await form.getByLabel('A colleague').check();
    await form.getByLabel("Colleague's handle").fill('bea');
    await form.getByLabel('Note (optional)').fill('Dentist');
    await form.getByRole('button', { name: 'Offer shift', exact: true }).tap();
    await region(ana, 'Your shifts').getByText('Your shift is offered to bea.').waitFor();
    await region(ana, 'Your shifts').getByText('Waiting for bea').waitFor();
    await requestCard(myRequests(ana), day(1)).getByText('Waiting for bea').waitFor();
    const [swap] = await requestsOf(`shift=${ids.swapped}`);
    expect(swap).toMatchObject({
      kind: 'swap',
      status: 'pending',
      from_staff: 'ana',
      to_staff: 'bea',
      note: 'Dentist',
    });

    await bea.page.reload();
    const offer = offersToMe(bea).getByRole('listitem').filter({ hasText: 'Dentist' });
    expect(words(await offer.textContent())).toContain('From ana');
    await offer.getByText('Waiting for you').waitFor();
    await offer.scrollIntoViewIfNeeded();
    await expectAccessible(bea.page, 'offer-to-bea');
    await offer.getByRole('button', { name: 'Accept the shift ana offers' }).tap();
    await region(bea, 'Shift swaps')
      .getByText(/^You accepted the shift\./)
      .waitFor();
    await offer.getByText('Waiting for a manager').waitFor();
    expect((await api('GET', `/v1/shift-requests/${swap.id}`)).body.status).toBe('accepted');

    // The manager approves it in the admin, on a desktop.
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    contexts.push(desk);
    const admin = await desk.newPage();
    admin.setDefaultTimeout(8_000);
    const adminWatch = watchPage(admin);
    await signIn(admin, app.baseUrl, token);
    await navigateTo(admin, 'Shift requests');
    const approve = admin.getByRole('button', { name: /^Approve swap of .*Ana Lopez → Bea Kim/ });
    await admin.getByRole('row').filter({ has: approve }).getByText('Dentist').waitFor();
    await approve.click();
    await admin.getByText(/^Approved: .*Ana Lopez → Bea Kim\./).waitFor();
    await approve.waitFor({ state: 'detached' });
    expect((await api('GET', `/v1/shift-requests/${swap.id}`)).body).toMatchObject({
      status: 'approved',
      decided_by: expect.any(String),
    });
    expect((await api('GET', `/v1/shifts/${ids.swapped}`)).body).toMatchObject({ staff: 'bea' });
    expect(adminWatch.takeProblems()).toEqual([]);

    // Everyone involved heard of it by email (SPEC §17): the offer to Bea, Bea's acceptance and
    // the approval to Ana, and the wait for approval to the manager.
    const subjects = (to: string) =>
      mail.received.filter((m) => recipientOf(m) === to).map((m) => m.parsed.subject ?? '');
    await expect
      .poll(() => subjects('ana@example.com').some((s) => /Approved/.test(s)), { timeout: 20_000 })
      .toBe(true);
    expect(subjects('bea@example.com')).toContainEqual(
      expect.stringContaining('Ana Lopez offers you a shift'),
    );
    expect(subjects('ana@example.com')).toContainEqual(
      expect.stringContaining('Bea Kim will take your shift'),
    );
    await expect.poll(() => subjects(MANAGER).length, { timeout: 20_000 }).toBeGreaterThan(0);

    await bea.page.reload();
    await region(bea, 'Your shifts').getByText('Barista').waitFor();
    await ana.page.reload();
    await requestCard(myRequests(ana), day(1)).getByText('Approved').waitFor();
    expect(words(await region(ana, 'Your shifts').textContent())).not.toContain('Barista');
  });

  it("a handle no one has is the field's error and offers nothing; Bea then declines the offer", async () => {
    const form = await openOffer(ana, day(2));
    await form.getByLabel('A colleague').check();
    const handle = form.getByLabel("Colleague's handle");
    await handle.fill('nobody');
    await ana.watch.expectFailures(failuresOf(`/v1/me/shifts/${ids.declined}/offer`, 422), async () => {
      await form.getByRole('button', { name: 'Offer shift', exact: true }).tap();
      await form.getByText('No one in this shop goes by "nobody".', { exact: false }).waitFor();
    });
    expect(await handle.getAttribute('aria-invalid')).toBe('true');
    expect(await requestsOf(`shift=${ids.declined}`)).toEqual([]);

    await handle.fill('bea');
    await form.getByRole('button', { name: 'Offer shift', exact: true }).tap();
    await region(ana, 'Your shifts').getByText('Your shift is offered to bea.').waitFor();

    await bea.page.reload();
    const offer = requestCard(offersToMe(bea), day(2));
    await offer.getByRole('button', { name: 'Decline the shift ana offers' }).tap();
    await region(bea, 'Shift swaps').getByText('You declined the offer.').waitFor();
    await offer.getByText('Declined').waitFor();
    expect(await requestsOf(`shift=${ids.declined}`)).toMatchObject([{ kind: 'swap', status: 'declined' }]);

    await ana.page.reload();
    await requestCard(myRequests(ana), day(2)).getByText('Declined').waitFor();
    // Declined, the shift is Ana's still, and hers to offer again.
    await region(ana, 'Your shifts')
      .getByRole('button', { name: new RegExp(`^Offer shift ${literal(dayWords(day(2)))},`) })
      .waitFor();
  });

  it('Ana offers a shift to everyone, Bea sees it among her open shifts, and Ana cancels the offer', async () => {
    const form = await openOffer(ana, day(3));
    await form.getByRole('button', { name: 'Offer shift', exact: true }).tap();
    await region(ana, 'Your shifts')
      .getByText('Your shift is offered to everyone who can work it.')
      .waitFor();
    expect(await requestsOf(`shift=${ids.dropped}`)).toMatchObject([{ kind: 'drop', status: 'pending' }]);

    await bea.page.reload();
    const offered = region(bea, 'Open shifts').getByRole('listitem').filter({ hasText: 'Offered by ana' });
    expect(words(await offered.textContent())).toContain(dayWords(day(3)));

    const mine = requestCard(myRequests(ana), day(3));
    await mine.getByText('Offered to everyone').waitFor();
    await mine.getByRole('button', { name: /^Cancel request:/ }).tap();
    await region(ana, 'Shift swaps').getByText('Your request is cancelled.').waitFor();
    await mine.getByText('Cancelled').waitFor();
    expect(await requestsOf(`shift=${ids.dropped}`)).toMatchObject([{ kind: 'drop', status: 'cancelled' }]);
    await mine.scrollIntoViewIfNeeded();
    await expectAccessible(ana.page, 'requests-ana');

    await bea.page.reload();
    await region(bea, 'Open shifts').getByText('Cashier').waitFor();
    expect(await region(bea, 'Open shifts').getByText('Offered by ana').count()).toBe(0);
  });

  it('Bea takes a shift Ana offers to everyone: agreed at once (200), then waiting for a manager', async () => {
    const form = await openOffer(ana, day(6));
    await form.getByRole('button', { name: 'Offer shift', exact: true }).tap();
    await region(ana, 'Your shifts')
      .getByText('Your shift is offered to everyone who can work it.')
      .waitFor();

    await bea.page.reload();
    const card = region(bea, 'Open shifts').getByRole('listitem').filter({ hasText: 'Closing' });
    expect(words(await card.textContent())).toContain('Offered by ana');
    await card.getByRole('button', { name: /^Claim shift/ }).tap();
    await region(bea, 'Open shifts')
      .getByText(/^You took the shift on .*It waits for a manager's approval\.$/)
      .waitFor();
    expect(await requestsOf(`shift=${ids.given}`)).toMatchObject([
      { kind: 'drop', status: 'accepted', from_staff: 'ana', to_staff: 'bea' },
    ]);
    await requestCard(offersToMe(bea), day(6)).getByText('Waiting for a manager').waitFor();
    await ana.page.reload();
    await requestCard(myRequests(ana), day(6)).getByText('Waiting for a manager').waitFor();
  });
});
