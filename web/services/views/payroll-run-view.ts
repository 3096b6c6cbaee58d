import type { PayrollRunRow, PayrollRunTotals } from '../../db/repositories/payroll-runs-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatInstant, formatOptionalInstant } from './instant.js';

export interface PayrollRunView {
  id: string;
  object: 'payroll_run';
  period_start: string;
  period_end: string;
  status: string;
  finalized_at: string | null;
  finalized_by: string | null;
  timesheet_count: number;
  commission_count: number;
  line_count: number;
  totals: { regular_pay: string; overtime_pay: string; commission: string; gross: string };
  created_at: string;
  updated_at: string;
}

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
      gross: formatMoney(totals.grossCents),
    },
    created_at: formatInstant(row.createdAt),
    updated_at: formatInstant(row.updatedAt),
  };
}
