import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebhookSender } from '../../web/jobs/webhook-sender.js';
import { startCaptureServer } from '../helpers/capture-server.js';
import { csvRecords } from '../helpers/csv.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { expectProblem } from '../helpers/problem.js';

let app: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  token = await app.token(await app.addShop('hooks.myshopify.com'));
  otherToken = await app.token(await app.addShop('other-hooks.myshopify.com'));
});
afterAll(() => app.close());

const create = (url: string, events: unknown = ['timesheet.approved'], as = token) =>
  app.request('POST', '/v1/webhooks', { token: as, body: { url, events } });

describe('webhook endpoints', () => {
  it('returns the secret once, at creation, and never afterwards', async () => {
    const res = await app.request('POST', '/v1/webhooks', {
      token,
      body: {
        url: 'https://example.com/hooks',
        events: ['timesheet.approved', 'shift.moved'],
        description: 'ERP',
      },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/v1/webhooks/${res.body.id}`);
    expect(res.body).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://example.com/hooks',
      events: ['timesheet.approved', 'shift.moved'],
      description: 'ERP',
      enabled: true,
      disabled_reason: null,
    });
    expect(res.body.id).toMatch(/^whe_/);
    expect(res.body.secret).toMatch(/^whsec_/);
    const read = await app.request('GET', `/v1/webhooks/${res.body.id}`, { token });
    expect(read.body.secret).toBeUndefined();
    const list = await app.request('GET', '/v1/webhooks', { token });
    expect(list.body.data.map((e: { secret?: string }) => e.secret)).toEqual([undefined]);
    const stored = (await app.deps.repos.webhookEndpoints.findById(
      (await app.deps.repos.shops.findByDomain('hooks.myshopify.com'))!.id,
      res.body.id,
    ))!;
    expect(stored.secretEncrypted).not.toContain(res.body.secret.slice(6));
    await app.request('DELETE', `/v1/webhooks/${res.body.id}`, { token });
  });

  it('refuses plain http and private, loopback and link-local targets without WEBHOOK_ALLOW_PRIVATE', async () => {
    for (const url of [
      'http://example.com/hook',
      'https://127.0.0.1/hook',
      'https://localhost:8443/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://user:pw@example.com/hook',
      'not a url',
    ]) {
      const res = await create(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errors[0].field).toBe('url');
    }
  });

  it('refuses a port outside decision 0039 with 422 rule_violation naming url, at creation and update', async () => {
    for (const url of [
      'https://example.com:22/hook',
      'https://example.com:80/hook',
      'https://example.com:6379/hook',
    ]) {
      const problem = expectProblem(await create(url), 422, 'rule_violation');
      expect(problem.errors).toEqual([{ field: 'url', message: expect.stringMatching(/^url must/) }]);
    }
    const made = await create('https://example.com:8443/hook');
    expect(made.status).toBe(201);
    const moved = await app.request('PATCH', `/v1/webhooks/${made.body.id}`, {
      token,
      body: { url: 'https://example.com:5432/hook' },
    });
    expect(expectProblem(moved, 422, 'rule_violation').errors![0]).toMatchObject({
      field: 'url',
      message: 'url must not use port 5432, where PostgreSQL listens.',
    });
    const high = await app.request('PATCH', `/v1/webhooks/${made.body.id}`, {
      token,
      body: { url: 'https://example.com:9443/hook' },
    });
    expect(high.status).toBe(200);
    expect(high.body.url).toBe('https://example.com:9443/hook');
    await app.request('DELETE', `/v1/webhooks/${made.body.id}`, { token });
  });

  it('checks the resolved address at connect time, so a name pointing at loopback is blocked', async () => {
    const receiver = await startCaptureServer();
    const sender = createWebhookSender({ allowPrivate: false });
    // A host name, not an IP literal: only the connect-time lookup can see it is loopback.
    const result = await sender.send(`http://localhost:${receiver.port}/hook`, '{}', {});
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^blocked/);
    expect(receiver.requests).toHaveLength(0);
    const allowed = await createWebhookSender({ allowPrivate: true }).send(
      `http://localhost:${receiver.port}/hook`,
      '{}',
      {},
    );
    expect(allowed.statusCode).toBe(200);
    await sender.close();
    await receiver.close();
  });

  it('refuses unknown events and an empty list with 400', async () => {
    expect((await create('https://example.com/a', ['order.created'])).status).toBe(400);
    expect((await create('https://example.com/a', [])).status).toBe(400);
    expect((await create('https://example.com/a', 'shift.moved')).status).toBe(400);
  });

  it('limits the free plan to 2 endpoints with 402 plan_limit', async () => {
    const shop = await app.addShop('free-hooks.myshopify.com');
    const free = await app.token(shop);
    expect((await create('https://example.com/1', ['shift.moved'], free)).status).toBe(201);
    expect((await create('https://example.com/2', ['shift.moved'], free)).status).toBe(201);
    const third = await create('https://example.com/3', ['shift.moved'], free);
    expect(third.status).toBe(402);
    expect(third.body.code).toBe('plan_limit');
  });

  it('updates, disables and deletes; another shop gets 404 everywhere and changes nothing', async () => {
    const created = (await create('https://example.com/x')).body;
    const path = `/v1/webhooks/${created.id}`;
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/deliveries'],
      ['POST', '/deliveries/whd_missing/retry'],
    ] as const) {
      const body = method === 'PATCH' ? { enabled: false } : undefined;
      expect((await app.request(method, `${path}${suffix}`, { token: otherToken, body })).status).toBe(404);
    }
    const patched = await app.request('PATCH', path, {
      token,
      body: { enabled: false, events: ['shift.moved'] },
    });
    expect(patched.body).toMatchObject({
      enabled: false,
      disabled_reason: 'disabled_by_user',
      events: ['shift.moved'],
    });
    expect((await app.request('DELETE', path, { token })).body).toEqual({
      id: created.id,
      object: 'webhook_endpoint',
      deleted: true,
    });
    expect((await app.request('GET', path, { token })).status).toBe(404);
  });

  it('lists endpoints, their deliveries and API tokens as CSV too', async () => {
    const created = (await create('https://example.com/csv', ['shift.moved', 'timesheet.approved'])).body;
    const endpoints = await app.request('GET', '/v1/webhooks?format=csv', { token });
    expect(endpoints.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const row = csvRecords(endpoints.text).find((r) => r.id === created.id);
    expect(row).toMatchObject({
      url: 'https://example.com/csv',
      events: 'shift.moved timesheet.approved',
      enabled: 'true',
    });

    const deliveries = await app.request('GET', `/v1/webhooks/${created.id}/deliveries`, {
      token,
      headers: { accept: 'text/csv' },
    });
    expect(deliveries.text.split('\r\n')[0]).toBe(
      'id,event_id,event_type,status,attempts,last_status_code,last_error,next_attempt_at,created_at',
    );
    expect(
      (await app.request('GET', '/v1/webhooks/whe_missing/deliveries?format=csv', { token })).status,
    ).toBe(404);

    const tokens = await app.request('GET', '/v1/tokens?format=csv', { token });
    expect(csvRecords(tokens.text).length).toBeGreaterThan(0);
    expect(tokens.text).not.toContain('sbk_');
  });

  it('answers an unknown cursor with 400, for endpoints and deliveries alike, as every list does', async () => {
    // A shop of its own, so the free plan's two endpoints are not spent by the other cases.
    const own = await app.token(await app.addShop('cursor-hooks.myshopify.com'));
    const mine = (await create('https://example.com/cursor', undefined, own)).body;
    const theirs = (await create('https://example.com/theirs', undefined, otherToken)).body;
    for (const cursor of ['abc', theirs.id]) {
      const problem = expectProblem(
        await app.request('GET', `/v1/webhooks?starting_after=${cursor}`, { token: own }),
        400,
        'validation_error',
      );
      expect(problem.errors?.map((e) => e.field)).toEqual(['starting_after']);
    }
    const deliveries = `/v1/webhooks/${mine.id}/deliveries`;
    const unknown = await app.request('GET', `${deliveries}?starting_after=whd_nope`, { token: own });
    expectProblem(unknown, 400, 'validation_error');
    // A real cursor still pages: the page after the shop's only endpoint is empty.
    const after = await app.request('GET', `/v1/webhooks?starting_after=${mine.id}`, { token: own });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ data: [], has_more: false });
  });

  it('needs the write_webhooks scope', async () => {
    const reader = await app.token((await app.deps.repos.shops.findByDomain('hooks.myshopify.com'))!, [
      'read_timesheets',
    ]);
    expect((await app.request('GET', '/v1/webhooks', { token: reader })).status).toBe(403);
  });
});
