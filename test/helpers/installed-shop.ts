import type { ShopRow } from '../../web/db/repositories/shops-repository.js';
import type { Scope } from '../../web/domain/tokens/scopes.js';
import {
  type FakeShop,
  type FakeShopify,
  installByTokenExchange,
  installFakeShopify,
  SHOPIFY_ENV,
} from './fake-shopify.js';
import { startTestApp, type TestApp, type TestAppOptions, type TestResponse } from './harness.js';

/**
 * The set-ups that test files used to write out each for itself: a caller bound to one token,
 * an app that trusts a fake Shopify, and a shop installed as Shopify installs it.
 */

/** One principal's requests to the app: the method, the path, a JSON body and extra headers. */
export type Caller = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<TestResponse>;

/** Requests to `app` with `token` as the bearer. */
export function callerOf(app: TestApp, token: string): Caller {
  return (method, path, body, headers) => app.request(method, path, { token, body, headers });
}

/**
 * A test app configured for Shopify (SHOPIFY_ENV, rate limits off, then `env`), whose calls to
 * Shopify reach a fake that a test fills with shops. Close it with `app.close()`.
 */
export async function startShopifyTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<{ app: TestApp; fake: FakeShopify }> {
  const fake = installFakeShopify();
  const app = await startTestApp({ ...SHOPIFY_ENV, ...env }, options);
  return { app, fake };
}

export interface InstalledShop {
  domain: string;
  /** The shop as the fake Shopify holds it (its staff, orders, scopes). */
  fakeShop: FakeShop;
  /** The shop's row, as the install wrote it. */
  shop: ShopRow;
  /** The App Bridge session token the install was made with: every scope, as in the admin. */
  sessionToken: string;
  /** An API token of the shop holding `scopes` (default every scope). */
  token: string;
  /** Requests with `token`. */
  call: Caller;
}

/**
 * A shop added to the fake Shopify (with `details`) and installed by token exchange, as the
 * embedded admin installs it, with an API token and a caller for it.
 */
export async function installShop(
  app: TestApp,
  fake: FakeShopify,
  domain: string,
  details: Partial<FakeShop> = {},
  scopes?: readonly Scope[],
): Promise<InstalledShop> {
  const fakeShop = fake.addShop(domain, details);
  const sessionToken = await installByTokenExchange(app, domain);
  const shop = (await app.deps.repos.shops.findByDomain(domain))!;
  const token = await app.token(shop, scopes);
  return { domain, fakeShop, shop, sessionToken, token, call: callerOf(app, token) };
}
