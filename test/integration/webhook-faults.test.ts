import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../web/db/open-database.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { lastLine, runCli, startServerProcess, startWorkerProcess } from '../helpers/processes.js';
import { deleteKeysWithPrefix } from '../helpers/redis-keys.js';
import { freePort, type OwnRedis, ownRedis } from '../helpers/redis-server.js';
import { createTestDatabase } from '../helpers/test-database.js';
import { createEndpoint, deliveriesOf, pendingTimesheet, until } from '../helpers/webhook-fixtures.js';

let app: TestApp | undefined;
let receiver: CaptureServer | undefined;
let redis: OwnRedis | undefined;
const FAST = { reconcileEveryMs: 300, overdueAfterMs: 500 };

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  await redis?.kill();
  app = receiver = redis = undefined;
});

async function setUp(tuning: Record<string, number> = {}) {
  redis = await ownRedis();
  await redis.start();
  receiver = await startCaptureServer();
  app = await startTestApp(
    { REDIS_URL: redis.url, WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' },
    { deliveries: true, deliveryTuning: { ...FAST, ...tuning } },
  );
  const shop = await app.addShop('faults.myshopify.com');
  const token = await app.token(shop);
  await createEndpoint(app, token, receiver.url);
  return { app, shop, token, receiver, redis };
}

describe('webhook deliveries survive faults', () => {
  it('with Redis stopped, approval succeeds and the delivery goes out once Redis is back', async () => {
    const { app, shop, token, receiver, redis } = await setUp();
    const timesheet = await pendingTimesheet(app, token);
    await redis.kill();

    const approved = await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });
    expect(approved.status).toBe(200);
    expect((await app.request('GET', '/healthz')).body.status).toBe('degraded');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(receiver.requests).toHaveLength(0);
    expect(await deliveriesOf(app, shop)).toMatchObject([{ status: 'pending' }]);

    await redis.start(); // empty, like a Redis restarted without persistence
    const [request] = await receiver.waitFor(1, 30_000);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'timesheet.approved', data: { id: timesheet } });
    await until(async () => (await deliveriesOf(app, shop))[0]?.status === 'succeeded');
  });

  it('a flushed Redis loses nothing: a waiting retry is found in the database and sent', async () => {
    const { app, shop, token, receiver, redis } = await setUp({ retryDelayScale: 0.5 });
    receiver.reply = (_req, index) => ({ status: index === 0 ? 500 : 200 });
    await app.request('POST', `/v1/timesheets/${await pendingTimesheet(app, token)}/approve`, { token });
    await receiver.waitFor(1);
    await until(async () => (await deliveriesOf(app, shop))[0]?.attempts === 1);

    await redis.flushAll(); // the delayed retry job is gone
    const requests = await receiver.waitFor(2, 30_000);
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id']);
    await until(async () => (await deliveriesOf(app, shop))[0]?.status === 'succeeded');
  });
});

describe('a process killed between commit and enqueue', () => {
  it('loses nothing: a worker started afterwards (npm run worker) finds the delivery in the outbox and sends it', async () => {
    const database = await createTestDatabase();
    const env = { ...database.env, WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' };
    receiver = await startCaptureServer();
    try {
      runCli(['shop:add', 'killed.myshopify.com'], env);
      const token = lastLine(
        runCli(
          ['token:create', 'killed.myshopify.com', '--scopes', 'write_timesheets,write_staff,write_webhooks'],
          env,
        ).stdout,
      );
      // Redis unreachable: the first process commits but can never enqueue.
      const first = await startServerProcess({ ...env, REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
      const call = (method: string, path: string, body?: unknown) =>
        fetch(`${first.baseUrl}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }).then((res) => res.json());
      await call('POST', '/v1/webhooks', { url: receiver.url, events: ['timesheet.approved'] });
      await call('POST', '/v1/staff', { handle: 'kim', name: 'Kim' });
      const entry = await call('POST', '/v1/time-entries', {
        staff: 'kim',
        started_at: '2026-11-16T09:00:00Z',
        ended_at: '2026-11-16T12:00:00Z',
      });
      expect((await call('POST', `/v1/timesheets/${entry.timesheet}/approve`)).status).toBe('approved');
      first.child.kill('SIGKILL');
      await first.exited;

      const db = openDatabase(database.url);
      try {
        const { webhookDeliveries: d } = db.tables;
        expect(await db.orm().select({ status: d.status, q: d.enqueuedAt }).from(d)).toEqual([
          { status: 'pending', q: null },
        ]);
      } finally {
        await db.close();
      }

      const prefix = `test-${randomUUID()}`;
      const second = await startWorkerProcess({ ...env, QUEUE_PREFIX: prefix });
      try {
        const [request] = await receiver.waitFor(1, 30_000);
        expect(JSON.parse(request!.body).data.id).toBe(entry.timesheet);
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
        await deleteKeysWithPrefix('redis://127.0.0.1:6379', prefix);
      }
    } finally {
      await database.close();
    }
  });
});
