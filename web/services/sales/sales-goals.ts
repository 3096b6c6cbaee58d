import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { StaffRow } from '../../db/repositories/staff-repository.js';
import { newId } from '../../domain/ids.js';
import { refundByStaff } from '../../domain/sales/index.js';
import { addDays } from '../../domain/time/calendar-date.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { localDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { parseStoredRefundLines, parseStoredShares } from './stored-shares.js';

/** The local month `YYYY-MM` of a date, and its first and last days. */
function monthOf(date: string): { month: string; first: string; last: string } {
  const month = date.slice(0, 7);
  const first = `${month}-01`;
  // The 28th plus 4 days is always in the next month; its day of month back is the last day.
  const nextMonthDay = addDays(`${month}-28`, 4);
  const last = addDays(nextMonthDay, -Number(nextMonthDay.slice(8, 10)));
  return { month, first, last };
}

/**
 * One staff member's month sales (SPEC §18): their net shares of the orders processed in the
 * local month, less their shares of the refunds created in it. `shopifyId`: whose shares.
 */
async function monthSalesCents(
  deps: ServiceDeps,
  shopId: string,
  shopifyId: string,
  range: { from: number; to: number },
): Promise<number> {
  let total = 0;
  for (const order of await deps.repos.goals.orderSharesIn(shopId, range.from, range.to))
    for (const share of parseStoredShares(order.shares))
      if (share.staffMemberId === shopifyId) total += share.cents;
  for (const refund of await deps.repos.goals.refundsWithSharesIn(shopId, range.from, range.to)) {
    if (refund.lines === null) continue;
    for (const part of refundByStaff(parseStoredRefundLines(refund.lines), parseStoredShares(refund.shares)))
      if (part.staffMemberId === shopifyId) total -= part.subtotalCents;
  }
  return total;
}

/**
 * Sales goals (SPEC §18, decision 68): after an order is recorded (or re-attributed), each linked
 * staff member with a share of it and a goal whose month sales (the local month of the order's
 * `processed_at`) reach `goal_amount` gets the month's `goal_bonus` commission, unless the month
 * has one for them already. The bonus is never taken back, and the unique index on
 * (shop, staff, goal_month) keeps it to one per month even when two instances race. Runs in the
 * caller's transaction, after the order's shares are stored.
 */
export async function payGoalBonuses(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: Pick<SalesOrderRow, 'shares' | 'processedAt' | 'name' | 'shopifyOrderId'>,
  linked: ReadonlyMap<string, StaffRow>,
): Promise<void> {
  const shopifyIds = new Set(
    parseStoredShares(order.shares)
      .filter((share) => share.cents > 0 && share.staffMemberId !== null)
      .map((share) => share.staffMemberId!),
  );
  const members = [...shopifyIds]
    .map((id) => linked.get(id))
    .filter(
      (member): member is StaffRow =>
        member !== undefined && member.goalAmountCents !== null && member.goalBonusCents !== null,
    )
    // Locks are taken in one order, so two orders of the same staff never wait on each other in a circle.
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  if (members.length === 0) return;
  const { month, first, last } = monthOf(localDateOf(order.processedAt, shop.timezone));
  const range = localDateRange(first, last, shop.timezone);
  for (const member of members) {
    await deps.repos.goals.lockStaffGoal(member.id);
    if (await deps.repos.goals.hasBonus(shop.id, member.id, month)) continue;
    if ((await monthSalesCents(deps, shop.id, member.shopifyStaffMemberId!, range)) < member.goalAmountCents!)
      continue;
    const now = deps.now();
    await deps.repos.goals.insertBonusIfAbsent({
      id: newId('com', now),
      shopId: shop.id,
      staffId: member.id,
      saleAmountCents: 0,
      rateBp: null,
      // No sale lines: a bonus is paid for the month, not for this order's lines.
      lines: '[]',
      amountCents: member.goalBonusCents!,
      occurredAt: order.processedAt,
      source: 'goal_bonus',
      reference: order.name,
      orderId: order.shopifyOrderId,
      refundId: null,
      reversalOf: null,
      finalizedRunId: null,
      goalMonth: month,
      createdAt: now,
    });
  }
}
