import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Orm, Tables } from '../../web/db/database.js';
import { type AnyDatabase, openDatabase } from '../../web/db/open-database.js';
import { hashApiToken } from '../../web/domain/tokens/api-token.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { newShop, type ShopClient } from '../helpers/shop-client.js';

/**
 * Decision 0018: the weekly summary and the token → principal lookup are cached, and neither
 * may ever answer from before a write, whoever made it: this process, another connection, or
 * another process.
 */
let app: TestApp;
/** A second connection to the app's database, as the CLI or another instance has. */
let other: AnyDatabase;
const WEEK = '2026-11-16';

beforeAll(async () => {
  app = await startTestApp();
  other = openDatabase(app.databaseEnv.DATABASE_URL!);
});
afterAll(async () => {
  await other?.close();
  await app.close();
});

/** Runs `write` in a transaction of the second connection. */
const elsewhere = (write: (orm: Orm, tables: Tables) => Promise<unknown>) =>
  other.transaction(async () => {
    await write(other.orm(), other.tables);
  });

/** A shop with zoe (9 h at 20.00) in WEEK, whose summary has been read (and cached) twice. */
async function warmShop(): Promise<{ client: ShopClient; text: string }> {
  const client = await newShop(app);
  await client.addStaff('zoe', '20.00');
  await client.addEntry('zoe', '2026-11-16T08:00:00Z', '2026-11-16T17:00:00Z');
  const first = await client.get(`/v1/timesheets?week=${WEEK}`);
  const second = await client.get(`/v1/timesheets?week=${WEEK}`);
  expect(second.text).toBe(first.text);
  expect(first.body).toMatchObject({ pending: 1, gross: '180.00' });
  return { client, text: first.text };
}

describe('the weekly summary after a write of this process', () => {
  it('shows a new time entry on the very next read', async () => {
    const { client } = await warmShop();
    await client.addEntry('zoe', '2026-11-17T08:00:00Z', '2026-11-17T10:00:00Z');
    expect(await client.summary(WEEK)).toMatchObject({ gross: '220.00', entries: [{ hours: 11 }] });
  });

  it('shows a changed and a deleted time entry', async () => {
    const { client } = await warmShop();
    const entry = await client.addEntry('zoe', '2026-11-18T08:00:00Z', '2026-11-18T09:00:00Z');
    expect((await client.summary(WEEK)).gross).toBe('200.00');
    const patched = await client.patch(`/v1/time-entries/${entry.id}`, { ended_at: '2026-11-18T12:00:00Z' });
    expect(patched.status, patched.text).toBe(200);
    expect((await client.summary(WEEK)).gross).toBe('260.00');
    expect((await client.del(`/v1/time-entries/${entry.id}`)).status).toBe(200);
    expect((await client.summary(WEEK)).gross).toBe('180.00');
  });

  it('shows an approval and a reopening', async () => {
    const { client } = await warmShop();
    const [entry] = (await client.summary(WEEK)).entries;
    expect((await client.post(`/v1/timesheets/${entry!.timesheet}/approve`)).status).toBe(200);
    expect(await client.summary(WEEK)).toMatchObject({
      approved: 1,
      pending: 0,
      entries: [{ status: 'approved' }],
    });
    const reopened = await client.post(`/v1/timesheets/${entry!.timesheet}/reopen`, { reason: 'typo' });
    expect(reopened.status, reopened.text).toBe(200);
    expect(await client.summary(WEEK)).toMatchObject({ approved: 0, pending: 1 });
  });

  it('prices pending time with the staff rate as changed a moment ago', async () => {
    const { client } = await warmShop();
    const res = await client.patch('/v1/staff/zoe', { hourly_rate: '25.00' });
    expect(res.status, res.text).toBe(200);
    expect(await client.summary(WEEK)).toMatchObject({ gross: '225.00', entries: [{ rate: '25.00' }] });
  });

  it('answers each spelling of the week with its own `week` from the same cached week', async () => {
    const { client } = await warmShop();
    for (const day of ['2026-11-16', '2026-11-19', '2026-11-22', '2026-11-16']) {
      const res = await client.get(`/v1/timesheets?week=${day}`);
      expect(res.text.startsWith(`{"week":"${day}","approved":0,"pending":1,"gross":"180.00"`)).toBe(true);
    }
  });
});

describe('the weekly summary after a commit by another connection or process', () => {
  it('shows a staff rate changed through a second connection', async () => {
    const { client } = await warmShop();
    await elsewhere((orm, { staff }) =>
      orm
        .update(staff)
        .set({ hourlyRateCents: 3000 })
        .where(and(eq(staff.shopId, client.shop.id), eq(staff.handle, 'zoe'))),
    );
    expect(await client.summary(WEEK)).toMatchObject({ gross: '270.00', entries: [{ rate: '30.00' }] });
  });

  it('shows an approval written through a second connection', async () => {
    const { client } = await warmShop();
    await elsewhere((orm, { timesheets }) =>
      orm
        .update(timesheets)
        .set({ status: 'approved', approvedRateCents: 1000 })
        .where(eq(timesheets.shopId, client.shop.id)),
    );
    expect(await client.summary(WEEK)).toMatchObject({ approved: 1, pending: 0, gross: '90.00' });
  });

  it('shows a staff rate changed by another process', async () => {
    const { client } = await warmShop();
    const script = fileURLToPath(new URL('../helpers/write-in-process.ts', import.meta.url));
    // Shop ids are `shp_` and base-32 letters: safe to write into the statement.
    const statement = `UPDATE staff SET hourly_rate_cents = 1000 WHERE shop_id = '${client.shop.id}' RETURNING id`;
    execFileSync(process.execPath, ['--import', 'tsx', script, app.databaseEnv.DATABASE_URL!, statement], {
      cwd: process.cwd(),
    });
    expect(await client.summary(WEEK)).toMatchObject({ gross: '90.00', entries: [{ rate: '10.00' }] });
  });
});

describe('the cached token → principal lookup', () => {
  it('refuses a token revoked through a second connection on the very next request', async () => {
    const { client } = await warmShop();
    await elsewhere((orm, { apiTokens }) =>
      orm
        .update(apiTokens)
        .set({ revokedAt: Date.now() })
        .where(eq(apiTokens.tokenHash, hashApiToken(client.token))),
    );
    const res = await client.get(`/v1/timesheets?week=${WEEK}`);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
  });

  it('refuses a token revoked through the API on the very next request', async () => {
    const { client } = await warmShop();
    const own = (await client.get('/v1/tokens')).body.data[0];
    expect((await client.del(`/v1/tokens/${own.id}`)).status).toBe(200);
    expect((await client.get(`/v1/timesheets?week=${WEEK}`)).status).toBe(401);
  });

  it('refuses the tokens of a shop uninstalled through a second connection', async () => {
    const { client } = await warmShop();
    await elsewhere((orm, { shops }) =>
      orm.update(shops).set({ status: 'uninstalled' }).where(eq(shops.id, client.shop.id)),
    );
    expect((await client.get(`/v1/timesheets?week=${WEEK}`)).status).toBe(401);
  });
});

describe('token expiry while the grant is cached', () => {
  let clockApp: TestApp;
  let now = Date.parse('2026-11-20T12:00:00Z');
  beforeAll(async () => {
    clockApp = await startTestApp({}, { now: () => now });
  });
  afterAll(() => clockApp.close());

  it('is checked against the clock on every request', async () => {
    const shop = await clockApp.addShop('expiring.myshopify.com');
    const token = await clockApp.token(shop, undefined, { expiresAt: now + 60_000 });
    const path = `/v1/timesheets?week=${WEEK}`;
    expect((await clockApp.request('GET', path, { token })).status).toBe(200);
    now += 59_999;
    expect((await clockApp.request('GET', path, { token })).status).toBe(200);
    now += 1;
    const res = await clockApp.request('GET', path, { token });
    expect(res.status).toBe(401);
    expect(res.body.detail).toMatch(/expired/);
  });

  it('still touches last_used_at at most once a minute', async () => {
    const shop = await clockApp.addShop('touch.myshopify.com');
    const token = await clockApp.token(shop);
    const lastUsed = async () =>
      (await clockApp.deps.repos.apiTokens.findGrantByHash(hashApiToken(token)))!.lastUsedAt;
    const path = `/v1/timesheets?week=${WEEK}`;
    const start = now;
    expect((await clockApp.request('GET', path, { token })).status).toBe(200);
    expect(await lastUsed()).toBe(start);
    now += 30_000;
    expect((await clockApp.request('GET', path, { token })).status).toBe(200);
    expect(await lastUsed()).toBe(start);
    now += 30_000;
    expect((await clockApp.request('GET', path, { token })).status).toBe(200);
    expect(await lastUsed()).toBe(start + 60_000);
  });
});
