import type { Logger } from '../../logger.js';
import type { ServiceDeps } from '../deps.js';
import { type CatalogTarget, type ShopifyCatalogReader, targetKey, targetOf } from './catalog-reader.js';

/** Bounds of a refresh run (docs/decisions/0067); tests pass smaller ones. */
export interface CatalogRefreshBounds {
  /** Pages read for one target at most, default 8 (2,000 ids): what lies beyond is read no further. */
  pagesPerTarget?: number;
  /** Targets read in one run at most, default 20; the rest wait for the shop's next catalog event. */
  targetsPerRun?: number;
}

/** Failed reads in a row after which a refresh is given up (logged). */
export const MAX_REFRESH_FAILURES = 8;
/** Collections of the shop the whole-shop read compares with Shopify's list, at most. */
const HELD_COLLECTIONS_MAX = 5_000;

/** Asks for an Admin API read of the shop's catalog; inside the caller's transaction. */
export async function requestCatalogRefresh(deps: ServiceDeps, shopId: string, target: CatalogTarget) {
  await deps.repos.productCatalog.requestRefresh(shopId, targetKey(target), deps.now());
}

type Read = { granted: false } | { granted: true; found: boolean; ids: string[]; complete: boolean };

/** Reads every page of a target, up to the cap; network only, no transaction open. */
async function readTarget(
  reader: ShopifyCatalogReader,
  shopDomain: string,
  target: CatalogTarget,
  pagesMax: number,
): Promise<Read> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < pagesMax; page++) {
    const answer = await reader.page(shopDomain, target, after);
    if (!answer.granted) return answer;
    if (!answer.found) return { granted: true, found: false, ids: [], complete: true };
    ids.push(...answer.ids);
    if (!answer.hasNextPage) return { granted: true, found: true, ids, complete: true };
    // More pages but no cursor to them: what was read stands, and nothing is dropped.
    if (answer.endCursor === null) break;
    after = answer.endCursor;
  }
  return { granted: true, found: true, ids, complete: false };
}

/** Applies a read to the catalog; inside the transaction that settles its refresh. */
async function apply(
  deps: ServiceDeps,
  shopId: string,
  target: CatalogTarget,
  read: Read & { granted: true },
) {
  const catalog = deps.repos.productCatalog;
  if (target.kind === 'product') {
    // Capped (more than 2,000 collections): what was read is added, nothing is dropped.
    if (read.complete) await catalog.replaceCollectionsOfProduct(shopId, target.id, read.ids);
    else
      await catalog.addMembers(
        shopId,
        read.ids.map((collectionId) => ({ productId: target.id, collectionId })),
      );
    return;
  }
  if (target.kind === 'collection') {
    if (!read.found) await catalog.deleteCollection(shopId, target.id);
    else await catalog.replaceProductsOfCollection(shopId, target.id, read.ids, read.complete);
    return;
  }
  // The whole shop: each collection's products are a read of their own, and a collection the
  // shop no longer lists (deleted while the app did not hear) is dropped.
  for (const id of read.ids) await requestCatalogRefresh(deps, shopId, { kind: 'collection', id });
  if (!read.complete) return;
  const listed = new Set(read.ids);
  for (const held of await catalog.collectionIds(shopId, HELD_COLLECTIONS_MAX))
    if (!listed.has(held)) await catalog.deleteCollection(shopId, held);
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Runs the shop's waiting Admin API reads (docs/decisions/0067), called after the event that
 * asked for them has committed: a product or collection webhook, a grant, an install. Each
 * target is read whole (up to its cap) outside any transaction, then applied in one
 * transaction, and only if no newer request for it came meanwhile (that one reads again).
 *
 * A read that fails changes nothing: its refresh stays, counted, and the run stops (Shopify is
 * down or throttling), so the shop's next catalog event tries it again; after
 * MAX_REFRESH_FAILURES in a row it is given up. Without an offline token or `read_products`
 * there is nothing to read: the shop's waiting reads are dropped and the catalog lives on
 * webhooks alone. Never throws: the event it follows has taken effect already.
 */
export async function refreshCatalog(
  deps: ServiceDeps,
  reader: ShopifyCatalogReader,
  logger: Logger,
  shopDomain: string,
  bounds: CatalogRefreshBounds = {},
): Promise<void> {
  const pagesMax = bounds.pagesPerTarget ?? 8;
  const catalog = deps.repos.productCatalog;
  try {
    const shop = await deps.repos.shops.findByDomain(shopDomain);
    if (shop?.status !== 'active') return;
    // One waiting refresh at a time: a whole-shop read adds the collections' own reads.
    for (let run = 0; run < (bounds.targetsPerRun ?? 20); run++) {
      const [waiting] = await catalog.waitingRefreshes(shop.id, 1);
      if (!waiting) return;
      const target = targetOf(waiting.target);
      if (!target) {
        await deps.db.transaction(() => catalog.dropRefresh(shop.id, waiting.target));
        continue;
      }
      let read: Read;
      try {
        read = await readTarget(reader, shopDomain, target, pagesMax);
      } catch (error) {
        const fields = { shop: shop.id, target: waiting.target, error: describe(error) };
        if (waiting.failures + 1 >= MAX_REFRESH_FAILURES) {
          await deps.db.transaction(() => catalog.dropRefresh(shop.id, waiting.target));
          logger.error('Catalog refresh given up', fields);
        } else {
          await catalog.failRefresh(shop.id, waiting.target, waiting.requestedAt, fields.error);
          logger.warn('Catalog refresh failed; the next catalog event tries it again', fields);
        }
        return;
      }
      if (!read.granted) {
        await catalog.dropAllRefreshes(shop.id);
        return;
      }
      if (!read.complete)
        logger.warn('Catalog refresh read up to its cap', {
          shop: shop.id,
          target: waiting.target,
          ids: read.ids.length,
        });
      await deps.db.transaction(async () => {
        if (await catalog.settleRefresh(shop.id, waiting.target, waiting.requestedAt))
          await apply(deps, shop.id, target, read);
      });
    }
  } catch (error) {
    logger.error('Catalog refresh stopped', { shop: shopDomain, error: describe(error) });
  }
}
