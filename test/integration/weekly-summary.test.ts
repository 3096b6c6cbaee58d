import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/harness.js';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  const shop = await app.addShop('summary.myshopify.com');
  token = await app.token(shop);
  await app.request('POST', '/v1/staff', {
    token,
    body: { handle: 'ana', name: 'Ana', hourly_rate: '18.25' },
  });
  for (let day = 16; day <= 20; day++) {
    const res = await app.request('POST', '/v1/time-entries', {
      token,
      body: { staff: 'ana', started_at: `2026-11-${day}T08:00:00Z`, ended_at: `2026-11-${day}T17:00:00Z` },
    });
    expect(res.status).toBe(201);
  }
});
afterAll(() => app.close());

describe('GET /v1/timesheets', () => {
  it('prices 45 h at 18.25 under weekly_40 as "866.88"', async () => {
    const res = await app.request('GET', '/v1/timesheets?week=2026-11-18', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ week: '2026-11-18', approved: 0, pending: 1, gross: '866.88' });
    expect(res.body.entries[0]).toMatchObject({
      staff: 'ana',
      hours: 45,
      rate: '18.25',
      overtime: 5,
      gross: '866.88',
    });
  });
});
