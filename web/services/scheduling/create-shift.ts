import { newId } from '../../domain/ids.js';
import { type ShiftWriteView, shiftWarnings } from '../availability/shift-warnings.js';
import type { ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { resolveActiveStaff } from '../staff/resolve-staff.js';
import { shiftView } from '../views/shift-view.js';
import { checkNotOnTimeOff, checkShift, checkWeekRoom } from './shift-rules.js';
import { shopWeekOf } from './shop-week.js';

export interface CreateShiftInput {
  /** Id or handle; null for an open shift (SPEC §17). */
  staff: string | null;
  startsAt: number;
  endsAt: number;
  breakMinutes: number;
  location: string | null;
  role: string | null;
  note: string | null;
}

/**
 * A new shift is a draft (`published` false) until its week is published. The overlap,
 * time-off and week-cap rules read then write: they are checked under the shop's lock.
 */
export async function createShift(
  deps: ServiceDeps,
  shopId: string,
  input: CreateShiftInput,
): Promise<ShiftWriteView> {
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const staff = input.staff === null ? null : await resolveActiveStaff(deps, shop, input.staff);
    await checkShift(deps, staff, input);
    if (staff) await checkNotOnTimeOff(deps, shop, staff, input, 'starts_at');
    await checkWeekRoom(deps, shop.id, shopWeekOf(shop, input.startsAt), 1, 'starts_at');
    const now = deps.now();
    const { staff: _ref, ...fields } = input;
    const row = await deps.repos.shifts.insert({
      id: newId('shf', now),
      shopId: shop.id,
      staffId: staff?.id ?? null,
      ...fields,
      createdAt: now,
      updatedAt: now,
    });
    const handle = staff?.handle ?? null;
    const [warnings] = await shiftWarnings(deps, shop, [{ ...row, staffHandle: handle ?? '' }]);
    return { ...shiftView(row, handle), warnings: warnings! };
  });
}
