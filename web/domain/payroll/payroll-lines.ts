import { payLines } from '../pay/gross.js';

/** An approved timesheet as a payroll run prices it: stored hours and the rate frozen at approval. */
export interface PayableTimesheet {
  staffId: string;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  approvedRateCents: number | null;
}

export interface PayableCommission {
  staffId: string;
  amountCents: number;
}

/** One staff member's line of a run; hours in hundredths, money in cents. */
export interface PayrollLineAmounts {
  staffId: string;
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  /** The rate every timesheet of the line shares; null when they differ or there is none. */
  rateCents: number | null;
  regularPayCents: number;
  /** 1.5× and 2× pay together. */
  overtimePayCents: number;
  commissionCents: number;
  /** SPEC §18–19: tips paid through payroll, and tips already in hand, of the run's days. */
  paycheckTipsCents: number;
  cashTipsCents: number;
  /** Hours pay + commission: tips are not in it (SPEC §19). */
  grossCents: number;
}

function emptyLine(staffId: string): PayrollLineAmounts {
  return {
    staffId,
    regularHours: 0,
    overtimeHours: 0,
    doubleTimeHours: 0,
    rateCents: null,
    regularPayCents: 0,
    overtimePayCents: 0,
    commissionCents: 0,
    paycheckTipsCents: 0,
    cashTipsCents: 0,
    grossCents: 0,
  };
}

/**
 * One line per staff member. Each timesheet is priced on its own with its frozen rate, exactly
 * as the timesheet record prices it, and the line adds those cents up: a line always equals the
 * sum of its timesheets to the cent, and gross = regular pay + overtime pay + commission.
 */
export function payrollLines(
  timesheets: readonly PayableTimesheet[],
  commissions: readonly PayableCommission[],
  /** SPEC §18–19: each staff member's tips of the run's days, by staff id. */
  tips: ReadonlyMap<string, { paycheckCents: number; cashCents: number }> = new Map(),
): PayrollLineAmounts[] {
  const lines = new Map<string, PayrollLineAmounts>();
  const rates = new Map<string, Set<number | null>>();
  const lineOf = (staffId: string) => {
    let line = lines.get(staffId);
    if (!line) {
      line = emptyLine(staffId);
      lines.set(staffId, line);
    }
    return line;
  };
  for (const timesheet of timesheets) {
    const line = lineOf(timesheet.staffId);
    const pay = payLines(timesheet, timesheet.approvedRateCents);
    line.regularHours += timesheet.regularHours;
    line.overtimeHours += timesheet.overtimeHours;
    line.doubleTimeHours += timesheet.doubleTimeHours;
    line.regularPayCents += pay.regularPay;
    line.overtimePayCents += pay.overtimePay + pay.doubleTimePay;
    let seen = rates.get(timesheet.staffId);
    if (!seen) {
      seen = new Set();
      rates.set(timesheet.staffId, seen);
    }
    seen.add(timesheet.approvedRateCents);
  }
  for (const commission of commissions) lineOf(commission.staffId).commissionCents += commission.amountCents;
  for (const [staffId, sums] of tips) {
    if (sums.paycheckCents === 0 && sums.cashCents === 0) continue;
    const line = lineOf(staffId);
    line.paycheckTipsCents += sums.paycheckCents;
    line.cashTipsCents += sums.cashCents;
  }
  for (const line of lines.values()) {
    const seen = rates.get(line.staffId);
    line.rateCents = seen?.size === 1 ? [...seen][0]! : null;
    line.grossCents = line.regularPayCents + line.overtimePayCents + line.commissionCents;
  }
  return [...lines.values()];
}
