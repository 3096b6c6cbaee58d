import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { newId } from '../../domain/ids.js';
import { isTimeZone } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { grantsProducts } from '../sales/catalog-reader.js';
import { requestCatalogRefresh } from '../sales/catalog-refresh.js';
import { grantsOrders, startOrderImport } from '../sales/import-start.js';
import { lockedShopOrNone } from './shop-context.js';

/** What Shopify's Admin API says about a shop at install (`shop { name ianaTimezone currencyCode }`). */
export interface ShopDetails {
  domain: string;
  name: string | null;
  timezone: string;
  currency: string;
  /**
   * The scopes the shop granted (the offline session's), when known: `read_orders` starts the
   * import of past orders, `read_products` a read of the shop's collections.
   */
  scopes?: readonly string[];
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * Creates the shop on first install, or makes an existing row active again on reinstall.
 * A reinstall within the erasure window keeps the shop's data; it starts on the free plan
 * (Shopify cancels an app's subscriptions when it is uninstalled), and it keeps its time zone
 * once it has timesheets, because a new zone would move entries between weeks.
 */
export async function installShop(deps: ServiceDeps, details: ShopDetails): Promise<ShopRow> {
  const now = deps.now();
  const timezone = isTimeZone(details.timezone) ? details.timezone : 'UTC';
  const currency = CURRENCY.test(details.currency) ? details.currency : 'USD';
  const { repos } = deps;
  const readsOrders = grantsOrders(details.scopes ?? []);
  // Every install and new offline token reads the shop's collections again (decision 67): the
  // caller runs the read once this transaction has committed.
  const readsProducts = grantsProducts(details.scopes ?? []);
  return deps.db.transaction(async () => {
    const found = await repos.shops.findByDomain(details.domain);
    // Read again once locked: the erasure sweep of another instance may have just erased it.
    const existing = found && (await lockedShopOrNone(deps, found.id));
    if (!existing) {
      const shop = await repos.shops.insert({
        id: newId('shp', now),
        domain: details.domain,
        name: details.name,
        timezone,
        currency,
        plan: 'free',
        installedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      // The shop's past orders (decision 33): a runner imports them within seconds.
      if (readsOrders) await startOrderImport(deps, shop.id, { again: true });
      if (readsProducts) await requestCatalogRefresh(deps, shop.id, { kind: 'shop' });
      return shop;
    }
    const keepsZone = (await repos.timesheets.countByShop(existing.id)) > 0;
    const shop = await repos.shops.markInstalled(existing.id, {
      name: details.name ?? existing.name,
      currency,
      ...(!keepsZone && { timezone }),
      ...(existing.status !== 'active' && { plan: 'free' }),
      installedAt: existing.status === 'active' ? existing.installedAt : now,
    });
    // A reinstall reads the window again (orders came in while uninstalled); a new session of
    // an installed shop only resumes or retries its import.
    if (readsOrders) await startOrderImport(deps, shop.id, { again: existing.status !== 'active' });
    if (readsProducts) await requestCatalogRefresh(deps, shop.id, { kind: 'shop' });
    return shop;
  });
}
