import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASE_AFTER_UNINSTALL_MS, eraseExpiredShops } from '../../web/services/erase-shop.js';
import {
  type FakeShopify,
  installByTokenExchange,
  installFakeShopify,
  SHOPIFY_ENV,
  sendWebhook,
} from '../helpers/fake-shopify.js';
import { uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  fake = installFakeShopify();
  app = await startTestApp({ ...SHOPIFY_ENV, WEBHOOK_ALLOW_PRIVATE: '1' });
});
afterAll(() => app.close());

type Row = Record<string, unknown>;
const sql = () => app.deps.db.sqlite;
const tables = () =>
  (
    sql().prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as {
      name: string;
    }[]
  ).map((t) => t.name);
const rowsOf = (table: string) => sql().prepare(`SELECT * FROM "${table}"`).all() as Row[];
const columnsOf = (table: string) =>
  (sql().prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
const mentions = (row: Row, marks: Set<string>) =>
  Object.values(row).some(
    (value) => value !== null && [...marks].some((mark) => String(value).includes(mark)),
  );

/** The shop's id and domain and the id of every row it owns: whatever could point back at it. */
function marksOf(domain: string): Set<string> {
  const shop = app.deps.repos.shops.findByDomain(domain)!;
  const marks = new Set([shop.id, domain]);
  for (const table of tables()) {
    const columns = columnsOf(table);
    if (!columns.includes('shop_id') || !columns.includes('id')) continue;
    for (const row of sql().prepare(`SELECT id FROM "${table}" WHERE shop_id = ?`).all(shop.id) as {
      id: string;
    }[])
      marks.add(row.id);
  }
  return marks;
}

/** A shop with a row in every table there is: reached through the API as a merchant would. */
async function busyShop(domain: string) {
  fake.addShop(domain);
  await installByTokenExchange(app, domain);
  await sendWebhook(app, 'app/scopes_update', domain, { current: ['read_orders'] });
  const shop = app.deps.repos.shops.findByDomain(domain)!;
  const token = app.token(shop);
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await app.request(method, path, { token, body, headers });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(300);
    return res.body;
  };
  const hook = await call('POST', '/v1/webhooks', {
    url: 'https://hooks.example.com/x',
    events: ['timesheet.approved'],
  });
  await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    hourly_rate: '20.00',
    commission_rate: '5.00',
  });
  await call('POST', '/v1/shifts', {
    staff: 'ana',
    starts_at: '2026-11-16T09:00:00Z',
    ends_at: '2026-11-16T17:00:00Z',
  });
  const entry = await call(
    'POST',
    '/v1/time-entries',
    { staff: 'ana', started_at: '2026-11-16T09:00:00Z', ended_at: '2026-11-16T17:00:00Z' },
    { 'idempotency-key': `entry-${domain}` },
  );
  await call('POST', `/v1/timesheets/${entry.timesheet}/approve`, {});
  await call('POST', '/v1/commissions', {
    staff: 'ana',
    sale_amount: '250.00',
    occurred_at: '2026-11-17T12:00:00Z',
  });
  await call('POST', '/v1/payroll-runs', { period_start: '2026-11-01', period_end: '2026-11-30' });
  // A delivery attempt, as the delivery worker would record it.
  const delivery = sql().prepare('SELECT id FROM webhook_deliveries WHERE endpoint_id = ?').get(hook.id) as {
    id: string;
  };
  sql()
    .prepare(
      'INSERT INTO webhook_attempts (id, delivery_id, shop_id, at, status_code, duration_ms) VALUES (?, ?, ?, ?, 500, 12)',
    )
    .run(`wat_${domain}`, delivery.id, shop.id, Date.now());
  return shop;
}

describe('erasure', () => {
  it('shop/redact leaves no row of the shop in any table, and every row of another shop', async () => {
    const gone = await busyShop('erase-me.myshopify.com');
    const kept = await busyShop('keep-me.myshopify.com');
    const goneMarks = marksOf(gone.domain);
    const keptMarks = marksOf(kept.domain);
    const keptRows = Object.fromEntries(
      tables().map((t) => [t, rowsOf(t).filter((r) => mentions(r, keptMarks)).length]),
    );

    // The seed reaches every table that can hold a shop's rows, so the check below means something.
    const unseeded = tables().filter(
      (t) =>
        !['__drizzle_migrations', 'sqlite_sequence'].includes(t) &&
        !rowsOf(t).some((r) => mentions(r, goneMarks)),
    );
    expect(unseeded, 'seed these tables in busyShop() and make sure eraseShop() clears them').toEqual([]);

    const res = await sendWebhook(app, 'shop/redact', gone.domain, { shop_id: 1, shop_domain: gone.domain });
    expect(res.status).toBe(200);

    for (const table of tables()) {
      const leftovers = rowsOf(table).filter((row) => mentions(row, goneMarks));
      expect(leftovers, `rows of ${gone.domain} left in ${table}`).toEqual([]);
      expect(
        rowsOf(table).filter((r) => mentions(r, keptMarks)).length,
        `rows of ${kept.domain} in ${table}`,
      ).toBe(keptRows[table]);
    }
  });

  it('every table keyed by shop_id is deleted with its shop (ON DELETE CASCADE)', () => {
    for (const table of tables().filter((t) => columnsOf(t).includes('shop_id'))) {
      const keys = sql().prepare(`PRAGMA foreign_key_list("${table}")`).all() as Row[];
      expect(
        keys.some((k) => k.from === 'shop_id' && k.table === 'shops' && k.on_delete === 'CASCADE'),
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
    const uninstalledAt = app.deps.repos.shops.findByDomain(left.domain)!.uninstalledAt!;

    expect(eraseExpiredShops(app.deps, uninstalledAt + ERASE_AFTER_UNINSTALL_MS - 60_000)).toEqual([]);
    expect(app.deps.repos.shops.findByDomain(left.domain)).toBeDefined();

    expect(eraseExpiredShops(app.deps, uninstalledAt + ERASE_AFTER_UNINSTALL_MS + 1000)).toEqual([
      left.domain,
    ]);
    expect(app.deps.repos.shops.findByDomain(left.domain)).toBeUndefined();
    expect(app.deps.repos.staff.countActive(left.id)).toBe(0);
    expect(app.deps.repos.shops.findByDomain(back.domain)).toMatchObject({ status: 'active' });
  });

  it('a shop erased and installed again starts empty', async () => {
    const domain = 'fresh-start.myshopify.com';
    await busyShop(domain);
    await sendWebhook(app, 'shop/redact', domain, { shop_domain: domain });
    await installByTokenExchange(app, domain);
    const shop = app.deps.repos.shops.findByDomain(domain)!;
    expect(app.deps.repos.staff.countActive(shop.id)).toBe(0);
    expect(app.deps.repos.timesheets.countByShop(shop.id)).toBe(0);
  });
});
