import { notFound } from '../../domain/errors.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { assertEditable, refreshTimesheet } from './timesheet-for-entry.js';

/** Under the shop's lock, so an approval on another instance cannot slip between check and delete. */
export async function deleteTimeEntry(deps: ServiceDeps, shopId: string, id: string): Promise<void> {
  const { repos } = deps;
  await deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const entry = await repos.timeEntries.findById(shop.id, id);
    if (!entry) throw notFound('time entry');
    assertEditable((await repos.timesheets.findById(shop.id, entry.timesheetId))!);
    await repos.timeEntries.delete(entry.id);
    await refreshTimesheet(deps, shop, entry.timesheetId);
  });
}
