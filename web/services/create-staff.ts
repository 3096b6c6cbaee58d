import { AppError } from '../domain/errors.js';
import { newId } from '../domain/ids.js';
import type { ServiceDeps } from './deps.js';
import { loadShop } from './shop-context.js';
import { assertStaffSeatAvailable } from './staff-plan.js';
import { type StaffView, staffView } from './views/staff-view.js';

export interface CreateStaffInput {
  handle: string;
  name: string;
  email: string | null;
  hourlyRateCents: number | null;
  commissionRateBp: number | null;
  active: boolean;
}

export function assertHandleFree(deps: ServiceDeps, shopId: string, handle: string, exceptId?: string): void {
  const holder = deps.repos.staff.findByHandle(shopId, handle);
  if (holder && holder.id !== exceptId) {
    throw new AppError('state_conflict', `The handle "${handle}" is already taken in this shop.`, {
      errors: [{ field: 'handle', message: 'already taken' }],
    });
  }
}

export function createStaff(deps: ServiceDeps, shopId: string, input: CreateStaffInput): StaffView {
  const shop = loadShop(deps, shopId);
  return deps.db.transaction(() => {
    assertHandleFree(deps, shop.id, input.handle);
    if (input.active) assertStaffSeatAvailable(deps, shop);
    const now = deps.now();
    const row = deps.repos.staff.insert({
      id: newId('stf', now),
      shopId: shop.id,
      ...input,
      createdAt: now,
      updatedAt: now,
    });
    return staffView(row);
  });
}
