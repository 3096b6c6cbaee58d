import type { WeekSummaryRow } from '../../db/repositories/timesheets-repository.js';
import { type PayLines, payLines } from '../../domain/pay/gross.js';

/**
 * A timesheet's rate and pay as the weekly summary states them (SPEC §1, §3): frozen at
 * approval, live while pending. The summary, the sales report's labour cost and anything else
 * that prices a week read it here, so they agree to the cent.
 */
export function summaryRowPay(row: WeekSummaryRow): { rateCents: number | null; pay: PayLines } {
  const [, status, hours, overtime15, double, approvedRate, , , liveRate] = row;
  const rateCents = status === 'approved' ? approvedRate : liveRate;
  const overtime = overtime15 + double;
  return {
    rateCents,
    pay: payLines(
      { regularHours: hours - overtime, overtimeHours: overtime15, doubleTimeHours: double },
      rateCents,
    ),
  };
}
