import { newId } from '../domain/ids.js';
import type { ServiceDeps } from './deps.js';
import { resolveActiveStaff } from './resolve-staff.js';
import { checkShift } from './shift-rules.js';
import { loadShop } from './shop-context.js';
import { type ShiftView, shiftView } from './views/shift-view.js';

export interface CreateShiftInput {
  staff: string;
  startsAt: number;
  endsAt: number;
  breakMinutes: number;
  location: string | null;
  role: string | null;
  note: string | null;
}

export function createShift(deps: ServiceDeps, shopId: string, input: CreateShiftInput): ShiftView {
  const shop = loadShop(deps, shopId);
  return deps.db.transaction(() => {
    const staff = resolveActiveStaff(deps, shop, input.staff);
    checkShift(deps, staff, input);
    const now = deps.now();
    const { staff: _ref, ...fields } = input;
    const row = deps.repos.shifts.insert({
      id: newId('shf', now),
      shopId: shop.id,
      staffId: staff.id,
      ...fields,
      createdAt: now,
      updatedAt: now,
    });
    return shiftView(row, staff.handle);
  });
}
