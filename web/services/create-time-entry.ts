import { newId } from '../domain/ids.js';
import type { ServiceDeps } from './deps.js';
import { resolveActiveStaff } from './resolve-staff.js';
import { loadShop } from './shop-context.js';
import { checkEntryTimes } from './time-entry-rules.js';
import { refreshTimesheet, timesheetForEntry } from './timesheet-for-entry.js';
import { type TimeEntryView, timeEntryView } from './views/time-entry-view.js';

export interface CreateTimeEntryInput {
  staff: string;
  startedAt: number;
  endedAt: number | null;
  breakMinutes: number;
  note: string | null;
}

export function createTimeEntry(
  deps: ServiceDeps,
  shopId: string,
  input: CreateTimeEntryInput,
): TimeEntryView {
  const shop = loadShop(deps, shopId);
  const staff = resolveActiveStaff(deps, shop, input.staff);
  return deps.db.transaction(() => {
    checkEntryTimes(deps, staff, input);
    const timesheet = timesheetForEntry(deps, shop, staff.id, input.startedAt);
    const now = deps.now();
    const row = deps.repos.timeEntries.insert({
      id: newId('ent', now),
      shopId: shop.id,
      staffId: staff.id,
      timesheetId: timesheet.id,
      startedAt: input.startedAt,
      endedAt: input.endedAt,
      breakMinutes: input.breakMinutes,
      note: input.note,
      createdAt: now,
      updatedAt: now,
    });
    refreshTimesheet(deps, shop, timesheet.id);
    return timeEntryView(row, staff.handle);
  });
}
