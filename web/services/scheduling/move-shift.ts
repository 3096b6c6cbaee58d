import { notFound } from '../../domain/errors.js';
import { movedFields } from '../../domain/shifts/shift-move.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveActiveStaff } from '../staff/resolve-staff.js';
import { formatInstant } from '../views/instant.js';
import { type ShiftView, shiftView } from '../views/shift-view.js';
import { recordEvent } from '../webhooks/outbox.js';
import { checkNotOnTimeOff, checkShift } from './shift-rules.js';

export interface UpdateShiftInput {
  staff?: string | undefined;
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
 * announces nothing. The overlap and time-off rules are checked under the shop's lock.
 */
export async function updateShift(
  deps: ServiceDeps,
  shopId: string,
  id: string,
  input: UpdateShiftInput,
): Promise<ShiftView> {
  const { repos } = deps;
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const shift = await repos.shifts.findById(shop.id, id);
    if (!shift) throw notFound('shift');
    const before = (await repos.staff.findById(shop.id, shift.staffId))!;
    const staff = input.staff === undefined ? before : await resolveActiveStaff(deps, shop, input.staff);
    const next = {
      staffId: staff.id,
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
      staff.id !== shift.staffId
        ? 'staff'
        : next.startsAt !== shift.startsAt
          ? 'starts_at'
          : next.endsAt !== shift.endsAt
            ? 'ends_at'
            : null;
    if (field) await checkNotOnTimeOff(deps, shop, staff, next, field);
    const updated = await repos.shifts.update(shift.id, { ...next, updatedAt: deps.now() });
    const view = shiftView(updated, staff.handle);

    const moved = movedFields(shift, updated);
    if (moved.length > 0) {
      const previous: Record<string, string | null> = {};
      if (moved.includes('startsAt')) previous.starts_at = formatInstant(shift.startsAt);
      if (moved.includes('endsAt')) previous.ends_at = formatInstant(shift.endsAt);
      if (moved.includes('staffId')) {
        previous.staff = before.handle;
        previous.staff_id = before.id;
      }
      if (moved.includes('location')) previous.location = shift.location;
      await recordEvent(deps, shop, 'shift.moved', { ...view, previous });
    }
    return view;
  });
}
