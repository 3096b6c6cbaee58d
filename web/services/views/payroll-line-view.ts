import type { PayrollLineRecord } from '../../db/repositories/payroll-runs-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { centihoursToNumber } from './hours.js';

export interface PayrollLineView {
  id: string;
  object: 'payroll_line';
  run: string;
  staff: string;
  staff_id: string;
  regular_hours: number;
  overtime_hours: number;
  double_time_hours: number;
  rate: string | null;
  regular_pay: string;
  overtime_pay: string;
  commission: string;
  gross: string;
}

export function payrollLineView(record: PayrollLineRecord): PayrollLineView {
  const [
    id,
    run,
    staff,
    staffId,
    regular,
    overtime,
    double,
    rate,
    regularPay,
    overtimePay,
    commission,
    gross,
  ] = record;
  return {
    id,
    object: 'payroll_line',
    run,
    staff,
    staff_id: staffId,
    regular_hours: centihoursToNumber(regular),
    overtime_hours: centihoursToNumber(overtime),
    double_time_hours: centihoursToNumber(double),
    rate: rate === null ? null : formatMoney(rate),
    regular_pay: formatMoney(regularPay),
    overtime_pay: formatMoney(overtimePay),
    commission: formatMoney(commission),
    gross: formatMoney(gross),
  };
}
