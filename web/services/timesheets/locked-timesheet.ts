import { notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';

/**
 * The shop, locked, and its timesheet `id` (404 when there is none), inside the caller's
 * transaction: approving and reopening decide on a status that nothing else changes meanwhile.
 */
export async function lockedTimesheet(deps: ServiceDeps, shopId: string, id: string) {
  const shop = await lockedShop(deps, shopId);
  const timesheet = await deps.repos.timesheets.findById(shop.id, id);
  if (!timesheet) throw notFound('timesheet');
  return { shop, timesheet };
}
