import { invalidField } from '../../domain/errors.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { dailySales } from '../../domain/sales/daily-sales.js';
import { tipsByDay } from '../../domain/sales/daily-tips.js';
import { addDays, daysBetween } from '../../domain/time/calendar-date.js';
import { localDateRange } from '../../domain/time/local-date-range.js';
import { type Weekday, weekStartDateOf, workWeekContaining } from '../../domain/time/work-week.js';
import { workedMs } from '../../domain/timesheets/timesheet-hours.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { summaryRowPay } from '../timesheets/summary-row-pay.js';
import { centihoursToNumber } from '../views/hours.js';
import type { SalesView } from '../views/sales-view.js';

/** The longest report (SPEC §12): a year, leap day included. */
export const MAX_SALES_DAYS = 366;

/**
 * `GET /v1/sales?from=&to=` (SPEC §12): each local day of the shop, its orders and sales
 * against its labour. Labour cost needs whole weeks (a timesheet's gross is shared over all its
 * days), so entries and timesheets are read for every work week the range touches.
 */
export async function readSales(
  deps: ServiceDeps,
  shopId: string,
  from: string,
  to: string,
): Promise<SalesView> {
  if (to < from) throw invalidField('to', 'must not be before from');
  if (daysBetween(from, to) + 1 > MAX_SALES_DAYS)
    throw invalidField('to', `a report covers at most ${MAX_SALES_DAYS} days`);
  const shop = await loadShop(deps, shopId);
  const weekStart = shop.weekStart as Weekday;
  const range = localDateRange(from, to, shop.timezone);
  const firstWeek = weekStartDateOf(from, weekStart);
  const lastWeek = weekStartDateOf(to, weekStart);
  // Counted, never compared as strings: a week beyond year 9999 or before 0000 does not sort.
  const weeks = Array.from({ length: daysBetween(firstWeek, lastWeek) / 7 + 1 }, (_, i) =>
    addDays(firstWeek, 7 * i),
  );

  const [orders, refunds, entries, summaries, tips] = await Promise.all([
    deps.repos.sales.ordersProcessedIn(shop.id, range.from, range.to),
    deps.repos.sales.refundsCreatedIn(shop.id, range.from, range.to),
    deps.repos.timeEntries.listStartingIn(
      shop.id,
      workWeekContaining(firstWeek, shop.timezone, weekStart).startsAt,
      workWeekContaining(lastWeek, shop.timezone, weekStart).endsAt,
    ),
    Promise.all(weeks.map((week) => deps.repos.timesheets.weekSummaryRows(shop.id, week))),
    deps.repos.tips.occurredIn(shop.id, range.from, range.to),
  ]);
  const tipsOn = tipsByDay(tips, shop.timezone);
  const timesheetGross = new Map(summaries.flat().map((row) => [row[0], summaryRowPay(row).pay.gross]));
  const days = dailySales({
    dates: Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)),
    zone: shop.timezone,
    orders,
    refunds,
    entries: entries.map((entry) => ({
      timesheetId: entry.timesheetId,
      startedAt: entry.startedAt,
      workedMs: workedMs(entry),
    })),
    timesheetGross,
  });
  return {
    from,
    to,
    data: days.map((day) => ({
      date: day.date,
      orders: day.orders,
      sales: formatMoney(day.salesCents),
      tips: formatMoney(tipsOn.get(day.date) ?? 0),
      labour_hours: centihoursToNumber(day.labourCentihours),
      labour_cost: formatMoney(day.labourCostCents),
      labour_percent: day.labourPercentBp === null ? null : formatPercent(day.labourPercentBp),
    })),
  };
}
