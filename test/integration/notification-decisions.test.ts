import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '../../web/services/views/notification-view.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import type { ReceivedEmail, SmtpCapture } from '../helpers/smtp-capture.js';
import {
  STAFF_APP_URL,
  signInByInvite,
  staffSessionHeaders,
  startEmailTestApp,
  stopEmailTestApp,
} from '../helpers/staff-app.js';
import { until } from '../helpers/webhook-fixtures.js';

/**
 * SPEC §16's `time_off`, `pay` and `manager` (time off request) emails, read back from a real
 * SMTP server; RFC 8058 one-click unsubscribe; and "Send again" (decision 59).
 */
let app: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await startEmailTestApp());
});
afterAll(() => stopEmailTestApp({ app, smtp }));

let counter = 0;
/** A unique address per test, so each reads back only its own emails. */
function address(name: string): string {
  counter++;
  return `${name}.${process.pid}.${counter}@example.com`;
}

interface Team {
  shop: ShopClient;
  ana: { id: string; email: string };
  boss: string;
  deputy: string;
}

/** A shop with two manager emails and `ana`, who has an email address. */
async function team(): Promise<Team> {
  const shop = await newShop(app);
  const boss = address('boss');
  const deputy = address('deputy');
  const email = address('ana');
  expect((await shop.patch('/v1/shop', { manager_emails: [boss, deputy] })).status).toBe(200);
  const created = await shop.post('/v1/staff', {
    handle: 'ana',
    name: 'Ana Lima',
    email,
    hourly_rate: '20.00',
  });
  expect(created.status, created.text).toBe(201);
  return { shop, ana: { id: created.body.id, email }, boss, deputy };
}

/**
 * A header as it came over SMTP (unfolded), read from the raw message: mailparser turns the
 * List-* headers into objects of its own.
 */
function header(email: ReceivedEmail, name: string): string | undefined {
  const head = email.raw.slice(0, email.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The whole message as a person could read it: subject and both parts. */
function everything(email: ReceivedEmail): string {
  return `${email.parsed.subject}\n${email.parsed.text}\n${email.parsed.html}`;
}

async function notifications(shop: ShopClient, query: string) {
  const res = await shop.get(`/v1/notifications?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data as NotificationView[];
}

/** A week of ana's: Mon 16 – Fri 20 Nov 2026, 9 h a day (45 h: 5 h over 40). */
async function workedWeek(shop: ShopClient): Promise<string> {
  let timesheet = '';
  for (const day of ['16', '17', '18', '19', '20']) {
    const entry = await shop.addEntry('ana', `2026-11-${day}T08:00:00Z`, `2026-11-${day}T17:00:00Z`);
    timesheet = entry.timesheet;
  }
  return timesheet;
}

describe('time off emails (SPEC §16 time_off, manager)', () => {
  it('a new request emails every manager address, naming the requester and the days; the decision emails the requester', async () => {
    const { shop, ana, boss, deputy } = await team();
    const requested = await shop.post('/v1/time-off', {
      staff: 'ana',
      starts_on: '2026-12-01',
      ends_on: '2026-12-03',
      kind: 'vacation',
      note: 'Family <visit>',
    });
    expect(requested.status, requested.text).toBe(201);

    const [toBoss] = await smtp.waitForTo(boss, 1);
    const [toDeputy] = await smtp.waitForTo(deputy, 1);
    for (const mail of [toBoss!, toDeputy!]) {
      expect(header(mail, 'x-shiftbook-kind')).toBe('manager');
      expect(mail.parsed.subject).toBe(
        `${shop.shop.domain}: Ana Lima asks for time off Tue 1 Dec – Thu 3 Dec`,
      );
      expect(mail.parsed.text).toContain('Days: Tue 1 Dec – Thu 3 Dec (3 days)');
      expect(mail.parsed.text).toContain('Note: Family <visit>');
      // A person's note is escaped in HTML.
      expect(mail.parsed.html).toContain('Family &lt;visit&gt;');
      expect(mail.raw.indexOf('text/plain')).toBeLessThan(mail.raw.indexOf('text/html'));
      // Managers cannot unsubscribe themselves from a shop setting.
      expect(header(mail, 'list-unsubscribe')).toBeUndefined();
    }
    const managerLog = await notifications(shop, 'kind=manager');
    expect(managerLog.map((n) => n.recipient).sort()).toEqual([boss, deputy].sort());
    expect(managerLog.every((n) => n.staff_id === null)).toBe(true);

    const approved = await shop.post(`/v1/time-off/${requested.body.id}/approve`, { reason: 'Enjoy & rest' });
    expect(approved.status, approved.text).toBe(200);
    const [decision] = await smtp.waitForTo(ana.email, 1);
    expect(decision!.parsed.subject).toBe(
      `${shop.shop.domain}: your time off Tue 1 Dec – Thu 3 Dec was approved`,
    );
    expect(header(decision!, 'x-shiftbook-kind')).toBe('time_off');
    expect(decision!.parsed.text).toContain('Reason: Enjoy & rest');
    expect(decision!.parsed.html).toContain('Enjoy &amp; rest');
    expect(decision!.parsed.text).toContain(`${STAFF_APP_URL}/staff`);
    expect(decision!.parsed.html).not.toMatch(/<script|<link|@import|https?:\/\/fonts\./i);
    const unsubscribe = header(decision!, 'list-unsubscribe');
    expect(unsubscribe).toMatch(new RegExp(`^<${STAFF_APP_URL}/unsubscribe/[A-Za-z0-9_-]+\\.[0-9a-f]{32}>$`));
    expect(header(decision!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const [logged] = await notifications(shop, 'kind=time_off&staff=ana');
    expect(logged).toMatchObject({ kind: 'time_off', staff: 'ana', staff_id: ana.id, recipient: ana.email });
  });

  it('a request from the staff app emails the managers too; a denial says so, with its reason', async () => {
    const { shop, ana, boss, deputy } = await team();
    const headers = await staffSessionHeaders(app, shop.shop.id, ana.id);
    const mine = await app.request('POST', '/v1/me/time-off', {
      headers,
      body: { starts_on: '2026-12-08', ends_on: '2026-12-08', kind: 'other' },
    });
    expect(mine.status, mine.text).toBe(201);
    const [toBoss] = await smtp.waitForTo(boss, 1);
    await smtp.waitForTo(deputy, 1);
    expect(toBoss!.parsed.subject).toBe(`${shop.shop.domain}: Ana Lima asks for time off Tue 8 Dec`);
    expect(toBoss!.parsed.text).toContain('Tue 8 Dec (1 day)');

    const denied = await shop.post(`/v1/time-off/${mine.body.id}/deny`, { reason: 'Stocktake' });
    expect(denied.status, denied.text).toBe(200);
    const [decision] = await smtp.waitForTo(ana.email, 1);
    expect(decision!.parsed.subject).toBe(`${shop.shop.domain}: your time off Tue 8 Dec was denied`);
    expect(decision!.parsed.text).toContain('Reason: Stocktake');
  });

  it('makes no time_off email when the person turned the kind off, or has no email', async () => {
    const { shop, ana, boss, deputy } = await team();
    const headers = await staffSessionHeaders(app, shop.shop.id, ana.id);
    const off = await app.request('PATCH', '/v1/me', {
      headers,
      body: { notifications: { time_off: false } },
    });
    expect(off.status, off.text).toBe(200);
    await shop.addStaff('bo');
    for (const staff of ['ana', 'bo']) {
      const created = await shop.post('/v1/time-off', {
        staff,
        starts_on: '2026-12-10',
        ends_on: '2026-12-10',
        kind: 'vacation',
      });
      expect(created.status, created.text).toBe(201);
      expect((await shop.post(`/v1/time-off/${created.body.id}/approve`, {})).status).toBe(200);
    }
    expect(await notifications(shop, 'kind=time_off')).toEqual([]);
    // The managers still heard of both requests: their emails are not the staff member's to turn off.
    expect(await notifications(shop, 'kind=manager')).toHaveLength(4);
    // Read back, so no email of this test is still on its way when a later one counts.
    await smtp.waitForTo(boss, 2);
    await smtp.waitForTo(deputy, 2);
  });
});

describe('pay emails (SPEC §16 pay)', () => {
  it('an approved timesheet emails week, hours and overtime, and no gross while staff_see_pay is false', async () => {
    const { shop, ana } = await team();
    const timesheet = await workedWeek(shop);
    const approved = await shop.post(`/v1/timesheets/${timesheet}/approve`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.gross).toBe('950.00');

    const [mail] = await smtp.waitForTo(ana.email, 1);
    expect(mail!.parsed.subject).toBe(
      `${shop.shop.domain}: your hours for Mon 16 Nov – Sun 22 Nov are approved`,
    );
    expect(header(mail!, 'x-shiftbook-kind')).toBe('pay');
    expect(mail!.parsed.text).toContain('Hours: 45');
    expect(mail!.parsed.text).toContain('Overtime: 5 h');
    const all = everything(mail!);
    expect(all).not.toContain('950');
    expect(all).not.toMatch(/gross|rate|USD/i);
    expect(header(mail!, 'list-unsubscribe')).toMatch(/\/unsubscribe\//);
    expect(await notifications(shop, 'kind=pay')).toHaveLength(1);
  });

  it('shows the gross, as the API writes it, when staff_see_pay is true', async () => {
    const { shop, ana } = await team();
    expect((await shop.patch('/v1/shop', { staff_see_pay: true })).status).toBe(200);
    const timesheet = await workedWeek(shop);
    expect((await shop.post(`/v1/timesheets/${timesheet}/approve`)).status).toBe(200);
    const [mail] = await smtp.waitForTo(ana.email, 1);
    expect(mail!.parsed.text).toMatch(/Gross pay: 950\.00 [A-Z]{3}/);
    expect(mail!.parsed.html).toContain('950.00');
  });

  it('makes no pay email when the person turned pay off', async () => {
    const { shop, ana } = await team();
    const headers = await staffSessionHeaders(app, shop.shop.id, ana.id);
    expect(
      (await app.request('PATCH', '/v1/me', { headers, body: { notifications: { pay: false } } })).status,
    ).toBe(200);
    const timesheet = await workedWeek(shop);
    expect((await shop.post(`/v1/timesheets/${timesheet}/approve`)).status).toBe(200);
    expect(await notifications(shop, 'kind=pay')).toEqual([]);
  });
});

describe('one-click unsubscribe (SPEC §16, RFC 8058)', () => {
  /** The unsubscribe URL of ana's pay email, and the shop. */
  async function payLink(): Promise<{ shop: ShopClient; url: URL }> {
    const { shop, ana } = await team();
    const timesheet = await workedWeek(shop);
    expect((await shop.post(`/v1/timesheets/${timesheet}/approve`)).status).toBe(200);
    const [mail] = await smtp.waitForTo(ana.email, 1);
    const link = /^<(.+)>$/.exec(header(mail!, 'list-unsubscribe') ?? '')?.[1];
    expect(link).toBeDefined();
    // The link in the body is the same one.
    expect(mail!.parsed.text).toContain(link!);
    return { shop, url: new URL(link!) };
  }

  const preferences = async (shop: ShopClient) => (await shop.get('/v1/staff/ana')).body.notifications;

  it('GET shows a confirm page that posts, and changes nothing', async () => {
    const { shop, url } = await payLink();
    const page = await app.request('GET', url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<form method="post">/);
    expect(page.text).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await preferences(shop)).toEqual({ schedule: true, reminder: true, time_off: true, pay: true });
  });

  it("POST with RFC 8058's form body, no cookie or Origin, turns that kind off for that person only", async () => {
    const { shop, url } = await payLink();
    const res = await app.request('POST', url.pathname, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status, res.text).toBe(200);
    expect(await preferences(shop)).toEqual({ schedule: true, reminder: true, time_off: true, pay: false });
    // Again: still 200, still off.
    const again = await app.request('POST', url.pathname, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.status).toBe(200);
    expect((await preferences(shop)).pay).toBe(false);
  });

  it('an unknown, altered or foreign-kind token is a 404 and changes nothing', async () => {
    const { shop, url } = await payLink();
    const token = url.pathname.split('/').pop()!;
    const [body, mac] = token.split('.') as [string, string];
    const flipped = `${body}.${mac.slice(0, -1)}${mac.endsWith('0') ? '1' : '0'}`;
    const otherKind = Buffer.from(
      Buffer.from(body, 'base64url').toString().replace(/:pay$/, ':schedule'),
    ).toString('base64url');
    for (const bad of ['nope', flipped, `${otherKind}.${mac}`, `x${token}`]) {
      expect((await app.request('GET', `/unsubscribe/${bad}`)).status).toBe(404);
      expect(
        (
          await app.request('POST', `/unsubscribe/${bad}`, {
            rawBody: 'List-Unsubscribe=One-Click',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          })
        ).status,
      ).toBe(404);
    }
    expect(await preferences(shop)).toEqual({ schedule: true, reminder: true, time_off: true, pay: true });
  });

  it('a valid link of a shop that was uninstalled is a 404 and changes nothing', async () => {
    const { shop, url } = await payLink();
    await app.deps.db.transaction(() => app.deps.repos.shops.markUninstalled(shop.shop.id, Date.now()));
    expect((await app.request('GET', url.pathname)).status).toBe(404);
    expect((await app.request('POST', url.pathname, { rawBody: '' })).status).toBe(404);
    const staff = await app.deps.repos.staff.findByRef(shop.shop.id, 'ana');
    expect(staff?.notifyPay).toBe(true);
  });

  it('sign-in emails carry no List-Unsubscribe', async () => {
    const { shop } = await team();
    const { email } = await signInByInvite(app, shop.token, 'ana', smtp);
    expect(header(email, 'x-shiftbook-kind')).toBe('sign_in');
    expect(header(email, 'list-unsubscribe')).toBeUndefined();
    expect(header(email, 'list-unsubscribe-post')).toBeUndefined();
  });
});

describe('POST /v1/notifications/{id}/retry (decision 59)', () => {
  it('sends a failed email again with a fresh schedule; anything but failed is a 409', async () => {
    const { shop, ana } = await team();
    const previous = smtp.reply;
    // Earlier tests read back all their emails: the next one offered is ana's, refused for good.
    let refused = false;
    smtp.reply = (index) => {
      if (refused) return previous(index);
      refused = true;
      return { code: 550, message: 'mailbox unavailable' };
    };
    try {
      const timesheet = await workedWeek(shop);
      expect((await shop.post(`/v1/timesheets/${timesheet}/approve`)).status).toBe(200);
      let failed: NotificationView | undefined;
      await until(async () => {
        [failed] = await notifications(shop, 'kind=pay&status=failed');
        return failed !== undefined;
      });
      if (!failed) throw new Error('no failed email');
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed.last_error ?? '').toContain('550');

      const retried = await shop.post(`/v1/notifications/${failed.id}/retry`);
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body).toMatchObject({ id: failed.id, status: 'queued', attempts: 0 });
      const [mail] = await smtp.waitForTo(ana.email, 1);
      expect(mail!.parsed.messageId).toBe(`<${failed.id}@mail.shiftbook.test>`);
      const id = failed.id;
      await until(async () => (await shop.get(`/v1/notifications/${id}`)).body.status === 'sent');
      expect((await shop.get(`/v1/notifications/${id}`)).body).toMatchObject({ attempts: 1, status: 'sent' });

      expectProblem(await shop.post(`/v1/notifications/${failed.id}/retry`), 409, 'state_conflict');
      expectProblem(await shop.post('/v1/notifications/ntf_unknown/retry'), 404, 'not_found');
    } finally {
      smtp.reply = previous;
    }
  });

  it('needs write_staff', async () => {
    const reader = await newShop(app, { scopes: ['read_staff'] });
    expectProblem(await reader.post('/v1/notifications/ntf_x/retry'), 403, 'insufficient_scope');
  });
});

describe('without SMTP_URL', () => {
  it('a decision, an approval and a request queue no notification at all', async () => {
    const quiet = await startTestApp({ LOG_LEVEL: 'silent' });
    try {
      const shop = await newShop(quiet);
      expect((await shop.patch('/v1/shop', { manager_emails: [address('boss')] })).status).toBe(200);
      expect(
        (
          await shop.post('/v1/staff', {
            handle: 'ana',
            name: 'Ana',
            email: address('ana'),
            hourly_rate: '20.00',
          })
        ).status,
      ).toBe(201);
      const request = await shop.post('/v1/time-off', {
        staff: 'ana',
        starts_on: '2026-12-01',
        ends_on: '2026-12-01',
        kind: 'vacation',
      });
      expect(request.status, request.text).toBe(201);
      expect((await shop.post(`/v1/time-off/${request.body.id}/deny`, {})).status).toBe(200);
      const entry = await shop.addEntry('ana', '2026-11-17T09:00:00Z', '2026-11-17T17:00:00Z');
      expect((await shop.post(`/v1/timesheets/${entry.timesheet}/approve`)).status).toBe(200);
      expect((await shop.get('/v1/notifications')).body.data).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
