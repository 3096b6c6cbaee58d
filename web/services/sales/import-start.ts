import type { ServiceDeps } from '../deps.js';

/**
 * How far back the import reads (ms): 60 days, all that Shopify lets an app without
 * `read_all_orders` see of a shop's orders.
 */
export const IMPORT_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;

/** Whether `scopes` (as Shopify lists them) let the app read orders: `write_orders` implies read. */
export function grantsOrders(scopes: readonly string[]): boolean {
  return scopes.includes('read_orders') || scopes.includes('write_orders');
}

/**
 * Puts the shop's import of past orders in the queue of work (decision 33); a runner picks it
 * up within seconds. Runs inside the caller's transaction (install, `app/scopes_update`), so
 * the import exists exactly when the install or grant does.
 *
 * An import that is running goes on from its cursor: starting over would read again what it
 * has read. One that failed starts over. One that is done starts over only when `again`: a
 * reinstall or a new grant of `read_orders`, after which orders may have been missed.
 */
export async function startOrderImport(
  deps: ServiceDeps,
  shopId: string,
  options: { again: boolean },
): Promise<void> {
  const now = deps.now();
  const since = now - IMPORT_WINDOW_MS;
  const existing = await deps.repos.orderImports.findByShop(shopId);
  if (!existing) {
    await deps.repos.orderImports.insert({ shopId, status: 'running', since, startedAt: now });
    return;
  }
  if (existing.status === 'failed' || (existing.status === 'done' && options.again))
    await deps.repos.orderImports.restart(shopId, since, now);
}
