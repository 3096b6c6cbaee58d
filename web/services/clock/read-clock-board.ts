import type { ShiftSpanRow } from '../../db/repositories/shifts-repository.js';
import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import type { TimeEntryRow } from '../../db/repositories/time-entries-repository.js';
import type { BoardFields } from '../../domain/clock/board-fields.js';
import { clockSince, clockStateOf, isOverdue } from '../../domain/clock/clock-state.js';
import { localDateOf, type Weekday, weekStartDateOf } from '../../domain/time/work-week.js';
import type { Scope } from '../../domain/tokens/scopes.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import type { ClockBoardRowView, ClockBoardView, NextShiftView } from '../views/clock-board-view.js';
import { centihoursToNumber } from '../views/hours.js';
import { formatInstant, formatOptionalInstant } from '../views/instant.js';

/** One row of the board instead of all: by id or handle, or by the linked Shopify staff member. */
export type ClockBoardFilter = { staff: string } | { shopifyStaffMemberId: string };

export interface ClockBoardRequest {
  /** The caller's scopes, named in the answer. */
  scopes: ReadonlySet<Scope>;
  /** The fields beyond SPEC §10's list the caller reads: `boardFieldsFor` its scopes and filter. */
  fields: BoardFields;
  filter?: ClockBoardFilter | undefined;
}

/** What the board's rows are made of, read for the whole shop or for one staff member. */
interface BoardRows {
  staff: StaffRow[];
  open: TimeEntryRow[];
  next: ShiftSpanRow[];
  /** Centihours of the current week's closed entries by staff id; empty when not to be read. */
  hours: Map<string, number>;
}

/**
 * `GET /v1/clock` (SPEC §10): every active staff member by handle, with their state and their
 * current or next published shift, or the one a filter names (none when no active staff member
 * matches: the POS tile then says "not linked"). The answer names the shop and the caller's
 * scopes, so a device shows whose board it is and a kiosk sees when its token holds too much.
 * Hours this week are read only for a caller that may see them. Four statements at most,
 * whatever the shop's size.
 */
export async function readClockBoard(
  deps: ServiceDeps,
  shopId: string,
  request: ClockBoardRequest,
): Promise<ClockBoardView> {
  const shop = await loadShop(deps, shopId);
  const now = deps.now();
  const { fields } = request;
  const thisWeek = weekStartDateOf(localDateOf(now, shop.timezone), shop.weekStart as Weekday);
  const rows = request.filter
    ? await oneMember(deps, shop, request.filter, { now, thisWeek, fields })
    : await wholeShop(deps, shop, { now, thisWeek, fields });
  const openByStaff = new Map(rows.open.map((entry) => [entry.staffId, entry]));
  const nextByStaff = new Map<string, NextShiftView>();
  for (const shift of rows.next) {
    if (shift.staffId === null || nextByStaff.has(shift.staffId)) continue;
    nextByStaff.set(shift.staffId, {
      id: shift.id,
      starts_at: formatInstant(shift.startsAt),
      ends_at: formatInstant(shift.endsAt),
    });
  }
  return {
    shop: { domain: shop.domain, name: shop.name || shop.domain, timezone: shop.timezone },
    scopes: [...request.scopes].sort(),
    data: rows.staff.map((member): ClockBoardRowView => {
      const entry = openByStaff.get(member.id);
      return {
        staff: member.handle,
        staff_id: member.id,
        name: member.name,
        state: clockStateOf(entry),
        since: formatOptionalInstant(clockSince(entry)),
        entry: entry?.id ?? null,
        has_pin: member.pinHash !== null,
        ...(fields.shopifyStaffMemberId && { shopify_staff_member_id: member.shopifyStaffMemberId }),
        ...(fields.hoursThisWeek && {
          hours_this_week: centihoursToNumber(rows.hours.get(member.id) ?? 0),
        }),
        next_shift: nextByStaff.get(member.id) ?? null,
        overdue: isOverdue(entry, now),
      };
    }),
  };
}

interface BoardWhen {
  now: number;
  thisWeek: string;
  fields: BoardFields;
}

async function wholeShop(deps: ServiceDeps, shop: ShopRow, when: BoardWhen): Promise<BoardRows> {
  const [staff, open, next, week] = await Promise.all([
    deps.repos.staff.listActive(shop.id),
    deps.repos.timeEntries.listOpen(shop.id),
    deps.repos.shifts.listNextPublished(shop.id, when.now),
    when.fields.hoursThisWeek ? deps.repos.timesheets.weekSummaryRows(shop.id, when.thisWeek) : [],
  ]);
  const hours = new Map(week.map(([, , centihours, , , , , staffId]) => [staffId, centihours]));
  return { staff, open, next, hours };
}

/**
 * The one active staff member a filter names, read alone: a POS device polling for its pinned
 * staff member costs the database a few rows, not the shop's whole board.
 */
async function oneMember(
  deps: ServiceDeps,
  shop: ShopRow,
  filter: ClockBoardFilter,
  when: BoardWhen,
): Promise<BoardRows> {
  const { staff, timeEntries, shifts, timesheets } = deps.repos;
  const member =
    'staff' in filter
      ? await staff.findByRef(shop.id, filter.staff)
      : await staff.findByShopifyStaffMemberId(shop.id, filter.shopifyStaffMemberId);
  if (!member?.active) return { staff: [], open: [], next: [], hours: new Map() };
  const [open, next, sheet] = await Promise.all([
    timeEntries.findOpenByStaff(member.id),
    shifts.listNextPublished(shop.id, when.now, member.id),
    when.fields.hoursThisWeek ? timesheets.findByStaffWeek(member.id, when.thisWeek) : undefined,
  ]);
  return {
    staff: [member],
    open: open ? [open] : [],
    next,
    hours: new Map(sheet ? [[member.id, sheet.hours]] : []),
  };
}
