import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogSweep } from '../../web/jobs/catalog-sweep.js';
import { createLogger } from '../../web/logger.js';
import { catalogOf } from '../../web/services/sales/product-catalog.js';
import { rowsOf } from '../helpers/db-catalog.js';
import { type FakeShop, type FakeShopify, sendWebhook } from '../helpers/fake-shopify.js';
import { postSignedWebhook, signedBody, uninstalledPayload } from '../helpers/forged-shopify-webhooks.js';
import type { TestApp } from '../helpers/harness.js';
import { type InstalledShop, installShop, startShopifyTestApp } from '../helpers/installed-shop.js';

/** The product catalog of commission rules (SPEC §18, decision 67), over HTTP and a fake Shopify. */

let app: TestApp;
let fake: FakeShopify;

beforeAll(async () => {
  // The sweep is driven by hand elsewhere (catalog-refresh.test.ts): here only events read.
  ({ app, fake } = await startShopifyTestApp({}, { catalogSweep: { start: false } }));
});
afterAll(() => app.close());

const CATALOG_SCOPE = 'read_orders,read_products';
/** Two collections: 11 holds products 1, 2 and 3 (two pages of the fake), 12 holds product 3. */
const collections = () => [
  { id: '11', productIds: ['1', '2', '3'] },
  { id: '12', productIds: ['3'] },
];

async function catalogShop(domain: string, details: Partial<FakeShop> = {}): Promise<InstalledShop> {
  return installShop(app, fake, domain, { scope: CATALOG_SCOPE, collections: collections(), ...details });
}

/** The catalog as plain data, for `toEqual`. */
async function catalog(shopId: string, ids: string[]) {
  return Object.fromEntries(await catalogOf(app.deps, shopId, ids));
}

/** The catalog's Admin API calls made for a shop so far. */
const catalogCalls = (domain: string) =>
  fake.calls.filter(
    (call) =>
      call.shop === domain && /Catalog|ProductCollections|CollectionProducts/.test(String(call.body.query)),
  );

const refreshesOf = (shopId: string) => rowsOf(app.deps.db, 'catalog_refreshes', shopId);

async function deliver(topic: string, domain: string, payload: unknown, webhookId?: string) {
  const res = await sendWebhook(app, topic, domain, payload, webhookId ? { webhookId } : {});
  expect(res.status, res.text).toBe(200);
  return res.body as { duplicate: boolean };
}

describe('the catalog at install and grant', () => {
  it('install reads every collection and its products, page by page, from the Admin API', async () => {
    const { shop, domain } = await catalogShop('catalog-install.myshopify.com');
    expect(await catalog(shop.id, ['1', '2', '3', '4'])).toEqual({
      '1': { productType: null, collectionIds: ['11'] },
      '2': { productType: null, collectionIds: ['11'] },
      '3': { productType: null, collectionIds: ['11', '12'] },
    });
    // The shop's list (one page), collection 11 (two pages of two), collection 12 (one page).
    expect(catalogCalls(domain)).toHaveLength(4);
    expect(await refreshesOf(shop.id)).toEqual([]);
  });

  it('install reads a few collections before answering; the sweep reads the rest of a large shop', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      id: String(100 + i),
      productIds: [String(200 + i)],
    }));
    const { shop } = await catalogShop('catalog-large.myshopify.com', { collections: many });
    const products = many.map((collection) => collection.productIds[0]!);
    expect((await catalogOf(app.deps, shop.id, products)).size).toBe(5);
    expect(await refreshesOf(shop.id)).toHaveLength(3);
    const sweep = createCatalogSweep({
      deps: app.deps,
      reader: app.composition.appDeps.shopify!.catalogReader,
      logger: createLogger('silent'),
      start: false,
    });
    await sweep.runOnce();
    expect((await catalogOf(app.deps, shop.id, products)).size).toBe(8);
    expect(await refreshesOf(shop.id)).toEqual([]);
  });

  it('a shop without read_products reads nothing; the grant of read_products reads the collections', async () => {
    const { shop, domain, fakeShop } = await installShop(app, fake, 'catalog-grant.myshopify.com', {
      collections: collections(),
    });
    expect(await catalog(shop.id, ['1', '3'])).toEqual({});
    expect(catalogCalls(domain)).toEqual([]);
    fakeShop.scope = CATALOG_SCOPE;
    await deliver('app/scopes_update', domain, {
      previous: ['read_orders'],
      current: ['read_orders', 'read_products'],
    });
    expect(await catalog(shop.id, ['1', '3'])).toEqual({
      '1': { productType: null, collectionIds: ['11'] },
      '3': { productType: null, collectionIds: ['11', '12'] },
    });
  });
});

describe('product webhooks (SPEC §8: HMAC, once per webhook id)', () => {
  it('products/create records the type and reads the product’s collections', async () => {
    const { shop, domain, fakeShop } = await catalogShop('catalog-products.myshopify.com');
    fakeShop.collections.push({ id: '13', productIds: ['5'] });
    await deliver('products/create', domain, {
      id: 5,
      product_type: 'Shoes',
      updated_at: '2026-11-20T10:00:00Z',
    });
    expect(await catalog(shop.id, ['5'])).toEqual({ '5': { productType: 'Shoes', collectionIds: ['13'] } });
  });

  it('a forged HMAC is refused with 401 and the catalog stays as it was', async () => {
    const { shop, domain } = await catalogShop('catalog-forged.myshopify.com');
    const res = await sendWebhook(
      app,
      'products/update',
      domain,
      { id: 1, product_type: 'Hats' },
      { secret: 'nope' },
    );
    expect(res.status).toBe(401);
    expect((await catalog(shop.id, ['1']))['1']?.productType).toBeNull();
  });

  it('a repeated webhook id changes nothing, and an update older than the one applied neither', async () => {
    const { shop, domain } = await catalogShop('catalog-replay.myshopify.com');
    const at = '2026-11-20T10:00:00Z';
    expect(
      (await deliver('products/update', domain, { id: 1, product_type: 'Shoes', updated_at: at }, 'wh-cat-1'))
        .duplicate,
    ).toBe(false);
    const again = await deliver(
      'products/update',
      domain,
      { id: 1, product_type: 'Hats', updated_at: '2026-11-21T10:00:00Z' },
      'wh-cat-1',
    );
    expect(again.duplicate).toBe(true);
    await deliver('products/update', domain, {
      id: 1,
      product_type: 'Boots',
      updated_at: '2026-11-19T10:00:00Z',
    });
    expect((await catalog(shop.id, ['1']))['1']).toEqual({ productType: 'Shoes', collectionIds: ['11'] });
    await deliver('products/update', domain, { id: 1, product_type: '', updated_at: '2026-11-22T10:00:00Z' });
    expect((await catalog(shop.id, ['1']))['1']?.productType).toBeNull();
  });

  it('a product body naming another shop is refused (401), one without an id is refused (400)', async () => {
    const { shop, domain } = await catalogShop('catalog-claims.myshopify.com');
    const other = { id: 1, product_type: 'Hats', shop_domain: 'someone-else.myshopify.com' };
    expect(
      (await postSignedWebhook(app, 'products/update', domain, signedBody(JSON.stringify(other)))).status,
    ).toBe(401);
    expect((await sendWebhook(app, 'products/update', domain, { product_type: 'Hats' })).status).toBe(400);
    expect((await catalog(shop.id, ['1']))['1']?.productType).toBeNull();
  });

  it('products/delete forgets the product: its type and its collections', async () => {
    const { shop, domain } = await catalogShop('catalog-product-delete.myshopify.com');
    await deliver('products/update', domain, { id: 3, product_type: 'Socks' });
    await deliver('products/delete', domain, { id: 3 });
    expect(await catalog(shop.id, ['1', '3'])).toEqual({ '1': { productType: null, collectionIds: ['11'] } });
  });
});

describe('collection webhooks', () => {
  it('collections/update reads the collection’s products again: joined and left', async () => {
    const { shop, domain, fakeShop } = await catalogShop('catalog-collection-update.myshopify.com');
    fakeShop.collections[0]!.productIds = ['2', '3', '4'];
    await deliver('collections/update', domain, {
      id: 11,
      title: 'Summer',
      updated_at: '2026-11-20T10:00:00Z',
    });
    expect(await catalog(shop.id, ['1', '2', '3', '4'])).toEqual({
      '2': { productType: null, collectionIds: ['11'] },
      '3': { productType: null, collectionIds: ['11', '12'] },
      '4': { productType: null, collectionIds: ['11'] },
    });
  });

  it('catalogOf answers the same from the repositories alone, and nothing for no products', async () => {
    const { shop } = await catalogShop('catalog-lookup.myshopify.com');
    const fromRepos = Object.fromEntries(await catalogOf(app.deps.repos, shop.id, ['3', '3', '404']));
    expect(fromRepos).toEqual({ '3': { productType: null, collectionIds: ['11', '12'] } });
    expect((await catalogOf(app.deps, shop.id, [])).size).toBe(0);
    // More ids than one statement binds: answered across its chunks, none lost.
    const many = Array.from({ length: 1_200 }, (_, i) => String(10_000 + i));
    await app.deps.db.transaction(() =>
      app.deps.repos.productCatalog.addMembers(
        shop.id,
        many.map((productId) => ({ productId, collectionId: '99' })),
      ),
    );
    const found = await catalogOf(app.deps, shop.id, [...many, '3']);
    expect(found.size).toBe(1_201);
    expect(found.get('11199')).toEqual({ productType: null, collectionIds: ['99'] });
  });

  it('collections/delete drops the collection from every product, with no Admin API call', async () => {
    const { shop, domain } = await catalogShop('catalog-collection-delete.myshopify.com');
    const before = catalogCalls(domain).length;
    await deliver('collections/delete', domain, { id: 11 });
    expect(await catalog(shop.id, ['1', '2', '3'])).toEqual({
      '3': { productType: null, collectionIds: ['12'] },
    });
    expect(catalogCalls(domain)).toHaveLength(before);
  });
});

describe('failures and shops without a token', () => {
  it('a failing Admin API leaves the catalog as it was; the shop’s next catalog event reads again', async () => {
    const { shop, domain, fakeShop } = await catalogShop('catalog-failing.myshopify.com');
    fakeShop.collections[0]!.productIds = ['1', '2', '4'];
    // The second page of collection 11 fails: the first page read must not be applied alone.
    fakeShop.beforeCatalogPage = (_query, variables) => (variables.after ? 'fail' : undefined);
    await deliver('collections/update', domain, { id: 11 });
    expect(await catalog(shop.id, ['1', '2', '3', '4'])).toEqual({
      '1': { productType: null, collectionIds: ['11'] },
      '2': { productType: null, collectionIds: ['11'] },
      '3': { productType: null, collectionIds: ['11', '12'] },
    });
    expect(await refreshesOf(shop.id)).toMatchObject([{ target: 'collection:11', failures: 1 }]);
    delete fakeShop.beforeCatalogPage;
    // Any catalog event of the shop runs what waits: here an update of an unrelated product.
    await deliver('products/update', domain, { id: 9, product_type: 'Gift' });
    expect(await catalog(shop.id, ['1', '2', '3', '4', '9'])).toEqual({
      '1': { productType: null, collectionIds: ['11'] },
      '2': { productType: null, collectionIds: ['11'] },
      '3': { productType: null, collectionIds: ['12'] },
      '4': { productType: null, collectionIds: ['11'] },
      '9': { productType: 'Gift', collectionIds: [] },
    });
    expect(await refreshesOf(shop.id)).toEqual([]);
  });

  it('a shop without an offline token keeps its catalog from webhooks alone', async () => {
    const { shop, domain } = await catalogShop('catalog-no-token.myshopify.com');
    await app.deps.db.transaction(() => app.deps.repos.shopifySessions.deleteByShop(domain));
    const before = catalogCalls(domain).length;
    await deliver('products/create', domain, { id: 6, product_type: 'Hats' });
    await deliver('collections/delete', domain, { id: 12 });
    expect(await catalog(shop.id, ['3', '6'])).toEqual({
      '3': { productType: null, collectionIds: ['11'] },
      '6': { productType: 'Hats', collectionIds: [] },
    });
    expect(catalogCalls(domain)).toHaveLength(before);
    expect(await refreshesOf(shop.id)).toEqual([]);
  });
});

describe('erasure', () => {
  it('the erasure after uninstall (shop/redact) erases the catalog with the shop', async () => {
    const { shop, domain } = await catalogShop('catalog-erased.myshopify.com');
    const kept = await catalogShop('catalog-kept.myshopify.com');
    await deliver('products/update', domain, { id: 1, product_type: 'Shoes' });
    await deliver('app/uninstalled', domain, uninstalledPayload(domain));
    // Uninstalled: product webhooks that Shopify still sends change nothing.
    await deliver('products/update', domain, { id: 2, product_type: 'Hats' });
    expect((await catalog(shop.id, ['2']))['2']?.productType).toBeNull();
    await deliver('shop/redact', domain, { shop_id: 1, shop_domain: domain });
    for (const table of ['catalog_products', 'catalog_collections', 'catalog_refreshes'])
      expect(await rowsOf(app.deps.db, table, shop.id), table).toEqual([]);
    expect(await catalog(kept.shop.id, ['3'])).toEqual({
      '3': { productType: null, collectionIds: ['11', '12'] },
    });
  });
});
