import { cachePerDatabase, FreshCache } from '../../db/change-clock.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { ServiceDeps } from '../deps.js';
import { type CatalogEntry, catalogOf } from './product-catalog.js';

/** Shops whose catalog entries are kept, and the products in all: the least recently used shops go first. */
const MAX_SHOPS = 1_000;
const MAX_PRODUCTS = 500_000;
/** The most products kept for one shop; past it, products not kept are read for each order. */
const MAX_PRODUCTS_PER_SHOP = 20_000;
/**
 * The entries never go stale by the change clock (which answers nothing inside the order's
 * transaction): each carries the shop's `catalog_version` it was read at.
 */
const ALWAYS = 0;

interface KeptCatalog {
  /** The shop's `catalog_version` when these products were read: they are at least that recent. */
  version: number;
  /** Product id → what the catalog knows of it, null when nothing (it matches no type or collection). */
  products: Map<string, CatalogEntry | null>;
  /** `products.size` when this entry was stored: the cache's weight of it. */
  weight: number;
}

const cacheOf = cachePerDatabase(
  () => new FreshCache<KeptCatalog>(MAX_SHOPS, MAX_PRODUCTS, (kept) => kept.weight),
);

/**
 * What the catalog knows of an order's products (catalogOf), kept per shop while the shop's
 * `catalog_version` stays what it was (decision 0075): an order whose products were all seen
 * since the last change of the shop's catalog reads no catalog row. Every catalog write moves the
 * version in its transaction (product-catalog-repository.ts), and `shop` is read by each order in
 * its own transaction; products are read after it, so what is kept under a version is at least
 * as new as that version.
 */
export async function keptCatalogOf(
  deps: ServiceDeps,
  shop: ShopRow,
  productIds: readonly string[],
): Promise<Map<string, CatalogEntry>> {
  const cache = cacheOf(deps.db);
  let kept = cache.get(ALWAYS, shop.id);
  if (kept && kept.version !== shop.catalogVersion) {
    // An order whose shop row is older than the kept entry's reads alone and leaves it be.
    if (kept.version > shop.catalogVersion) return catalogOf(deps, shop.id, [...productIds]);
    kept = undefined;
  }
  const known = kept?.products ?? new Map<string, CatalogEntry | null>();
  const missing = productIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const read = await catalogOf(deps, shop.id, missing);
    const newer = (cache.get(ALWAYS, shop.id)?.version ?? -1) > shop.catalogVersion;
    if (!newer && known.size + missing.length <= MAX_PRODUCTS_PER_SHOP) {
      for (const id of missing) known.set(id, read.get(id) ?? null);
      cache.set(ALWAYS, shop.id, { version: shop.catalogVersion, products: known, weight: known.size });
    } else {
      return answer(productIds, known, read);
    }
  }
  return answer(productIds, known);
}

function answer(
  productIds: readonly string[],
  known: ReadonlyMap<string, CatalogEntry | null>,
  read: ReadonlyMap<string, CatalogEntry> = new Map(),
): Map<string, CatalogEntry> {
  const found = new Map<string, CatalogEntry>();
  for (const id of productIds) {
    const entry = read.get(id) ?? known.get(id);
    if (entry) found.set(id, entry);
  }
  return found;
}
