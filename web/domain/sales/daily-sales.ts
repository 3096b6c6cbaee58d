import { divideRoundHalfUp, multiply } from '../money/money.js';
import { toCentihours } from '../pay/overtime.js';
import { localDateOf } from '../time/work-week.js';
import { splitByWeights } from './split-by-weights.js';

/** One day of `GET /v1/sales` (SPEC §12), in cents, hundredths of hours and basis points. */
export interface DailySales {
  date: string;
  orders: number;
  salesCents: number;
  labourCentihours: number;
  labourCostCents: number;
  /** labour cost ÷ sales in basis points of a percent (1234 = 12.34 %), null when sales ≤ 0. */
  labourPercentBp: number | null;
}

export interface DailySalesInput {
  /** Every local date of the report, in order. */
  dates: readonly string[];
  zone: string;
  orders: readonly { processedAt: number; netCents: number }[];
  refunds: readonly { createdAt: number; subtotalCents: number }[];
  /** Closed entries of every timesheet that has a day in the report, with their worked time. */
  entries: readonly { timesheetId: string; startedAt: number; workedMs: number }[];
  /** Each of those timesheets' gross pay, in cents. */
  timesheetGross: ReadonlyMap<string, number>;
}

/**
 * The shop's days: orders and their net sales by the day they were processed, less refunds by
 * the day they were created; labour hours of the entries starting that day; and labour cost,
 * each timesheet's gross shared over its days in proportion to the seconds worked on each
 * (largest remainder, ties to the earlier day), so the days of a week add up to its gross to
 * the cent, whatever part of the week the report shows.
 */
export function dailySales(input: DailySalesInput): DailySales[] {
  const days = new Map(
    input.dates.map((date) => [date, { orders: 0, salesCents: 0, workedMs: 0, labourCostCents: 0 }]),
  );
  const dayOf = (instant: number) => days.get(localDateOf(instant, input.zone));
  for (const order of input.orders) {
    const day = dayOf(order.processedAt);
    if (!day) continue;
    day.orders += 1;
    day.salesCents += order.netCents;
  }
  for (const refund of input.refunds) {
    const day = dayOf(refund.createdAt);
    if (day) day.salesCents -= refund.subtotalCents;
  }
  const workedByTimesheet = new Map<string, Map<string, number>>();
  for (const entry of input.entries) {
    const date = localDateOf(entry.startedAt, input.zone);
    const day = days.get(date);
    if (day) day.workedMs += entry.workedMs;
    const perDay = workedByTimesheet.get(entry.timesheetId) ?? new Map<string, number>();
    perDay.set(date, (perDay.get(date) ?? 0) + entry.workedMs);
    workedByTimesheet.set(entry.timesheetId, perDay);
  }
  for (const [timesheetId, perDay] of workedByTimesheet) {
    const dates = [...perDay.keys()].sort();
    const shares = splitByWeights(
      input.timesheetGross.get(timesheetId) ?? 0,
      dates.map((date) => perDay.get(date)!),
    );
    dates.forEach((date, i) => {
      const day = days.get(date);
      if (day) day.labourCostCents += shares[i]!;
    });
  }
  return input.dates.map((date) => {
    const day = days.get(date)!;
    return {
      date,
      orders: day.orders,
      salesCents: day.salesCents,
      labourCentihours: toCentihours(day.workedMs),
      labourCostCents: day.labourCostCents,
      labourPercentBp:
        day.salesCents > 0 ? divideRoundHalfUp(multiply(day.labourCostCents, 10_000), day.salesCents) : null,
    };
  });
}
