import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import type { TimeEntryRow } from '../../db/repositories/time-entries-repository.js';
import {
  type ClockAction,
  type ClockConflict,
  clockConflict,
  clockInstantProblem,
  clockStateOf,
  closeBreakAt,
} from '../../domain/clock/clock-state.js';
import { pinNeeded } from '../../domain/clock/pin-needed.js';
import { AppError, ruleViolation } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { ClockDeps, ServiceDeps } from '../deps.js';
import { loadShop, lockedShop } from '../shops/shop-context.js';
import { checkEntrySpan, overlapViolation } from '../timesheets/time-entry-rules.js';
import {
  assertEditable,
  refreshTimesheet,
  timesheetWithOpenEntry,
} from '../timesheets/timesheet-for-entry.js';
import { type TimeEntryView, timeEntryView } from '../views/time-entry-view.js';
import { assertPinNotLocked, checkPin } from './check-pin.js';
import { type ClockWho, resolveClockStaff } from './resolve-clock-staff.js';
import { shiftForClockIn } from './shift-for-clock-in.js';

export type { ClockWho } from './resolve-clock-staff.js';

/** Who is asking, as far as the PIN rule cares (SPEC §10, §11). */
export interface ClockCaller {
  isSession: boolean;
  canWriteTimesheets: boolean;
}

export interface ClockRequest {
  action: ClockAction;
  who: ClockWho;
  pin: string | undefined;
  /** When it happened (UTC ms), for a device that was offline; default now. */
  at: number | undefined;
  /** Clock-in only. */
  note?: string | null | undefined;
  /** The POS location (SPEC §11), kept on the entry; null elsewhere. */
  locationId: string | null;
  caller: ClockCaller;
}

const CONFLICT_DETAIL: Record<ClockConflict, (name: string) => string> = {
  already_clocked_in: (name) => `${name} is already clocked in.`,
  not_clocked_in: (name) => `${name} is not clocked in.`,
  on_break: (name) => `${name} is already on a break.`,
  not_on_break: (name) => `${name} is not on a break.`,
};

/**
 * One clock action (SPEC §10): it writes an ordinary time entry, so the rules of entries,
 * timesheets and approval all hold. A PIN, when one is needed or sent, is proved first,
 * outside any transaction; then, under the lock of that staff member's time, their state is
 * read and changed. The unique index on open entries is the last word when two clock-ins race, on one
 * instance or several.
 */
export async function clockAction(
  deps: ClockDeps,
  shopId: string,
  request: ClockRequest,
): Promise<TimeEntryView> {
  const now = deps.now();
  const at = request.at ?? now;
  const problem = clockInstantProblem(at, now);
  if (problem) throw ruleViolation('at', problem);
  const proved = await provePin(deps, shopId, request);
  return deps.db.transaction(async () => {
    // Only this staff member's time is locked: the shop is shared with the clock actions of its
    // other staff, and an approval of the shop (which locks it for update) waits for them. Shop
    // and staff are read as they are locked, so settings, `active` and the link are current.
    const shop = await lockedShop(deps, shopId, 'share');
    const staff = await resolveClockStaff(deps, shop, request.who, { locked: true });
    if (proved) {
      // The handle or link named someone else while the PIN was checked: not their PIN.
      if (staff.id !== proved.id)
        throw new AppError('invalid_pin', 'That PIN is not right.', {
          errors: [{ field: 'pin', message: 'wrong PIN' }],
        });
      assertPinNotLocked(staff, deps.now());
    }
    if (request.action === 'in')
      return timeEntryView(await clockIn(deps, shop, staff, at, request), staff.handle);
    const open = await deps.repos.timeEntries.findOpenByStaff(staff.id);
    const conflict = clockConflict(request.action, clockStateOf(open));
    if (conflict) throw new AppError(conflict, CONFLICT_DETAIL[conflict](staff.name));
    const row = await changeOpen(deps, shop, open!, at, request.action);
    return timeEntryView(row, staff.handle);
  });
}

/**
 * Checks the PIN of the staff member named, when the caller must give one (SPEC §10, §11) or
 * gives one anyway, and answers who it proved. A caller that needs none (a manager's token, a
 * session without `pos_pin_required`) and sends none reads nothing here; one that sends a PIN
 * has it judged like a kiosk's, counted toward the lock when wrong (403): a token that skips
 * the PIN must not make a wrong PIN look accepted (security review R11).
 */
async function provePin(
  deps: ClockDeps,
  shopId: string,
  request: ClockRequest,
): Promise<StaffRow | undefined> {
  // Only a session's rule depends on the shop's setting (pinNeeded).
  const shop = request.caller.isSession ? await loadShop(deps, shopId) : undefined;
  const required = pinNeeded({ ...request.caller, posPinRequired: shop?.posPinRequired ?? false });
  if (!required && request.pin === undefined) return undefined;
  const named = await resolveClockStaff(deps, shop ?? (await loadShop(deps, shopId)), request.who);
  await checkPin(deps, named, request.pin);
  return named;
}

async function clockIn(
  deps: ServiceDeps,
  shop: ShopRow,
  staff: StaffRow,
  at: number,
  request: ClockRequest,
): Promise<TimeEntryRow> {
  // One read answers both rules of a clock-in: an open entry (409 already clocked in) overlaps
  // every instant after its start and the read returns it first; any other entry it finds
  // ends after `at` (422 overlap).
  const blocking = await deps.repos.timeEntries.findOverlap(staff.id, at, null);
  if (blocking?.endedAt === null)
    throw new AppError('already_clocked_in', CONFLICT_DETAIL.already_clocked_in(staff.name));
  if (blocking) throw overlapViolation(blocking.id);
  const timesheet = await timesheetWithOpenEntry(deps, shop, staff.id, at);
  const now = deps.now();
  return insertOpenEntry(deps, staff, {
    id: newId('ent', now),
    shopId: shop.id,
    staffId: staff.id,
    timesheetId: timesheet.id,
    startedAt: at,
    endedAt: null,
    breakMinutes: 0,
    note: request.note ?? null,
    source: request.caller.isSession ? 'pos' : 'clock',
    locationId: request.locationId,
    shiftId: await shiftForClockIn(deps, staff.id, at),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * When another transaction's clock-in won the unique index on open entries meanwhile, the
 * insert does nothing: that is the 409 of a second clock-in, not a server error.
 */
async function insertOpenEntry(
  deps: ServiceDeps,
  staff: StaffRow,
  row: Parameters<ServiceDeps['repos']['timeEntries']['insertUnlessOpen']>[0],
): Promise<TimeEntryRow> {
  const inserted = await deps.repos.timeEntries.insertUnlessOpen(row);
  if (!inserted) throw new AppError('already_clocked_in', CONFLICT_DETAIL.already_clocked_in(staff.name));
  return inserted;
}

async function changeOpen(
  deps: ServiceDeps,
  shop: ShopRow,
  open: TimeEntryRow,
  at: number,
  action: Exclude<ClockAction, 'in'>,
): Promise<TimeEntryRow> {
  const timesheet = await deps.repos.timesheets.findById(shop.id, open.timesheetId);
  if (timesheet) assertEditable(timesheet);
  if (at < (open.breakStartedAt ?? open.startedAt))
    throw ruleViolation(
      'at',
      open.breakStartedAt === null ? '`at` is before the clock-in.' : '`at` is before the break started.',
    );
  if (action === 'break-start') {
    // Nothing counted changes until the break ends: the timesheet stays as it is.
    return deps.repos.timeEntries.updateClockState(open.id, {
      endedAt: null,
      breakMinutes: open.breakMinutes,
      breakStartedAt: at,
      updatedAt: deps.now(),
    });
  }
  // Clocking out on a break ends the break first.
  const closed = closeBreakAt(open, at);
  const endedAt = action === 'out' ? at : null;
  // No overlap to read: an open entry reaches forever, so every entry written while it was
  // open was refused if it overlapped any part of it, and it overlapped none when it opened.
  if (action === 'out')
    checkEntrySpan({ startedAt: open.startedAt, endedAt: at, breakMinutes: closed.breakMinutes }, deps.now());
  const row = await deps.repos.timeEntries.updateClockState(open.id, {
    ...closed,
    endedAt,
    updatedAt: deps.now(),
  });
  // An open entry counts no time: only a clock-out changes its timesheet's hours.
  if (action === 'out') await refreshTimesheet(deps, shop, timesheet ?? open.timesheetId);
  return row;
}
