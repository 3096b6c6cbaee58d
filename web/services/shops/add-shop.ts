import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { newId } from '../../domain/ids.js';
import type { Plan } from '../../domain/plans.js';
import type { ServiceDeps } from '../deps.js';

export interface AddShopInput {
  domain: string;
  timezone?: string | undefined;
  plan?: Plan | undefined;
  currency?: string | undefined;
  name?: string | undefined;
}

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export function isShopDomain(domain: string): boolean {
  return SHOP_DOMAIN.test(domain);
}

/**
 * Creates the shop, or returns it when it exists. An erased shop has no row left, so adding
 * it again starts it empty.
 */
export async function addShop(deps: ServiceDeps, input: AddShopInput): Promise<ShopRow> {
  return deps.db.transaction(async () => {
    const existing = await deps.repos.shops.findByDomain(input.domain);
    if (existing) return existing;
    const now = deps.now();
    return deps.repos.shops.insert({
      id: newId('shp', now),
      domain: input.domain,
      name: input.name ?? null,
      timezone: input.timezone ?? 'UTC',
      plan: input.plan ?? 'free',
      currency: input.currency ?? 'USD',
      installedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
}
