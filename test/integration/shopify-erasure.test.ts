import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../web/services/notifications/queue-email.js';
import { ERASE_AFTER_UNINSTALL_MS, eraseExpiredShops } from '../../web/services/shops/erase-shop.js';
import { columnNames, foreignKeys, type Row, rowsOf, tableNames } from '../helpers/db-catalog.js';
import { type FakeShopify, installByTokenExchange, sendWebhook } from '../helpers/fake-shopify.js';
import { uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import type { TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { orderPayload, refundPayload } from '../helpers/shopify-orders.js';
import { staffSessionHeaders } from '../helpers/staff-app.js';

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  ({ app, fake } = await startShopifyTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }));
});
afterAll(() => app.close());

const tables = () => tableNames(app.deps.db);
const rowsIn = (table: string) => rowsOf(app.deps.db, table);
const columnsOf = (table: string) => columnNames(app.deps.db, table);
const mentions = (row: Row, marks: Set<string>) =>
  Object.values(row).some(
    (value) => value !== null && [...marks].some((mark) => String(value).includes(mark)),
  );

/** The shop's id and domain and the id of every row it owns: whatever could point back at it. */
async function marksOf(domain: string): Promise<Set<string>> {
  const shop = (await app.deps.repos.shops.findByDomain(domain))!;
  const marks = new Set([shop.id, domain]);
  for (const table of await tables()) {
    const columns = await columnsOf(table);
    if (!columns.includes('shop_id') || !columns.includes('id')) continue;
    for (const row of await rowsOf(app.deps.db, table, shop.id)) marks.add(String(row.id));
  }
  return marks;
}

/** A shop with a row in every table there is: reached through the API as a merchant would. */
async function busyShop(domain: string) {
  const installed = await installShop(app, fake, domain);
  await sendWebhook(app, 'app/scopes_update', domain, { current: ['read_orders'] });
  const { shop } = installed;
  // The product catalog (decision 67): a type from a webhook, a membership and a waiting read
  // (this fake shop grants no read_products, so none is read).
  expect(
    (await sendWebhook(app, 'products/create', domain, { id: 7001, product_type: 'Shoes' })).status,
  ).toBe(200);
  await app.deps.db.transaction(async () => {
    await app.deps.repos.productCatalog.addMembers(shop.id, [{ productId: '7001', collectionId: '801' }]);
    await app.deps.repos.productCatalog.requestRefresh(shop.id, 'collection:801', 0);
  });
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await installed.call(method, path, body, headers);
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res.body;
  };
  const hook = await call('POST', '/v1/webhooks', {
    url: 'https://hooks.example.com/x',
    events: ['timesheet.approved'],
  });
  const ana = await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    hourly_rate: '20.00',
    commission_rate: '5.00',
  });
  // The staff app (SPEC §15): a session (and the spent link it came from), a calendar secret,
  // and an email in the outbox (a manager's invite, queued here by hand: this app has no SMTP).
  const staffHeaders = await staffSessionHeaders(app, shop.id, ana.id);
  expect((await app.request('GET', '/v1/me/calendar', { headers: staffHeaders })).status).toBe(200);
  await app.deps.db.transaction(async () => {
    await queueEmail(
      { ...app.deps, staffApp: { ...app.deps.staffApp, emailEnabled: true } },
      {
        shop,
        staffId: ana.id,
        recipient: 'ana@example.com',
        payload: { kind: 'sign_in', shopName: 'x', staffName: 'Ana', link: 'https://x', purpose: 'invite' },
      },
    );
  });
  const shift = await call('POST', '/v1/shifts', {
    staff: 'ana',
    starts_at: '2026-11-16T09:00:00Z',
    ends_at: '2026-11-16T17:00:00Z',
  });
  // SPEC §17: availability, and a shift request (a future published shift offered to all).
  await call('PUT', '/v1/staff/ana/availability', {
    weekly: [{ weekday: 'monday', start: '00:00', end: '08:00', kind: 'unavailable' }],
    exceptions: [],
  });
  const future = await call('POST', '/v1/shifts', {
    staff: 'ana',
    starts_at: '2030-01-08T09:00:00Z',
    ends_at: '2030-01-08T17:00:00Z',
  });
  await call('POST', '/v1/shifts/publish', { week: '2030-01-08' });
  const offered = await app.request('POST', `/v1/me/shifts/${future.id}/offer`, {
    headers: staffHeaders,
    body: {},
  });
  expect(offered.status, offered.text).toBe(201);
  await call('POST', '/v1/time-off', {
    staff: 'ana',
    starts_on: '2026-11-18',
    ends_on: '2026-11-19',
    kind: 'vacation',
  });
  const entry = await call(
    'POST',
    '/v1/time-entries',
    { staff: 'ana', started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T17:00:00Z' },
    { 'idempotency-key': `entry-${domain}` },
  );
  await call('POST', `/v1/timesheets/${entry.timesheet}/approve`, {});
  // The due rows of SPEC §16 (decision 56): a gathered change, a reminder made, an overdue alert.
  await app.deps.db.transaction(async () => {
    const due = app.deps.repos.notificationDue;
    const at = Date.parse('2026-11-16T09:00:00Z');
    await due.addScheduleChange({
      shopId: shop.id,
      staffId: ana.id,
      shiftId: shift.id,
      wasStartsAt: at,
      wasEndsAt: at + 8 * 3_600_000,
      firstDueAt: at,
      now: at,
    });
    expect(await due.claimReminder({ shiftId: shift.id, startsAt: at, shopId: shop.id, now: at })).toBe(true);
    expect(await due.claimOverdueEntry({ entryId: entry.id, shopId: shop.id, now: at })).toBe(true);
  });
  await call('POST', '/v1/commissions', {
    staff: 'ana',
    sale_amount: '250.00',
    occurred_at: '2026-11-17T12:00:00Z',
  });
  await call('POST', '/v1/commission-rules', { skus: ['SKU-'], rate: '8.00', staff: ['ana'] });
  await call('POST', '/v1/payroll-runs', { period_start: '2026-11-01', period_end: '2026-11-30' });
  // A paid order sold by a POS user (so it has month sales, decision 70) and a refund of it.
  const order = orderPayload({ userId: 4242, lines: [{ price: '30.00' }, { price: '2.00', tip: true }] });
  expect((await sendWebhook(app, 'orders/paid', domain, order)).status).toBe(200);
  const refund = refundPayload({
    order,
    lines: [{ lineItemId: order.line_items[0]!.id as number, subtotal: '30.00' }],
  });
  expect((await sendWebhook(app, 'refunds/create', domain, refund)).status).toBe(200);
  // A refund of an order not recorded yet, kept until it is (SPEC §12).
  const unseen = orderPayload({ lines: [{ price: '20.00' }] });
  const early = refundPayload({
    order: unseen,
    lines: [{ lineItemId: unseen.line_items[0]!.id as number, subtotal: '20.00' }],
  });
  expect((await sendWebhook(app, 'refunds/create', domain, early)).status).toBe(200);
  // A delivery attempt, as the delivery worker would record it.
  const { db } = app.deps;
  const { webhookDeliveries, webhookAttempts } = db.tables;
  const [delivery] = await db
    .orm()
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, hook.id))
    .limit(1);
  await db.transaction(async () => {
    await db
      .orm()
      .insert(webhookAttempts)
      .values({
        id: `wat_${domain}`,
        deliveryId: delivery!.id,
        shopId: shop.id,
        at: Date.now(),
        statusCode: 500,
        durationMs: 12,
      });
  });
  return shop;
}

describe('erasure', () => {
  it('shop/redact leaves no row of the shop in any table, and every row of another shop', async () => {
    const gone = await busyShop('erase-me.myshopify.com');
    const kept = await busyShop('keep-me.myshopify.com');
    const goneMarks = await marksOf(gone.domain);
    const keptMarks = await marksOf(kept.domain);
    const keptRows: Record<string, number> = {};
    for (const t of await tables())
      keptRows[t] = (await rowsIn(t)).filter((r) => mentions(r, keptMarks)).length;

    // The seed reaches every table that can hold a shop's rows, so the check below means something.
    const unseeded: string[] = [];
    for (const t of await tables())
      if (!(await rowsIn(t)).some((r) => mentions(r, goneMarks))) unseeded.push(t);
    expect(unseeded, 'seed these tables in busyShop() and make sure eraseShop() clears them').toEqual([]);

    const res = await sendWebhook(app, 'shop/redact', gone.domain, { shop_id: 1, shop_domain: gone.domain });
    expect(res.status).toBe(200);

    for (const table of await tables()) {
      const rows = await rowsIn(table);
      const leftovers = rows.filter((row) => mentions(row, goneMarks));
      expect(leftovers, `rows of ${gone.domain} left in ${table}`).toEqual([]);
      expect(rows.filter((r) => mentions(r, keptMarks)).length, `rows of ${kept.domain} in ${table}`).toBe(
        keptRows[table],
      );
    }
  });

  it('every table keyed by shop_id is deleted with its shop (ON DELETE CASCADE)', async () => {
    for (const table of await tables()) {
      if (!(await columnsOf(table)).includes('shop_id')) continue;
      const keys = await foreignKeys(app.deps.db, table);
      expect(
        keys.some((k) => k.column === 'shop_id' && k.table === 'shops' && k.onDelete === 'CASCADE'),
        table,
      ).toBe(true);
    }
  });

  it('the sweep erases a shop 48 h after its uninstall, not before, and never a shop that came back', async () => {
    const left = await busyShop('left.myshopify.com');
    const back = await busyShop('came-back.myshopify.com');
    await sendWebhook(app, 'app/uninstalled', left.domain, uninstalledPayload(left.domain));
    await sendWebhook(app, 'app/uninstalled', back.domain, uninstalledPayload(back.domain));
    await installByTokenExchange(app, back.domain);
    const uninstalledAt = (await app.deps.repos.shops.findByDomain(left.domain))!.uninstalledAt!;

    expect(await eraseExpiredShops(app.deps, uninstalledAt + ERASE_AFTER_UNINSTALL_MS - 60_000)).toEqual([]);
    expect(await app.deps.repos.shops.findByDomain(left.domain)).toBeDefined();

    expect(await eraseExpiredShops(app.deps, uninstalledAt + ERASE_AFTER_UNINSTALL_MS + 1000)).toEqual([
      left.domain,
    ]);
    expect(await app.deps.repos.shops.findByDomain(left.domain)).toBeUndefined();
    expect(await app.deps.repos.staff.countActive(left.id)).toBe(0);
    expect(await app.deps.repos.shops.findByDomain(back.domain)).toMatchObject({ status: 'active' });
  });

  it('a shop erased and installed again starts empty', async () => {
    const domain = 'fresh-start.myshopify.com';
    await busyShop(domain);
    await sendWebhook(app, 'shop/redact', domain, { shop_domain: domain });
    await installByTokenExchange(app, domain);
    const shop = (await app.deps.repos.shops.findByDomain(domain))!;
    expect(await app.deps.repos.staff.countActive(shop.id)).toBe(0);
    expect(await app.deps.repos.timesheets.countByShop(shop.id)).toBe(0);
  });
});
