import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeShopify, SHOPIFY_ENV, sendWebhook } from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { orderPayload } from '../helpers/shopify-orders.js';

/**
 * Decision 0075: each instance keeps a shop's linked staff until a field that sales read
 * changes, on any instance. `two` shares `one`'s database (on SQLite its file, as the CLI or a
 * second process would).
 */
let one: TestApp;
let two: TestApp;
let fake: FakeShopify;
let shops = 0;
/** Reads of a shop's linked staff by `one`. */
let staffReads = 0;
/** Reads of a shop's product catalog by `one`. */
let catalogReads = 0;

beforeAll(async () => {
  ({ app: one, fake } = await startShopifyTestApp());
  two = await startTestApp({ ...SHOPIFY_ENV, ...one.databaseEnv, RATE_LIMIT_DISABLED: '1' });
  const staff = one.deps.repos.staff;
  const read = staff.listLinked.bind(staff);
  staff.listLinked = (shopId) => {
    staffReads++;
    return read(shopId);
  };
  const catalog = one.deps.repos.productCatalog;
  const entries = catalog.entries.bind(catalog);
  catalog.entries = (shopId, productIds) => {
    catalogReads++;
    return entries(shopId, productIds);
  };
});
afterAll(async () => {
  // `two` leaves the database to `one`, which drops it.
  await two?.close();
  await one?.close();
});

interface Commission {
  staff_id: string;
  rate: string | null;
  amount: string;
  source: string;
}

async function shopWithAna() {
  const domain = `kept-staff-${process.pid}-${++shops}.myshopify.com`;
  const { call, token } = await installShop(one, fake, domain, { ianaTimezone: 'America/New_York' });
  const res = await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    shopify_staff_member_id: '1001',
    commission_rate: '5.00',
  });
  expect(res.status, res.text).toBe(201);
  /** A request through the other instance. */
  const onTwo = (method: string, path: string, body?: unknown) => two.request(method, path, { token, body });
  let orders = 0;
  const seen = new Set<string>();
  /**
   * One order of a 100.00 line of `productId` sold by Shopify staff member 1001, through `one`;
   * answers the commissions it made.
   */
  const sale = async (productId = 555): Promise<Commission[]> => {
    const sent = await sendWebhook(
      one,
      'orders/paid',
      domain,
      orderPayload({
        id: 7_000_000 + ++orders,
        processedAt: new Date().toISOString(),
        lines: [{ price: '100.00', productId, staff: [{ id: 1001, quantity: 1 }] }],
      }),
    );
    expect(sent.status, sent.text).toBe(200);
    const all = (await call('GET', '/v1/commissions?limit=100')).body.data as (Commission & { id: string })[];
    const made = all.filter((row) => !seen.has(row.id));
    for (const row of made) seen.add(row.id);
    return made;
  };
  return { call, onTwo, sale, domain, ana: res.body.id as string };
}

describe('the kept linked staff (decision 0075)', () => {
  it('reads no staff for an order while they stay; a rate, a link or a goal changed on the other instance counts at the next order', async () => {
    const { call, onTwo, sale, ana } = await shopWithAna();
    const before = staffReads;
    expect((await sale()).map((row) => [row.staff_id, row.amount])).toEqual([[ana, '5.00']]);
    expect((await sale()).map((row) => row.amount)).toEqual(['5.00']);
    expect((await sale()).map((row) => row.amount)).toEqual(['5.00']);
    expect(staffReads).toBe(before + 1);

    // A change that sales do not read (the name) keeps them.
    expect((await onTwo('PATCH', `/v1/staff/${ana}`, { name: 'Ana B.' })).status).toBe(200);
    await sale();
    expect(staffReads).toBe(before + 1);

    expect((await onTwo('PATCH', `/v1/staff/${ana}`, { commission_rate: '7.00' })).status).toBe(200);
    expect((await sale()).map((row) => row.amount)).toEqual(['7.00']);
    expect(staffReads).toBe(before + 2);

    // The link moves from Ana to Bea, made on the other instance.
    expect((await onTwo('PATCH', `/v1/staff/${ana}`, { shopify_staff_member_id: null })).status).toBe(200);
    expect(await sale()).toEqual([]);
    const bea = await onTwo('POST', '/v1/staff', {
      handle: 'bea',
      name: 'Bea',
      shopify_staff_member_id: '1001',
      commission_rate: '2.00',
    });
    expect(bea.status, bea.text).toBe(201);
    expect((await sale()).map((row) => [row.staff_id, row.amount])).toEqual([[bea.body.id, '2.00']]);

    // A goal Bea's next sale reaches pays its bonus at once.
    const goal = await onTwo('PATCH', `/v1/staff/${bea.body.id}`, {
      goal_amount: '150.00',
      goal_bonus: '25.00',
    });
    expect(goal.status, goal.text).toBe(200);
    const reached = await sale();
    expect(reached.find((row) => row.source === 'goal_bonus')).toMatchObject({
      staff_id: bea.body.id,
      amount: '25.00',
    });
    expect(staffReads).toBe(before + 5);
    expect((await call('GET', `/v1/staff/${ana}`)).body.name).toBe('Ana B.');
  });
});

describe('the kept product catalog (decision 0075)', () => {
  it('reads a product once while the catalog stays; a type set on the other instance pays the next order by its rule', async () => {
    const { call, sale, domain } = await shopWithAna();
    const rule = await call('POST', '/v1/commission-rules', { product_types: ['Hats'], rate: '20.00' });
    expect(rule.status, rule.text).toBe(201);
    const before = catalogReads;
    expect((await sale()).map((row) => row.rate)).toEqual(['5.00']);
    expect((await sale()).map((row) => row.rate)).toEqual(['5.00']);
    expect(catalogReads).toBe(before + 1);
    // Another product is read once too, and the first stays kept.
    expect((await sale(556)).map((row) => row.rate)).toEqual(['5.00']);
    expect((await sale(555)).map((row) => row.rate)).toEqual(['5.00']);
    expect(catalogReads).toBe(before + 2);

    const typed = await sendWebhook(two, 'products/update', domain, { id: 555, product_type: 'Hats' });
    expect(typed.status, typed.text).toBe(200);
    expect((await sale()).map((row) => row.rate)).toEqual(['20.00']);
    expect((await sale(556)).map((row) => row.rate)).toEqual(['5.00']);
    expect(catalogReads).toBe(before + 4);

    const deleted = await sendWebhook(two, 'products/delete', domain, { id: 555 });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await sale()).map((row) => row.rate)).toEqual(['5.00']);
  });
});
