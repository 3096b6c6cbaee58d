/** The part of App Bridge's `shopify` global this file uses (its Scopes API). */
interface AppBridgeScopes {
  scopes?: {
    request(scopes: string[]): Promise<{ result: 'granted-all' | 'declined-all' }>;
  };
}

/**
 * Asks the merchant for the optional `read_users` scope in App Bridge's permission modal
 * (`shopify.scopes.request`, which answers `granted-all` or `declined-all`); true when granted.
 * Only Shopify Plus and POS Pro shops can grant it. App Bridge exists only inside Shopify's
 * admin, so no test runs this: the browser tests sign in outside Shopify, where the Staff page
 * offers the typed id instead.
 */
export async function requestReadUsers(): Promise<boolean> {
  const shopify = (window as unknown as { shopify?: AppBridgeScopes }).shopify;
  if (!shopify?.scopes) return false;
  const answer = await shopify.scopes.request(['read_users']);
  return answer.result === 'granted-all';
}
