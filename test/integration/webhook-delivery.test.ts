import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../../web/services/webhooks/outbox.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { createEndpoint, deliveriesOf, pendingTimesheet, until } from '../helpers/webhook-fixtures.js';

let app: TestApp;
let receiver: CaptureServer;

beforeAll(async () => {
  app = await startTestApp(
    { WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' },
    { deliveries: true, deliveryTuning: { retryDelayScale: 0.0002 } },
  );
});
afterAll(() => app.close());
afterEach(() => receiver?.close());

async function newShop(name: string) {
  receiver = await startCaptureServer();
  const shop = await app.addShop(`${name}.myshopify.com`, { plan: 'pro' });
  const token = await app.token(shop);
  return { shop, token };
}

describe('webhook delivery', () => {
  it('signs each delivery so the standardwebhooks package verifies it', async () => {
    const { token } = await newShop('signed');
    const endpoint = await createEndpoint(app, token, receiver.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const timesheet = await pendingTimesheet(app, token);
    const approved = await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });

    const [request] = await receiver.waitFor(1);
    const payload = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as any;
    expect(payload).toMatchObject({ type: 'timesheet.approved', shop: 'signed.myshopify.com' });
    expect(payload.id).toBe(request!.headers['webhook-id']);
    expect(payload.data).toEqual(approved.body);
    expect(() =>
      new Webhook(endpoint.secret).verify(`${request!.body} `, request!.headers as Record<string, string>),
    ).toThrow();
  });

  it('sends one delivery per approval even when approve is called twice', async () => {
    const { shop, token } = await newShop('twice');
    await createEndpoint(app, token, receiver.url);
    const timesheet = await pendingTimesheet(app, token);
    await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });
    await app.request('POST', `/v1/timesheets/${timesheet}/approve`, { token });
    await receiver.waitFor(1);
    await until(async () => (await deliveriesOf(app, shop)).every((d) => d.status === 'succeeded'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveriesOf(app, shop)).toHaveLength(1);
  });

  it('sends one shift.moved per move and none for a note change', async () => {
    const { token } = await newShop('moves');
    await createEndpoint(app, token, receiver.url, ['shift.moved']);
    await app.request('POST', '/v1/staff', { token, body: { handle: 'mo', name: 'Mo' } });
    const shift = await app.request('POST', '/v1/shifts', {
      token,
      body: { staff: 'mo', starts_at: '2026-11-20T09:00:00Z', ends_at: '2026-11-20T17:00:00Z' },
    });
    await app.request('PATCH', `/v1/shifts/${shift.body.id}`, { token, body: { note: 'just a note' } });
    await app.request('PATCH', `/v1/shifts/${shift.body.id}`, {
      token,
      body: { ends_at: '2026-11-20T18:00:00Z' },
    });
    await app.request('PATCH', `/v1/shifts/${shift.body.id}`, { token, body: { location: 'Dock 2' } });
    await receiver.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const bodies = receiver.requests.map((r) => JSON.parse(r.body));
    expect(bodies.map((b) => b.type)).toEqual(['shift.moved', 'shift.moved']);
    // Deliveries go out in parallel, so they may arrive in either order (SPEC §7 promises none).
    expect(bodies.map((b) => b.data.previous)).toEqual(
      expect.arrayContaining([{ ends_at: '2026-11-20T17:00:00Z' }, { location: null }]),
    );
  });

  it('retries a failing receiver with the same webhook-id and logs every attempt', async () => {
    const { shop, token } = await newShop('flaky');
    const endpoint = await createEndpoint(app, token, receiver.url);
    receiver.reply = (_req, index) => (index < 2 ? { status: 503 } : { status: 204 });
    await app.request('POST', `/v1/timesheets/${await pendingTimesheet(app, token)}/approve`, { token });

    const requests = await receiver.waitFor(3, 20_000);
    expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
    await until(async () => (await deliveriesOf(app, shop))[0]?.status === 'succeeded');
    const log = await app.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { token });
    const [delivery] = log.body.data;
    expect(delivery).toMatchObject({
      status: 'succeeded',
      event_type: 'timesheet.approved',
      next_attempt_at: null,
    });
    expect(delivery.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([503, 503, 204]);
    expect(delivery.attempts[0]).toMatchObject({ error: 'HTTP 503' });
    expect(typeof delivery.attempts[0].duration_ms).toBe('number');
  });

  it('sends a manual retry at once, even while the delivery waits for a later attempt of its schedule', async () => {
    const { shop, token } = await newShop('hurry');
    const endpoint = await createEndpoint(app, token, receiver.url);
    // Retry-After: a day, which this app's scaled-down schedule makes about 17 s.
    receiver.reply = (_req, index) =>
      index === 0 ? { status: 503, headers: { 'retry-after': '86400' } } : { status: 204 };
    await app.request('POST', `/v1/timesheets/${await pendingTimesheet(app, token)}/approve`, { token });
    await receiver.waitFor(1);
    await until(async () => (await deliveriesOf(app, shop))[0]?.attempts === 1);
    const log = await app.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { token });
    const [delivery] = log.body.data;
    expect(delivery.status).toBe('pending');
    expect(Date.parse(delivery.next_attempt_at) - Date.now()).toBeGreaterThan(10_000);

    const path = `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`;
    expect((await app.request('POST', path, { token })).status).toBe(200);
    const requests = await receiver.waitFor(2, 5000);
    expect(requests[1]!.headers['webhook-id']).toBe(requests[0]!.headers['webhook-id']);
    await until(async () => (await deliveriesOf(app, shop))[0]?.status === 'succeeded');
  });

  it('disables the endpoint when the receiver answers 410, and a manual retry is refused until re-enabled', async () => {
    const { token } = await newShop('gone');
    const endpoint = await createEndpoint(app, token, receiver.url);
    receiver.reply = () => ({ status: 410 });
    await app.request('POST', `/v1/timesheets/${await pendingTimesheet(app, token)}/approve`, { token });
    await receiver.waitFor(1);
    const shopId = (await app.deps.repos.shops.findByDomain('gone.myshopify.com'))!.id;
    await until(
      async () => (await app.deps.repos.webhookEndpoints.findById(shopId, endpoint.id))?.enabled === false,
    );
    const read = await app.request('GET', `/v1/webhooks/${endpoint.id}`, { token });
    expect(read.body).toMatchObject({ enabled: false, disabled_reason: 'endpoint_gone' });

    const [delivery] = (await app.request('GET', `/v1/webhooks/${endpoint.id}/deliveries`, { token })).body
      .data;
    expect(delivery.status).toBe('failed');
    const path = `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`;
    expect((await app.request('POST', path, { token })).status).toBe(409);

    receiver.reply = () => ({ status: 200 });
    await app.request('PATCH', `/v1/webhooks/${endpoint.id}`, { token, body: { enabled: true } });
    const retried = await app.request('POST', path, { token });
    expect(retried.body.status).toBe('pending');
    await receiver.waitFor(2);
    expect(receiver.requests[1]!.headers['webhook-id']).toBe(receiver.requests[0]!.headers['webhook-id']);
  });

  it('signs with both secrets for 24 h after a rotation', async () => {
    const { token } = await newShop('rotate');
    const endpoint = await createEndpoint(app, token, receiver.url);
    const rotated = await app.request('PATCH', `/v1/webhooks/${endpoint.id}`, {
      token,
      body: { rotate_secret: true },
    });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);
    await app.request('POST', `/v1/timesheets/${await pendingTimesheet(app, token)}/approve`, { token });
    const [request] = await receiver.waitFor(1);
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [endpoint.secret, rotated.body.secret]) {
      expect(() =>
        new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>),
      ).not.toThrow();
    }
    expect((await app.request('GET', `/v1/webhooks/${endpoint.id}`, { token })).body.secret).toBeUndefined();
  });

  it('delivers a burst to two endpoints, each event once per endpoint with one attempt, signed by its own secret', async () => {
    // Many jobs in flight share one read and one write transaction per turn: each must
    // still get its own delivery, payload and endpoint.
    const { shop, token } = await newShop('burst');
    const second = await startCaptureServer();
    try {
      const endpoints = [
        await createEndpoint(app, token, receiver.url, ['timesheet.approved']),
        await createEndpoint(app, token, second.url, ['timesheet.approved']),
      ];
      const events = await app.deps.db.transaction(async () => {
        const ids: string[] = [];
        for (let i = 0; i < 40; i++)
          ids.push(
            await recordEvent(app.deps, shop, 'timesheet.approved', {
              id: `tms_burst${i}`,
              object: 'timesheet',
            }),
          );
        return ids;
      });
      const received = await Promise.all([receiver.waitFor(40), second.waitFor(40)]);
      await until(async () => (await deliveriesOf(app, shop)).every((d) => d.status === 'succeeded'));
      received.forEach((requests, i) => {
        const payloads = requests.map(
          (request) =>
            new Webhook(endpoints[i]!.secret).verify(
              request.body,
              request.headers as Record<string, string>,
            ) as {
              id: string;
              data: { id: string };
            },
        );
        expect(payloads.map((payload) => payload.id).sort()).toEqual([...events].sort());
        expect(new Set(payloads.map((payload) => payload.data.id)).size).toBe(40);
      });
      expect((await deliveriesOf(app, shop)).map((d) => d.attempts)).toEqual(Array(80).fill(1));
    } finally {
      await second.close();
    }
  });
});
