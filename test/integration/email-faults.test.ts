import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../web/db/open-database.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { lastLine, runCli, startServerProcess, startWorkerProcess } from '../helpers/processes.js';
import { deleteKeysWithPrefix } from '../helpers/redis-keys.js';
import { freePort, type OwnRedis, ownRedis } from '../helpers/redis-server.js';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
import { STAFF_APP_URL, tokenFromEmail } from '../helpers/staff-app.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { until } from '../helpers/webhook-fixtures.js';

let app: TestApp | undefined;
let smtp: SmtpCapture | undefined;
let redis: OwnRedis | undefined;

afterEach(async () => {
  await app?.close();
  await smtp?.close();
  await redis?.kill();
  app = smtp = redis = undefined;
});

/** An app sending to a test SMTP server with a retry schedule 100 times shorter (5 s → 50 ms). */
async function setUp(env: Record<string, string> = {}) {
  smtp = await startSmtpCapture();
  app = await startTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1', ...env },
    {
      deliveries: true,
      emailTuning: { retryDelayScale: 0.01, reconcileEveryMs: 300, overdueAfterMs: 500, smtpTimeoutMs: 2000 },
    },
  );
  const shop = await app.addShop(`mail-${randomUUID().slice(0, 8)}.myshopify.com`, { name: 'Café Ünïcode' });
  const token = await app.token(shop);
  const staff = await app.request('POST', '/v1/staff', {
    token,
    body: { handle: 'ana', name: 'Ana', email: 'ana@example.com' },
  });
  expect(staff.status).toBe(201);
  const invite = () => app!.request('POST', '/v1/staff/ana/invite', { token, body: {} });
  const log = async () => (await app!.request('GET', '/v1/notifications', { token })).body.data;
  return { app, smtp, token, invite, log };
}

describe('emails survive faults (SPEC §16)', () => {
  it('a 4xx reply is retried, and the retry is sent with the same Message-ID', async () => {
    const { smtp, invite, log } = await setUp();
    smtp.reply = (index) =>
      index === 0 ? { code: 451, message: '4.3.0 Try again later' } : { accept: true };
    expect((await invite()).status).toBe(202);
    const [email] = await smtp.waitFor(1);
    expect(email!.parsed.from?.value[0]?.name).toBe('Café Ünïcode via Shiftbook');
    await until(async () => (await log())[0]?.status === 'sent');
    const [row] = await log();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(row.last_error).toBeNull();
    expect(email!.parsed.messageId).toBe(`<${row.id}@staff.shiftbook.test>`);
  });

  it('a 5xx reply fails the email at once, with the reply as last_error', async () => {
    const { smtp, invite, log } = await setUp();
    smtp.reply = () => ({ code: 550, message: '5.1.1 No such user' });
    await invite();
    await until(async () => (await log())[0]?.status === 'failed');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [row] = await log();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/550/);
    expect(smtp.offered).toBe(1);
  });

  it('a connection dropped before the reply is retried: the message arrives, its Message-ID unchanged', async () => {
    const { smtp, invite, log } = await setUp();
    smtp.reply = (index) => (index === 0 ? { drop: true } : { accept: true });
    await invite();
    const [email] = await smtp.waitFor(1);
    await until(async () => smtp!.dropped.length === 1);
    expect(email!.parsed.messageId).toBe(smtp.dropped[0]!.parsed.messageId);
    expect(tokenFromEmail(email!)).toBe(tokenFromEmail(smtp.dropped[0]!));
    await until(async () => (await log())[0]?.status === 'sent');
    expect((await log())[0].attempts).toBe(2);
  });

  it('with Redis stopped the invite is answered and the email waits in the outbox, then goes once Redis is back', async () => {
    redis = await ownRedis();
    await redis.start();
    const { smtp, invite, log } = await setUp({ REDIS_URL: redis.url });
    await redis.kill();
    expect((await invite()).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(smtp.received).toHaveLength(0);
    expect(await log()).toMatchObject([{ status: 'queued', attempts: 0 }]);
    await redis.start(); // empty, like a Redis restarted without persistence
    // SPEC §16: at SMTP within 15 s of its cause while Redis and SMTP are up.
    await smtp.waitFor(1, 15_000);
    await until(async () => (await log())[0]?.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('a process killed between the commit and the send', () => {
  it('loses nothing: a worker started afterwards finds the email in the outbox and sends it', async () => {
    const database = await createTestDatabase();
    smtp = await startSmtpCapture();
    const env = { ...database.env, SMTP_URL: smtp.url, PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1' };
    try {
      runCli(['shop:add', 'killed-mail.myshopify.com'], env);
      const token = lastLine(
        runCli(['token:create', 'killed-mail.myshopify.com', '--scopes', 'write_staff'], env).stdout,
      );
      // Redis unreachable: the first process commits but can never enqueue.
      const first = await startServerProcess({ ...env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
      const call = (path: string, body: unknown) =>
        fetch(`${first.baseUrl}${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await call('/v1/staff', { handle: 'kim', name: 'Kim', email: 'kim@example.com' })).status).toBe(
        201,
      );
      expect((await call('/v1/staff/kim/invite', {})).status).toBe(202);
      first.child.kill('SIGKILL');
      await first.exited;

      const db = openDatabase(database.url);
      try {
        const { notifications: n } = db.tables;
        expect(await db.orm().select({ status: n.status, attempts: n.attemptCount }).from(n)).toEqual([
          { status: 'queued', attempts: 0 },
        ]);
      } finally {
        await db.close();
      }

      const prefix = `test-${randomUUID()}`;
      const second = await startWorkerProcess({ ...env, QUEUE_PREFIX: prefix });
      try {
        const [email] = await smtp.waitFor(1, 30_000);
        expect(email!.parsed.subject).toMatch(/invited/);
        expect(email!.parsed.headers.get('x-shiftbook-kind')).toBe('sign_in');
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
        await deleteKeysWithPrefix('redis://127.0.0.1:6379', prefix);
      }
    } finally {
      await database.close();
    }
  }, 60_000);
});
