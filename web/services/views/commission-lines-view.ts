import { z } from 'zod';
import { formatMoney } from '../../domain/money/money.js';
import { parseStoredCommissionLines } from '../sales/stored-rules.js';
import { Money } from './schema-fields.js';

/** A commission's sale lines (SPEC §18): what each share earned and by which rule. */
export const CommissionLinesSchema = z
  .array(
    z
      .object({
        line_id: z.string().meta({ description: 'The Shopify line item id.' }),
        rule: z.string().nullable().meta({
          description: 'The commission rule (`cmr_…`) that paid it; null for the staff member’s rate.',
        }),
        basis: Money.meta({ description: 'The net share of the line (negative on a clawback).' }),
        units: z.number().meta({ description: 'quantity × weight / Σ weights (negative on a clawback).' }),
        amount: Money,
      })
      .meta({ id: 'CommissionLine' }),
  )
  .meta({
    description: 'Per sale line; `[]` for manual commissions and those from before commission rules.',
  });
export type CommissionLinesView = z.output<typeof CommissionLinesSchema>;

export function commissionLinesView(json: string | null): CommissionLinesView {
  return (parseStoredCommissionLines(json) ?? []).map((line) => ({
    line_id: line.lineId,
    rule: line.rule,
    basis: formatMoney(line.basisCents),
    units: line.units,
    amount: formatMoney(line.amountCents),
  }));
}
