import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { TimesheetRow } from '../../db/repositories/timesheets-repository.js';
import { stateConflict } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { OvertimeRule } from '../../domain/pay/overtime.js';
import { localDateOf, type Weekday, weekStartDateOf } from '../../domain/time/work-week.js';
import { timesheetHours } from '../../domain/timesheets/timesheet-hours.js';
import { entriesEditable, type TimesheetStatus } from '../../domain/timesheets/timesheet-status.js';
import type { ServiceDeps } from '../deps.js';

/** The local date of the first day of the work week in which `instant` falls, for this shop. */
function weekStartOfInstant(shop: ShopRow, instant: number): string {
  return weekStartDateOf(localDateOf(instant, shop.timezone), shop.weekStart as Weekday);
}

export function assertEditable(timesheet: TimesheetRow): void {
  if (!entriesEditable(timesheet.status as TimesheetStatus)) {
    throw stateConflict(
      'The timesheet of that week is approved: its entries cannot be added, changed or deleted.',
    );
  }
}

/**
 * The staff member's timesheet of the week that contains `instant`, created with its first
 * entry. Callers hold the shop's or the staff member's lock; the unique index on (staff, week)
 * stays the last word: the insert does nothing when another transaction wrote the timesheet
 * meanwhile, and that timesheet is the answer. (No savepoint: on PostgreSQL it would cost
 * three round trips for every new week.)
 */
export async function timesheetForEntry(
  deps: ServiceDeps,
  shop: ShopRow,
  staffId: string,
  instant: number,
): Promise<TimesheetRow> {
  const weekStart = weekStartOfInstant(shop, instant);
  const existing = await deps.repos.timesheets.findByStaffWeek(staffId, weekStart);
  if (existing) {
    assertEditable(existing);
    return existing;
  }
  const now = deps.now();
  const inserted = await deps.repos.timesheets.insertIfAbsent({
    id: newId('tms', now),
    shopId: shop.id,
    staffId,
    weekStart,
    createdAt: now,
    updatedAt: now,
  });
  if (inserted) return inserted;
  const winner = (await deps.repos.timesheets.findByStaffWeek(staffId, weekStart))!;
  assertEditable(winner);
  return winner;
}

/**
 * A clock-in's timesheet: the week's, counting one more open entry, or a new one; one statement
 * either way (decision 43). An approved week refuses the entry (409), and the caller's
 * transaction rolls the count back. Callers hold the staff member's lock.
 */
export async function timesheetWithOpenEntry(
  deps: ServiceDeps,
  shop: ShopRow,
  staffId: string,
  instant: number,
): Promise<TimesheetRow> {
  const now = deps.now();
  const timesheet = await deps.repos.timesheets.upsertWithOpenEntry({
    id: newId('tms', now),
    shopId: shop.id,
    staffId,
    weekStart: weekStartOfInstant(shop, instant),
    now,
  });
  assertEditable(timesheet);
  return timesheet;
}

/**
 * Recomputes a pending timesheet's hours from its entries (a handful of rows) and stores them,
 * so reads never aggregate. A timesheet left without entries is removed: a staff member has a
 * timesheet for a week only while they have time in it. `which`: its id, or its row when the
 * caller has read it in the same transaction.
 */
export async function refreshTimesheet(
  deps: ServiceDeps,
  shop: ShopRow,
  which: string | TimesheetRow,
): Promise<void> {
  const { repos } = deps;
  const timesheetId = typeof which === 'string' ? which : which.id;
  const entries = await repos.timeEntries.listByTimesheet(timesheetId);
  // Of the row only the week is read, which never changes: a row the caller read will do.
  const timesheet = typeof which === 'string' ? await repos.timesheets.findById(shop.id, timesheetId) : which;
  if (!timesheet) return;
  if (entries.length === 0) {
    await repos.timesheets.delete(timesheetId);
    return;
  }
  const hours = timesheetHours(entries, {
    zone: shop.timezone,
    weekStartDate: timesheet.weekStart,
    rule: shop.overtimeRule as OvertimeRule,
  });
  await repos.timesheets.update(timesheetId, {
    workedMs: hours.workedMs,
    hours: hours.hours,
    regularHours: hours.regularHours,
    overtimeHours: hours.overtimeHours,
    doubleTimeHours: hours.doubleTimeHours,
    openEntries: entries.filter((entry) => entry.endedAt === null).length,
    updatedAt: deps.now(),
  });
}
