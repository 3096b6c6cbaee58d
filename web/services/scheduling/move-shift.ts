import type { ShopRow } from '../../db/repositories/shops-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { notFound } from '../../domain/errors.js';
import { movedFields } from '../../domain/shifts/shift-move.js';
import { type ShiftWriteView, shiftWarnings } from '../availability/shift-warnings.js';
import type { ServiceDeps } from '../deps.js';
import type { NotifyingDeps } from '../notifications/notifying-deps.js';
import { recordScheduleChange } from '../notifications/record-schedule-change.js';
import { lockedShop } from '../shops/shop-context.js';
import { activeStaff, knownStaff, resolveStaff } from '../staff/resolve-staff.js';
import { formatInstant } from '../views/instant.js';
import { shiftView } from '../views/shift-view.js';
import { recordEvent } from '../webhooks/outbox.js';
import { checkNotOnTimeOff, checkShift, checkWeekRoom } from './shift-rules.js';
import { shopWeekOf } from './shop-week.js';

export interface UpdateShiftInput {
  /** A staff member by id or handle; null makes it an open shift (SPEC §17). */
  staff?: string | null | undefined;
  startsAt?: number | undefined;
  endsAt?: number | undefined;
  breakMinutes?: number | undefined;
  location?: string | null | undefined;
  role?: string | null | undefined;
  note?: string | null | undefined;
}

/**
 * Changes a shift. When its start, end, person or location really changes, it is a move: the
 * `shift.moved` event (the shift after, and `previous` with the moved fields before) is written
 * to the outbox in the same transaction, carrying `published` like every shift representation;
 * a move keeps the shift published or draft as it was. A change of note, role or break alone
 * announces nothing. A move of a published shift is noted for the "your schedule changed"
 * email of each person affected (SPEC §16).
 *
 * The overlap and time-off rules are one staff member's, so a move locks only what they read
 * (decision 43): the shop shared (moves of other staff go on at once; what locks the shop for
 * update, creating a shift, publishing or copying a week, deciding time off, waits), the shift,
 * then its staff member and the one it goes to, in id order. A move into another work week
 * also locks that week, last, to count its shifts (SPEC §13's cap, decision 47).
 */
export async function updateShift(
  deps: NotifyingDeps,
  shopId: string,
  id: string,
  input: UpdateShiftInput,
): Promise<ShiftWriteView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId, 'share');
    const shift = await repos.shifts.findByIdLocked(shop.id, id);
    if (!shift) throw notFound('shift');
    const { before, staff } = await lockStaffOfMove(deps, shop, shift.staffId, input.staff);
    const next = {
      staffId: staff?.id ?? null,
      startsAt: input.startsAt ?? shift.startsAt,
      endsAt: input.endsAt ?? shift.endsAt,
      breakMinutes: input.breakMinutes ?? shift.breakMinutes,
      location: input.location === undefined ? shift.location : input.location,
      role: input.role === undefined ? shift.role : input.role,
      note: input.note === undefined ? shift.note : input.note,
    };
    await checkShift(deps, staff, next, shift.id);
    // Only a change of when or who can land a shift on a day off; a note on one already there is fine.
    const field =
      next.staffId !== shift.staffId
        ? 'staff'
        : next.startsAt !== shift.startsAt
          ? 'starts_at'
          : next.endsAt !== shift.endsAt
            ? 'ends_at'
            : null;
    if (field && staff) await checkNotOnTimeOff(deps, shop, staff, next, field);
    await checkRoomIfWeekChanges(deps, shop, shift.startsAt, next.startsAt);
    const updated = await repos.shifts.rewrite(shift.id, { ...next, updatedAt: deps.now() });
    const view = shiftView(updated, staff?.handle ?? null);

    const moved = movedFields(shift, updated);
    if (moved.length > 0) {
      await repos.shifts.bumpSequence(shift.id);
      const previous: Record<string, string | null> = {};
      if (moved.includes('startsAt')) previous.starts_at = formatInstant(shift.startsAt);
      if (moved.includes('endsAt')) previous.ends_at = formatInstant(shift.endsAt);
      if (moved.includes('staffId')) {
        previous.staff = before?.handle ?? null;
        previous.staff_id = before?.id ?? null;
      }
      if (moved.includes('location')) previous.location = shift.location;
      await recordEvent(deps, shop, 'shift.moved', { ...view, previous });
      await recordScheduleChange(deps, shift, updated);
    }
    const [warnings] = await shiftWarnings(deps, shop, [{ ...updated, staffHandle: staff?.handle ?? '' }]);
    return { ...view, warnings: warnings! };
  });
}

/**
 * Locks the shift's staff member and, when it goes to another, that one too, in id order as
 * every transaction locking two does. Answers both (null for an open shift, SPEC §17); the new
 * one must be active (422).
 */
export async function lockStaffOfMove(
  deps: ServiceDeps,
  shop: ShopRow,
  fromId: string | null,
  to: string | null | undefined,
): Promise<{ before: StaffRow | null; staff: StaffRow | null }> {
  // The new staff member's id, to order the locks; read again once locked.
  const toId = to === undefined ? fromId : to === null ? null : (await resolveStaff(deps, shop, to)).id;
  const locked = new Map<string, StaffRow | undefined>();
  for (const id of [...new Set([fromId, toId])].filter((id) => id !== null).sort())
    locked.set(id, await deps.repos.staff.findLocked(shop.id, { ref: id }));
  const before = fromId === null ? null : locked.get(fromId)!;
  if (to === undefined) return { before, staff: before };
  if (to === null || toId === null) return { before, staff: null };
  return { before, staff: activeStaff(knownStaff(locked.get(toId), to)) };
}

/**
 * A move that takes a shift into another work week adds one there: under that week's lock
 * (moves into other weeks go on), the week must have room. Within its week a shift moves
 * freely, even in a week over the cap, since the count does not change.
 */
async function checkRoomIfWeekChanges(deps: ServiceDeps, shop: ShopRow, from: number, to: number) {
  if (from === to) return;
  const week = shopWeekOf(shop, to);
  if (week.startDate === shopWeekOf(shop, from).startDate) return;
  await deps.repos.shifts.lockWeek(shop.id, week.startDate);
  await checkWeekRoom(deps, shop.id, week, 1, 'starts_at');
}
