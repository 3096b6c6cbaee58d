import { z } from 'zod';
import { notFound } from '../../domain/errors.js';
import { formatMoney } from '../../domain/money/money.js';
import { type Weekday, weekStartDateOf } from '../../domain/time/work-week.js';
import type { ServiceDeps } from '../deps.js';
import { loadShop } from '../shops/shop-context.js';
import { centihoursToNumber } from '../views/hours.js';
import { DateOnly, Id, Money } from '../views/schema-fields.js';
import { type TimesheetView, timesheetView } from '../views/timesheet-view.js';
import { summaryRowPay } from './summary-row-pay.js';

export async function getTimesheet(deps: ServiceDeps, shopId: string, id: string): Promise<TimesheetView> {
  const timesheet = await deps.repos.timesheets.findById(shopId, id);
  if (!timesheet) throw notFound('timesheet');
  const staff = (await deps.repos.staff.findById(shopId, timesheet.staffId))!;
  return timesheetView(deps.repos, timesheet, staff);
}

/** SPEC section 1: the weekly summary, keys exactly as listed. */
export const WeekSummarySchema = z
  .object({
    week: DateOnly,
    approved: z.number().int(),
    pending: z.number().int(),
    gross: Money,
    /** `rate` and `overtime` are absent, never null or 0, when unset. */
    entries: z.array(
      z.strictObject({
        staff: z.string(),
        hours: z.number(),
        rate: Money.optional(),
        overtime: z.number().optional(),
        timesheet: Id('tms'),
        status: z.enum(['pending', 'approved']),
        gross: Money,
      }),
    ),
  })
  .meta({
    id: 'WeekSummary',
    description:
      'The weekly summary of a work week: what is approved, what is pending, the gross pay and every entry.',
  });
export type WeekSummary = z.output<typeof WeekSummarySchema>;
export type WeekSummaryEntry = WeekSummary['entries'][number];

/**
 * SPEC section 1. Reads the materialised hours of the week's timesheets (one indexed query)
 * and prices them; it never aggregates raw time entries. Keys are built in the order of the
 * contract so the JSON reads as documented.
 */
export async function weekSummary(deps: ServiceDeps, shopId: string, week: string): Promise<WeekSummary> {
  const shop = await loadShop(deps, shopId);
  const weekStart = weekStartDateOf(week, shop.weekStart as Weekday);
  const rows = await deps.repos.timesheets.weekSummaryRows(shop.id, weekStart);
  let approved = 0;
  let grossCents = 0;
  const entries: WeekSummaryEntry[] = [];
  for (const row of rows) {
    const [id, status, hours, overtime15, double, , handle] = row;
    const isApproved = status === 'approved';
    if (isApproved) approved++;
    const { rateCents: rate, pay } = summaryRowPay(row);
    const overtime = overtime15 + double;
    grossCents += pay.gross;
    const entry = { staff: handle, hours: centihoursToNumber(hours) } as WeekSummaryEntry;
    if (rate !== null) entry.rate = formatMoney(rate);
    if (overtime > 0) entry.overtime = centihoursToNumber(overtime);
    entry.timesheet = id;
    entry.status = isApproved ? 'approved' : 'pending';
    entry.gross = formatMoney(pay.gross);
    entries.push(entry);
  }
  return {
    week,
    approved,
    pending: entries.length - approved,
    gross: formatMoney(grossCents),
    entries,
  };
}
