import type { ServiceDeps } from '../deps.js';

/** What the catalog knows of a product that order payloads do not say (SPEC §18). */
export interface ProductFacts {
  productType: string | null;
  collectionIds: string[];
}

/**
 * The catalog's facts of products by id (numeric Shopify ids as text), only those it knows: a
 * product it does not know matches no type or collection criterion. Reads the database only,
 * never Shopify (SPEC §18: recording an order reads nothing from Shopify).
 */
export type CatalogLookup = (
  deps: ServiceDeps,
  shopId: string,
  productIds: readonly string[],
) => Promise<Map<string, ProductFacts>>;

/**
 * THE seam to the product catalog (branch catalog32 builds it): until it lands, no product is
 * known, so type and collection criteria match nothing. Replace this body with the catalog's
 * read; tests swap it through `setCatalogLookup`.
 */
let lookup: CatalogLookup = async () => new Map();

export function catalogOf(
  deps: ServiceDeps,
  shopId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductFacts>> {
  if (productIds.length === 0) return Promise.resolve(new Map());
  return lookup(deps, shopId, productIds);
}

/** For tests (and the catalog's wiring): the lookup the order path uses from now on; answers the previous one. */
export function setCatalogLookup(next: CatalogLookup): CatalogLookup {
  const previous = lookup;
  lookup = next;
  return previous;
}
