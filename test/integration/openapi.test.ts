import { validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../web/domain/errors.js';
import { TEST_EVENT_TYPE, WEBHOOK_EVENT_TYPES } from '../../web/domain/webhooks/event-types.js';
import { ROUTES } from '../../web/http/v1/route-catalog.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { openApiDocument } from '../helpers/openapi-schemas.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
});
afterAll(() => app.close());

describe('GET /v1/openapi.json', () => {
  it('is served without a token and is a valid OpenAPI 3.1 document', async () => {
    const res = await app.request('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body).toEqual(openApiDocument);
    const result = await validate(structuredClone(res.body));
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });

  it('names exactly the routes of the list, and the app serves every one of them', async () => {
    // One list mounts the routes and builds the document (decision 49), so neither can hold a
    // route the other lacks; this checks that the mount really answers each operation.
    const documented = Object.entries(openApiDocument.paths).flatMap(([path, item]) =>
      Object.keys(item as object).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      ROUTES.map((route) => `${route.method.toUpperCase()} ${route.path}`).sort(),
    );
    const token = await app.token(await app.addShop('served.myshopify.com', { plan: 'pro' }));
    const unserved: string[] = [];
    for (const route of ROUTES) {
      const path = route.path.replace(/\{\w+\}/g, 'x');
      const res = await app.request(route.method.toUpperCase(), path, { token, body: route.example });
      if (res.body?.detail?.startsWith('There is no route')) unserved.push(`${route.method} ${route.path}`);
    }
    expect(unserved).toEqual([]);
    const nowhere = await app.request('GET', '/v1/nowhere', { token });
    expect(nowhere.body.detail).toBe('There is no route GET /v1/nowhere.');
  });

  it('documents the problem answers, scopes and headers of every operation', () => {
    for (const [path, item] of Object.entries(openApiDocument.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, any>)) {
        const where = `${method.toUpperCase()} ${path}`;
        // The staff app's routes (SPEC §15) take its cookie, not a bearer token: no scope, no
        // per-token rate limit, no Idempotency-Key.
        const staffSession = path === '/v1/me' || path.startsWith('/v1/me/');
        if (staffSession) {
          expect(op.security, where).toEqual([{ cookieAuth: [] }]);
          expect(op['x-scope'], where).toBeUndefined();
        } else {
          expect(op.security, where).toEqual([{ bearer: [] }]);
          expect(op['x-scope'], where).toMatch(/^(read|write)_[a-z]+$/);
        }
        expect(op.tags, where).toHaveLength(1);
        expect(
          openApiDocument.tags.map((tag: { name: string }) => tag.name),
          where,
        ).toContain(op.tags[0]);
        for (const status of staffSession ? ['401', '403', '500'] : ['401', '403', '429', '500'])
          expect(
            op.responses[status]?.content['application/problem+json'],
            `${where} ${status}`,
          ).toBeDefined();
        if (path.includes('{')) expect(op.responses['404'], where).toBeDefined();
        if (op.requestBody) expect(op.responses['400'], where).toBeDefined();
        if ((method === 'post' || method === 'patch') && !staffSession)
          expect(
            op.parameters.some((p: any) => p.name === 'Idempotency-Key'),
            where,
          ).toBe(true);
      }
    }
  });

  it('describes request bodies as clients send them: money and instants as strings', () => {
    const body = openApiDocument.paths['/v1/staff'].post.requestBody.content['application/json'].schema;
    expect(body.properties.hourly_rate.anyOf[0]).toMatchObject({ type: 'string' });
    expect(body.additionalProperties).toBe(false);
    const shift = openApiDocument.paths['/v1/shifts'].post.requestBody.content['application/json'].schema;
    expect(shift.properties.starts_at).toMatchObject({ type: 'string', format: 'date-time' });
  });

  it('describes the three subscribable webhook events and the test event, each signed, with an example', () => {
    expect(Object.keys(openApiDocument.webhooks).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES, TEST_EVENT_TYPE].sort(),
    );
    expect(Object.keys(openApiDocument.webhooks).sort()).toEqual([
      'schedule.published',
      'shift.moved',
      'timesheet.approved',
      'webhook.test',
    ]);
    expect(openApiDocument.components.schemas.ShiftMovedEvent.properties.data).toBeDefined();
    expect(openApiDocument.components.schemas.SchedulePublishedEvent.properties.data).toBeDefined();
    for (const [type, item] of Object.entries(openApiDocument.webhooks as Record<string, any>)) {
      expect(item.post.security, type).toEqual([{ webhookSignature: [] }]);
      expect(item.post.requestBody.content['application/json'].example.type, type).toBe(type);
    }
  });

  it('gives every answer an example, and every problem code an example of its own', () => {
    const exemplified = new Set<string>();
    for (const [path, item] of Object.entries(openApiDocument.paths)) {
      for (const [method, op] of Object.entries(item as Record<string, any>)) {
        for (const [status, response] of Object.entries(op.responses as Record<string, any>)) {
          const where = `${method.toUpperCase()} ${path} ${status}`;
          // A 204 answers nothing, so it shows nothing (DELETE of a commission rule, SPEC §18).
          if (status === '204') continue;
          if (status.startsWith('2')) {
            // A file route (a payroll provider's CSV, SPEC §19) shows an example file instead.
            const media = response.content['application/json'] ?? response.content['text/csv'];
            expect(media.example, where).toBeDefined();
            continue;
          }
          const examples = response.content['application/problem+json'].examples;
          for (const code of response.description.split(', '))
            expect(examples[code]?.value, `${where} ${code}`).toMatchObject({ code, status: Number(status) });
          for (const code of Object.keys(examples)) exemplified.add(code);
        }
      }
    }
    // Every code of the closed list is answered by some route, so each has its example somewhere.
    // `link_expired` is answered by `POST /staff-auth/session` alone, the staff app's door outside
    // `/v1` (SPEC §15), which the document of `/v1` does not hold.
    const outsideV1 = new Set(['link_expired']);
    expect(
      Object.keys(ERROR_STATUS).filter((code) => !exemplified.has(code) && !outsideV1.has(code)),
    ).toEqual([]);
  });
});

describe('GET /docs', () => {
  it('is a self-contained HTML page that renders the document (no CDN)', async () => {
    const res = await app.request('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('/v1/openapi.json');
    expect(res.text).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:/);
  });
});
