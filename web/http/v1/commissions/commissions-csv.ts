import type { CommissionExportRow } from '../../../db/repositories/exports-repository.js';
import { formatMoney } from '../../../domain/money/money.js';
import { formatPercent } from '../../../domain/money/percent.js';
import { formatInstant } from '../../../services/views/instant.js';
import type { CsvColumn } from '../../csv/csv-format.js';

/** The columns of the commission JSON, in the same order and with the same numbers. */
export const COMMISSION_CSV: CsvColumn<CommissionExportRow>[] = [
  { name: 'id', kind: 'text', value: (r) => r[0] },
  { name: 'staff', kind: 'text', value: (r) => r[1] },
  { name: 'staff_id', kind: 'text', value: (r) => r[2] },
  { name: 'sale_amount', kind: 'money', value: (r) => formatMoney(r[3]) },
  { name: 'rate', kind: 'money', value: (r) => (r[4] === null ? null : formatPercent(r[4])) },
  { name: 'amount', kind: 'money', value: (r) => formatMoney(r[5]) },
  { name: 'occurred_at', kind: 'text', value: (r) => formatInstant(r[6]) },
  { name: 'source', kind: 'text', value: (r) => r[7] },
  { name: 'reference', kind: 'text', value: (r) => r[8] },
  { name: 'order_id', kind: 'text', value: (r) => r[9] },
  { name: 'refund_id', kind: 'text', value: (r) => r[10] },
  { name: 'payroll_run', kind: 'text', value: (r) => r[11] },
  { name: 'created_at', kind: 'text', value: (r) => formatInstant(r[12]) },
];
