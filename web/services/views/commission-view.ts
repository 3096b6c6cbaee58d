import type { CommissionRow } from '../../db/repositories/commissions-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { formatInstant } from './instant.js';

export interface CommissionView {
  id: string;
  object: 'commission';
  staff: string;
  staff_id: string;
  sale_amount: string;
  rate: string;
  amount: string;
  occurred_at: string;
  source: string;
  reference: string | null;
  /** The Shopify order of a `shopify_order` commission (SPEC §12), else null. */
  order_id: string | null;
  /** The Shopify refund a negative commission claws back, else null. */
  refund_id: string | null;
  payroll_run: string | null;
  created_at: string;
}

export function commissionView(row: CommissionRow, handle: string): CommissionView {
  return {
    id: row.id,
    object: 'commission',
    staff: handle,
    staff_id: row.staffId,
    sale_amount: formatMoney(row.saleAmountCents),
    rate: formatPercent(row.rateBp),
    amount: formatMoney(row.amountCents),
    occurred_at: formatInstant(row.occurredAt),
    source: row.source,
    reference: row.reference,
    order_id: row.orderId,
    refund_id: row.refundId,
    payroll_run: row.finalizedRunId,
    created_at: formatInstant(row.createdAt),
  };
}
