import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as ShopifyRuntime from '@shopify/shopify-api/runtime';
import type * as ShopifyTestHelpers from '@shopify/shopify-api/test-helpers';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

// The CommonJS copies: the ones the app's Shopify libraries load (docs: PLATFORM-NOTES).
const require = createRequire(import.meta.url);
const runtime = require('@shopify/shopify-api/runtime') as typeof ShopifyRuntime;
const testHelpers = require('@shopify/shopify-api/test-helpers') as typeof ShopifyTestHelpers;

export const API_KEY = 'shiftbook-test-key';
export const API_SECRET = 'shiftbook-test-secret';
export const APP_URL = 'https://shiftbook.test';
/** The environment of an app with Shopify on; spread into `startTestApp`. */
export const SHOPIFY_ENV = {
  SHOPIFY_API_KEY: API_KEY,
  SHOPIFY_API_SECRET: API_SECRET,
  SHOPIFY_APP_URL: APP_URL,
  RATE_LIMIT_DISABLED: '1',
};
/** shopify-api turns bots away from OAuth, and Node's fetch says `node`. */
export const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
};

/** A JSON request body as the fake received it; tests read into it freely. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON of arbitrary shape, read by tests
export type JsonBody = Record<string, any>;

export interface FakeShop {
  name: string;
  ianaTimezone: string;
  currencyCode: string;
  /** The offline token Shopify issued last; Admin API calls must present it. */
  accessToken: string | null;
  subscriptions: { id: string; name: string; test: boolean; status: string }[];
  /** The shop's Shopify staff, as the `staffMembers` query (scope `read_users`) answers them. */
  staff: { id: string; name: string; email: string | null; active: boolean }[];
  /** The scopes an access token grants, comma-separated; default `read_orders`. */
  scope: string;
  /**
   * The shop's orders as the Admin GraphQL `orders` query answers them (Order nodes with every
   * field the import asks for, `staffMember` and `retailLocation` included: the fake drops
   * what a query does not ask for, and refuses what the scope does not allow).
   */
  orders: JsonBody[];
  /**
   * Called before a page of `orders` is answered, with the cursor it follows: `'fail'` answers
   * a 500 (a page Shopify failed), and a promise holds the answer until it settles.
   */
  beforeOrdersPage?: (after: string | null) => 'fail' | undefined | Promise<'fail' | undefined>;
  /** Numeric ids of the shop's products (scope `read_products`), beside those in collections. */
  products: string[];
  /** The shop's collections: numeric id and the numeric ids of their products, in order. */
  collections: { id: string; productIds: string[] }[];
  /** Called before a catalog page is answered: `'fail'` answers a 500. */
  beforeCatalogPage?: (query: string, variables: JsonBody) => 'fail' | undefined;
}

/** Ids per page of the fake's catalog answers: small, so paging is exercised. */
export const FAKE_CATALOG_PAGE = 2;

/** The Shopify search terms of the import's `orders` query that the fake understands. */
const FINANCIAL_STATUS = /financial_status:(\w+)/g;
const PROCESSED_SINCE = /processed_at:>='([^']+)'/;
const ACCESS = { staffMember: 'read_users', retailLocation: 'read_locations' } as const;

/**
 * Shopify's servers, faked behind shopify-api's fetch: OAuth access tokens (code grant and
 * token exchange), the Admin GraphQL `shop` query and the billing mutations. Everything else
 * answers 404, so an unexpected call shows up as a failure.
 */
export class FakeShopify {
  readonly shops = new Map<string, FakeShop>();
  readonly calls: { shop: string; path: string; body: JsonBody }[] = [];

  addShop(domain: string, details: Partial<FakeShop> = {}): FakeShop {
    const shop: FakeShop = {
      name: details.name ?? domain.split('.')[0]!,
      ianaTimezone: details.ianaTimezone ?? 'America/Chicago',
      currencyCode: details.currencyCode ?? 'CAD',
      accessToken: null,
      subscriptions: [],
      staff: details.staff ?? [],
      scope: details.scope ?? 'read_orders',
      orders: details.orders ?? [],
      ...(details.beforeOrdersPage && { beforeOrdersPage: details.beforeOrdersPage }),
      products: details.products ?? [],
      collections: details.collections ?? [],
      ...(details.beforeCatalogPage && { beforeCatalogPage: details.beforeCatalogPage }),
    };
    this.shops.set(domain, shop);
    return shop;
  }

  /** The merchant approves every pending charge of the shop. */
  approveCharges(domain: string): void {
    for (const sub of this.shops.get(domain)!.subscriptions) sub.status = 'ACTIVE';
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const shop = this.shops.get(url.hostname);
    const body: JsonBody = init?.body ? JSON.parse(String(init.body)) : {};
    this.calls.push({ shop: url.hostname, path: url.pathname, body });
    if (!shop) return Response.json({ errors: 'Not Found' }, { status: 404 });
    if (url.pathname === '/admin/oauth/access_token') {
      if (body.client_id !== API_KEY || body.client_secret !== API_SECRET)
        return Response.json({ error: 'invalid_client' }, { status: 400 });
      shop.accessToken = `shpat_${randomBytes(16).toString('hex')}`;
      return Response.json({ access_token: shop.accessToken, scope: shop.scope });
    }
    if (url.pathname.endsWith('/graphql.json')) {
      if (new Headers(init?.headers).get('x-shopify-access-token') !== shop.accessToken)
        return Response.json({ errors: '[API] Invalid API key or access token' }, { status: 401 });
      if (String(body.query).includes('orders(')) return this.orders(shop, body.query, body.variables ?? {});
      if (/\b(collections|product|collection)\((first|id)/.test(String(body.query)))
        return this.catalog(shop, String(body.query), body.variables ?? {});
      return Response.json({ data: this.graphql(url.hostname, shop, body.query, body.variables ?? {}) });
    }
    return Response.json({ errors: 'Not Found' }, { status: 404 });
  };

  /**
   * The `orders` query: the shop's paid orders processed since the date of the search, sorted
   * by `processedAt`, a page of `first` after the cursor (the index of the next order).
   */
  private async orders(shop: FakeShop, query: string, variables: JsonBody): Promise<Response> {
    const granted = shop.scope.split(',');
    for (const [field, scope] of Object.entries(ACCESS))
      if (query.includes(field) && !granted.includes(scope))
        return Response.json({
          errors: [{ message: `Access denied for ${field} field.`, extensions: { code: 'ACCESS_DENIED' } }],
        });
    const after: string | null = variables.after ?? null;
    if ((await shop.beforeOrdersPage?.(after)) === 'fail')
      return Response.json({ errors: 'Internal Server Error' }, { status: 500 });
    const search = String(variables.query);
    const statuses = new Set([...search.matchAll(FINANCIAL_STATUS)].map((m) => m[1]!.toUpperCase()));
    const since = Date.parse(PROCESSED_SINCE.exec(search)?.[1] ?? '');
    if (!query.includes('sortKey: PROCESSED_AT') || statuses.size === 0 || Number.isNaN(since))
      throw new Error(`The fake Shopify expected the import's orders search: ${search}`);
    const first = Number(/orders\(first: (\d+)/.exec(query)?.[1] ?? 50);
    const matching = shop.orders
      .filter((order) => statuses.has(order.displayFinancialStatus) && Date.parse(order.processedAt) >= since)
      .sort((a, b) => Date.parse(a.processedAt) - Date.parse(b.processedAt));
    const start = after === null ? 0 : Number(after);
    const hasNextPage = start + first < matching.length;
    const nodes = matching.slice(start, start + first).map((order) => answered(order, query));
    return Response.json({
      data: {
        orders: {
          nodes,
          pageInfo: { hasNextPage, endCursor: nodes.length ? String(start + nodes.length) : null },
        },
      },
    });
  }

  /**
   * The catalog's reads: the shop's collections, a product's collections, a collection's
   * products, FAKE_CATALOG_PAGE ids a page after the cursor (the index of the next id).
   */
  private catalog(shop: FakeShop, query: string, variables: JsonBody): Response {
    if (!shop.scope.split(',').includes('read_products'))
      return Response.json({
        errors: [{ message: 'Access denied for products field.', extensions: { code: 'ACCESS_DENIED' } }],
      });
    if (shop.beforeCatalogPage?.(query, variables) === 'fail')
      return Response.json({ errors: 'Internal Server Error' }, { status: 500 });
    const numeric = (gid: string) => String(gid).split('/').pop()!;
    const connection = (gids: string[]) => {
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = gids.slice(start, start + FAKE_CATALOG_PAGE).map((id) => ({ id }));
      const hasNextPage = start + FAKE_CATALOG_PAGE < gids.length;
      return {
        nodes,
        pageInfo: { hasNextPage, endCursor: nodes.length ? String(start + nodes.length) : null },
      };
    };
    const collectionGids = (collections: FakeShop['collections']) =>
      collections.map((collection) => `gid://shopify/Collection/${collection.id}`);
    if (query.includes('product(id:')) {
      const id = numeric(variables.id);
      const known = shop.products.includes(id) || shop.collections.some((c) => c.productIds.includes(id));
      const inThem = shop.collections.filter((collection) => collection.productIds.includes(id));
      return Response.json({
        data: { product: known ? { collections: connection(collectionGids(inThem)) } : null },
      });
    }
    if (query.includes('collection(id:')) {
      const collection = shop.collections.find((c) => c.id === numeric(variables.id));
      const products = collection?.productIds.map((id) => `gid://shopify/Product/${id}`);
      return Response.json({ data: { collection: products ? { products: connection(products) } : null } });
    }
    return Response.json({ data: { collections: connection(collectionGids(shop.collections)) } });
  }

  private graphql(domain: string, shop: FakeShop, query: string, variables: JsonBody) {
    if (query.includes('appSubscriptionCreate')) {
      const subscription = {
        id: `gid://shopify/AppSubscription/${shop.subscriptions.length + 1}`,
        name: variables.name,
        test: variables.test,
        status: 'PENDING',
      };
      shop.subscriptions.push(subscription);
      return {
        appSubscriptionCreate: {
          appSubscription: subscription,
          confirmationUrl: `https://${domain}/admin/charges/${subscription.id.split('/').pop()}/confirm`,
          userErrors: [],
        },
      };
    }
    if (query.includes('currentAppInstallation')) {
      return {
        currentAppInstallation: {
          activeSubscriptions: shop.subscriptions.filter((sub) => sub.status === 'ACTIVE'),
          oneTimePurchases: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
        },
      };
    }
    if (query.includes('staffMembers(')) {
      // A page of two, so paging is exercised.
      const start = variables.after ? Number(variables.after) : 0;
      const nodes = shop.staff.slice(start, start + 2);
      const hasNextPage = start + 2 < shop.staff.length;
      return {
        staffMembers: { nodes, pageInfo: { hasNextPage, endCursor: hasNextPage ? String(start + 2) : null } },
      };
    }
    if (query.includes('shop {'))
      return { shop: { name: shop.name, ianaTimezone: shop.ianaTimezone, currencyCode: shop.currencyCode } };
    throw new Error(`The fake Shopify does not know this query: ${query}`);
  }
}

/** An order node without the fields the query does not ask for, as GraphQL answers. */
function answered(order: JsonBody, query: string): JsonBody {
  const copy = structuredClone(order);
  if (!query.includes('staffMember')) {
    delete copy.staffMember;
    for (const line of copy.lineItems.nodes) delete line.staffMember;
  }
  if (!query.includes('retailLocation')) delete copy.retailLocation;
  return copy;
}

/** Routes shopify-api's outgoing requests to a new fake Shopify (for the rest of this test file). */
export function installFakeShopify(): FakeShopify {
  const fake = new FakeShopify();
  runtime.setAbstractFetchFunc(fake.fetch as typeof fetch);
  return fake;
}

/** An App Bridge session token for a user of the shop, signed with the app's secret. */
export async function sessionToken(
  shop: string,
  overrides: Record<string, unknown> = {},
  secret = API_SECRET,
): Promise<string> {
  // getJwt takes the store's name and appends `.myshopify.com` itself.
  const store = shop.replace(/\.myshopify\.com$/, '');
  const { token } = await testHelpers.getJwt(store, API_KEY, secret, {
    iss: `https://${shop}/admin`,
    ...overrides,
  });
  return token;
}

/** Installs the app on a fake shop the way the embedded admin does: token exchange. */
export async function installByTokenExchange(app: TestApp, shop: string): Promise<string> {
  const token = await sessionToken(shop);
  const res = await app.request('POST', '/api/auth/token-exchange', { token });
  expect(res.status, res.text).toBe(200);
  return token;
}

let webhookCounter = 0;

/** Sends a Shopify webhook signed like Shopify signs them (HMAC-SHA256 of the raw body, base64). */
export function sendWebhook(
  app: TestApp,
  topic: string,
  shop: string,
  payload: unknown,
  options: { webhookId?: string; secret?: string } = {},
) {
  const rawBody = JSON.stringify(payload);
  webhookCounter += 1;
  return app.request('POST', '/api/webhooks', {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-shopify-hmac-sha256': createHmac('sha256', options.secret ?? API_SECRET)
        .update(rawBody)
        .digest('base64'),
      'x-shopify-topic': topic,
      'x-shopify-shop-domain': shop,
      'x-shopify-api-version': '2026-10',
      'x-shopify-webhook-id': options.webhookId ?? `wh-${process.pid}-${webhookCounter}`,
    },
  });
}
