import { expect } from 'vitest';
import { newId } from '../../web/domain/ids.js';
import { newSecretToken, tokenHash } from '../../web/domain/staff-app/secret-token.js';
import { type RequestOptions, startTestApp, type TestApp, type TestResponse } from './harness.js';
import { type ReceivedEmail, type SmtpCapture, startSmtpCapture } from './smtp-capture.js';

/** The app URL the staff app tests run under (PUBLIC_URL): links, the Origin check and the feed use it. */
export const STAFF_APP_URL = 'http://staff.shiftbook.test:8080';
export const STAFF_ORIGIN = { origin: STAFF_APP_URL };

/** The token of an emailed sign-in link, read from the text part as a person would click it. */
export function tokenFromEmail(email: ReceivedEmail): string {
  const match = /(http\S+\/staff\/sign-in#token=([A-Za-z0-9_-]+))/.exec(email.parsed.text ?? '');
  expect(match, 'the email carries a sign-in link').not.toBeNull();
  expect(match![1]!.startsWith(`${STAFF_APP_URL}/staff/sign-in#token=`)).toBe(true);
  return match![2]!;
}

/** `shiftbook_staff=<value>` from a Set-Cookie answer. */
export function cookieFrom(res: TestResponse): string {
  const header = res.headers.get('set-cookie') ?? '';
  const match = /shiftbook_staff=([^;]*)/.exec(header);
  expect(match, `Set-Cookie: ${header}`).not.toBeNull();
  return `shiftbook_staff=${match![1]}`;
}

/** A request of the staff app: its cookie and its Origin. */
export function asStaff(app: TestApp, cookie: string) {
  return (method: string, path: string, options: Omit<RequestOptions, 'token'> = {}) =>
    app.request(method, path, { ...options, headers: { cookie, ...STAFF_ORIGIN, ...options.headers } });
}

/**
 * Invites a staff member, reads the email that SMTP received and signs in with its link.
 * Answers the session's cookie and the email.
 */
export async function signInByInvite(
  app: TestApp,
  token: string,
  staff: string,
  smtp: SmtpCapture,
): Promise<{ cookie: string; email: ReceivedEmail }> {
  const address = (await app.request('GET', `/v1/staff/${staff}`, { token })).body.email as string;
  const before = (await smtp.waitForTo(address, 0)).length;
  const invited = await app.request('POST', `/v1/staff/${staff}/invite`, { token, body: {} });
  expect(invited.status, invited.text).toBe(202);
  const email = (await smtp.waitForTo(address, before + 1))[before]!;
  const session = await app.request('POST', '/staff-auth/session', {
    body: { token: tokenFromEmail(email) },
    headers: STAFF_ORIGIN,
  });
  expect(session.status, session.text).toBe(200);
  return { cookie: cookieFrom(session), email };
}

/**
 * A live staff app session for a staff member without email: a sign-in link written straight
 * to the database (as an invite would) and spent through `POST /staff-auth/session`. Answers
 * the headers the staff app sends (cookie and Origin). For tests of other things than email.
 */
export async function staffSessionHeaders(
  app: TestApp,
  shopId: string,
  staffId: string,
): Promise<Record<string, string>> {
  const token = newSecretToken();
  const now = Date.now();
  await app.deps.db.transaction(() =>
    app.deps.repos.staffAuth.insertLink({
      id: newId('lnk', now),
      shopId,
      staffId,
      tokenHash: tokenHash(token),
      kind: 'invite',
      expiresAt: now + 60_000,
      createdAt: now,
    }),
  );
  const origin = new URL(app.deps.staffApp.appUrl).origin;
  const session = await app.request('POST', '/staff-auth/session', { body: { token }, headers: { origin } });
  expect(session.status, session.text).toBe(200);
  return { cookie: cookieFrom(session), origin };
}

/** An app with the email channel on, sending to an SMTP server of its own. */
export interface EmailTestApp {
  app: TestApp;
  smtp: SmtpCapture;
}

/**
 * Starts a real SMTP server and an app that sends to it (with the outbox relay and workers on),
 * as the staff app's tests need: `MAIL_FROM` on the test domain, rate limits off, `env` on top.
 */
export async function startEmailTestApp(env: Record<string, string> = {}): Promise<EmailTestApp> {
  const smtp = await startSmtpCapture();
  const app = await startTestApp(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL: STAFF_APP_URL,
      MAIL_FROM: 'hello@mail.shiftbook.test',
      RATE_LIMIT_DISABLED: '1',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...env,
    },
    { deliveries: true },
  );
  return { app, smtp };
}

export async function stopEmailTestApp(started: Partial<EmailTestApp>): Promise<void> {
  await started.app?.close();
  await started.smtp?.close();
}
