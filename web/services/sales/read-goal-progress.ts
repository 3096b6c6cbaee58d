import type { Page } from '../../db/repositories/page.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { invalidField } from '../../domain/errors.js';
import { formatMoney } from '../../domain/money/money.js';
import type { ServiceDeps } from '../deps.js';
import { type ListResult, pageOf } from '../list-page.js';
import { loadShop } from '../shops/shop-context.js';
import type { StaffPrincipal } from '../staff-app/staff-sessions.js';
import { type GoalProgressView, goalProgressView, type MyGoalView } from '../views/goal-progress-view.js';
import { localMonthOf } from './month-sales-tally.js';

/** The month's sales of each member linked to a Shopify staff member (others have none). */
async function salesOf(
  deps: ServiceDeps,
  shopId: string,
  month: string,
  members: readonly StaffRow[],
): Promise<(member: StaffRow) => number> {
  const linked = members.flatMap((member) =>
    member.shopifyStaffMemberId === null ? [] : [member.shopifyStaffMemberId],
  );
  const sales = await deps.repos.goals.monthSales(shopId, month, linked);
  return (member) =>
    member.shopifyStaffMemberId === null ? 0 : (sales.get(member.shopifyStaffMemberId) ?? 0);
}

/**
 * `GET /v1/sales-goals?month=` (decision 70): a page of the staff who have a goal, by handle,
 * with the month's sales (default: this local month) from the month tallies, one read per page.
 */
export async function listGoalProgress(
  deps: ServiceDeps,
  shopId: string,
  month: string | undefined,
  page: Page,
): Promise<ListResult<GoalProgressView>> {
  const shop = await loadShop(deps, shopId);
  const which = month ?? localMonthOf(deps.now(), shop.timezone);
  const rows = await deps.repos.staff.list(shopId, page, { withGoal: true });
  if (!rows) throw invalidField('starting_after', 'No staff member with that id to start after.');
  const result = pageOf(rows, page.limit);
  const salesOfMember = await salesOf(deps, shopId, which, result.data);
  const bonuses = await deps.repos.goals.bonusesOf(shopId, which);
  return {
    ...result,
    data: result.data.map((member) =>
      goalProgressView(
        which,
        {
          id: member.id,
          handle: member.handle,
          goalAmountCents: member.goalAmountCents!,
          goalBonusCents: member.goalBonusCents!,
        },
        salesOfMember(member),
        bonuses.get(member.id) ?? null,
      ),
    ),
  };
}

/**
 * `GET /v1/me/goal` (decision 70): the signed-in person's goal and sales this local month, and
 * whether its bonus was paid; only `month` when the shop does not let staff see pay (SPEC §15).
 */
export async function myGoal(deps: ServiceDeps, me: StaffPrincipal): Promise<MyGoalView> {
  const month = localMonthOf(deps.now(), me.shop.timezone);
  if (!me.shop.staffSeePay) return { month };
  const sales = (await salesOf(deps, me.shop.id, month, [me.staff]))(me.staff);
  const bonusPaid = await deps.repos.goals.hasBonus(me.shop.id, me.staff.id, month);
  const goal = me.staff.goalAmountCents;
  const bonus = me.staff.goalBonusCents;
  return {
    month,
    goal_amount: goal === null ? null : formatMoney(goal),
    goal_bonus: bonus === null ? null : formatMoney(bonus),
    sales: formatMoney(sales),
    reached: goal !== null && sales >= goal,
    bonus_paid: bonusPaid,
  };
}
