/**
 * Where the bearer credential comes from. Inside Shopify the App Bridge script (loaded from
 * Shopify's CDN by the served index.html) sets `window.shopify`, and every request gets a fresh
 * session token from it. Outside Shopify the manager signs in with an API token, which lives in
 * sessionStorage: it is gone when the tab closes.
 */
interface ShopifyGlobal {
  idToken(): Promise<string>;
}

const STORAGE_KEY = 'shiftbook.token';

function shopifyGlobal(): ShopifyGlobal | undefined {
  const candidate = (window as unknown as { shopify?: ShopifyGlobal }).shopify;
  return candidate && typeof candidate.idToken === 'function' ? candidate : undefined;
}

export function isEmbedded(): boolean {
  return shopifyGlobal() !== undefined;
}

export function storedToken(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

export function storeToken(token: string): void {
  sessionStorage.setItem(STORAGE_KEY, token);
}

export function forgetToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/** The credential for the next request, or null when the manager must sign in. */
export async function bearerToken(): Promise<string | null> {
  const shopify = shopifyGlobal();
  if (shopify) return shopify.idToken();
  return storedToken();
}

let installed: Promise<void> | undefined;

/**
 * Inside Shopify, trades the session token for the shop's offline access token once per page
 * load (`/api/auth/token-exchange`): this installs or reactivates the shop, after which `/v1`
 * accepts the session tokens. Outside Shopify there is nothing to do.
 */
export function ensureInstalled(): Promise<void> {
  const shopify = shopifyGlobal();
  if (!shopify) return Promise.resolve();
  installed ??= (async () => {
    const response = await fetch('/api/auth/token-exchange', {
      method: 'POST',
      headers: { authorization: `Bearer ${await shopify.idToken()}` },
    });
    if (!response.ok) {
      installed = undefined;
      throw new Error(`Shiftbook could not finish installing (HTTP ${response.status}).`);
    }
  })();
  return installed;
}

/**
 * Inside Shopify, the id of the signed-in user (the session token's `sub`), which the API writes
 * as `user:<id>` for what they do; outside Shopify, null (the admin holds an API token).
 */
export async function sessionUserId(): Promise<string | null> {
  const shopify = shopifyGlobal();
  if (!shopify) return null;
  try {
    const payload = (await shopify.idToken()).split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
