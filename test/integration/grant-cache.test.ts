import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeClockOf } from '../../web/db/change-clock.js';
import { type AnyDatabase, openDatabase } from '../../web/db/open-database.js';
import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { TEST_DIALECT } from '../helpers/test-database.js';

/**
 * Decision 0042: a token's grant is cached until its token or its shop may have changed, not
 * until anything may have. Writes to other tables (a shift, a clock-in) keep it; a write to
 * either of its tables, by any connection, is seen by the very next request.
 */
let app: TestApp;
/** A second connection to the app's database, as the CLI or another instance has. */
let other: AnyDatabase;
let shops = 0;
// A fixed clock: the once-a-minute `last_used_at` touch happens on the first request only.
const now = Date.parse('2026-11-20T12:00:00Z');

beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_DISABLED: '1' }, { now: () => now });
  other = openDatabase(app.databaseEnv.DATABASE_URL!);
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

/** A shop with staff member ana and a token with every scope. */
async function newShop(): Promise<{ shop: ShopRow; token: string }> {
  const shop = await app.addShop(`grant-cache-${++shops}.myshopify.com`, { plan: 'pro' });
  const token = await app.token(shop);
  const ana = await app.request('POST', '/v1/staff', { token, body: { handle: 'ana', name: 'Ana' } });
  expect(ana.status, ana.text).toBe(201);
  return { shop, token };
}

let day = 0;
/** Creates a shift through the API: writes `shifts` (and unwatched tables) only. */
async function createShift(token: string): Promise<void> {
  const date = `2026-12-${String(++day).padStart(2, '0')}`;
  const res = await app.request('POST', '/v1/shifts', {
    token,
    body: { staff: 'ana', starts_at: `${date}T09:00:00Z`, ends_at: `${date}T17:00:00Z` },
  });
  expect(res.status, res.text).toBe(201);
}

const listStaff = async (token: string) => (await app.request('GET', '/v1/staff', { token })).status;

describe('a cached grant after writes to other tables', () => {
  it('is refused at once when the token is revoked through a second connection', async () => {
    const { token, shop } = await newShop();
    expect(await listStaff(token)).toBe(200);
    await createShift(token);
    expect(await listStaff(token)).toBe(200);
    const { apiTokens } = other.tables;
    await other.transaction(() =>
      other.orm().update(apiTokens).set({ revokedAt: now }).where(eq(apiTokens.shopId, shop.id)),
    );
    expect(await listStaff(token)).toBe(401);
  });

  it("is refused at once when the token's shop is uninstalled through a second connection", async () => {
    const { token, shop } = await newShop();
    expect(await listStaff(token)).toBe(200);
    await createShift(token);
    expect(await listStaff(token)).toBe(200);
    const { shops: table } = other.tables;
    await other.transaction(() =>
      other.orm().update(table).set({ status: 'uninstalled' }).where(eq(table.id, shop.id)),
    );
    expect(await listStaff(token)).toBe(401);
  });
});

// SQLite's clock moves every epoch on any write (it is per process and cheap there): the grant
// is read again after a shift, and this count concerns PostgreSQL's round trips.
describe.skipIf(TEST_DIALECT !== 'postgres')('statements of authentication on PostgreSQL', () => {
  const query = pg.Client.prototype.query;
  /** Statements that name api_tokens, as every pooled connection of the app sent them. */
  let tokenStatements = 0;
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
      if (text?.includes('"api_tokens"')) tokenStatements++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterEach(() => {
    tokenStatements = 0;
  });
  afterAll(() => {
    pg.Client.prototype.query = query;
  });

  /**
   * Requests until one is served without reading api_tokens: the change clock answers
   * "uncacheable" until its listening connection is up, so the first requests read the grant.
   */
  async function warm(token: string): Promise<void> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const before = tokenStatements;
      expect(await listStaff(token)).toBe(200);
      if (tokenStatements === before) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the grant was never served from the cache');
  }

  it('reads a grant once: a shift created in between neither reads api_tokens again nor misses a plan change', async () => {
    const { token, shop } = await newShop();
    await warm(token);
    const clock = changeClockOf(app.deps.db);
    const anyTable = await clock.epoch();
    tokenStatements = 0;
    await createShift(token);
    expect(await listStaff(token)).toBe(200);
    expect(tokenStatements).toBe(0);
    // The shift was heard: the summary's any-table epoch moved.
    expect(await clock.epoch()).toBeGreaterThan(anyTable);

    // The count is not blind: a write to the shop (a plan change elsewhere) reads the grant again.
    const { shops: table } = other.tables;
    await other.transaction(() =>
      other.orm().update(table).set({ plan: 'free' }).where(eq(table.id, shop.id)),
    );
    expect(await listStaff(token)).toBe(200);
    expect(tokenStatements).toBe(1);
  });
});
