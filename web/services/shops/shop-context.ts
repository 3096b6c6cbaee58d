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
 * shop is read after the lock, so its settings (zone, overtime rule) are the current ones.
 */
export async function lockedShop(deps: ServiceDeps, shopId: string): Promise<ShopRow> {
  return shopOrGone(await lockedShopOrNone(deps, shopId));
}

/** `lockedShop` for use cases that also handle a shop gone meanwhile (install, uninstall, erasure). */
export async function lockedShopOrNone(deps: ServiceDeps, shopId: string): Promise<ShopRow | undefined> {
  await deps.db.lockShop(shopId);
  return deps.repos.shops.findById(shopId);
}
