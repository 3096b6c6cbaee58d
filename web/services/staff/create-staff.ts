import { AppError, invalidField } from '../../domain/errors.js';
import { newId } from '../../domain/ids.js';
import type { PinHashDeps, ServiceDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { type StaffView, staffView } from '../views/staff-view.js';
import { assertEmailFree, staffEmail } from './staff-email.js';
import { assertPayrollIdsFree, type PayrollIdsChange, payrollIdsPatch } from './staff-payroll-ids.js';
import { assertStaffSeatAvailable } from './staff-plan.js';

export interface CreateStaffInput {
  handle: string;
  name: string;
  email: string | null;
  hourlyRateCents: number | null;
  commissionRateBp: number | null;
  /** SPEC §18: the monthly goal and its bonus, in cents; both or neither. */
  goalAmountCents?: number | null;
  goalBonusCents?: number | null;
  active: boolean;
  shopifyStaffMemberId: string | null;
  /** A clock PIN of 4 to 8 digits, or null for none. */
  pin: string | null;
  /** SPEC §19: the staff member's ids at payroll providers; absent keys are null. */
  payrollIds?: PayrollIdsChange;
}

/** Called under the shop's lock (`lockedShop`); the unique index stays the last word. */
export async function assertHandleFree(
  deps: ServiceDeps,
  shopId: string,
  handle: string,
  exceptId?: string,
): Promise<void> {
  const holder = await deps.repos.staff.findByHandle(shopId, handle);
  if (holder && holder.id !== exceptId) {
    throw new AppError('state_conflict', `The handle "${handle}" is already taken in this shop.`, {
      errors: [{ field: 'handle', message: 'already taken' }],
    });
  }
}

/** One staff member per Shopify staff member in a shop (SPEC §11); under the shop's lock. */
export async function assertShopifyLinkFree(
  deps: ServiceDeps,
  shopId: string,
  shopifyId: string | null | undefined,
  exceptId?: string,
): Promise<void> {
  if (shopifyId === null || shopifyId === undefined) return;
  const holder = await deps.repos.staff.findByShopifyStaffMemberId(shopId, shopifyId);
  if (holder && holder.id !== exceptId) {
    throw new AppError(
      'state_conflict',
      `Shopify staff member ${shopifyId} is already linked to ${holder.name} (${holder.handle}).`,
      { errors: [{ field: 'shopify_staff_member_id', message: 'already linked to another staff member' }] },
    );
  }
}

/**
 * The free handle and the plan's seat are read then written: the shop's lock keeps parallel
 * creates on any instance from both seeing the last seat free.
 */
export async function createStaff(
  deps: PinHashDeps,
  shopId: string,
  input: CreateStaffInput,
): Promise<StaffView> {
  const { pin, email, payrollIds, ...fields } = input;
  const address = staffEmail(email);
  if (((input.goalAmountCents ?? null) === null) !== ((input.goalBonusCents ?? null) === null))
    throw invalidField(
      input.goalAmountCents == null ? 'goal_amount' : 'goal_bonus',
      'goal_amount and goal_bonus are set together, or both null',
    );
  // Hashed before the transaction: the slow hash must not hold the shop's lock.
  const pinHash = pin === null ? null : await deps.pinHasher.hash(shopId, pin);
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    await assertHandleFree(deps, shop.id, input.handle);
    await assertShopifyLinkFree(deps, shop.id, input.shopifyStaffMemberId);
    await assertEmailFree(deps, shop.id, address.emailKey);
    await assertPayrollIdsFree(deps, shop.id, payrollIds);
    if (input.active) await assertStaffSeatAvailable(deps, shop);
    const now = deps.now();
    const row = await deps.repos.staff.insert({
      id: newId('stf', now),
      shopId: shop.id,
      ...fields,
      ...address,
      ...payrollIdsPatch(payrollIds),
      pinHash,
      createdAt: now,
      updatedAt: now,
    });
    return staffView(row);
  });
}
