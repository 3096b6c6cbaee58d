import { notFound } from '../domain/errors.js';
import type { ServiceDeps } from './deps.js';
import { loadShop } from './shop-context.js';
import { assertEditable, refreshTimesheet } from './timesheet-for-entry.js';

export function deleteTimeEntry(deps: ServiceDeps, shopId: string, id: string): void {
  const shop = loadShop(deps, shopId);
  const { repos } = deps;
  deps.db.transaction(() => {
    const entry = repos.timeEntries.findById(shop.id, id);
    if (!entry) throw notFound('time entry');
    assertEditable(repos.timesheets.findById(shop.id, entry.timesheetId)!);
    repos.timeEntries.delete(entry.id);
    refreshTimesheet(deps, shop, entry.timesheetId);
  });
}
