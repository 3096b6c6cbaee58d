import type { ShopRow } from '../db/repositories/shops-repository.js';
import { AppError } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';

/** The shop a request or command acts for; it was authenticated, so it must exist. */
export function loadShop(deps: ServiceDeps, shopId: string): ShopRow {
  const shop = deps.repos.shops.findById(shopId);
  if (!shop) throw new AppError('unauthorized', 'The shop of this token no longer exists.');
  return shop;
}
