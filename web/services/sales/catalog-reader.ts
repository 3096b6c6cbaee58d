/**
 * The Admin API reads that keep the product catalog (docs/decisions/0067), made with the shop's
 * offline token (web/http/shopify/shopify-catalog.ts), always outside any transaction.
 */

/** What a refresh reads: the shop's collections, a product's collections, or a collection's products. */
export type CatalogTarget =
  | { kind: 'shop' }
  | { kind: 'product'; id: string }
  | { kind: 'collection'; id: string };

export type CatalogPage =
  /** No offline token, or no `read_products`: the catalog lives on webhooks alone. */
  | { granted: false }
  /**
   * A page of numeric ids (collections for `shop` and `product`, products for `collection`);
   * `found` false when the product or collection no longer exists.
   */
  | { granted: true; found: boolean; ids: string[]; hasNextPage: boolean; endCursor: string | null };

export interface ShopifyCatalogReader {
  /** The page of ids after `after` (null: the first page). Throws when Shopify does not answer. */
  page(shopDomain: string, target: CatalogTarget, after: string | null): Promise<CatalogPage>;
}

/** Whether `scopes` (as Shopify lists them) let the app read products: `write_products` implies read. */
export function grantsProducts(scopes: readonly string[]): boolean {
  return scopes.includes('read_products') || scopes.includes('write_products');
}

const NUMERIC_ID = /^[1-9][0-9]{0,19}$/;

/** A target as `catalog_refreshes.target` spells it: `shop`, `product:<id>`, `collection:<id>`. */
export function targetKey(target: CatalogTarget): string {
  return target.kind === 'shop' ? 'shop' : `${target.kind}:${target.id}`;
}

/** The target of a stored key; undefined for one this version does not know. */
export function targetOf(key: string): CatalogTarget | undefined {
  if (key === 'shop') return { kind: 'shop' };
  const [kind, id, ...rest] = key.split(':');
  if ((kind === 'product' || kind === 'collection') && id && NUMERIC_ID.test(id) && rest.length === 0)
    return { kind, id };
  return undefined;
}
