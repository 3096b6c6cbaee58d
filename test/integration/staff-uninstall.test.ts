import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeShopify, installByTokenExchange, sendWebhook } from '../helpers/fake-shopify.js';
import { uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp());
});
afterAll(() => app.close());

/** The path of a calendar feed URL (`<app URL>/calendar/<secret>.ics`), to ask this app for it. */
const feedPath = (url: string) => new URL(url).pathname;

describe('uninstall and the staff app (SPEC §8, §15)', () => {
  it('app/uninstalled ends the shop’s staff sessions (401) and its calendar feeds (404), for good, and no other shop’s', async () => {
    const leaving = await installShop(app, fake, 'leaving.myshopify.com');
    const staying = await installShop(app, fake, 'staying.myshopify.com');
    const staffOf = async (call: typeof leaving.call) => {
      const res = await call('POST', '/v1/staff', { handle: 'ana', name: 'Ana' });
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    };
    const leavingStaff = await staffOf(leaving.call);
    const leavingHeaders = await staffSessionHeaders(app, leaving.shop.id, leavingStaff);
    const stayingHeaders = await staffSessionHeaders(app, staying.shop.id, await staffOf(staying.call));

    // Both sessions and both feeds work before the uninstall, so the answers after it mean something.
    const feeds: Record<string, string> = {};
    for (const [name, headers] of [
      ['leaving', leavingHeaders],
      ['staying', stayingHeaders],
    ] as const) {
      const me = await app.request('GET', '/v1/me', { headers });
      expect(me.status, me.text).toBe(200);
      const calendar = await app.request('GET', '/v1/me/calendar', { headers });
      expect(calendar.status, calendar.text).toBe(200);
      feeds[name] = feedPath(calendar.body.url as string);
      const feed = await app.request('GET', feeds[name]!);
      expect(feed.status, feed.text).toBe(200);
      expect(feed.text).toContain('BEGIN:VCALENDAR');
    }

    const hook = await sendWebhook(
      app,
      'app/uninstalled',
      leaving.domain,
      uninstalledPayload(leaving.domain),
    );
    expect(hook.status).toBe(200);

    const after = await app.request('GET', '/v1/me', { headers: leavingHeaders });
    expect(after.status, after.text).toBe(401);
    expect(after.body.code).toBe('staff_session_required');
    // A write with the old cookie and the right Origin is refused too, and changes nothing.
    const write = await app.request('PATCH', '/v1/me', {
      headers: leavingHeaders,
      body: { name: 'Changed' },
    });
    expect(write.status, write.text).toBe(401);
    expect((await app.deps.repos.staff.findById(leaving.shop.id, leavingStaff))?.name).toBe('Ana');
    expect((await app.request('GET', feeds.leaving!)).status).toBe(404);

    // The sessions were ended, not merely hidden behind the shop's status: installing the app
    // again does not bring the old cookie back to life.
    await installByTokenExchange(app, leaving.domain);
    expect((await app.deps.repos.shops.findByDomain(leaving.domain))?.status).toBe('active');
    const reinstalled = await app.request('GET', '/v1/me', { headers: leavingHeaders });
    expect(reinstalled.status, reinstalled.text).toBe(401);

    // The other shop is untouched.
    const other = await app.request('GET', '/v1/me', { headers: stayingHeaders });
    expect(other.status, other.text).toBe(200);
    expect(other.body.name).toBe('Ana');
    expect((await app.request('GET', feeds.staying!)).status).toBe(200);
  });
});
