import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { AppError } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';

/** The shop a request or command acts for; it was authenticated, so it must exist. */
export async function loadShop(deps: ServiceDeps, shopId: string): Promise<ShopRow> {
  return shopOrGone(await deps.repos.shops.findById(shopId));
}

function shopOrGone(shop: ShopRow | undefined): ShopRow {
  if (!shop) throw new AppError('unauthorized', 'The shop of this token no longer exists.');
  return shop;
}

/**
 * Inside a transaction: waits until no other transaction of the shop holds it, then reads the
 * shop. For use cases whose rules read then write (plan limits, free handles, one approval, no
 * overlapping entries): what they read stays true until they commit, on every instance. The
 * shop is read as it is locked (one round trip on PostgreSQL), so its settings (zone, overtime
 * rule) are the current ones. `share`: the clock's lock, which other clock actions of the shop
 * share and which `update` waits for (decision 43).
 */
export async function lockedShop(
  deps: ServiceDeps,
  shopId: string,
  strength: 'update' | 'share' = 'update',
): Promise<ShopRow> {
  return shopOrGone(await deps.repos.shops.findByIdLocked(shopId, strength));
}

/** `lockedShop` for use cases that also handle a shop gone meanwhile (install, uninstall, erasure). */
export async function lockedShopOrNone(deps: ServiceDeps, shopId: string): Promise<ShopRow | undefined> {
  return deps.repos.shops.findByIdLocked(shopId);
}
