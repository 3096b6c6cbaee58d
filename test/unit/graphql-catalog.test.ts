import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../web/config.js';
import { targetKey, targetOf } from '../../web/services/sales/catalog-reader.js';
import { CATALOG_TOPICS } from '../../web/services/sales/catalog-webhooks.js';
import { catalogRequest, readCatalogPage } from '../../web/services/sales/graphql-catalog.js';

const connection = (ids: string[], hasNextPage = false) => ({
  nodes: ids.map((id) => ({ id })),
  pageInfo: { hasNextPage, endCursor: hasNextPage ? 'c1' : null },
});

describe('the catalog’s Admin API reads (decision 67)', () => {
  it('asks for a product or collection by its gid, and the shop’s collections with no id', () => {
    expect(catalogRequest({ kind: 'product', id: '7' }, null).variables).toEqual({
      id: 'gid://shopify/Product/7',
      after: null,
    });
    expect(catalogRequest({ kind: 'collection', id: '8' }, 'c1').variables).toEqual({
      id: 'gid://shopify/Collection/8',
      after: 'c1',
    });
    expect(catalogRequest({ kind: 'shop' }, null).variables).toEqual({ after: null });
  });

  it('reads numeric ids of the expected type, skipping any other id', () => {
    const data = {
      collection: {
        products: connection([
          'gid://shopify/Product/5',
          'gid://shopify/Collection/6',
          'gid://shopify/Product/x',
        ]),
      },
    };
    expect(readCatalogPage({ kind: 'collection', id: '8' }, data)).toEqual({
      granted: true,
      found: true,
      ids: ['5'],
      hasNextPage: false,
      endCursor: null,
    });
    const product = { product: { collections: connection(['gid://shopify/Collection/6'], true) } };
    expect(readCatalogPage({ kind: 'product', id: '5' }, product)).toMatchObject({
      ids: ['6'],
      hasNextPage: true,
      endCursor: 'c1',
    });
  });

  it('a product or collection Shopify no longer has is not found; an answer of another shape throws', () => {
    expect(readCatalogPage({ kind: 'product', id: '5' }, { product: null })).toMatchObject({ found: false });
    expect(readCatalogPage({ kind: 'collection', id: '5' }, { collection: null })).toMatchObject({
      found: false,
    });
    expect(() => readCatalogPage({ kind: 'shop' }, { collections: null })).toThrow();
    expect(() => readCatalogPage({ kind: 'shop' }, undefined)).toThrow();
  });

  it('stores targets as keys it reads back, and refuses keys it does not know', () => {
    for (const target of [
      { kind: 'shop' },
      { kind: 'product', id: '1' },
      { kind: 'collection', id: '2' },
    ] as const)
      expect(targetOf(targetKey(target))).toEqual(target);
    for (const key of ['product:', 'product:01', 'variant:1', 'collection:1:2', 'shop:1'])
      expect(targetOf(key)).toBeUndefined();
  });
});

describe('shopify.app.toml', () => {
  const toml = readFileSync(new URL('../../shopify.app.toml', import.meta.url), 'utf8');

  it('asks for the scopes SHOPIFY_SCOPES asks for by default, read_products among them', () => {
    const scopes = /^scopes = "([^"]*)"/m.exec(toml)?.[1];
    expect(scopes).toBe(loadConfig({}).SHOPIFY_SCOPES);
    expect(scopes?.split(',')).toContain('read_products');
  });

  it('subscribes to every catalog topic the receiver handles', () => {
    const subscribed = [...toml.matchAll(/^\s*topics = \[([^\]]*)\]/gm)].flatMap((m) =>
      [...m[1]!.matchAll(/"([^"]+)"/g)].map((t) => t[1]!.replace('/', '_').toUpperCase()),
    );
    for (const topic of CATALOG_TOPICS) expect(subscribed).toContain(topic);
  });
});
