import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../web/domain/ids.js';
import { MAX_RULES_NOT_ENDED } from '../../web/services/commission-rules/write-commission-rules.js';
import { type FakeShopify, SHOPIFY_ENV, sendWebhook } from '../helpers/fake-shopify.js';
import { startTestApp, type TestApp } from '../helpers/harness.js';
import { installShop, startShopifyTestApp } from '../helpers/installed-shop.js';
import { expectProblem } from '../helpers/problem.js';
import { orderPayload } from '../helpers/shopify-orders.js';

/**
 * Decision 0072: each instance keeps a shop's rule index until the shop's rules change, on any
 * instance; and a shop has at most MAX_RULES_NOT_ENDED rules that have not ended. `two` shares
 * `one`'s database (on SQLite its file, as the CLI or a second process would).
 */
let one: TestApp;
let two: TestApp;
let fake: FakeShopify;
let shops = 0;
/** Reads of a shop's rules by `one`'s order path, whichever the statement. */
let ruleReads = 0;

beforeAll(async () => {
  ({ app: one, fake } = await startShopifyTestApp());
  two = await startTestApp({ ...SHOPIFY_ENV, ...one.databaseEnv, RATE_LIMIT_DISABLED: '1' });
  const rules = one.deps.repos.commissionRules;
  for (const name of ['notEndedBefore', 'holdingOn'] as const) {
    const read = rules[name].bind(rules) as (...args: unknown[]) => Promise<never>;
    (rules as Record<string, unknown>)[name] = (...args: unknown[]) => {
      ruleReads++;
      return read(...args);
    };
  }
});
afterAll(async () => {
  // `two` leaves the database to `one`, which drops it.
  await two?.close();
  await one?.close();
});

async function shopWithAna() {
  const domain = `kept-rules-${process.pid}-${++shops}.myshopify.com`;
  const { call, token, shop } = await installShop(one, fake, domain, { ianaTimezone: 'America/New_York' });
  const res = await call('POST', '/v1/staff', {
    handle: 'ana',
    name: 'Ana',
    shopify_staff_member_id: '1001',
    commission_rate: '5.00',
  });
  expect(res.status, res.text).toBe(201);
  /** A rule written through `app` (default `two`, the other instance). */
  const onTwo = (method: string, path: string, body?: unknown) => two.request(method, path, { token, body });
  /** One order of a 10.00 line of sku SKU-1 through `one`, sold now; answers the rate Ana was paid at. */
  const sale = async () => {
    const sent = await sendWebhook(
      one,
      'orders/paid',
      domain,
      orderPayload({
        processedAt: new Date().toISOString(),
        lines: [{ price: '10.00', sku: 'SKU-1', staff: [{ id: 1001, quantity: 1 }] }],
      }),
    );
    expect(sent.status, sent.text).toBe(200);
    const latest = (await call('GET', '/v1/commissions?limit=100')).body.data as { rate: string }[];
    return latest.at(-1)!.rate;
  };
  return { call, onTwo, sale, shop };
}

describe('the kept rule index (decision 0072)', () => {
  it('reads no rule for an order while the rules stay; a rule created, changed or deleted on the other instance pays the next order', async () => {
    const { call, onTwo, sale } = await shopWithAna();
    const first = await call('POST', '/v1/commission-rules', { skus: ['SKU-'], rate: '20.00' });
    expect(first.status, first.text).toBe(201);
    const before = ruleReads;
    expect(await sale()).toBe('20.00');
    expect(ruleReads).toBe(before + 1);
    expect(await sale()).toBe('20.00');
    expect(await sale()).toBe('20.00');
    // Kept: two more orders read no rule.
    expect(ruleReads).toBe(before + 1);

    const created = await onTwo('POST', '/v1/commission-rules', { skus: ['SKU-1'], rate: '30.00' });
    expect(created.status, created.text).toBe(201);
    expect(await sale()).toBe('30.00');
    expect(ruleReads).toBe(before + 2);

    const changed = await onTwo('PATCH', `/v1/commission-rules/${created.body.id}`, { rate: '40.00' });
    expect(changed.status, changed.text).toBe(200);
    expect(await sale()).toBe('40.00');

    expect((await onTwo('DELETE', `/v1/commission-rules/${created.body.id}`)).status).toBe(204);
    expect(await sale()).toBe('20.00');
    expect(ruleReads).toBe(before + 4);
    expect(await sale()).toBe('20.00');
    expect(ruleReads).toBe(before + 4);
  });

  it('holds rules of every date: one that starts tomorrow or ended yesterday pays no order of today', async () => {
    const { call, sale } = await shopWithAna();
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const day = (offset: number) =>
      new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    for (const body of [
      { skus: ['SKU-'], rate: '20.00' },
      { skus: ['SKU-1'], rate: '60.00', starts_on: day(1) },
      { skus: ['SKU-1'], rate: '70.00', ends_on: day(-1) },
    ]) {
      const res = await call('POST', '/v1/commission-rules', body);
      expect(res.status, res.text).toBe(201);
    }
    // Both newer and more specific, but neither holds today.
    expect(await sale()).toBe('20.00');
  });
});

/** `count` rules of the shop written straight to its table, none ended (as if made over time). */
async function seedRules(shopId: string, count: number) {
  const { db } = one.deps;
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId('cmr', now + i),
    shopId,
    name: `Seeded ${i}`,
    productIds: '[]',
    variantIds: '[]',
    collectionIds: '[]',
    vendors: JSON.stringify([`Vendor ${i}`]),
    productTypes: '[]',
    skus: '[]',
    staffIds: '[]',
    rateBp: 100,
    amountPerUnitCents: null,
    startsOn: null,
    endsOn: null,
    createdAt: now,
    updatedAt: now,
  }));
  await db.transaction(async () => {
    for (let i = 0; i < rows.length; i += 100)
      await db
        .orm()
        .insert(db.tables.commissionRules)
        .values(rows.slice(i, i + 100));
  });
}

describe(`at most ${MAX_RULES_NOT_ENDED} rules that have not ended (decision 0072)`, () => {
  const count = async (call: Awaited<ReturnType<typeof shopWithAna>>['call']) => {
    let total = 0;
    let after: string | null = null;
    for (let page = 0; page < 20; page++) {
      const query: string = after ? `&starting_after=${after}` : '';
      const res = await call('GET', `/v1/commission-rules?limit=100${query}`);
      total += res.body.data.length;
      if (!res.body.has_more) return total;
      after = res.body.data.at(-1).id;
    }
    throw new Error('more pages than the limit allows');
  };

  it('refuses the next one with 422 too_many_rules and writes nothing; ended rules do not count', async () => {
    const { call, shop } = await shopWithAna();
    await seedRules(shop.id, MAX_RULES_NOT_ENDED - 1);
    const last = await call('POST', '/v1/commission-rules', { skus: ['LAST-'], rate: '1.00' });
    expect(last.status, last.text).toBe(201);
    const refused = await call('POST', '/v1/commission-rules', { skus: ['MORE-'], rate: '1.00' });
    expectProblem(refused, 422, 'too_many_rules');
    expect(refused.body.detail).toContain(String(MAX_RULES_NOT_ENDED));
    // One ending in the future counts too.
    expectProblem(
      await call('POST', '/v1/commission-rules', { skus: ['MORE-'], rate: '1.00', ends_on: '2999-12-31' }),
      422,
      'too_many_rules',
    );
    expect(await count(call)).toBe(MAX_RULES_NOT_ENDED);
    const ended = await call('POST', '/v1/commission-rules', {
      skus: ['OLD-'],
      rate: '1.00',
      starts_on: '2020-01-01',
      ends_on: '2020-01-31',
    });
    expect(ended.status, ended.text).toBe(201);

    // Reopening an ended rule adds one: refused, and it stays as it was.
    expectProblem(
      await call('PATCH', `/v1/commission-rules/${ended.body.id}`, { ends_on: null }),
      422,
      'too_many_rules',
    );
    expect((await call('GET', `/v1/commission-rules/${ended.body.id}`)).body.ends_on).toBe('2020-01-31');
    // A rule that has not ended may still change.
    const changed = await call('PATCH', `/v1/commission-rules/${last.body.id}`, { rate: '2.00' });
    expect(changed.status, changed.text).toBe(200);

    // Ending one makes room.
    const ends = await call('PATCH', `/v1/commission-rules/${last.body.id}`, {
      starts_on: '2020-01-01',
      ends_on: '2020-02-01',
    });
    expect(ends.status, ends.text).toBe(200);
    const again = await call('POST', '/v1/commission-rules', { skus: ['MORE-'], rate: '1.00' });
    expect(again.status, again.text).toBe(201);
    expect(await count(call)).toBe(MAX_RULES_NOT_ENDED + 2);
  });

  it('creates racing on both instances never pass the limit', async () => {
    const { onTwo, call, shop } = await shopWithAna();
    await seedRules(shop.id, MAX_RULES_NOT_ENDED - 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? call('POST', '/v1/commission-rules', { skus: [`RACE-${i}`], rate: '1.00' })
          : onTwo('POST', '/v1/commission-rules', { skus: [`RACE-${i}`], rate: '1.00' }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422, 422]);
    expect(await count(call)).toBe(MAX_RULES_NOT_ENDED);
  });
});
