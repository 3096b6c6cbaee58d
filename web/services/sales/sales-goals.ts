import type { SalesOrderRow } from '../../db/repositories/sales-repository.js';
import type { LinkedStaff } from '../../db/repositories/staff-repository.js';
import { newId } from '../../domain/ids.js';
import type { LineShare } from '../../domain/sales/index.js';
import type { ServiceDeps } from '../deps.js';
import { localMonthOf } from './month-sales-tally.js';

/**
 * Sales goals (SPEC §18, decisions 68 and 70): after an order is recorded (or re-attributed),
 * each linked staff member with a share of it and a goal whose month sales (the local month of
 * the order's `processed_at`) reach `goal_amount` gets the month's `goal_bonus` commission,
 * unless the month has one for them already. The bonus is never taken back, and the unique
 * index on (shop, staff, goal_month) keeps it to one per month even when two instances race.
 *
 * Runs in the caller's transaction, after the order's month sales tallies were written
 * (month-sales-tally.ts): month sales are at most eight rows per member, whatever the month
 * holds. A member with a goal always adds to slot 0 (`salesSlots`), and that row stays locked
 * until the transaction ends on PostgreSQL, so of two orders recorded at once the second to
 * write it reads the first's sales: whichever crosses last sees the crossing.
 *
 * `shares` are the order's line shares as just recorded.
 */
export async function payGoalBonuses(
  deps: ServiceDeps,
  shop: { id: string; timezone: string },
  order: Pick<SalesOrderRow, 'processedAt' | 'name' | 'shopifyOrderId'>,
  shares: readonly LineShare[],
  linked: ReadonlyMap<string, LinkedStaff>,
): Promise<void> {
  const shopifyIds = new Set(
    shares
      .filter((share) => share.cents > 0 && share.staffMemberId !== null)
      .map((share) => share.staffMemberId!),
  );
  const members = [...shopifyIds]
    .map((id) => linked.get(id))
    .filter(
      (member): member is LinkedStaff =>
        member !== undefined && member.goalAmountCents !== null && member.goalBonusCents !== null,
    );
  if (members.length === 0) return;
  const month = localMonthOf(order.processedAt, shop.timezone);
  const sales = await deps.repos.goals.monthSales(
    shop.id,
    month,
    members.map((member) => member.shopifyStaffMemberId!),
  );
  for (const member of members) {
    if ((sales.get(member.shopifyStaffMemberId!) ?? 0) < member.goalAmountCents!) continue;
    if (await deps.repos.goals.hasBonus(shop.id, member.id, month)) continue;
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
