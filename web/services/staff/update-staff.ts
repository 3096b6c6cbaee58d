import type { StaffPatch } from '../../db/repositories/staff-repository.js';
import { CLEARED_PIN_COUNTER } from '../../domain/clock/pin-rules.js';
import { notFound, ruleViolation } from '../../domain/errors.js';
import type { PinHashDeps } from '../deps.js';
import { lockedShop } from '../shops/shop-context.js';
import { type StaffView, staffView } from '../views/staff-view.js';
import { assertHandleFree, assertShopifyLinkFree } from './create-staff.js';
import { assertEmailFree, staffEmail } from './staff-email.js';
import { assertPayrollIdsFree, type PayrollIdsChange, payrollIdsPatch } from './staff-payroll-ids.js';
import { assertStaffSeatAvailable } from './staff-plan.js';

/** A staff member's fields to change; `pin` is the new PIN in clear, or null to remove it. */
export type StaffChanges = Omit<StaffPatch, 'pinHash'> & {
  pin?: string | null;
  payrollIds?: PayrollIdsChange;
};

/**
 * Rate changes apply to pending timesheets at once (their rate is live) and never to approved
 * ones, whose rate was frozen at approval. A new handle and a reactivation are checked under
 * the shop's lock, as when creating.
 */
export async function updateStaff(
  deps: PinHashDeps,
  shopId: string,
  ref: string,
  changes: StaffChanges,
): Promise<StaffView> {
  const { pin, email, payrollIds, ...fields } = changes;
  const patch: StaffPatch = {
    ...fields,
    ...(email !== undefined && staffEmail(email)),
    ...payrollIdsPatch(payrollIds),
  };
  // Hashed before the transaction: the slow hash must not hold the shop's lock.
  if (pin !== undefined) patch.pinHash = pin === null ? null : await deps.pinHasher.hash(shopId, pin);
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const staff = await deps.repos.staff.findByRef(shop.id, ref);
    if (!staff) throw notFound('staff member');
    if (patch.handle !== undefined) await assertHandleFree(deps, shop.id, patch.handle, staff.id);
    await assertShopifyLinkFree(deps, shop.id, patch.shopifyStaffMemberId, staff.id);
    if (patch.active === true && !staff.active) await assertStaffSeatAvailable(deps, shop);
    if (patch.emailKey !== undefined) await assertEmailFree(deps, shop.id, patch.emailKey, staff.id);
    await assertPayrollIdsFree(deps, shop.id, payrollIds, staff.id);
    const goalAmount = patch.goalAmountCents !== undefined ? patch.goalAmountCents : staff.goalAmountCents;
    const goalBonus = patch.goalBonusCents !== undefined ? patch.goalBonusCents : staff.goalBonusCents;
    if ((goalAmount === null) !== (goalBonus === null))
      throw ruleViolation(
        goalAmount === null ? 'goal_bonus' : 'goal_amount',
        'goal_amount and goal_bonus are set together, or both null (SPEC §18)',
      );
    // SPEC §15: deactivation and an email change end every staff app session of that person,
    // and void their unused sign-in links (a link sent to the old address must not work).
    if (
      (patch.active === false && staff.active) ||
      (patch.emailKey !== undefined && patch.emailKey !== staff.emailKey)
    ) {
      await deps.repos.staffAuth.endSessionsOf(shop.id, staff.id);
      await deps.repos.staffAuth.voidLinksOf(shop.id, staff.id, deps.now());
    }
    // A new or removed PIN starts with no wrong tries and no lock: a manager's reset.
    const counter = pin === undefined ? {} : CLEARED_PIN_COUNTER;
    return staffView(
      await deps.repos.staff.update(shop.id, staff.id, { ...patch, ...counter, updatedAt: deps.now() }),
    );
  });
}
