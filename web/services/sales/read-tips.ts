import { invalidField } from '../../domain/errors.js';
import { formatMoney } from '../../domain/money/money.js';
import { dailyTips } from '../../domain/sales/daily-tips.js';
import { daysBetween } from '../../domain/time/calendar-date.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { staffHandles } from '../staff/staff-handles.js';
import type { TipsView } from '../views/tips-view.js';
import { MAX_SALES_DAYS } from './read-sales.js';

/**
 * `GET /v1/tips?from=&to=&staff=` (SPEC §18): each staff member's paycheck and cash tips per
 * local day, by date then handle, over at most 366 days, validated as `/v1/sales` is. A `staff`
 * the shop does not have matches no row, as in `/v1/commissions`.
 */
export async function readTips(
  deps: ServiceDeps,
  shopId: string,
  query: { from: string; to: string; staff?: string | undefined },
): Promise<TipsView> {
  const { from, to } = query;
  if (to < from) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_SALES_DAYS)
    throw invalidField('to', `a report covers at most ${MAX_SALES_DAYS} days`);
  const shop = await loadShop(deps, shopId);
  let staffId: string | undefined;
  if (query.staff) {
    const member = await deps.repos.staff.findByRef(shop.id, query.staff);
    if (!member) return { from, to, data: [] };
    staffId = member.id;
  }
  const range = localDateRange(from, to, shop.timezone);
  const entries = (await deps.repos.tips.occurredIn(shop.id, range.from, range.to)).filter(
    (entry) => staffId === undefined || entry.staffId === staffId,
  );
  const days = dailyTips(entries, shop.timezone);
  const handleOf = await staffHandles(deps, shop.id, days);
  const data = days
    .map((day) => ({
      date: day.date,
      staff: handleOf(day.staffId),
      staff_id: day.staffId,
      paycheck_tips: formatMoney(day.paycheckCents),
      cash_tips: formatMoney(day.cashCents),
    }))
    .sort((a, b) =>
      a.date < b.date ? -1 : a.date > b.date ? 1 : a.staff < b.staff ? -1 : a.staff > b.staff ? 1 : 0,
    );
  return { from, to, data };
}
