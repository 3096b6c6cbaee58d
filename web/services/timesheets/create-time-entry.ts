import { newId } from '../../domain/ids.js';
import { shiftForClockIn } from '../clock/shift-for-clock-in.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveActiveStaff } from '../staff/resolve-staff.js';
import { type TimeEntryView, timeEntryView } from '../views/time-entry-view.js';
import { checkEntryTimes } from './time-entry-rules.js';
import { refreshTimesheet, timesheetForEntry } from './timesheet-for-entry.js';

export interface CreateTimeEntryInput {
  staff: string;
  startedAt: number;
  endedAt: number | null;
  breakMinutes: number;
  note: string | null;
}

/**
 * The overlap rule and the week's timesheet (created with its first entry, pending for as long
 * as entries change) are read then written: both hold under the shop's lock.
 */
export async function createTimeEntry(
  deps: ServiceDeps,
  shopId: string,
  input: CreateTimeEntryInput,
): Promise<TimeEntryView> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const staff = await resolveActiveStaff(deps, shop, input.staff);
    await checkEntryTimes(deps, staff, input);
    const timesheet = await timesheetForEntry(deps, shop, staff.id, input.startedAt);
    const now = deps.now();
    const row = await deps.repos.timeEntries.insert({
      id: newId('ent', now),
      shopId: shop.id,
      staffId: staff.id,
      timesheetId: timesheet.id,
      startedAt: input.startedAt,
      endedAt: input.endedAt,
      breakMinutes: input.breakMinutes,
      note: input.note,
      source: 'manual',
      shiftId: await shiftForClockIn(deps, staff.id, input.startedAt),
      createdAt: now,
      updatedAt: now,
    });
    await refreshTimesheet(deps, shop, timesheet.id);
    return timeEntryView(row, staff.handle);
  });
}
