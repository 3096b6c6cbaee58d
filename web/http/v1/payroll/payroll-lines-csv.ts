import type { PayrollLineRecord } from '../../../db/repositories/payroll-runs-repository.js';
import { formatMoney } from '../../../domain/money/money.js';
import type { CsvColumn } from '../../csv/csv-format.js';

/**
 * The columns of the payroll line JSON, in the same order and with the same numbers. They read
 * the raw row arrays of the export, so a large run streams without building line objects.
 */
export const PAYROLL_LINE_CSV: CsvColumn<PayrollLineRecord>[] = [
  { name: 'id', kind: 'text', value: (r) => r[0] },
  { name: 'run', kind: 'text', value: (r) => r[1] },
  { name: 'staff', kind: 'text', value: (r) => r[2] },
  { name: 'staff_id', kind: 'text', value: (r) => r[3] },
  { name: 'regular_hours', kind: 'number', value: (r) => r[4] / 100 },
  { name: 'overtime_hours', kind: 'number', value: (r) => r[5] / 100 },
  { name: 'double_time_hours', kind: 'number', value: (r) => r[6] / 100 },
  { name: 'rate', kind: 'money', value: (r) => (r[7] === null ? null : formatMoney(r[7])) },
  { name: 'regular_pay', kind: 'money', value: (r) => formatMoney(r[8]) },
  { name: 'overtime_pay', kind: 'money', value: (r) => formatMoney(r[9]) },
  { name: 'commission', kind: 'money', value: (r) => formatMoney(r[10]) },
  { name: 'paycheck_tips', kind: 'money', value: (r) => formatMoney(r[12]) },
  { name: 'cash_tips', kind: 'money', value: (r) => formatMoney(r[13]) },
  { name: 'gross', kind: 'money', value: (r) => formatMoney(r[11]) },
];
