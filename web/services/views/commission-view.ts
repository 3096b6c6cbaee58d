import { z } from 'zod';
import type { CommissionRow } from '../../db/repositories/commissions-repository.js';
import { formatMoney } from '../../domain/money/money.js';
import { formatPercent } from '../../domain/money/percent.js';
import { CommissionLinesSchema, commissionLinesView } from './commission-lines-view.js';
import { formatInstant } from './instant.js';
import { Id, Money, Timestamp } from './schema-fields.js';

export const CommissionSchema = z
  .object({
    id: Id('com'),
    object: z.literal('commission'),
    staff: z.string(),
    staff_id: Id('stf'),
    sale_amount: Money,
    rate: z
      .string()
      .nullable()
      .meta({ description: 'Null when the lines differ in rate or pay per unit (commission rules).' }),
    amount: Money,
    occurred_at: Timestamp,
    source: z.string().meta({ enum: ['manual', 'shopify_order', 'goal_bonus'] }),
    reference: z.string().nullable(),
    order_id: z.string().nullable().meta({
      description: 'The Shopify order (numeric id) a `shopify_order` commission comes from.',
      example: '5512345678901',
    }),
    refund_id: z
      .string()
      .nullable()
      .meta({ description: 'The Shopify refund a negative commission claws back.' }),
    payroll_run: z.string().nullable(),
    created_at: Timestamp,
    lines: CommissionLinesSchema,
  })
  .meta({ id: 'Commission' });
export type CommissionView = z.output<typeof CommissionSchema>;

export function commissionView(row: CommissionRow, handle: string): CommissionView {
  return {
    id: row.id,
    object: 'commission',
    staff: handle,
    staff_id: row.staffId,
    sale_amount: formatMoney(row.saleAmountCents),
    rate: row.rateBp === null ? null : formatPercent(row.rateBp),
    amount: formatMoney(row.amountCents),
    occurred_at: formatInstant(row.occurredAt),
    source: row.source,
    reference: row.reference,
    order_id: row.orderId,
    refund_id: row.refundId,
    payroll_run: row.finalizedRunId,
    created_at: formatInstant(row.createdAt),
    lines: commissionLinesView(row.lines),
  };
}
