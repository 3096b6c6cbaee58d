import { z } from 'zod';
import type { PayrollLineRecord } from '../../db/repositories/payroll-runs-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { centihoursToNumber } from './hours.js';
import { Id, Money, PaidHoursFields } from './schema-fields.js';

export const PayrollLineSchema = z
  .object({
    id: Id('pln'),
    object: z.literal('payroll_line'),
    run: Id('run'),
    staff: z.string(),
    staff_id: Id('stf'),
    ...PaidHoursFields,
    commission: Money,
    paycheck_tips: Money.meta({ description: 'Tips paid through payroll (SPEC §18–19); not in gross.' }),
    cash_tips: Money.meta({ description: 'Tips already in hand, reported to payroll; not in gross.' }),
    gross: Money,
  })
  .meta({ id: 'PayrollLine' });
export type PayrollLineView = z.output<typeof PayrollLineSchema>;

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
    paycheckTips,
    cashTips,
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
    paycheck_tips: formatMoney(paycheckTips),
    cash_tips: formatMoney(cashTips),
    gross: formatMoney(gross),
  };
}
