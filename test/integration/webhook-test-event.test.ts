import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EVENT_MESSAGE } from '../../web/services/webhooks/send-test-event.js';
import { type CaptureServer, startCaptureServer } from '../helpers/capture-server.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectMatchesDocument } from '../helpers/openapi-schemas.js';
import { expectProblem } from '../helpers/problem.js';
import { createEndpoint, until } from '../helpers/webhook-fixtures.js';

/** POST /v1/webhooks/{id}/test (decision 0035), over HTTP, with real deliveries to local receivers. */
let app: TestApp;
let receivers: CaptureServer[] = [];

beforeAll(async () => {
  app = await startTestApp(
    { WEBHOOK_ALLOW_PRIVATE: '1', RATE_LIMIT_DISABLED: '1' },
    { deliveries: true, deliveryTuning: { retryDelayScale: 0.0002 } },
  );
});
afterAll(() => app.close());
afterEach(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
  receivers = [];
});

async function receiver(): Promise<CaptureServer> {
  const server = await startCaptureServer();
  receivers.push(server);
  return server;
}

async function newShop(name: string) {
  const shop = await app.addShop(`${name}.myshopify.com`, { plan: 'pro' });
  return { shop, token: await app.token(shop) };
}

const deliveriesOf = async (token: string, endpointId: string) =>
  (await app.request('GET', `/v1/webhooks/${endpointId}/deliveries`, { token })).body.data as Array<{
    id: string;
    event_id: string;
    event_type: string;
    status: string;
    attempts: Array<{ status_code: number | null }>;
  }>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

describe('POST /v1/webhooks/{id}/test', () => {
  it('sends one signed webhook.test to that endpoint alone, and logs it among its deliveries', async () => {
    const { token } = await newShop('test-event');
    const [target, bystander] = [await receiver(), await receiver()];
    const endpoint = await createEndpoint(app, token, target.url, ['shift.moved']);
    const other = await createEndpoint(app, token, bystander.url, [
      'shift.moved',
      'timesheet.approved',
      'schedule.published',
    ]);

    const res = await app.request('POST', `/v1/webhooks/${endpoint.id}/test`, { token, body: {} });
    expect(res.status, res.text).toBe(202);
    expect(res.body).toMatchObject({
      object: 'webhook_delivery',
      endpoint: endpoint.id,
      event_type: 'webhook.test',
      status: 'pending',
      attempts: [],
    });
    expect(res.body.id).toMatch(/^whd_/);
    expect(res.body.event_id).toMatch(/^evt_/);
    expectMatchesDocument('POST', '/v1/webhooks/{id}/test', res);

    const [request] = await target.waitFor(1);
    const payload = new Webhook(endpoint.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as Record<string, unknown>;
    expect(payload).toEqual({
      id: res.body.event_id,
      type: 'webhook.test',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      shop: 'test-event.myshopify.com',
      data: { endpoint_id: endpoint.id, message: TEST_EVENT_MESSAGE },
    });
    expect(request!.headers['webhook-id']).toBe(res.body.event_id);

    await until(async () => (await deliveriesOf(token, endpoint.id))[0]?.status === 'succeeded');
    const [logged] = await deliveriesOf(token, endpoint.id);
    expect(logged).toMatchObject({
      id: res.body.id,
      event_type: 'webhook.test',
      event_id: res.body.event_id,
    });
    expect(logged!.attempts.map((attempt) => attempt.status_code)).toEqual([200]);

    await settle();
    expect(target.requests).toHaveLength(1);
    expect(bystander.requests).toHaveLength(0);
    expect(await deliveriesOf(token, other.id)).toEqual([]);
  });

  it('is refused with 409 while the endpoint is disabled, and sends nothing', async () => {
    const { token } = await newShop('test-disabled');
    const target = await receiver();
    const endpoint = await createEndpoint(app, token, target.url);
    await app.request('PATCH', `/v1/webhooks/${endpoint.id}`, { token, body: { enabled: false } });

    const res = await app.request('POST', `/v1/webhooks/${endpoint.id}/test`, { token, body: {} });
    expectProblem(res, 409, 'state_conflict');
    expectMatchesDocument('POST', '/v1/webhooks/{id}/test', res);
    await settle();
    expect(target.requests).toHaveLength(0);
    expect(await deliveriesOf(token, endpoint.id)).toEqual([]);
  });

  it("answers 404 for another shop's endpoint and for an unknown id, and sends nothing", async () => {
    const { token } = await newShop('test-owner');
    const { token: otherToken } = await newShop('test-stranger');
    const target = await receiver();
    const endpoint = await createEndpoint(app, token, target.url);

    const foreign = await app.request('POST', `/v1/webhooks/${endpoint.id}/test`, {
      token: otherToken,
      body: {},
    });
    expectProblem(foreign, 404, 'not_found');
    expectMatchesDocument('POST', '/v1/webhooks/{id}/test', foreign);
    expectProblem(
      await app.request('POST', '/v1/webhooks/whe_unknown/test', { token, body: {} }),
      404,
      'not_found',
    );
    await settle();
    expect(target.requests).toHaveLength(0);
    expect(await deliveriesOf(token, endpoint.id)).toEqual([]);
  });

  it('needs write_webhooks, the scope that manages endpoints', async () => {
    const { shop, token } = await newShop('test-scope');
    const target = await receiver();
    const endpoint = await createEndpoint(app, token, target.url);

    const reader = await app.token(shop, ['read_timesheets', 'write_shifts']);
    const refused = await app.request('POST', `/v1/webhooks/${endpoint.id}/test`, {
      token: reader,
      body: {},
    });
    expectProblem(refused, 403, 'insufficient_scope');
    expect(refused.headers.get('www-authenticate')).toContain('write_webhooks');

    const manager = await app.token(shop, ['write_webhooks']);
    const sent = await app.request('POST', `/v1/webhooks/${endpoint.id}/test`, { token: manager, body: {} });
    expect(sent.status, sent.text).toBe(202);
    await target.waitFor(1);
  });

  it('replays its first answer for a repeated Idempotency-Key, sending one event; another body is a 422', async () => {
    const { token } = await newShop('test-idempotent');
    const target = await receiver();
    const endpoint = await createEndpoint(app, token, target.url);
    const headers = { 'idempotency-key': 'test-event-1' };
    const path = `/v1/webhooks/${endpoint.id}/test`;

    const first = await app.request('POST', path, { token, body: {}, headers });
    const repeat = await app.request('POST', path, { token, body: {}, headers });
    expect(first.status).toBe(202);
    expect(repeat.status).toBe(202);
    expect(repeat.body).toEqual(first.body);
    expectProblem(
      await app.request('POST', path, { token, body: { note: 'other' }, headers }),
      422,
      'idempotency_mismatch',
    );

    await target.waitFor(1);
    await settle();
    expect(target.requests).toHaveLength(1);
    expect((await deliveriesOf(token, endpoint.id)).map((d) => d.id)).toEqual([first.body.id]);
  });
});
