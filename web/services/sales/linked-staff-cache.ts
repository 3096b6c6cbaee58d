import { cachePerDatabase, FreshCache } from '../../db/change-clock.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import type { ServiceDeps } from '../deps.js';
import { staffByShopifyId } from './order-commissions.js';

/** Shops whose linked staff are kept, and the staff in all: the least recently used shops go first. */
const MAX_SHOPS = 1_000;
const MAX_STAFF = 200_000;
/**
 * The entries never go stale by the change clock (which answers nothing inside the order's
 * transaction): each carries the shop's `staff_version` it was read at, and is used only while
 * the shop row read with the order still carries it.
 */
const ALWAYS = 0;

interface KeptStaff {
  /** The shop's `staff_version` when its linked staff were read: they are at least that recent. */
  version: number;
  byShopifyId: ReadonlyMap<string, LinkedStaff>;
}

const cacheOf = cachePerDatabase(
  () => new FreshCache<KeptStaff>(MAX_SHOPS, MAX_STAFF, (kept) => kept.byShopifyId.size),
);

/**
 * The shop's linked staff by Shopify staff member id, as an order attributes its lines (SPEC
 * §12): kept per shop while the shop's `staff_version` stays what it was (decision 0075), so an
 * order reads no staff row. Every write of a field sales read moves the version in its
 * transaction (staff-repository.ts), and `shop` is read by each order in its own transaction:
 * a change made on any instance before the order is seen by it. Staff are read after the shop
 * row, so what is kept under a version is at least as new as that version.
 */
export async function linkedStaffOf(
  deps: ServiceDeps,
  shop: ShopRow,
): Promise<ReadonlyMap<string, LinkedStaff>> {
  const cache = cacheOf(deps.db);
  const kept = cache.get(ALWAYS, shop.id);
  if (kept && kept.version === shop.staffVersion) return kept.byShopifyId;
  const byShopifyId = staffByShopifyId(await deps.repos.staff.listLinked(shop.id));
  // An order whose shop row is older than the kept entry's leaves the entry alone.
  if (!kept || kept.version <= shop.staffVersion)
    cache.set(ALWAYS, shop.id, { version: shop.staffVersion, byShopifyId });
  return byShopifyId;
}
