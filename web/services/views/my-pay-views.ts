import { z } from 'zod';
import type { CommissionRow } from '../../db/repositories/commissions-repository.js';
import type { TimesheetRow } from '../../db/repositories/timesheets-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { payLines } from '../../domain/pay/gross.js';
import { CommissionLinesSchema, commissionLinesView } from './commission-lines-view.js';
import { centihoursToNumber } from './hours.js';
import { formatInstant } from './instant.js';
import { DateOnly, Id, Money, Timestamp } from './schema-fields.js';

/**
 * SPEC §15: what a staff member sees of their own pay. `rate`, `gross` and a commission's
 * `amount` are present only when the shop lets staff see pay (`staff_see_pay`), else absent;
 * hours always show.
 */
export const MyTimesheetSchema = z
  .object({
    id: Id('tms'),
    week_start: DateOnly,
    status: z.string().meta({ enum: ['pending', 'approved'] }),
    hours: z.number(),
    regular_hours: z.number(),
    overtime_hours: z.number(),
    double_time_hours: z.number(),
    rate: Money.nullable()
      .optional()
      .meta({ description: 'Only when the shop setting staff_see_pay is true.' }),
    gross: Money.optional().meta({ description: 'Only when the shop setting staff_see_pay is true.' }),
  })
  .meta({ id: 'MyTimesheet' });
export type MyTimesheetView = z.output<typeof MyTimesheetSchema>;

export const MyCommissionSchema = z
  .object({
    id: Id('com'),
    occurred_at: Timestamp,
    reference: z.string().nullable(),
    source: z.string().meta({ enum: ['manual', 'shopify_order', 'goal_bonus'] }),
    sale_amount: Money,
    rate: z.string().nullable().optional().meta({
      description: 'Only when the shop setting staff_see_pay is true; null when lines differ in rate.',
    }),
    amount: Money.optional().meta({ description: 'Only when the shop setting staff_see_pay is true.' }),
    lines: CommissionLinesSchema.optional().meta({
      description: 'Only when the shop setting staff_see_pay is true: per sale line (SPEC §18).',
    }),
  })
  .meta({ id: 'MyCommission' });
export type MyCommissionView = z.output<typeof MyCommissionSchema>;

/** `liveRateCents`: the staff member's rate now, in force while the timesheet is pending. */
export function myTimesheetView(
  row: TimesheetRow,
  liveRateCents: number | null,
  seePay: boolean,
): MyTimesheetView {
  const view: MyTimesheetView = {
    id: row.id,
    week_start: row.weekStart,
    status: row.status,
    hours: centihoursToNumber(row.hours),
    regular_hours: centihoursToNumber(row.regularHours),
    overtime_hours: centihoursToNumber(row.overtimeHours),
    double_time_hours: centihoursToNumber(row.doubleTimeHours),
  };
  if (!seePay) return view;
  const rate = row.status === 'approved' ? row.approvedRateCents : liveRateCents;
  return {
    ...view,
    rate: rate === null ? null : formatMoney(rate),
    gross: formatMoney(payLines(row, rate).gross),
  };
}

export function myCommissionView(row: CommissionRow, seePay: boolean): MyCommissionView {
  const view: MyCommissionView = {
    id: row.id,
    occurred_at: formatInstant(row.occurredAt),
    reference: row.reference,
    source: row.source,
    sale_amount: formatMoney(row.saleAmountCents),
  };
  if (!seePay) return view;
  return {
    ...view,
    rate: row.rateBp === null ? null : formatPercent(row.rateBp),
    amount: formatMoney(row.amountCents),
    lines: commissionLinesView(row.lines),
  };
}
