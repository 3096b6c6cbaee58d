import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';

/**
 * `/v1/…` skips Express's stack (web/http/v1/v1-front-door.ts); `/V1/…` still walks it to the
 * same router, which Express mounts case-insensitively. Both doors must answer alike: status,
 * body (but for the request id), and the headers every answer carries.
 */
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  token = await app.token(await app.addShop('front-door.myshopify.com'));
});
afterAll(() => app.close());

function comparable(res: TestResponse): unknown {
  // A 404 names the path as the caller wrote it.
  const body = res.text.replace(/req_\w+/g, 'req_…').replace(/\/V1\//g, '/v1/');
  return {
    status: res.status,
    body,
    type: res.headers.get('content-type'),
    nosniff: res.headers.get('x-content-type-options'),
    hasRequestId: /^req_\w+$/.test(res.headers.get('x-request-id') ?? ''),
  };
}

async function bothDoors(method: string, path: string, options: { token?: string | null; body?: unknown }) {
  const front = await app.request(method, path, options);
  const express = await app.request(method, path.replace(/^\/v1/, '/V1'), options);
  return { front, express };
}

describe('the /v1 front door', () => {
  it.each([
    ['GET', '/v1/shop', true],
    ['GET', '/v1/staff?limit=2', true],
    ['GET', '/v1/timesheets?week=2026-11-23', true],
    ['GET', '/v1/no-such-thing', true],
    ['GET', '/v1/staff/%E0%A4%A', true],
    ['GET', '/v1/shop', false],
    ['GET', '/v1/timesheets?week=2026-02-30', true],
    ['DELETE', '/v1/shop', true],
  ])('%s %s (token: %s) answers as Express’s own path does', async (method, path, withToken) => {
    const { front, express } = await bothDoors(method, path, { token: withToken ? token : null });
    expect(comparable(front)).toEqual(comparable(express));
    expect(front.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a write answers alike, and a malformed JSON body is the same 400', async () => {
    const created = await bothDoors('POST', '/v1/staff', { token, body: { handle: 'door', name: 'Door' } });
    expect(created.front.status).toBe(201);
    // The second create of the same handle is refused: each door made its own first.
    expect(created.express.status).toBe(409);
    const front = await fetch(`${app.baseUrl}/v1/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"handle":',
    });
    const express = await fetch(`${app.baseUrl}/V1/staff`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"handle":',
    });
    expect(front.status).toBe(400);
    expect(express.status).toBe(400);
    const strip = (text: string) => text.replace(/req_\w+/g, 'req_…');
    expect(strip(await front.text())).toBe(strip(await express.text()));
  });

  it('keeps a caller’s own X-Request-Id and leaves /v1/openapi.json to its public router', async () => {
    const res = await app.request('GET', '/v1/shop', { token, headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers.get('x-request-id')).toBe('trace-42');
    const doc = await app.request('GET', '/v1/openapi.json', { token: null });
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toMatch(/^3\./);
  });
});
