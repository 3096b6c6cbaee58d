import { closeBreakAt } from '../../domain/clock/clock-state.js';
import { notFound } from '../../domain/errors.js';
import { shiftForClockIn } from '../clock/shift-for-clock-in.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveStaff } from '../staff/resolve-staff.js';
import { type TimeEntryView, timeEntryView } from '../views/time-entry-view.js';
import { checkEntryTimes } from './time-entry-rules.js';
import { assertEditable, refreshTimesheet, timesheetForEntry } from './timesheet-for-entry.js';

export interface UpdateTimeEntryInput {
  staff?: string | undefined;
  startedAt?: number | undefined;
  endedAt?: number | null | undefined;
  breakMinutes?: number | undefined;
  note?: string | null | undefined;
}

/**
 * Changes an entry of a pending timesheet. A new start or person may move it to another
 * timesheet, which must be pending too; both are recomputed in the same transaction, under the
 * shop's lock (the overlap rule, and no approval meanwhile).
 */
export async function updateTimeEntry(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  input: UpdateTimeEntryInput,
): Promise<TimeEntryView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const entry = await repos.timeEntries.findById(shop.id, id);
    if (!entry) throw notFound('time entry');
    const current = (await repos.timesheets.findById(shop.id, entry.timesheetId))!;
    assertEditable(current);

    const staff =
      input.staff === undefined
        ? (await repos.staff.findById(shop.id, entry.staffId))!
        : await resolveStaff(deps, shop, input.staff);
    const endedAt = input.endedAt === undefined ? entry.endedAt : input.endedAt;
    // Closing an entry whose break is open ends the break too, as clocking out does, unless
    // the manager says how long the break was.
    const closesBreak = endedAt !== null && entry.breakStartedAt !== null;
    const times = {
      startedAt: input.startedAt ?? entry.startedAt,
      endedAt,
      breakMinutes:
        input.breakMinutes ?? (closesBreak ? closeBreakAt(entry, endedAt).breakMinutes : entry.breakMinutes),
    };
    const moved = times.startedAt !== entry.startedAt || staff.id !== entry.staffId;
    await checkEntryTimes(deps, staff, times, entry.id);
    const target = await timesheetForEntry(deps, shop, staff.id, times.startedAt);
    const row = await repos.timeEntries.update(entry.id, {
      ...times,
      staffId: staff.id,
      timesheetId: target.id,
      note: input.note === undefined ? entry.note : input.note,
      breakStartedAt: closesBreak ? null : entry.breakStartedAt,
      shiftId: moved ? await shiftForClockIn(deps, staff.id, times.startedAt) : entry.shiftId,
      updatedAt: deps.now(),
    });
    await refreshTimesheet(deps, shop, target.id);
    if (target.id !== current.id) await refreshTimesheet(deps, shop, current.id);
    return timeEntryView(row, staff.handle);
  });
}
