import { z } from 'zod';
import type { PayrollRunRow, PayrollRunTotals } from '../../db/repositories/payroll-runs-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatInstant, formatOptionalInstant } from './instant.js';
import { DateOnly, Id, Money, Timestamp } from './schema-fields.js';

export const PayrollRunSchema = z
  .object({
    id: Id('run'),
    object: z.literal('payroll_run'),
    period_start: DateOnly,
    period_end: DateOnly,
    status: z.string().meta({ enum: ['draft', 'finalized'] }),
    finalized_at: Timestamp.nullable(),
    finalized_by: z.string().nullable(),
    timesheet_count: z.number().int(),
    commission_count: z.number().int(),
    line_count: z.number().int(),
    totals: z.object({
      regular_pay: Money,
      overtime_pay: Money,
      commission: Money,
      paycheck_tips: Money,
      cash_tips: Money,
      gross: Money,
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'PayrollRun' });
export type PayrollRunView = z.output<typeof PayrollRunSchema>;

export function payrollRunView(row: PayrollRunRow, totals: PayrollRunTotals): PayrollRunView {
  return {
    id: row.id,
    object: 'payroll_run',
    period_start: row.periodStart,
    period_end: row.periodEnd,
    status: row.status,
    finalized_at: formatOptionalInstant(row.finalizedAt),
    finalized_by: row.finalizedBy,
    timesheet_count: totals.timesheetCount,
    commission_count: totals.commissionCount,
    line_count: totals.lineCount,
    totals: {
      regular_pay: formatMoney(totals.regularPayCents),
      overtime_pay: formatMoney(totals.overtimePayCents),
      commission: formatMoney(totals.commissionCents),
      paycheck_tips: formatMoney(totals.paycheckTipsCents),
      cash_tips: formatMoney(totals.cashTipsCents),
      gross: formatMoney(totals.grossCents),
    },
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
