import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';
import type { SmtpCapture } from '../helpers/smtp-capture.js';
import {
  asStaff,
  cookieFrom,
  STAFF_APP_URL,
  STAFF_ORIGIN,
  signInByInvite,
  startEmailTestApp,
  stopEmailTestApp,
  tokenFromEmail,
} from '../helpers/staff-app.js';
import { until } from '../helpers/webhook-fixtures.js';

let app: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  ({ app, smtp } = await startEmailTestApp());
});
afterAll(() => stopEmailTestApp({ app, smtp }));

let counter = 0;
/** A shop with a manager's email and one staff member with an address of their own. */
async function shopWithStaff(): Promise<{ shop: ShopClient; email: string }> {
  const shop = await newShop(app);
  counter++;
  const email = `ana.${process.pid}.${counter}@example.com`;
  expect((await shop.patch('/v1/shop', { manager_emails: ['boss@example.com'] })).status).toBe(200);
  expect((await shop.post('/v1/staff', { handle: 'ana', name: 'Ana Lima', email })).status).toBe(201);
  return { shop, email };
}

describe('staff email (SPEC §15)', () => {
  it('refuses a malformed email with 422 invalid_email and a duplicate in any case with 409 email_taken, writing nothing', async () => {
    const { shop, email } = await shopWithStaff();
    for (const bad of ['ana', 'ana@example', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expectProblem(
        await shop.post('/v1/staff', { handle: 'bea', name: 'Bea', email: bad }),
        422,
        'invalid_email',
      );
    }
    expectProblem(
      await shop.post('/v1/staff', { handle: 'bea', name: 'Bea', email: email.toUpperCase() }),
      409,
      'email_taken',
    );
    expect((await shop.get('/v1/staff/bea')).status).toBe(404);
    expect((await shop.post('/v1/staff', { handle: 'bea', name: 'Bea' })).status).toBe(201);
    expectProblem(await shop.patch('/v1/staff/bea', { email: email.toUpperCase() }), 409, 'email_taken');
    expect((await shop.get('/v1/staff/bea')).body.email).toBeNull();
  });

  it('shows notification preferences (all on) and no sign-in yet on /v1/staff', async () => {
    const { shop } = await shopWithStaff();
    const ana = (await shop.get('/v1/staff/ana')).body;
    expect(ana.notifications).toEqual({ schedule: true, reminder: true, time_off: true, pay: true });
    expect(ana.last_sign_in_at).toBeNull();
  });
});

describe('shop settings of the staff app and email (SPEC §15, §16)', () => {
  it('takes staff_see_pay, up to 10 manager_emails and shift_reminder_minutes 5–2880 or null; refuses the rest, changing nothing', async () => {
    const shop = await newShop(app);
    const defaults = (await shop.get('/v1/shop')).body;
    expect(defaults).toMatchObject({
      staff_see_pay: false,
      manager_emails: [],
      shift_reminder_minutes: null,
    });
    const bad = expectProblem(
      await shop.patch('/v1/shop', {
        manager_emails: ['boss@example.com', 'not-an-email'],
        staff_see_pay: true,
      }),
      422,
      'invalid_email',
    );
    expect(bad.errors).toEqual([{ field: 'manager_emails[1]', message: 'not an email address' }]);
    const eleven = Array.from({ length: 11 }, (_, i) => `m${i}@example.com`);
    expectProblem(await shop.patch('/v1/shop', { manager_emails: eleven }), 400, 'validation_error');
    for (const minutes of [4, 2881, 10.5, '30'])
      expectProblem(
        await shop.patch('/v1/shop', { shift_reminder_minutes: minutes }),
        400,
        'validation_error',
      );
    expect((await shop.get('/v1/shop')).body).toMatchObject({ staff_see_pay: false, manager_emails: [] });

    const set = await shop.patch('/v1/shop', {
      staff_see_pay: true,
      manager_emails: eleven.slice(0, 10),
      shift_reminder_minutes: 5,
    });
    expect(set.body).toMatchObject({
      staff_see_pay: true,
      manager_emails: eleven.slice(0, 10),
      shift_reminder_minutes: 5,
    });
    expect(
      (await shop.patch('/v1/shop', { shift_reminder_minutes: null })).body.shift_reminder_minutes,
    ).toBeNull();
  });
});

describe('invites and sign-in links (SPEC §15, §16)', () => {
  it('an invite arrives by SMTP as SPEC §16 says and its link signs the staff member in once', async () => {
    const { shop, email } = await shopWithStaff();
    const { cookie, email: received } = await signInByInvite(app, shop.token, 'ana', smtp);

    const mail = received.parsed;
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined).toBe(email);
    expect(mail.from?.value[0]).toEqual({
      name: `${shop.shop.domain} via Shiftbook`,
      address: 'hello@mail.shiftbook.test',
    });
    expect(mail.replyTo?.value[0]?.address).toBe('boss@example.com');
    expect(mail.headers.get('x-shiftbook-kind')).toBe('sign_in');
    expect(mail.messageId).toMatch(/^<ntf_[A-Za-z0-9]+@mail\.shiftbook\.test>$/);
    expect(received.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(received.raw.indexOf('text/plain')).toBeLessThan(received.raw.indexOf('text/html'));
    expect(mail.html).toContain('/staff/sign-in#token=');
    expect(mail.headers.get('list-unsubscribe')).toBeUndefined();

    const me = await asStaff(app, cookie)('GET', '/v1/me');
    expect(me.status, me.text).toBe(200);
    expect(me.body).toMatchObject({ handle: 'ana', name: 'Ana Lima', email, active: true });
    expect(me.body.shop).toMatchObject({
      domain: shop.shop.domain,
      name: shop.shop.domain,
      staff_see_pay: false,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/rate|pin/);

    // Single use: the same link again is dead.
    const again = await app.request('POST', '/staff-auth/session', {
      body: { token: tokenFromEmail(received) },
      headers: STAFF_ORIGIN,
    });
    expectProblem(again, 401, 'link_expired');
    expect(again.headers.get('set-cookie')).toBeNull();

    // The log shows it sent, without its body or link.
    const log = (await shop.get('/v1/notifications?kind=sign_in')).body;
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      kind: 'sign_in',
      staff: 'ana',
      recipient: email,
      status: 'sent',
      attempts: 1,
    });
    expect(JSON.stringify(log.data[0])).not.toContain('token');
    expect((await shop.get(`/v1/notifications/${log.data[0].id}`)).body.id).toBe(log.data[0].id);
    expect((await shop.get('/v1/staff/ana')).body.last_sign_in_at).not.toBeNull();
  });

  it('sets the session cookie exactly as SPEC §15 says and logout ends it', async () => {
    const { shop, email: address } = await shopWithStaff();
    await shop.post('/v1/staff/ana/invite', {});
    const [email] = await smtp.waitForTo(address, 1);
    const session = await app.request('POST', '/staff-auth/session', {
      body: { token: tokenFromEmail(email!) },
      headers: STAFF_ORIGIN,
    });
    expect(session.status).toBe(200);
    expect(session.headers.get('set-cookie')).toMatch(
      /^shiftbook_staff=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Lax; Path=\/; Max-Age=2592000$/,
    );
    expect(session.body.shop).toEqual({ domain: shop.shop.domain, name: shop.shop.domain, timezone: 'UTC' });
    const cookie = cookieFrom(session);
    const staff = asStaff(app, cookie);

    expectProblem(
      await app.request('POST', '/staff-auth/logout', { headers: { cookie } }),
      403,
      'origin_mismatch',
    );
    expect((await staff('GET', '/v1/me')).status).toBe(200);
    const out = await staff('POST', '/staff-auth/logout');
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(
      /^shiftbook_staff=; HttpOnly; SameSite=Lax; Path=\/; Max-Age=0$/,
    );
    expectProblem(await staff('GET', '/v1/me'), 401, 'staff_session_required');
  });

  it('answers a link request the same for a known and an unknown address, and emails only the known one', async () => {
    const { email } = await shopWithStaff();
    const known = await app.request('POST', '/staff-auth/link', { body: { email: email.toUpperCase() } });
    const unknown = await app.request('POST', '/staff-auth/link', {
      body: { email: `nobody.${counter}@example.com` },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ status: 'sent' });
    expect(unknown.text).toBe(known.text);
    const [mail] = await smtp.waitForTo(email, 1);
    expect(mail!.parsed.subject).toMatch(/sign-in link/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      smtp.received.filter((m) => m.parsed.to && JSON.stringify(m.parsed.to).includes('nobody.')),
    ).toEqual([]);
  });

  it('a newer link voids the older one', async () => {
    const { shop, email } = await shopWithStaff();
    await shop.post('/v1/staff/ana/invite', {});
    await smtp.waitForTo(email, 1);
    await app.request('POST', '/staff-auth/link', { body: { email } });
    const [first, second] = await smtp.waitForTo(email, 2);
    const sign = (mail: typeof first) =>
      app.request('POST', '/staff-auth/session', {
        body: { token: tokenFromEmail(mail!) },
        headers: STAFF_ORIGIN,
      });
    expectProblem(await sign(first), 401, 'link_expired');
    expect((await sign(second)).status).toBe(200);
  });

  it('refuses bad invites and sessions with a problem, changing nothing', async () => {
    const { shop } = await shopWithStaff();
    await shop.post('/v1/staff', { handle: 'noemail', name: 'No Email' });
    await shop.post('/v1/staff', {
      handle: 'gone',
      name: 'Gone',
      email: `gone.${counter}@example.com`,
      active: false,
    });
    expectProblem(await shop.post('/v1/staff/noemail/invite', {}), 422, 'no_email');
    expectProblem(await shop.post('/v1/staff/gone/invite', {}), 422, 'staff_inactive');
    expectProblem(await shop.post('/v1/staff/nobody/invite', {}), 404, 'not_found');
    expect((await shop.get('/v1/notifications')).body.data).toHaveLength(0);

    const unknown = await app.request('POST', '/staff-auth/session', {
      body: { token: 'x'.repeat(43) },
      headers: STAFF_ORIGIN,
    });
    expectProblem(unknown, 401, 'link_expired');
    expectProblem(
      await app.request('POST', '/staff-auth/session', { body: { token: 'x' } }),
      403,
      'origin_mismatch',
    );
    expectProblem(
      await app.request('POST', '/staff-auth/session', {
        body: { token: 'x' },
        headers: { origin: 'https://evil.example' },
      }),
      403,
      'origin_mismatch',
    );
    expectProblem(
      await app.request('POST', '/staff-auth/session', {
        body: { token: 'x', staff: 'ana' },
        headers: STAFF_ORIGIN,
      }),
      400,
      'validation_error',
    );
  });

  it('deactivation and an email change end the person’s sessions', async () => {
    const { shop } = await shopWithStaff();
    const first = asStaff(app, (await signInByInvite(app, shop.token, 'ana', smtp)).cookie);
    expect((await first('GET', '/v1/me')).status).toBe(200);
    expect((await shop.patch('/v1/staff/ana', { email: `new.${counter}@example.com` })).status).toBe(200);
    expectProblem(await first('GET', '/v1/me'), 401, 'staff_session_required');

    const second = asStaff(app, (await signInByInvite(app, shop.token, 'ana', smtp)).cookie);
    expect((await second('GET', '/v1/me')).status).toBe(200);
    expect((await shop.patch('/v1/staff/ana', { active: false })).status).toBe(200);
    expectProblem(await second('GET', '/v1/me'), 401, 'staff_session_required');
  });

  it('/v1/me refuses a shop token with 403 and no session with 401, both staff_session_required', async () => {
    const { shop } = await shopWithStaff();
    expectProblem(await app.request('GET', '/v1/me', { token: shop.token }), 403, 'staff_session_required');
    expectProblem(
      await app.request('GET', '/v1/me', { token: 'sbk_nonsense' }),
      401,
      'staff_session_required',
    );
    expectProblem(await app.request('GET', '/v1/me'), 401, 'staff_session_required');
    expectProblem(
      await app.request('GET', '/v1/me', { headers: { cookie: 'shiftbook_staff=forged' } }),
      401,
      'staff_session_required',
    );
  });
});

describe('link rate limits (SPEC §15)', () => {
  it('a fourth request for one address in 15 minutes is a 429 with Retry-After, known address or not', async () => {
    const limited = await startTestApp(
      { SMTP_URL: smtp.url, PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1' },
      { deliveries: false },
    );
    try {
      for (const email of [`known.${counter}@example.com`, `unknown.${counter}@example.com`]) {
        for (let i = 0; i < 3; i++)
          expect((await limited.request('POST', '/staff-auth/link', { body: { email } })).status).toBe(202);
        const refused = await limited.request('POST', '/staff-auth/link', {
          body: { email: email.toUpperCase() },
        });
        expectProblem(refused, 429, 'rate_limited');
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
      }
      // 30 per IP: 6 asked so far, 24 more distinct addresses pass, the next is refused.
      for (let i = 0; i < 24; i++)
        expect(
          (
            await limited.request('POST', '/staff-auth/link', {
              body: { email: `ip${i}.${counter}@example.com` },
            })
          ).status,
        ).toBe(202);
      expectProblem(
        await limited.request('POST', '/staff-auth/link', { body: { email: `last.${counter}@example.com` } }),
        429,
        'rate_limited',
      );
    } finally {
      await limited.close();
    }
  });
});

describe('email off (no SMTP_URL)', () => {
  it('under NODE_ENV=development writes the sign-in link to the log, and nowhere in production', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      for (const NODE_ENV of ['development', 'production']) {
        const off = await startTestApp({
          PUBLIC_URL: STAFF_APP_URL,
          RATE_LIMIT_DISABLED: '1',
          LOG_LEVEL: 'info',
          NODE_ENV,
        });
        try {
          const shop = await newShop(off);
          await shop.post('/v1/staff', { handle: 'ana', name: 'Ana', email: `log.${NODE_ENV}@example.com` });
          expect(
            (
              await off.request('POST', '/staff-auth/link', {
                body: { email: `log.${NODE_ENV}@example.com` },
              })
            ).status,
          ).toBe(202);
          // The link is made after the 202: give production the same time to (not) log it.
          if (NODE_ENV === 'production') await new Promise((resolve) => setTimeout(resolve, 500));
          else await until(async () => lines.some((line) => line.includes('/staff/sign-in#token=')));
        } finally {
          await off.close();
        }
      }
    } finally {
      spy.mockRestore();
    }
    const logged = lines.filter((line) => line.includes('/staff/sign-in#token='));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('log.development@example.com');
  });

  it('queues nothing and says email_enabled: false', async () => {
    const off = await startTestApp(
      { PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1' },
      { deliveries: true },
    );
    try {
      const shop = await newShop(off);
      expect((await shop.get('/v1/shop')).body.email_enabled).toBe(false);
      await shop.post('/v1/staff', { handle: 'ana', name: 'Ana', email: 'ana@example.com' });
      expect((await shop.post('/v1/staff/ana/invite', {})).status).toBe(202);
      await until(async () => true);
      expect((await shop.get('/v1/notifications')).body.data).toEqual([]);
    } finally {
      await off.close();
    }
    const on = await newShop(app);
    expect((await on.get('/v1/shop')).body.email_enabled).toBe(true);
  });
});
