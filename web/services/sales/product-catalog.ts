import type { Repositories } from '../../db/repositories/index.js';
import type { CatalogEntry } from '../../db/repositories/product-catalog-repository.js';

export type { CatalogEntry };

/**
 * What the catalog knows of an order's products (SPEC §18, decision 67): product id (Shopify's
 * numeric id, as text) → type and collection ids, in two queries. A product the catalog does
 * not know is absent: its line matches no type or collection criterion. Reads the database
 * only, never Shopify, inside the caller's transaction when there is one. Takes the service
 * deps or the repositories themselves.
 */
export function catalogOf(
  from: { repos: Repositories } | Repositories,
  shopId: string,
  productIds: string[],
): Promise<Map<string, CatalogEntry>> {
  const repos = 'repos' in from ? from.repos : from;
  return repos.productCatalog.entries(shopId, productIds);
}
