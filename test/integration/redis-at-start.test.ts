import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { type OwnRedis, ownRedis } from '../helpers/redis-server.js';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
import { STAFF_APP_URL } from '../helpers/staff-app.js';
import { createEndpoint, pendingTimesheet } from '../helpers/webhook-fixtures.js';

let app: TestApp | undefined;
let smtp: SmtpCapture | undefined;
let receiver: CaptureServer | undefined;
let redis: OwnRedis | undefined;

afterEach(async () => {
  await app?.close();
  await smtp?.close();
  await receiver?.close();
  await redis?.kill();
  app = smtp = receiver = redis = undefined;
});

/** An app with both outboxes (emails and webhooks) on a Redis of the test's own. */
async function startApp(own: OwnRedis) {
  smtp = await startSmtpCapture();
  receiver = await startCaptureServer();
  app = await startTestApp(
    {
      REDIS_URL: own.url,
      SMTP_URL: smtp.url,
      PUBLIC_URL: STAFF_APP_URL,
      WEBHOOK_ALLOW_PRIVATE: '1',
      RATE_LIMIT_DISABLED: '1',
    },
    {
      deliveries: true,
      deliveryTuning: { reconcileEveryMs: 300, overdueAfterMs: 500 },
      emailTuning: { reconcileEveryMs: 300, overdueAfterMs: 500, smtpTimeoutMs: 2000 },
    },
  );
  return { app, smtp, receiver };
}

/** One invite email and one approval webhook, committed while Redis is away. */
async function emailAndWebhook(app: TestApp, receiverUrl: string) {
  const shop = await app.addShop(`start-${randomUUID().slice(0, 8)}.myshopify.com`);
  const token = await app.token(shop);
  await createEndpoint(app, token, receiverUrl);
  const staff = await app.request('POST', '/v1/staff', {
    token,
    body: { handle: 'ana', name: 'Ana', email: 'ana@example.com' },
  });
  expect(staff.status).toBe(201);
  expect((await app.request('POST', '/v1/staff/ana/invite', { token, body: {} })).status).toBe(202);
  const timesheet = await pendingTimesheet(app, token);
  expect((await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token })).status).toBe(200);
}

/**
 * BullMQ connects a queue or worker once, when it is made; should Redis go away during that
 * start, a queue or worker built on a client of ours failed for good and its outbox waited
 * forever (seen in CI). Both must recover once Redis is back, however early it went.
 */
describe('Redis away while the app starts', () => {
  it('not running at all when the app starts: the email and the webhook go once it is', async () => {
    redis = await ownRedis();
    const { app, smtp, receiver } = await startApp(redis);
    await emailAndWebhook(app, receiver.url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received).toHaveLength(0);
    expect(receiver.requests).toHaveLength(0);

    await redis.start();
    // SPEC §16: at SMTP within 15 s of its cause while Redis and SMTP are up.
    await smtp.waitFor(1, 15_000);
    await receiver.waitFor(1, 15_000);
  });

  for (const afterMs of [0, 5, 15]) {
    it(`gone ${afterMs} ms after the app started, then back empty: the email and the webhook go`, async () => {
      redis = await ownRedis();
      await redis.start();
      const { app, smtp, receiver } = await startApp(redis);
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await redis.kill();
      await emailAndWebhook(app, receiver.url);

      await redis.start();
      await smtp.waitFor(1, 15_000);
      await receiver.waitFor(1, 15_000);
    });
  }
});
