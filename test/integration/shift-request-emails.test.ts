import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestResponse } from '../helpers/harness.js';
import { newShop } from '../helpers/shop-client.js';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture.js';
import { STAFF_APP_URL, staffSessionHeaders } from '../helpers/staff-app.js';

/** SPEC §17's emails, through §16's outbox and a real SMTP server. */
let app: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: STAFF_APP_URL, RATE_LIMIT_DISABLED: '1' },
    { deliveries: true },
  );
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const DAY_MS = 86_400_000;
const base = Date.parse(`${new Date().getUTCFullYear() + 2}-01-05T00:00:00Z`);
const MONDAY = base + ((8 - new Date(base).getUTCDay()) % 7) * DAY_MS;
const at = (day: number, hour: number) =>
  `${new Date(MONDAY + day * DAY_MS + hour * 3_600_000).toISOString().slice(0, 19)}Z`;

describe('shift request emails (SPEC §17)', () => {
  it('a swap emails the colleague (offer), the requester (acceptance, approval) and the managers (awaiting approval)', async () => {
    const shop = await newShop(app);
    const tag = `${process.pid}.${Date.now()}`;
    const addr = (who: string) => `${who}.${tag}@example.com`;
    const ana = (await shop.post('/v1/staff', { handle: 'ana', name: 'Ana', email: addr('ana') })).body;
    const bea = (await shop.post('/v1/staff', { handle: 'bea', name: 'Bea', email: addr('bea') })).body;
    expect((await shop.patch('/v1/shop', { manager_emails: [addr('boss')] })).status).toBe(200);
    const shift = (await shop.post('/v1/shifts', { staff: 'ana', starts_at: at(1, 9), ends_at: at(1, 17) }))
      .body;
    await shop.post('/v1/shifts/publish', { week: at(0, 0).slice(0, 10) });
    const as = async (id: string) => {
      const headers = await staffSessionHeaders(app, shop.shop.id, id);
      return (method: string, path: string, body?: unknown): Promise<TestResponse> =>
        app.request(method, path, { headers, body });
    };
    const anaApp = await as(ana.id);
    const beaApp = await as(bea.id);

    const offer = await anaApp('POST', `/v1/me/shifts/${shift.id}/offer`, { to_staff: 'bea' });
    expect(offer.status, offer.text).toBe(201);
    const [offered] = await smtp.waitForTo(addr('bea'), 1);
    expect(offered!.parsed.subject).toContain('Ana offers you a shift');
    expect(offered!.parsed.headers.get('x-shiftbook-kind')).toBe('schedule');
    expect(offered!.parsed.text).toMatch(/09:00–17:00/);

    expect((await beaApp('POST', `/v1/me/shift-requests/${offer.body.id}/accept`)).status).toBe(200);
    // Ana's first email is the week's schedule, sent when it was published (SPEC §16).
    const [published, accepted] = await smtp.waitForTo(addr('ana'), 2);
    expect(published!.parsed.subject).toContain('your shifts for the week');
    expect(accepted!.parsed.subject).toContain('Bea will take your shift');
    const [awaiting] = await smtp.waitForTo(addr('boss'), 1);
    expect(awaiting!.parsed.headers.get('x-shiftbook-kind')).toBe('manager');
    expect(awaiting!.parsed.text).toContain('Bea');

    expect((await shop.post(`/v1/shift-requests/${offer.body.id}/approve`)).status).toBe(200);
    const mails = await smtp.waitForTo(addr('ana'), 3);
    expect(mails[2]!.parsed.subject).toContain('Approved');
    const kinds = (await shop.get('/v1/notifications')).body.data.map((n: { kind: string }) => n.kind).sort();
    expect(kinds).toEqual(['manager', 'schedule', 'schedule', 'schedule', 'schedule']);

    // A person who turned schedule emails off gets none.
    await beaApp('PATCH', '/v1/me', { notifications: { schedule: false } });
    const second = (await shop.post('/v1/shifts', { staff: 'ana', starts_at: at(2, 9), ends_at: at(2, 17) }))
      .body;
    await shop.post('/v1/shifts/publish', { week: at(0, 0).slice(0, 10) });
    expect((await anaApp('POST', `/v1/me/shifts/${second.id}/offer`, { to_staff: 'bea' })).status).toBe(201);
    // Only Ana's email of the newly published shift: none to Bea for the offer.
    const after = (await shop.get('/v1/notifications')).body.data;
    expect(after).toHaveLength(6);
    expect(after.filter((n: { recipient: string }) => n.recipient === addr('bea'))).toHaveLength(1);
  });
});
